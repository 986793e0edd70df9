// Compiling a spec document: options resolved, the RulesCompiler passes run, then the start
// position and the push-chain room checked against the compiled rules.
#include "model/spec/compile.h"

#include "model/legality.h"
#include "model/notation/position_string.h"
#include "model/spec/compile_push_chain.h"
#include "model/spec/options.h"
#include "model/spec/rules_compiler.h"

namespace arbiter::model::spec {
namespace {

// The engine decides a game by checkmate of a royal piece: a spec needs a royal kind, its start
// position a royal piece for every player (several are allowed: a player is in check when any of
// them is attacked, as the synthetic opposition specs use), and it must be legal by its own rules.
void check_start_position(const SpecDocument& doc, const Position& start, const SourceMark& mark) {
  const CompiledRules& rules = start.rules();
  std::vector<Diagnostic> errors;
  bool any_royal = false;
  for (std::size_t k = 0; k < rules.kind_count(); ++k)
    any_royal = any_royal || rules.piece(PieceKind::from_index(k)).royal;
  if (!any_royal) {
    const SourceMark at = doc.pieces.empty() ? SourceMark{doc.path, 1, 1} : doc.pieces.front().mark;
    throw UserError(
        error_at(at, "no piece kind is royal: games are decided by checkmate of a royal piece",
                 "royal: true on the piece whose mate ends the game (the king)"));
  }
  std::vector<int> royals(rules.player_count(), 0);
  for (std::size_t p = 0; p < rules.player_count(); ++p)
    for (Cell c : start.pieces_of(PlayerId::from_index(p)))
      if (rules.is_royal(start.at(c))) ++royals[p];
  for (std::size_t p = 0; p < rules.player_count(); ++p) {
    if (royals[p] > 0) continue;
    errors.push_back(error_at(mark,
                              "the start position gives " +
                                  rules.player(PlayerId::from_index(p)).name + " no royal piece",
                              "a royal piece for every player (the king)"));
  }
  for (const std::string& problem : legality_problems(start, start))
    errors.push_back(error_at(mark, "the start position is not legal: " + problem,
                              "a position the rules allow"));
  if (!errors.empty()) throw UserError(std::move(errors));
}

}  // namespace

std::shared_ptr<const CompiledRules> compile(const SpecDocument& doc, const OptionValues& values) {
  const SpecDocument resolved = apply_options(doc, values);
  auto rules = std::make_shared<CompiledRules>();
  RulesCompiler compiler(resolved, values, *rules);
  compiler.run();
  if (!compiler.errors().empty()) throw UserError(std::move(compiler.errors()));
  // The start position is part of the spec: report a bad one at its place in the file (the
  // `starts` alternative the options chose, when there are several).
  const SourceMark start_mark = resolved.notation.start.mark;
  auto start = notation::parse_position(*rules, rules->notation().start_position);
  if (auto* d = std::get_if<Diagnostic>(&start)) {
    Diagnostic located = *d;
    located.mark = start_mark;
    throw UserError(located);
  }
  check_start_position(resolved, std::get<Position>(start), start_mark);
  if (auto room = check_push_chain_room(resolved, *rules, std::get<Position>(start)))
    throw UserError(*room);
  return rules;
}

}  // namespace arbiter::model::spec
