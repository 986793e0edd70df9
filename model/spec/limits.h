// The sizes a spec may declare, stated once: the loader and compiler refuse a spec beyond them
// with these figures (specs/README.md, "Limits"). They keep every table the compiler builds
// (lines between cells, capture sets per piece and cell) within memory and seconds.
#pragma once

#include <cstddef>

namespace arbiter::model::spec::limits {

// Files and ranks of a square board.
constexpr std::size_t kMaxFiles = 64;
constexpr std::size_t kMaxRanks = 64;
// The side of a hexagonal board (side 32: 2,977 cells before the cell limit applies).
constexpr int kMaxHexSide = 32;
// Cells in all, extra cells included.
constexpr std::size_t kMaxCells = 2048;
// An extra cell's coordinates lie in [-kMaxCoordinate, kMaxCoordinate].
constexpr int kMaxCoordinate = 1024;
// Zones declared.
constexpr std::size_t kMaxZones = 1024;

}  // namespace arbiter::model::spec::limits
