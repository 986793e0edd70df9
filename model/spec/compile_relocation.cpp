// Compiling relocating captures (P-1), own-piece transport (P-4) and carriers (P-2).
#include "model/spec/compile_relocation.h"

#include <algorithm>
#include <cctype>
#include <string>

#include "model/move.h"
#include "model/spec/keywords.h"

namespace arbiter::model::spec {
namespace {

// Relocation keys written on an atom that does not relocate.
void reject_relocation_keys(const AtomDoc& a, std::vector<Diagnostic>& errors) {
  auto reject = [&](const Text& t, const char* key) {
    errors.push_back(error_at(t.mark, std::string(key) + " needs capture: relocate",
                              "capture: relocate on the same atom"));
  };
  if (!a.relocate_to.empty()) reject(a.relocate_to.front(), "relocate_to");
  if (!a.relocate_choice.value.empty()) reject(a.relocate_choice, "relocate_choice");
  if (!a.relocate_full.value.empty()) reject(a.relocate_full, "relocate_full");
  if (!a.relocate_owner.value.empty()) reject(a.relocate_owner, "relocate_owner");
  std::vector<Diagnostic> ignored;  // an unknown word is reported where the key is read
  if (keyword(a.target_side, kTargetsOwn, ignored)) reject(a.target_side, "target_side: own");
}

// A relocating atom must name what it takes and where that goes, and capture directly.
void check_relocating_atom(const AtomDoc& a, const CompiledAtom& c,
                           std::vector<Diagnostic>& errors) {
  if (a.relocate_to.empty()) {
    errors.push_back(error_at(a.capture.mark, "a relocating atom needs relocate_to",
                              "relocate_to: [zone, ...]"));
  }
  if (c.target_kinds == 0) {
    errors.push_back(
        error_at(a.capture.mark, "a relocating atom needs targets", "targets: [piece, ...]"));
  }
  if (!allows_capture(c.mode)) {
    errors.push_back(error_at(a.mode.mark, "a relocating atom must be able to capture",
                              "mode: capture or both"));
  }
  if (c.captures_en_passant) {
    errors.push_back(error_at(a.en_passant.mark, "a relocating atom cannot capture en passant",
                              "no en_passant: captures with capture: relocate"));
  }
}

}  // namespace

void compile_relocation(const AtomDoc& a, const ZoneCells& zone_cells, CompiledAtom& c,
                        std::vector<Diagnostic>& errors) {
  c.relocates = keyword(a.capture, kCaptureRelocates, errors);
  if (!c.relocates) {
    keyword(a.target_side, kTargetsOwn, errors);
    reject_relocation_keys(a, errors);
    return;
  }
  c.targets_own = keyword(a.target_side, kTargetsOwn, errors);
  c.relocation.any_free = keyword(a.relocate_choice, kRelocateAnyFree, errors);
  c.relocation.carry_when_full = keyword(a.relocate_full, kCarryWhenFull, errors);
  c.relocation.to_captor = keyword(a.relocate_owner, kRelocateToCaptor, errors);
  check_relocating_atom(a, c, errors);
  for (const Text& name : a.relocate_to) {
    const auto cells = zone_cells(name);
    if (!cells) continue;
    for (Cell cell : *cells) {
      auto& list = c.relocation.cells;
      if (std::find(list.begin(), list.end(), cell) == list.end()) list.push_back(cell);
    }
  }
}

std::optional<CarrierRules> compile_carries(const PieceDoc& p, std::vector<Diagnostic>& errors) {
  if (!p.carries) return std::nullopt;
  CarrierRules rules;
  const Text& capacity = p.carries->capacity;
  const bool digits = !capacity.value.empty() && capacity.value.size() < 6 &&
                      std::all_of(capacity.value.begin(), capacity.value.end(), [](char ch) {
                        return std::isdigit(static_cast<unsigned char>(ch));
                      });
  if (capacity.value == "unlimited") {
    rules.capacity = CarrierRules::kUnlimited;
  } else if (digits && std::stoi(capacity.value) >= 1) {
    rules.capacity = std::stoi(capacity.value);
  } else if (!capacity.value.empty()) {
    errors.push_back(error_at(capacity.mark, "unknown capacity '" + capacity.value + "'",
                              "a whole number of at least 1, or unlimited"));
  }
  rules.unload_immediate = !keyword(p.carries->unload, kUnloadOnCarrierMove, errors);
  return rules;
}

PerOwnerKind<std::vector<Cell>> carrier_unload_cells(
    const SpecDocument& doc, const std::vector<PieceInfo>& pieces,
    const PerOwnerKind<std::vector<CompiledAtom>>& atoms, std::size_t player_count,
    std::size_t cell_count, std::vector<Diagnostic>& errors) {
  const std::size_t kinds = pieces.size();
  std::uint64_t carrier_kinds = 0;
  for (std::size_t k = 0; k < kinds; ++k) {
    if (!pieces[k].carries) continue;
    carrier_kinds |= std::uint64_t{1} << k;
    const SourceMark& mark = doc.pieces[k].carries->mark;
    // Its passengers would have nowhere to go.
    if (pieces[k].capturable) {
      errors.push_back(error_at(
          mark, "piece '" + pieces[k].name + "' carries pieces, so it must not be capturable",
          "capturable: false"));
    }
    if (pieces[k].promotion) {
      errors.push_back(
          error_at(mark, "piece '" + pieces[k].name + "' carries pieces, so it cannot promote",
                   "no promotion on a carrier"));
    }
  }
  PerOwnerKind<std::vector<Cell>> unload(player_count, kinds);
  for (std::size_t p = 0; p < player_count; ++p) {
    for (std::size_t k = 0; k < kinds; ++k) {
      const PlayerId owner = PlayerId::from_index(p);
      const PieceKind kind = PieceKind::from_index(k);
      bool found = false;
      for (std::size_t i = 0; i < atoms(owner, kind).size(); ++i) {
        const CompiledAtom& a = atoms(owner, kind)[i];
        const SourceMark& mark = doc.pieces[k].moves[i].mark;
        if (!a.relocates) continue;
        if (p == 0 && cell_count >= relocation::kCarried) {
          errors.push_back(
              error_at(mark, "relocating captures need a board of fewer than 32767 cells"));
        }
        if (p == 0 && (a.target_kinds & carrier_kinds) != 0) {
          errors.push_back(error_at(mark, "a relocating atom cannot target a piece that carries",
                                    "targets without carrier pieces"));
        }
        if (!a.relocation.carry_when_full) continue;
        if (!pieces[k].carries) {
          if (p == 0) {
            errors.push_back(error_at(
                mark, "relocate_full: carry needs `carries:` on piece '" + pieces[k].name + "'",
                "carries: {capacity: 1}"));
          }
          continue;
        }
        if (found && unload(owner, kind) != a.relocation.cells && p == 0) {
          errors.push_back(error_at(
              mark,
              "the carrying atoms of piece '" + pieces[k].name + "' relocate to different cells",
              "the same relocate_to on every atom with relocate_full: carry"));
        }
        if (!found) unload(owner, kind) = a.relocation.cells;
        found = true;
      }
    }
  }
  return unload;
}

}  // namespace arbiter::model::spec
