// Compiling a spec document: options resolved, the RulesCompiler passes run, then the start
// position and the push-chain room checked against the compiled rules.
#include "model/spec/compile.h"

#include "model/notation/position_string.h"
#include "model/spec/compile_push_chain.h"
#include "model/spec/options.h"
#include "model/spec/rules_compiler.h"

namespace arbiter::model::spec {

std::shared_ptr<const CompiledRules> compile(const SpecDocument& doc, const OptionValues& values) {
  const SpecDocument resolved = apply_options(doc, values);
  auto rules = std::make_shared<CompiledRules>();
  RulesCompiler compiler(resolved, values, *rules);
  compiler.run();
  if (!compiler.errors().empty()) throw UserError(std::move(compiler.errors()));
  // The start position is part of the spec: report a bad one at its place in the file.
  auto start = notation::parse_position(*rules, rules->start_position());
  if (auto* d = std::get_if<Diagnostic>(&start)) {
    Diagnostic located = *d;
    located.mark = doc.notation.start.mark;
    throw UserError(located);
  }
  if (auto room = check_push_chain_room(resolved, *rules, std::get<Position>(start)))
    throw UserError(*room);
  return rules;
}

}  // namespace arbiter::model::spec
