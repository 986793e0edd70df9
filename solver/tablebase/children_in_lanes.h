// The children of a row's entries read eight at a time, where one move leads the entries of a row
// to consecutive entries (the check of a row's marked entries, fast_retrograde.cpp's check_row):
// which are escapes, and how long the wins among them are, found by vector compares rather than a
// branch per child on its code (which a predictor cannot learn: wins and escapes come in no
// order). SSE4.1 (x86-64-v2, the portable build's floor); elsewhere child by child
// (escapes_one_by_one, which the tests compare the lanes with).
#pragma once

#include <algorithm>
#include <array>
#include <cstdint>

#if defined(__SSE4_1__)
#include <smmintrin.h>
#endif

#include "solver/tablebase/verdict.h"

namespace arbiter::solver::tablebase {

// Per entry of a row's word (64 entries), the longest win of the opponent its children read so
// far give it, as plies + 1 (0: none read): the loss in plies it then has at the longest.
using LongestLosses = std::array<std::uint16_t, 64>;

// How a check reads one child's code: true where it saves its entry (an escape: a code from
// `unsettled_from` on, a draw or a loss of the opponent); a win of the opponent raises the
// entry's `longest` to its plies + 1; kIllegal is no move (it leaves a royal piece attacked).
inline bool saves(Code child, std::uint16_t& longest, Code unsettled_from) {
  if (child == code::kIllegal) return false;
  if (child >= unsettled_from || !code::is_win(child)) return true;
  longest = std::max(longest, static_cast<std::uint16_t>(code::plies(child) + 1));
  return false;
}

// Of the entries j in `open` (bit j), whose child is children[j]: returns those their child
// saves, raising longest[j] by the others (saves()). Child by child.
inline std::uint64_t escapes_one_by_one(const Code* children, std::uint64_t open,
                                        LongestLosses& longest, Code unsettled_from) {
  std::uint64_t escapes = 0;
  for (std::uint64_t b = open; b != 0; b &= b - 1) {
    const auto j = static_cast<std::size_t>(__builtin_ctzll(b));
    if (saves(children[j], longest[j], unsettled_from)) escapes |= std::uint64_t{1} << j;
  }
  return escapes;
}

// escapes_one_by_one's answer, eight entries at a time. Reads children[j] for every j of each
// group of eight (j / 8) that holds an entry of `open`.
inline std::uint64_t escapes_in_lanes(const Code* children, std::uint64_t open,
                                      LongestLosses& longest, Code unsettled_from) {
#if defined(__SSE4_1__)
  std::uint64_t escapes = 0;
  const __m128i lane_bits = _mm_setr_epi16(1, 2, 4, 8, 16, 32, 64, 128);
  const __m128i zero = _mm_setzero_si128();
  const __m128i one = _mm_set1_epi16(1);
  const __m128i three = _mm_set1_epi16(3);
  const __m128i settled_below = _mm_set1_epi16(static_cast<short>(unsettled_from - 1));
  for (std::uint64_t groups = open; groups != 0;) {
    const int g = __builtin_ctzll(groups) / 8;  // the group of eight of the lowest entry left
    const auto in_group = static_cast<int>(open >> (8 * g) & 0xFF);
    groups &= ~(std::uint64_t{0xFF} << (8 * g));
    const __m128i c = _mm_loadu_si128(reinterpret_cast<const __m128i*>(children + 8 * g));
    const __m128i lanes = _mm_cmpeq_epi16(
        _mm_and_si128(_mm_set1_epi16(static_cast<short>(in_group)), lane_bits), lane_bits);
    // A win: odd, from 3 on (1 is a draw), below unsettled_from (compares without sign, by max
    // and min: SSE has no unsigned compare of 16-bit lanes).
    const __m128i odd = _mm_cmpeq_epi16(_mm_and_si128(c, one), one);
    const __m128i from_three = _mm_cmpeq_epi16(_mm_max_epu16(c, three), c);
    const __m128i settled = _mm_cmpeq_epi16(_mm_min_epu16(c, settled_below), c);
    const __m128i win = _mm_and_si128(_mm_and_si128(odd, from_three), settled);
    const __m128i illegal = _mm_cmpeq_epi16(c, zero);
    const __m128i escape = _mm_andnot_si128(_mm_or_si128(win, illegal), lanes);
    // A win's plies + 1 is its code halved (3 + 2p -> p + 1).
    const __m128i plies = _mm_and_si128(_mm_and_si128(win, lanes), _mm_srli_epi16(c, 1));
    auto* longest_at = reinterpret_cast<__m128i*>(longest.data() + 8 * g);
    _mm_storeu_si128(longest_at, _mm_max_epu16(_mm_loadu_si128(longest_at), plies));
    const auto bits =
        static_cast<std::uint64_t>(_mm_movemask_epi8(_mm_packs_epi16(escape, zero)) & 0xFF);
    escapes |= bits << (8 * g);
  }
  return escapes;
#else
  return escapes_one_by_one(children, open, longest, unsettled_from);
#endif
}

}  // namespace arbiter::solver::tablebase
