// Test helpers: compile a bundled spec by name, build positions, play coordinate moves.
#pragma once

#include <array>
#include <memory>
#include <string>
#include <vector>

#include "model/notation/position_string.h"
#include "model/rules.h"
#include "model/spec/document.h"

namespace arbiter::testing {

// The text of a file of the source tree ("specs/chess.yaml"), or of an absolute path.
std::string source_text(const std::string& path);

// Every spec bundled in specs/, by name (tests/model/bundled_specs_test.cpp keeps the list equal
// to the directory): the property tests of the move generator run over all of them.
inline constexpr std::array<const char*, 10> kBundledSpecs = {
    "chess",        "omega",   "omega-advanced", "ajedrez123", "tres-reinas",
    "sannin-shogi", "xiangqi", "shogi",          "glinski",    "fairy"};

// The path of a bundled spec ("chess" -> <source>/specs/chess.yaml).
std::string bundled_spec_path(const std::string& name);

model::spec::SpecDocument bundled_document(const std::string& name);

// Compiles a bundled spec under its default options (or the given ones).
std::shared_ptr<const model::CompiledRules> bundled_rules(
    const std::string& name, const model::spec::OptionValues& values = {});

// A synthetic spec of tests/model/data/differential (by file name), loaded once per run.
const model::spec::SpecDocument& data_spec_document(const std::string& file);

// A synthetic spec of tests/model/data/differential with each (from, to) text replacement made
// (each `from` must occur).
model::spec::SpecDocument edited_data_spec(
    const std::string& file, const std::vector<std::pair<std::string, std::string>>& edits);

// That spec compiled under "name=value" option settings, once per setting and kept for the whole
// run (positions point at their rules).
const model::CompiledRules& data_spec_rules(const std::string& file,
                                            const std::vector<std::string>& settings = {});

// Puts a piece of `kind` owned by `player` on `cell` (names as the spec writes them); `moved`
// marks it as having moved (a king that may no longer castle).
void put_piece(model::Position& pos, const std::string& player, const std::string& kind,
               const std::string& cell, bool moved = false);

// A position holding that one piece, its owner to move.
model::Position lone_piece(const model::CompiledRules& rules, const std::string& player,
                           const std::string& kind, const std::string& cell);

// Plays space-separated coordinate moves; fails the test on an illegal one.
model::Position play(model::Position pos, const std::string& moves);

// The legal moves in coordinate form, sorted.
std::vector<std::string> legal_move_texts(const model::Position& pos);

// The destinations (and promotion suffixes) of the legal moves starting on cell `from`, sorted.
std::vector<std::string> destinations_from(const model::Position& pos, const std::string& from);

}  // namespace arbiter::testing
