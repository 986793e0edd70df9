#include "solver/audit/clause_search.h"

#include <z3++.h>

#include <algorithm>
#include <map>

#include "solver/audit/state_encoding.h"

namespace arbiter::solver::audit {
namespace {

using model::spec::AuditDoc;
using model::spec::ClauseDoc;
using model::spec::StateValues;

class ClauseSearch {
 public:
  ClauseSearch(const AuditDoc& audit, const std::vector<std::size_t>& selected,
               const SearchLimits& limits)
      : audit_(audit),
        selected_(selected),
        limits_(limits),
        solver_(context_),
        encoding_(context_, audit),
        assumptions_(context_) {
    z3::params p(context_);
    p.set("rlimit", limits.rlimit);
    solver_.set(p);
    for (unsigned i = 0; i < encoding_.domain().size(); ++i) solver_.add(encoding_.domain()[i]);
    // Axioms are background facts of the vocabulary; each has its own literal so a report can
    // say which ones a witness rests on.
    for (const auto& a : audit.axioms) {
      const z3::expr tag = context_.bool_const(("axiom!" + a.id).c_str());
      solver_.add(z3::implies(tag, encoding_.encode(a.condition.parsed)));
      assumptions_.push_back(tag);
    }
    for (std::size_t i : selected)
      holds_.emplace(i, encoding_.encode(audit.clauses[i].when.parsed));
  }

  SearchResult run() {
    SearchResult result;
    result.axioms_consistent = check({}) == z3::sat;
    if (!result.axioms_consistent) return finish(result);
    for (const auto& q : audit_.questions) {
      enumerate(q, StateClass::Kind::contradiction, result);
      enumerate(q, StateClass::Kind::gap, result);
    }
    return finish(result);
  }

 private:
  SearchResult& finish(SearchResult& r) {
    r.queries = queries_;
    return r;
  }

  z3::check_result check(const std::vector<z3::expr>& extra) {
    ++queries_;
    z3::expr_vector a(context_);
    for (unsigned i = 0; i < assumptions_.size(); ++i) a.push_back(assumptions_[i]);
    for (const auto& e : extra) a.push_back(e);
    return solver_.check(a);
  }

  std::vector<std::size_t> clauses_of(const std::string& question) const {
    std::vector<std::size_t> out;
    for (std::size_t i : selected_)
      if (audit_.clauses[i].question == question) out.push_back(i);
    return out;
  }

  // Clause i fires and no clause of higher priority (same question) holds.
  z3::expr effective(std::size_t i, const std::vector<std::size_t>& mine) {
    z3::expr_vector higher(context_);
    for (std::size_t j : mine)
      if (audit_.clauses[j].priority > audit_.clauses[i].priority) higher.push_back(holds_.at(j));
    return holds_.at(i) && !z3::mk_or(higher);
  }

  // A fresh literal standing for `e` (assumed to ask for it; added as an implication).
  z3::expr literal_for(const z3::expr& e) {
    const z3::expr lit = context_.bool_const(("query!" + std::to_string(next_literal_++)).c_str());
    solver_.add(z3::implies(lit, e));
    return lit;
  }

  void enumerate(const model::spec::QuestionDoc& q, StateClass::Kind kind, SearchResult& result) {
    const auto mine = clauses_of(q.name);
    std::vector<z3::expr> eff;
    for (std::size_t i : mine) eff.push_back(effective(i, mine));
    z3::expr goal = encoding_.encode(q.asked.parsed);
    if (kind == StateClass::Kind::contradiction) {
      z3::expr_vector clash(context_);
      for (std::size_t a = 0; a < mine.size(); ++a)
        for (std::size_t b = a + 1; b < mine.size(); ++b)
          if (audit_.clauses[mine[a]].then != audit_.clauses[mine[b]].then)
            clash.push_back(eff[a] && eff[b]);
      goal = goal && z3::mk_or(clash);
    } else {
      z3::expr_vector none(context_);
      for (const auto& h : mine) none.push_back(!holds_.at(h));
      goal = goal && z3::mk_and(none);
    }
    const z3::expr search = literal_for(goal);
    for (std::size_t found = 0;; ++found) {
      const z3::check_result r = check({search});
      if (r == z3::unsat) break;
      if (r == z3::unknown || found == limits_.classes_per_question) {
        result.complete = false;
        break;
      }
      StateClass c;
      c.kind = kind;
      c.question = q.name;
      const z3::model m = solver_.get_model();
      z3::expr_vector pattern(context_);
      if (kind == StateClass::Kind::contradiction) {
        for (std::size_t k = 0; k < mine.size(); ++k) {
          const bool on = m.eval(eff[k], true).is_true();
          pattern.push_back(on ? eff[k] : !eff[k]);
          if (on) c.firing.push_back(mine[k]);
        }
      } else {
        for (const auto& atom : atoms_of(mine, q))
          pattern.push_back(m.eval(atom, true).is_true() ? atom : !atom);
      }
      const z3::expr in_class = literal_for(z3::mk_and(pattern));
      c.witness = simplest_witness(m, {search, in_class});
      const z3::expr property =
          kind == StateClass::Kind::contradiction ? z3::expr(goal && z3::mk_and(pattern)) : goal;
      c.cube = generalise(c.witness, property);
      for (std::size_t k = 0; k < mine.size(); ++k) {
        if (std::find(c.firing.begin(), c.firing.end(), mine[k]) != c.firing.end()) continue;
        if (model::spec::holds(audit_.clauses[mine[k]].when.parsed, c.witness))
          c.silenced.push_back(mine[k]);
      }
      // A contradiction class is one set of firing clauses; a gap class one cube of states.
      const z3::expr block = kind == StateClass::Kind::contradiction
                                 ? z3::mk_and(pattern)
                                 : z3::mk_and(encoding_.literals(c.cube));
      if (kind == StateClass::Kind::contradiction) {
        c.sets = conflicts_at(c);
        result.complete = result.complete && c.sets.complete;
      }
      result.classes.push_back(std::move(c));
      solver_.add(z3::implies(search, !block));
    }
  }

