// Resolving a spec's options into a concrete document.
#include "model/spec/options.h"

#include <algorithm>

namespace arbiter::model::spec {
namespace {

const OptionDoc* find_option(const SpecDocument& doc, const std::string& name) {
  for (const auto& o : doc.options)
    if (o.name.value == name) return &o;
  return nullptr;
}

std::string alternatives_text(const OptionDoc& o) {
  std::string text;
  for (const auto& a : o.alternatives) text += (text.empty() ? "" : ", ") + a.value.value;
  return text;
}

class Resolver {
 public:
  Resolver(const SpecDocument& doc, const OptionValues& values) : doc_(doc), values_(values) {}

  void text(Text& t) {
    if (t.option.empty()) return;
    auto it = values_.find(t.option);
    if (it == values_.end()) {
      errors_.push_back(
          error_at(t.mark, "unknown option '" + t.option + "'", "an option named in options:"));
      return;
    }
    t.value = t.option_map.empty() ? it->second : mapped(t, it->second);
    t.option.clear();
    t.option_map.clear();
  }
  // The value `values:` maps the chosen alternative to; every key must be an alternative.
  std::string mapped(const Text& t, const std::string& chosen) {
    if (const OptionDoc* option = find_option(doc_, t.option)) {
      for (const auto& entry : t.option_map) {
        // A plain reference, not a structured binding: clang 14 cannot capture one in a lambda.
        const std::string& alternative = entry.first;
        const bool known =
            std::any_of(option->alternatives.begin(), option->alternatives.end(),
                        [&](const AlternativeDoc& a) { return a.value.value == alternative; });
        if (!known) {
          errors_.push_back(error_at(t.mark,
                                     "'values' names '" + alternative +
                                         "', which is not an alternative of option '" + t.option +
                                         "'",
                                     "one of: " + alternatives_text(*option)));
        }
      }
    }
    auto found = t.option_map.find(chosen);
    if (found != t.option_map.end()) return found->second;
    errors_.push_back(error_at(
        t.mark,
        "'values' gives no value for alternative '" + chosen + "' of option '" + t.option + "'",
        "an entry " + chosen + ": VALUE"));
    return {};
  }
  void texts(std::vector<Text>& ts) {
    for (auto& t : ts) text(t);
  }
  bool keep(const OptionGuard& guard) {
    for (const auto& [name, wanted] : guard) {
      const OptionDoc* option = find_option(doc_, name);
      if (!option) {
        errors_.push_back({wanted.mark, "'when' names unknown option '" + name + "'",
                           "an option named in options:"});
        return false;
      }
      auto it = values_.find(name);
      if (it == values_.end() || it->second != wanted.value) return false;
    }
    return true;
  }
  template <typename T, typename F>
  void filter(std::vector<T>& items, F resolve_item) {
    std::vector<T> kept;
    for (auto& item : items) {
      if (!keep(item.when)) continue;
      resolve_item(item);
      kept.push_back(std::move(item));
    }
    items = std::move(kept);
  }
  std::vector<Diagnostic>& errors() { return errors_; }

