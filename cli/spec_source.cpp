// Resolving and compiling specs named on the command line.
#include "cli/spec_source.h"

#include <algorithm>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <set>
#include <sstream>

#include "model/notation/position_string.h"
#include "model/spec/compile.h"
#include "model/spec/load.h"
#include "model/spec/options.h"
#include "solver/tablebase/checksum.h"

namespace arbiter::cli {
namespace {

std::filesystem::path specs_directory() {
  if (const char* dir = std::getenv("ARBITER_SPECS"); dir && *dir) return dir;
  return ARBITER_BUNDLED_SPECS;
}

}  // namespace

std::vector<std::string> bundled_spec_names() {
  std::vector<std::string> names;
  std::error_code ec;
  for (const auto& entry : std::filesystem::directory_iterator(specs_directory(), ec)) {
    if (entry.path().extension() == ".yaml") names.push_back(entry.path().stem().string());
  }
  std::sort(names.begin(), names.end());
  return names;
}

std::string resolve_spec_path(const std::string& spec) {
  std::error_code ec;
  if (std::filesystem::is_regular_file(spec, ec)) return spec;
  const auto bundled = specs_directory() / (spec + ".yaml");
  if (spec.find('/') == std::string::npos && std::filesystem::is_regular_file(bundled, ec))
    return bundled.string();
  std::string names;
  for (const auto& n : bundled_spec_names()) names += (names.empty() ? "" : ", ") + n;
  throw UserError(input_error("no spec file or bundled variant named '" + spec + "'",
                              "a YAML path or one of: " + names));
}

model::spec::SpecDocument load_spec(const std::string& spec) {
  return model::spec::load_spec_file(resolve_spec_path(spec));
}

std::shared_ptr<const model::CompiledRules> compile_spec(const SpecArguments& args) {
  const auto doc = load_spec(args.spec);
  const auto values = model::spec::choose_options(doc, args.options);
  return model::spec::compile(doc, values);
}

namespace {

// The cells of a --holes text ("c3,d4"), each a cell of the board.
std::vector<model::Cell> hole_cells(const model::CompiledRules& rules, const std::string& text) {
  std::vector<model::Cell> cells;
  std::stringstream in(text);
  for (std::string token; std::getline(in, token, ',');) {
    const auto cell = rules.board().find(token);
    if (!cell)
      throw UserError(
          input_error("--holes: '" + token + "' is no cell of the board of " + rules.variant(),
                      "cell names separated by commas, e.g. --holes h1,h2"));
    cells.push_back(*cell);
  }
  if (cells.empty()) throw UserError(input_error("--holes: no cell given", "--holes h1,h2"));
  return cells;
}

bool names_any(const std::vector<model::spec::Text>& names, const std::set<std::string>& holes) {
  return std::any_of(names.begin(), names.end(),
                     [&](const auto& n) { return holes.count(n.value) > 0; });
}

}  // namespace

HoledProblem compile_problem(const SpecArguments& args, const ProblemEdits& edits,
                             const std::string& position) {
  if (edits.holes.empty() && !edits.diagram_promotions) return {compile_spec(args), position};
  auto doc = load_spec(args.spec);
  const auto values = model::spec::choose_options(doc, args.options);
  const auto full = model::spec::compile(doc, values);
  const model::Position pos = model::notation::position_from_string(
      *full, position == "start" ? full->notation().start_position : position);
  std::string text = position;
  if (!edits.holes.empty()) {
    model::CellSet holes(full->board().cell_count());
    std::set<std::string> names;
    for (model::Cell c : hole_cells(*full, edits.holes)) {
      if (pos.at(c))
        throw UserError(
            input_error("--holes: " + full->board().name(c) + " holds a piece in the position",
                        "holes on empty cells only"));
      holes.insert(c);
      names.insert(full->board().name(c));
    }
    text = model::notation::to_string(pos, holes);
    for (const auto& name : names) doc.board.holes.push_back({name, {}, {}, {}});
    // A castling over a hole cannot happen (Popeye: no castling across holes); the problem's own
    // position string is the start, so the spec's set-up need not fit the holed board.
    std::erase_if(doc.castling, [&](const model::spec::CastlingDoc& c) {
      return names.count(c.king_from.value) || names.count(c.king_to.value) ||
             names.count(c.rook_from.value) || names.count(c.rook_to.value) ||
             names_any(c.empty, names) || names_any(c.safe, names) ||
             std::any_of(c.may_hold.begin(), c.may_hold.end(),
                         [&](const auto& h) { return names_any(h.cells, names); });
    });
    doc.notation.start = {text, {}, {}, {}};
    doc.notation.starts.clear();
  }
  if (edits.diagram_promotions) {
    std::set<std::string> present;
    for (std::size_t p = 0; p < full->player_count(); ++p)
      for (const model::Cell c : pos.pieces_of(model::PlayerId::from_index(p)))
        present.insert(full->piece(full->kind(pos.at(c))).name);
    for (auto& piece : doc.pieces)
      if (piece.promotion)
        std::erase_if(piece.promotion->choices, [&](const model::spec::PromotionChoiceDoc& c) {
          return !c.when.empty() && !present.count(c.piece.value);
        });
  }
  return {model::spec::compile(doc, values), text};
}

std::uint64_t spec_text_hash(const std::string& spec) {
  std::ifstream in(resolve_spec_path(spec), std::ios::binary);
  std::ostringstream text;
  text << in.rdbuf();
  return solver::tablebase::fnv1a(text.str());
}

}  // namespace arbiter::cli