  // The atomic tests of the question's conditions: a gap class is one truth pattern of them.
  std::vector<z3::expr> atoms_of(const std::vector<std::size_t>& mine,
                                 const model::spec::QuestionDoc& q) {
    std::vector<z3::expr> atoms;
    std::vector<std::string> seen;
    auto walk = [&](auto&& self, const model::spec::Condition& c) -> void {
      if (c.op == model::spec::Condition::Op::test) {
        const std::string key = model::spec::to_text(c);
        if (std::find(seen.begin(), seen.end(), key) == seen.end()) {
          seen.push_back(key);
          atoms.push_back(encoding_.encode(c));
        }
      }
      for (const auto& o : c.operands) self(self, o);
    };
    walk(walk, q.asked.parsed);
    for (std::size_t i : mine) walk(walk, audit_.clauses[i].when.parsed);
    return atoms;
  }

  // The model's state, with every variable moved to its first declared value where the class
  // allows it: witnesses then differ from the plainest state only where they must.
  StateValues simplest_witness(const z3::model& m, const std::vector<z3::expr>& class_literals) {
    StateValues state = encoding_.decode(m);
    std::vector<z3::expr> fixed = class_literals;
    for (const auto& v : audit_.state) {
      std::vector<z3::expr> attempt = fixed;
      attempt.push_back(encoding_.is(v.name, v.values.front()));
      if (check(attempt) == z3::sat) fixed = attempt;
    }
    if (check(fixed) == z3::sat) state = encoding_.decode(solver_.get_model());
    return state;
  }

  // Drops the witness's values one by one while every state with the remaining values still has
  // `property`: what is left are the values that decide the class.
  StateValues generalise(const StateValues& witness, const z3::expr& property) {
    const z3::expr violated = literal_for(!property);
    StateValues cube = witness;
    for (const auto& v : audit_.state) {
      StateValues smaller = cube;
      smaller.erase(v.name);
      std::vector<z3::expr> extra{violated};
      const z3::expr_vector lits = encoding_.literals(smaller);
      for (unsigned i = 0; i < lits.size(); ++i) extra.push_back(lits[i]);
      if (check(extra) == z3::unsat) cube = std::move(smaller);
    }
    return cube;
  }

  // MARCO over the firing clauses at the witness state: each clause is `tag -> answer`, and a
  // question has one answer at most.
  MarcoResult conflicts_at(const StateClass& c) {
    z3::solver local(context_);
    z3::params p(context_);
    p.set("rlimit", limits_.rlimit);
    local.set(p);
    std::map<std::string, z3::expr> answer;
    z3::expr_vector one_hot(context_);
    for (std::size_t i : c.firing) {
      const std::string& a = audit_.clauses[i].then;
      if (!answer.count(a)) {
        answer.emplace(a, context_.bool_const(("answer!" + c.question + "=" + a).c_str()));
        one_hot.push_back(answer.at(a));
      }
    }
    local.add(z3::atmost(one_hot, 1));
    z3::expr_vector tags(context_);
    for (std::size_t i : c.firing) {
      const z3::expr tag = context_.bool_const(("clause!" + audit_.clauses[i].id).c_str());
      local.add(z3::implies(tag, answer.at(audit_.clauses[i].then)));
      tags.push_back(tag);
    }
    queries_ += 1;
    return enumerate_conflicts(local, tags, z3::expr_vector(context_), limits_.marco_rounds);
  }

  const AuditDoc& audit_;
  const std::vector<std::size_t>& selected_;
  SearchLimits limits_;
  z3::context context_;
  z3::solver solver_;
  StateEncoding encoding_;
  z3::expr_vector assumptions_;
  std::map<std::size_t, z3::expr> holds_;
  std::size_t queries_ = 0;
  std::size_t next_literal_ = 0;
};

}  // namespace

SearchResult search_clauses(const AuditDoc& audit, const std::vector<std::size_t>& selected,
                            const SearchLimits& limits) {
  return ClauseSearch(audit, selected, limits).run();
}

std::string z3_version() {
  unsigned major = 0, minor = 0, build = 0, revision = 0;
  Z3_get_version(&major, &minor, &build, &revision);
  return std::to_string(major) + "." + std::to_string(minor) + "." + std::to_string(build);
}

}  // namespace arbiter::solver::audit