 private:
  const SpecDocument& doc_;
  const OptionValues& values_;
  std::vector<Diagnostic> errors_;
};

void resolve_atom(Resolver& r, AtomDoc& a) {
  r.text(a.warp);
  r.texts(a.directions);
  r.text(a.symmetry);
  r.text(a.landing);
  r.text(a.mode);
  r.text(a.from_zone);
  r.text(a.to_zone);
  r.text(a.not_to_zone);
  r.text(a.not_from_zone);
  r.text(a.en_passant);
  r.texts(a.targets);
  r.text(a.not_through);
  r.text(a.strangled_by);
  r.texts(a.push);
  r.text(a.push_then);
  r.text(a.push_chain);
  r.text(a.capture);
  r.texts(a.relocate_to);
  r.text(a.relocate_choice);
  r.text(a.relocate_full);
  r.text(a.relocate_owner);
  r.text(a.target_side);
}

void resolve_piece(Resolver& r, PieceDoc& p) {
  r.text(p.name);
  r.text(p.letter);
  r.text(p.san_letter);
  r.text(p.confined_to);
  r.text(p.cannot_stop_on);
  r.text(p.must_leave);
  r.text(p.checked_as_moved);
  r.text(p.captured_as);
  r.filter(p.moves, [&](AtomDoc& a) { resolve_atom(r, a); });
  if (p.promotion) {
    r.text(p.promotion->zone);
    r.text(p.promotion->trigger);
    r.filter(p.promotion->choices, [&](PromotionChoiceDoc& c) {
      r.text(c.piece);
      r.text(c.owned_by);
    });
    r.text(p.promotion->forced_zone);
  }
  if (p.drop) {
    r.text(p.drop->not_into);
    r.text(p.drop->may_not_mate);
  }
  if (p.carries) {
    r.text(p.carries->capacity);
    r.text(p.carries->unload);
  }
  if (p.captures_in_place) {
    r.text(p.captures_in_place->victims);
    r.text(p.captures_in_place->only_unprotected);
  }
  if (p.immobilizes && !r.keep(p.immobilizes->when)) p.immobilizes.reset();
  if (p.immobilizes) {
    r.texts(p.immobilizes->directions);
    r.text(p.immobilizes->released_by_own);
    r.text(p.immobilizes->immobilized_attacks);
  }
  if (p.imitates) {
    r.texts(p.imitates->skip);
    r.text(p.imitates->royal);
    r.text(p.imitates->castling_records);
    r.texts(p.imitates->enters_after);
    r.text(p.imitates->enter_before);
    r.text(p.imitates->deadline_counts);
    r.text(p.imitates->entry_records);
  }
}

}  // namespace

OptionValues default_option_values(const SpecDocument& doc) {
  OptionValues values;
  for (const auto& o : doc.options) values[o.name.value] = o.default_value.value;
  return values;
}

OptionValues choose_options(const SpecDocument& doc, const std::vector<std::string>& settings) {
  OptionValues values = default_option_values(doc);
  std::vector<Diagnostic> errors;
  for (const auto& setting : settings) {
    const auto eq = setting.find('=');
    if (eq == std::string::npos) {
      errors.push_back(input_error("option setting '" + setting + "' has no '='", "NAME=VALUE"));
      continue;
    }
    const std::string name = setting.substr(0, eq);
    const std::string value = setting.substr(eq + 1);
    const OptionDoc* option = find_option(doc, name);
    if (!option) {
      std::string known;
      for (const auto& o : doc.options) known += (known.empty() ? "" : ", ") + o.name.value;
      errors.push_back(
          input_error("unknown option '" + name + "' for " + doc.variant.value,
                      known.empty() ? "none: this spec has no options" : "one of: " + known));
      continue;
    }
    const bool valid = std::any_of(option->alternatives.begin(), option->alternatives.end(),
                                   [&](const AlternativeDoc& a) { return a.value.value == value; });
    if (!valid) {
      errors.push_back(input_error("option " + name + " has no alternative '" + value + "'",
                                   "one of: " + alternatives_text(*option)));
      continue;
    }
    values[name] = value;
  }
  if (!errors.empty()) throw UserError(std::move(errors));
  return values;
}

std::vector<OptionValues> every_option_assignment(const SpecDocument& doc) {
  std::vector<OptionValues> result{default_option_values(doc)};
  for (const auto& o : doc.options) {
    std::vector<OptionValues> next;
    for (const auto& partial : result) {
      // The default first, then the other alternatives.
      next.push_back(partial);
      for (const auto& a : o.alternatives) {
        if (a.value.value == o.default_value.value) continue;
        OptionValues v = partial;
        v[o.name.value] = a.value.value;
        next.push_back(v);
      }
    }
    result = std::move(next);
  }
  return result;
}

std::vector<OptionValues> option_assignments_to_check(const SpecDocument& doc, std::size_t limit) {
  std::size_t product = 1;
  for (const auto& o : doc.options) {
    product *= std::max<std::size_t>(1, o.alternatives.size());
    if (product > limit) break;
  }
  if (product <= limit) return every_option_assignment(doc);
  const OptionValues defaults = default_option_values(doc);
  std::vector<OptionValues> result{defaults};
  for (const auto& o : doc.options) {
    for (const auto& a : o.alternatives) {
      if (a.value.value == o.default_value.value) continue;
      OptionValues v = defaults;
      v[o.name.value] = a.value.value;
      result.push_back(std::move(v));
    }
  }
  return result;
}

SpecDocument apply_options(const SpecDocument& doc, const OptionValues& values) {
  SpecDocument out = doc;
  Resolver r(doc, values);
  r.text(out.board.geometry);
  r.texts(out.turn_order);
  r.filter(out.zones, [&](ZoneDoc& z) {
    r.texts(z.cells);
    r.text(z.royal_neighbours);
    if (z.closed) {
      r.texts(z.closed->to);
      r.text(z.closed->by_push);
      r.text(z.closed->occupied_zone);
      r.text(z.closed->by);
      r.texts(z.closed->occupied_by);
    }
    for (auto& [player, cells] : z.per_player) r.texts(cells);
  });
  r.filter(out.pieces, [&](PieceDoc& p) { resolve_piece(r, p); });
  r.filter(out.castling, [&](CastlingDoc& c) {
    r.texts(c.empty);
    r.texts(c.safe);
    r.filter(c.may_hold, [&](CastlingHoldDoc& h) {
      r.texts(h.cells);
      r.texts(h.pieces);
      r.text(h.by);
    });
  });
  if (out.en_passant) {
    r.text(out.en_passant->cells);
    r.text(out.en_passant->window);
  }
  r.text(out.check_reply);
  if (out.double_capture) r.text(out.double_capture->victims);
  r.text(out.game_end.checkmate);
  r.text(out.game_end.stalemate);
  if (out.game_end.elimination) {
    r.text(out.game_end.elimination->applies);
    r.text(out.game_end.elimination->army);
    r.text(out.game_end.elimination->next);
  }
  r.filter(out.game_end.draw_claims, [&](DrawClaimDoc& d) {
    r.text(d.royal_in);
    r.text(d.timing);
  });
  if (out.succession) {
    SuccessionDoc& s = *out.succession;
    for (auto& h : s.order) {
      r.text(h.piece);
      r.text(h.becomes);
    }
    for (Text* t : {&s.not_from, &s.blocked_draw, &s.cascade, &s.mating_piece, &s.royal_attacker,
                    &s.relocation_promotes, &s.turn, &s.heirs_aboard})
      r.text(*t);
  }
  if (out.opposition) {
    OppositionDoc& o = *out.opposition;
    r.text(o.model);
    r.filter(o.placements, [&](OppositionPlacementDoc& p) {
      r.text(p.first);
      r.text(p.second);
      r.texts(p.shape.directions);
      r.text(p.shape.symmetry);
    });
    r.filter(o.checks, [&](RoyalCheckDoc& c) {
      r.text(c.attacker);
      r.text(c.target);
      r.texts(c.by);
    });
  }
  r.filter(out.notation.starts, [&](StartDoc& s) { r.text(s.start); });
  if (!out.notation.starts.empty()) out.notation.start = out.notation.starts.front().start;
  r.text(out.notation.start);
  if (!r.errors().empty()) throw UserError(std::move(r.errors()));
  return out;
}

}  // namespace arbiter::model::spec
