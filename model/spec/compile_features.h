// Reading the rule features (model/rule_features.h) off compiled rules, at the end of
// compilation: RulesCompiler::features stores them in CompiledRules (features(),
// ruleset_features(), features_of()).
#pragma once

#include "model/rule_features.h"
#include "model/rules.h"

namespace arbiter::model {

// The features one atom uses (for its owner).
RuleFeatures atom_features(const CompiledAtom& atom);
// The features of the whole ruleset (no piece kind in particular), and those the pieces of kind k
// bring when p owns them (their atoms', promotion, confinement).
RuleFeatures ruleset_features(const CompiledRules& rules);
RuleFeatures kind_features(const CompiledRules& rules, PlayerId p, PieceKind k);

}  // namespace arbiter::model
