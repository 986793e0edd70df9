#include "solver/audit/marco.h"

#include <algorithm>
#include <string>

namespace arbiter::solver::audit {
namespace {

class Marco {
 public:
  Marco(z3::solver& solver, const z3::expr_vector& tags, const z3::expr_vector& fixed)
      : solver_(solver), tags_(tags), fixed_(fixed), map_(solver.ctx()), map_vars_(solver.ctx()) {
    for (unsigned i = 0; i < tags.size(); ++i)
      map_vars_.push_back(solver.ctx().bool_const(("marco!" + std::to_string(i)).c_str()));
  }

  MarcoResult run(std::size_t max_rounds) {
    MarcoResult result;
    for (std::size_t round = 0;; ++round) {
      if (round == max_rounds) {
        result.complete = false;
        break;
      }
      const z3::check_result explored = map_.check();
      if (explored == z3::unsat) break;
      if (explored == z3::unknown) {
        result.complete = false;
        break;
      }
      IndexSet seed = maximal_seed(map_.get_model());
      const z3::check_result r = check(seed);
      if (r == z3::unknown) {
        result.complete = false;
        break;
      }
      if (r == z3::sat) {
        const IndexSet mss = grow(seed, result);
        const IndexSet mcs = complement(mss);
        result.corrections.push_back(mcs);
        z3::expr_vector some(solver_.ctx());
        for (std::size_t i : mcs) some.push_back(map_vars_[static_cast<unsigned>(i)]);
        map_.add(z3::mk_or(some));  // empty: no superset of the whole set is left
      } else {
        const IndexSet mus = shrink(seed, result);
        result.conflicts.push_back(mus);
        z3::expr_vector some(solver_.ctx());
        for (std::size_t i : mus) some.push_back(!map_vars_[static_cast<unsigned>(i)]);
        map_.add(z3::mk_or(some));
      }
    }
    for (auto* sets : {&result.conflicts, &result.corrections}) {
      std::sort(sets->begin(), sets->end(), [](const IndexSet& a, const IndexSet& b) {
        return a.size() != b.size() ? a.size() < b.size() : a < b;
      });
    }
    return result;
  }

 private:
  // The map's model, every unassigned variable taken as "in" (seeds as large as possible).
  IndexSet maximal_seed(const z3::model& m) const {
    IndexSet seed;
    for (unsigned i = 0; i < map_vars_.size(); ++i)
      if (!m.eval(map_vars_[i], false).is_false()) seed.push_back(i);
    return seed;
  }

  z3::check_result check(const IndexSet& subset) {
    z3::expr_vector assumptions(solver_.ctx());
    for (unsigned i = 0; i < fixed_.size(); ++i) assumptions.push_back(fixed_[i]);
    for (std::size_t i : subset) assumptions.push_back(tags_[static_cast<unsigned>(i)]);
    return solver_.check(assumptions);
  }

  IndexSet grow(IndexSet set, MarcoResult& result) {
    for (std::size_t i = 0; i < tags_.size(); ++i) {
      if (std::binary_search(set.begin(), set.end(), i)) continue;
      IndexSet bigger = set;
      bigger.insert(std::upper_bound(bigger.begin(), bigger.end(), i), i);
      const z3::check_result r = check(bigger);
      if (r == z3::unknown) result.complete = false;
      if (r == z3::sat) set = std::move(bigger);
    }
    return set;
  }

  // Deletion-based shrinking, helped by the solver's cores.
  IndexSet shrink(IndexSet set, MarcoResult& result) {
    set = core_of(set);
    for (std::size_t k = 0; k < set.size();) {
      IndexSet smaller = set;
      smaller.erase(smaller.begin() + static_cast<std::ptrdiff_t>(k));
      const z3::check_result r = check(smaller);
      if (r == z3::unknown) result.complete = false;
      if (r == z3::unsat) {
        set = core_of(smaller);
        k = 0;
        // The core may drop members before k; restart the scan on the smaller set.
        continue;
      }
      ++k;
    }
    return set;
  }

  // The tags of `set` that the last unsatisfiable check's core names (the set itself if the
  // check is not repeated unsatisfiable).
  IndexSet core_of(const IndexSet& set) {
    if (check(set) != z3::unsat) return set;
    const z3::expr_vector core = solver_.unsat_core();
    IndexSet kept;
    for (std::size_t i : set) {
      const z3::expr tag = tags_[static_cast<unsigned>(i)];
      for (unsigned c = 0; c < core.size(); ++c) {
        if (z3::eq(core[c], tag)) {
          kept.push_back(i);
          break;
        }
      }
    }
    return kept;
  }

  IndexSet complement(const IndexSet& set) const {
    IndexSet out;
    for (std::size_t i = 0; i < tags_.size(); ++i)
      if (!std::binary_search(set.begin(), set.end(), i)) out.push_back(i);
    return out;
  }

  z3::solver& solver_;
  const z3::expr_vector& tags_;
  const z3::expr_vector& fixed_;
  z3::solver map_;
  z3::expr_vector map_vars_;
};

}  // namespace

MarcoResult enumerate_conflicts(z3::solver& solver, const z3::expr_vector& tags,
                                const z3::expr_vector& fixed, std::size_t max_rounds) {
  return Marco(solver, tags, fixed).run(max_rounds);
}

}  // namespace arbiter::solver::audit
