// YAML -> SpecDocument. Every map is read through a KeyedMap that knows its allowed keys, so an
// unknown or misspelt key is an error naming file:line:column and the keys that were expected.
// yaml-cpp counts lines and columns from 0; diagnostics count from 1.
#include "model/spec/load.h"

#include <yaml-cpp/yaml.h>

#include <fstream>
#include <initializer_list>
#include <sstream>

#include "model/spec/keywords.h"
#include "model/spec/load_audit.h"
#include "model/spec/load_claims.h"
#include "model/spec/load_imitation.h"
#include "model/spec/load_immobilization.h"
#include "model/spec/load_opposition.h"
#include "model/spec/yaml_reader.h"

namespace arbiter::model::spec {
namespace {

using yaml::KeyedMap;
using yaml::read_guard;
using yaml::read_list;
using yaml::read_source;
using yaml::read_sources;
using yaml::Reader;

BoardDoc read_board(Reader& r, const YAML::Node& node) {
  BoardDoc board;
  board.mark = r.mark(node);
  KeyedMap map(r, node, kBoardKeys);
  if (auto n = map["geometry"]) board.geometry = r.text(n, "geometry");
  if (auto n = map["side"]) board.side = r.integer(n, "side");
  if (auto n = map["hex_ranks"]) board.hex_ranks = r.text(n, "hex_ranks");
  if (auto n = map["files"]) board.files = r.text_list(n, "file name");
  if (auto n = map["ranks"]) board.ranks = r.text_list(n, "rank name");
  if (auto n = map["holes"]) board.holes = r.text_list(n, "hole");
  if (auto n = map["extra_cells"]; n && !n.IsSequence()) {
    r.error(n, "extra_cells must be a list", "- {name: z1, at: [x, y]}");
  } else if (n) {
    for (const auto& item : n) {
      KeyedMap cell(r, item, kExtraCellKeys);
      ExtraCell extra;
      if (auto name = cell["name"]) extra.name = r.text(name, "cell name");
      if (auto at = cell["at"]) extra.at = r.vector2(at, "cell coordinates");
      board.extra_cells.push_back(extra);
    }
  }
  if (auto n = map["colouring"]) {
    Colouring c;
    c.mark = r.mark(n);
    KeyedMap col(r, n, kColouringKeys);
    if (auto p = col["pattern"]) c.pattern = r.text(p, "pattern");
    if (auto f = col["first"]) c.first = r.text(f, "first");
    if (auto cs = col["colours"]) c.colours = r.text_list(cs, "colour");
    if (auto cells = col["cells"]) {
      if (!cells.IsMap()) {
        r.error(cells, "colouring cells must map cells to colours", "cells: {f6: golden}");
      } else {
        r.unique_keys(cells, "colouring cells");
        for (const auto& entry : cells)
          c.cells.emplace_back(r.text(entry.first, "cell"), r.text(entry.second, "colour"));
      }
    }
    board.colouring = c;
  }
  board.sources = read_sources(r, map["source"]);
  return board;
}

PlayerDoc read_player(Reader& r, const YAML::Node& node) {
  PlayerDoc p;
  p.mark = r.mark(node);
  KeyedMap map(r, node, kPlayerKeys);
  if (auto n = map["name"]) p.name = r.text(n, "player name");
  if (auto n = map["forward"]) p.forward = r.text(n, "forward");
  if (auto n = map["case"]) p.letter_case = r.text(n, "case");
  if (auto n = map["prefix"]) p.prefix = r.text(n, "prefix");
  if (auto n = map["side"]) p.side = r.text(n, "side");
  p.sources = read_sources(r, map["source"]);
  return p;
}

ZoneDoc read_zone(Reader& r, const YAML::Node& node) {
  ZoneDoc z;
  z.mark = r.mark(node);
  KeyedMap map(r, node, kZoneKeys);
  if (auto n = map["name"]) z.name = r.text(n, "zone name");
  if (auto n = map["cells"]) z.cells = r.text_list(n, "cell");
  if (auto n = map["per_player"]) {
    if (!n.IsMap()) {
      r.error(n, "per_player must map player names to cell lists", "{white: [a2..h2], ...}");
    } else {
      r.unique_keys(n, "per_player");
      for (const auto& entry : n) {
        const std::string player = entry.first.Scalar();
        z.per_player[player] = r.text_list(entry.second, "cell");
        z.per_player_marks[player] = r.mark(entry.first);
      }
    }
  }
  if (auto n = map["sanctuary"]) z.sanctuary = r.boolean(n, "sanctuary");
  if (auto n = map["royal_neighbours"]) z.royal_neighbours = r.text(n, "royal_neighbours");
  if (auto n = map["closed"]) {
    ClosedDoc c;
    c.mark = r.mark(n);
    KeyedMap closed(r, n, kClosedKeys);
    if (auto to = closed["to"]) c.to = r.text_list(to, "piece name or royal");
    if (auto bp = closed["by_push"]) c.by_push = r.text(bp, "by_push");
    if (auto occ = closed["if_occupied"]) {
      KeyedMap o(r, occ, kIfOccupiedKeys);
      if (auto zn = o["zone"]) c.occupied_zone = r.text(zn, "zone");
      if (auto by = o["by"]) c.by = r.text(by, "by");
      if (auto ps = o["pieces"]) c.occupied_by = r.text_list(ps, "piece name");
    }
    c.sources = read_sources(r, closed["source"]);
    z.closed = c;
  }
  z.when = read_guard(r, map["when"]);
  z.sources = read_sources(r, map["source"]);
  return z;
}

// The lines of a step, slide or hop: direction names, and for slides and hops leap vectors
// ridden repeatedly (`slide: [[1, 2]]`, the nightrider), which may be mixed in one list.
void read_lines(Reader& r, const YAML::Node& n, AtomDoc& a) {
  if (!n.IsSequence()) {
    a.directions = r.text_list(n, "direction");
    return;
  }
  for (const auto& item : n) {
    if (!item.IsSequence()) {
      a.directions.push_back(r.text(item, "direction"));
      continue;
    }
    if (a.form == AtomForm::Step) {
      r.error(item, "a step cannot follow a leap vector", "{leap: [[x, y]]} for one jump");
      continue;
    }
    const Vector2 v = r.vector2(item, "ride vector");
    if (v.x == 0 && v.y == 0)
      r.error(item, "a ride along [0, 0] stays on its cell",
              "a vector other than [0, 0], e.g. [1, 2]");
    else
      a.vectors.push_back(v);
  }
}

AtomDoc read_atom(Reader& r, const YAML::Node& node) {
  AtomDoc a;
  a.mark = r.mark(node);
  KeyedMap map(r, node, kMoveAtomKeys);
  int kinds = 0;
  for (const auto& [key, form] : kAtomForm.words) {
    const auto n = map[std::string(key).c_str()];
    if (!n) continue;
    ++kinds;
    a.form = form;
    a.form_mark = r.mark(n);
    if (form == AtomForm::Leap) {
      a.vectors = r.vector_list(n, "leap vector");
      if (a.vectors.empty()) r.error(n, "a leap needs at least one vector", "leap: [[1, 2]]");
      for (const auto& v : a.vectors)
        if (v.x == 0 && v.y == 0)
          r.error(n, "a leap of [0, 0] stays on its cell",
                  "a vector other than [0, 0], e.g. [1, 2]");
    } else if (form == AtomForm::Warp) {
      a.warp = r.text(n, "warp zone");
    } else {
      read_lines(r, n, a);
    }
  }
  if (map.valid() && kinds != 1) {
    r.error(node, "a move atom needs exactly one of step, slide, leap, hop, warp",
            "{step: [dirs]}, {slide: [dirs]}, {leap: [[x, y]]}, {hop: [dirs]} or {warp: zone}");
  }
  if (auto n = map["via"]) a.via = r.vector_list(n, "via");
  if (auto n = map["symmetry"]) a.symmetry = r.text(n, "symmetry");
  if (auto n = map["max"]) a.max = r.integer(n, "max");
  if (auto n = map["screens"]) a.screens = r.integer(n, "screens");
  if (auto n = map["landing"]) a.landing = r.text(n, "landing");
  if (auto n = map["mode"]) a.mode = r.text(n, "mode");
  if (auto n = map["from_zone"]) a.from_zone = r.text(n, "from_zone");
  if (auto n = map["to_zone"]) a.to_zone = r.text(n, "to_zone");
  if (auto n = map["not_to_zone"]) a.not_to_zone = r.text(n, "not_to_zone");
  if (auto n = map["only_unmoved"]) a.only_unmoved = r.boolean(n, "only_unmoved");
  if (auto n = map["en_passant"]) a.en_passant = r.text(n, "en_passant");
  if (auto n = map["not_from_zone"]) a.not_from_zone = r.text(n, "not_from_zone");
  if (auto n = map["targets"]) a.targets = r.text_list(n, "target piece");
  if (auto n = map["not_through"]) a.not_through = r.text(n, "not_through");
  if (auto n = map["strangled_by"]) a.strangled_by = r.text(n, "strangled_by");
  if (auto n = map["push"]) a.push = r.text_list(n, "pushed piece");
  if (auto n = map["push_then"]) a.push_then = r.text(n, "push_then");
  if (auto n = map["push_chain"]) a.push_chain = r.text(n, "push_chain");
  if (auto n = map["capture"]) a.capture = r.text(n, "capture");
  if (auto n = map["relocate_to"]) a.relocate_to = r.text_list(n, "relocation zone");
  if (auto n = map["relocate_choice"]) a.relocate_choice = r.text(n, "relocate_choice");
  if (auto n = map["relocate_full"]) a.relocate_full = r.text(n, "relocate_full");
  if (auto n = map["relocate_owner"]) a.relocate_owner = r.text(n, "relocate_owner");
  if (auto n = map["target_side"]) a.target_side = r.text(n, "target_side");
  a.when = read_guard(r, map["when"]);
  a.sources = read_sources(r, map["source"]);
  return a;
}

PromotionDoc read_promotion(Reader& r, const YAML::Node& node) {
  PromotionDoc p;
  p.mark = r.mark(node);
  KeyedMap map(r, node, kPromotionKeys);
  if (auto n = map["zone"]) p.zone = r.text(n, "zone");
  if (auto n = map["trigger"]) p.trigger = r.text(n, "trigger");
  if (auto n = map["choices"]) {
    const auto read_choice = [&](const YAML::Node& item) {
      PromotionChoiceDoc c;
      if (item.IsMap()) {
        KeyedMap choice(r, item, kPromotionChoiceKeys);
        if (auto piece = choice["piece"])
          c.piece = r.text(piece, "piece");
        else
          r.error(item, "a promotion choice written as a map needs piece:",
                  "{piece: champion, when: {option: value}} or {piece: king, at_most: 1}");
        if (auto at_most = choice["at_most"]) c.at_most = r.integer(at_most, "at_most");
        if (auto owned_by = choice["owned_by"]) c.owned_by = r.text(owned_by, "owned_by");
        c.when = read_guard(r, choice["when"]);
      } else {
        c.piece = r.text(item, "promotion choice");
      }
      p.choices.push_back(std::move(c));
    };
    if (n.IsSequence())
      for (const auto& item : n) read_choice(item);
    else
      read_choice(n);
  }
  if (auto n = map["forced"]) p.forced = r.boolean(n, "forced");
  if (auto n = map["forced_zone"]) p.forced_zone = r.text(n, "forced_zone");
  p.sources = read_sources(r, map["source"]);
  return p;
}

DropDoc read_drop(Reader& r, const YAML::Node& node) {
  DropDoc d;
  d.mark = r.mark(node);
  KeyedMap map(r, node, kDropKeys);
  if (auto n = map["not_into"]) d.not_into = r.text(n, "not_into");
  if (auto n = map["one_per_column"]) d.one_per_column = r.boolean(n, "one_per_column");
  if (auto n = map["may_not_mate"]) d.may_not_mate = r.text(n, "may_not_mate");
  d.sources = read_sources(r, map["source"]);
  return d;
}

CarriesDoc read_carries(Reader& r, const YAML::Node& node) {
  CarriesDoc c;
  c.mark = r.mark(node);
  KeyedMap map(r, node, kCarriesKeys);
  if (auto n = map["capacity"]) c.capacity = r.text(n, "capacity");
  if (auto n = map["unload"]) c.unload = r.text(n, "unload");
  c.sources = read_sources(r, map["source"]);
  return c;
}

CapturesInPlaceDoc read_captures_in_place(Reader& r, const YAML::Node& node) {
  CapturesInPlaceDoc c;
  c.mark = r.mark(node);
  KeyedMap map(r, node, kCapturesInPlaceKeys);
  if (auto n = map["victims"]) c.victims = r.text(n, "victims");
  if (auto n = map["only_unprotected"]) c.only_unprotected = r.text(n, "only_unprotected");
  c.sources = read_sources(r, map["source"]);
  return c;
}

PieceDoc read_piece(Reader& r, const YAML::Node& node) {
  PieceDoc p;
  p.mark = r.mark(node);
  KeyedMap map(r, node, kPieceKeys);
  if (auto n = map["name"]) p.name = r.text(n, "piece name");
  if (auto n = map["letter"]) p.letter = r.text(n, "piece letter");
  if (auto n = map["san_letter"]) {
    p.san_letter = r.text(n, "san_letter");
    p.has_san_letter = true;
  }
  if (auto n = map["value"]) p.value = r.number(n, "value");
  if (auto n = map["royal"]) p.royal = r.boolean(n, "royal");
  if (auto n = map["capturable"]) p.capturable = r.boolean(n, "capturable");
  if (auto n = map["resets_halfmove_clock"])
    p.resets_halfmove_clock = r.boolean(n, "resets_halfmove_clock");
  if (auto n = map["moves"]) {
    if (!n.IsSequence()) {
      r.error(n, "moves must be a list of atoms", "moves: [{step: [all]}, ...]");
    } else {
      for (const auto& item : n) p.moves.push_back(read_atom(r, item));
    }
  }
  if (auto n = map["promotion"]) p.promotion = read_promotion(r, n);
  if (auto n = map["drop"]) p.drop = read_drop(r, n);
  if (auto n = map["confined_to"]) p.confined_to = r.text(n, "confined_to");
  if (auto n = map["cannot_stop_on"]) p.cannot_stop_on = r.text(n, "cannot_stop_on");
  if (auto n = map["must_leave"]) p.must_leave = r.text(n, "must_leave");
  if (auto n = map["checked_as_moved"]) p.checked_as_moved = r.text(n, "checked_as_moved");
  if (auto n = map["captured_as"]) p.captured_as = r.text(n, "captured_as");
  if (auto n = map["carries"]) p.carries = read_carries(r, n);
  if (auto n = map["captures_in_place"]) p.captures_in_place = read_captures_in_place(r, n);
  if (auto n = map["immobilizes"]) p.immobilizes = read_immobilizes(r, n);
  if (auto n = map["imitates"]) p.imitates = read_imitation(r, n);
  p.when = read_guard(r, map["when"]);
  p.sources = read_sources(r, map["source"]);
  return p;
}

DrawClaimDoc read_draw_claim(Reader& r, const YAML::Node& node) {
  DrawClaimDoc d;
  d.mark = r.mark(node);
  KeyedMap map(r, node, kDrawClaimKeys);
  if (auto n = map["royal_in"]) d.royal_in = r.text(n, "royal_in");
  if (auto n = map["timing"]) d.timing = r.text(n, "timing");
  d.when = read_guard(r, map["when"]);
  d.sources = read_sources(r, map["source"]);
  return d;
}

CastlingHoldDoc read_castling_hold(Reader& r, const YAML::Node& node) {
  CastlingHoldDoc h;
  h.mark = r.mark(node);
  KeyedMap map(r, node, kMayHoldKeys);
  if (auto n = map["cells"]) h.cells = r.text_list(n, "cell");
  if (auto n = map["pieces"]) h.pieces = r.text_list(n, "piece");
  if (auto n = map["by"]) h.by = r.text(n, "by");
  h.when = read_guard(r, map["when"]);
  return h;
}

CastlingDoc read_castling(Reader& r, const YAML::Node& node) {
  CastlingDoc c;
  c.mark = r.mark(node);
  KeyedMap map(r, node, kCastlingKeys);
  if (auto n = map["name"]) c.name = r.text(n, "castling name");
  if (auto n = map["player"]) c.player = r.text(n, "player");
  if (auto n = map["right"]) c.right = r.text(n, "right");
  if (auto n = map["san"]) c.san = r.text(n, "san");
  auto pair = [&](const YAML::Node& n, Text& from, Text& to, const char* what) {
    std::vector<Text> cells = r.text_list(n, what);
    if (cells.size() != 2) {
      r.error(n, std::string(what) + " must list two cells", "[from, to]");
      return;
    }
    from = cells[0];
    to = cells[1];
  };
  if (auto n = map["king"]) pair(n, c.king_from, c.king_to, "king");
  if (auto n = map["rook"]) pair(n, c.rook_from, c.rook_to, "rook");
  if (auto n = map["empty"]) c.empty = r.text_list(n, "cell");
  if (auto n = map["safe"]) c.safe = r.text_list(n, "cell");
  read_list(r, map["may_hold"], "may_hold", c.may_hold, read_castling_hold);
  c.when = read_guard(r, map["when"]);
  c.sources = read_sources(r, map["source"]);
  return c;
}

OptionDoc read_option(Reader& r, const YAML::Node& node) {
  OptionDoc o;
  o.mark = r.mark(node);
  KeyedMap map(r, node, kOptionKeys);
  if (auto n = map["name"]) o.name = r.text(n, "option name");
  if (auto n = map["description"]) o.description = r.text(n, "description");
  if (auto n = map["default"]) o.default_value = r.text(n, "default");
  if (auto n = map["alternatives"]; n && !n.IsSequence()) {
    r.error(n, "alternatives must be a list", "- {value: ..., description: ...}");
  } else if (n) {
    for (const auto& item : n) {
      KeyedMap alt(r, item, kAlternativeKeys);
      AlternativeDoc a;
      if (auto v = alt["value"]) a.value = r.text(v, "value");
      if (auto d = alt["description"]) a.description = r.text(d, "description");
      a.sources = read_sources(r, alt["source"]);
      o.alternatives.push_back(a);
    }
  }
  if (auto n = map["probes"]) o.probes = r.text_list(n, "probe position");
  if (auto n = map["kind"]) {
    o.kind = r.text(n, "option kind");
    if (o.kind.value != "open_point" && o.kind.value != "rulebook_choice")
      r.error(n, "unknown option kind '" + o.kind.value + "'", "open_point or rulebook_choice");
  }
  o.sources = read_sources(r, map["source"]);
  return o;
}

StartDoc read_start(Reader& r, const YAML::Node& node) {
  StartDoc s;
  KeyedMap map(r, node, kStartKeys);
  if (auto n = map["start"]) s.start = r.text(n, "start");
  s.when = read_guard(r, map["when"]);
  return s;
}

HeirDoc read_heir(Reader& r, const YAML::Node& node) {
  HeirDoc h;
  h.mark = r.mark(node);
  KeyedMap map(r, node, kHeirKeys);
  if (auto n = map["piece"]) h.piece = r.text(n, "piece");
  if (auto n = map["becomes"]) h.becomes = r.text(n, "becomes");
  if (auto n = map["original"]) h.original = r.boolean(n, "original");
  return h;
}

SuccessionDoc read_succession(Reader& r, const YAML::Node& node) {
  SuccessionDoc s;
  s.mark = r.mark(node);
  KeyedMap map(r, node, kSuccessionKeys);
  if (auto n = map["order"]) {
    if (!n.IsSequence())
      r.error(n, "order must be a list of heirs", "order: [{piece: queen, becomes: queen_regent}]");
    else
      for (const auto& item : n) s.order.push_back(read_heir(r, item));
  }
  if (auto n = map["not_from"]) s.not_from = r.text(n, "not_from");
  if (auto n = map["blocked_draw"]) s.blocked_draw = r.text(n, "blocked_draw");
  if (auto n = map["cascade"]) s.cascade = r.text(n, "cascade");
  if (auto n = map["mating_piece"]) s.mating_piece = r.text(n, "mating_piece");
  if (auto n = map["royal_attacker"]) s.royal_attacker = r.text(n, "royal_attacker");
  if (auto n = map["relocation_promotes"]) s.relocation_promotes = r.text(n, "relocation_promotes");
  if (auto n = map["turn"]) s.turn = r.text(n, "turn");
  if (auto n = map["heirs_aboard"]) s.heirs_aboard = r.text(n, "heirs_aboard");
  s.sources = read_sources(r, map["source"]);
  return s;
}

void read_document(Reader& r, const YAML::Node& root, SpecDocument& doc) {
  KeyedMap map(r, root, kSpecKeys);
  if (!map.valid()) return;
  if (auto n = map["variant"])
    doc.variant = r.text(n, "variant");
  else
    r.error(root, "the spec has no variant name", "variant: a short name such as capablanca");
  if (auto n = map["title"]) doc.title = r.text(n, "title");
  if (auto n = map["board"])
    doc.board = read_board(r, n);
  else
    r.error(root, "the spec has no board", "board: {geometry: square, files: [...], ranks: [...]}");
  read_list(r, map["players"], "player", doc.players, read_player);
  if (auto n = map["turn_order"]) doc.turn_order = r.text_list(n, "player name");
  if (auto n = map["check_reply"]) doc.check_reply = r.text(n, "check_reply");
  read_list(r, map["zones"], "zone", doc.zones, read_zone);
  read_list(r, map["pieces"], "piece", doc.pieces, read_piece);
  read_list(r, map["castling"], "castling", doc.castling, read_castling);
  read_list(r, map["options"], "option", doc.options, read_option);
  read_list(r, map["claims"], "claim", doc.claims, read_claim);
  if (auto n = map["en_passant"]) {
    EnPassantDoc ep;
    ep.mark = r.mark(n);
    KeyedMap m(r, n, kEnPassantKeys);
    if (auto c = m["cells"]) ep.cells = r.text(c, "cells");
    if (auto w = m["window"]) ep.window = r.text(w, "window");
    ep.sources = read_sources(r, m["source"]);
    doc.en_passant = ep;
  }
  if (auto n = map["drops"]) {
    DropsDoc d;
    d.mark = r.mark(n);
    KeyedMap m(r, n, kDropsKeys);
    if (auto c = m["captures_to_hand"]) d.captures_to_hand = r.boolean(c, "captures_to_hand");
    d.sources = read_sources(r, m["source"]);
    doc.drops = d;
  }
  if (auto n = map["double_capture"]) {
    DoubleCaptureDoc d;
    d.mark = r.mark(n);
    KeyedMap m(r, n, kDoubleCaptureKeys);
    if (auto v = m["victims"]) d.victims = r.text(v, "victims");
    d.sources = read_sources(r, m["source"]);
    doc.double_capture = d;
  }
  if (auto n = map["game_end"]) {
    doc.game_end.mark = r.mark(n);
    KeyedMap m(r, n, kGameEndKeys);
    const auto threshold = [&](const YAML::Node& node, const char* what) {
      DrawThresholdDoc t;
      t.mark = r.mark(node);
      KeyedMap fields(r, node, kDrawThresholdKeys);
      if (auto c = fields["claim"]) t.claim = r.integer(c, "claim");
      if (auto a = fields["automatic"]) t.automatic = r.integer(a, "automatic");
      if (t.claim < 0 || t.automatic < 0 || (t.claim == 0 && t.automatic == 0))
        r.error(node, std::string(what) + " needs a positive claim or automatic",
                "{claim: 100, automatic: 150}");
      t.sources = read_sources(r, fields["source"]);
      return t;
    };
    if (auto c = m["move_limit"]) doc.game_end.move_limit = threshold(c, "move_limit");
    if (auto c = m["repetition"]) doc.game_end.repetition = threshold(c, "repetition");
    if (auto c = m["dead_position"]) doc.game_end.dead_position = r.text(c, "dead_position");
    if (auto c = m["checkmate"]) doc.game_end.checkmate = r.text(c, "checkmate");
    if (auto c = m["stalemate"]) doc.game_end.stalemate = r.text(c, "stalemate");
    read_list(r, m["draw_claims"], "draw claim", doc.game_end.draw_claims, read_draw_claim);
    if (auto c = m["royal_wins"]) doc.game_end.royal_wins = r.text_list(c, "zone");
    if (auto c = m["elimination"]) {
      EliminationDoc e;
      e.mark = r.mark(c);
      KeyedMap fields(r, c, kEliminationKeys);
      if (auto a = fields["applies"]) e.applies = r.text(a, "applies");
      if (auto a = fields["army"]) e.army = r.text(a, "army");
      if (auto x = fields["next"]) e.next = r.text(x, "next");
      e.sources = read_sources(r, fields["source"]);
      doc.game_end.elimination = e;
    }
    doc.game_end.sources = read_sources(r, m["source"]);
  }
  if (auto n = map["succession"]) doc.succession = read_succession(r, n);
  if (auto n = map["opposition"]) doc.opposition = read_opposition(r, n);
  if (auto n = map["notation"]) {
    doc.notation.mark = r.mark(n);
    KeyedMap m(r, n, kNotationKeys);
    if (auto c = m["fields"]) doc.notation.fields = r.text_list(c, "field");
    if (auto c = m["mark_not_original"])
      doc.notation.mark_not_original = r.boolean(c, "mark_not_original");
    if (auto c = m["start"]) doc.notation.start = r.text(c, "start");
    read_list(r, m["starts"], "start", doc.notation.starts, read_start);
  }
  if (auto n = map["audit"]) doc.audit = read_audit(r, n);
  doc.sources = read_sources(r, map["source"]);
}

}  // namespace

SpecDocument load_spec_text(const std::string& text, const std::string& path) {
  SpecDocument doc;
  doc.path = path;
  Reader reader(path);
  YAML::Node root;
  try {
    root = YAML::Load(text);
  } catch (const YAML::ParserException& e) {
    throw UserError(error_at({path, e.mark.line + 1, e.mark.column + 1}, "YAML syntax: " + e.msg,
                             "a valid YAML document"));
  }
  if (!root.IsMap()) {
    throw UserError(error_at({path, 1, 1}, "a spec must be a YAML map",
                             "keys such as variant, board, players, pieces"));
  }
  try {
    read_document(reader, root, doc);
  } catch (const YAML::Exception& e) {
    // A node of a shape no reader expected (each reader checks the shapes it knows; this is the
    // net under them): still the user's text, so a located error, never an internal one.
    throw UserError(error_at({path, e.mark.line + 1, e.mark.column + 1},
                             "unexpected YAML structure: " + e.msg,
                             "the form specs/README.md gives for this key"));
  }
  if (!reader.errors().empty()) throw UserError(std::move(reader.errors()));
  doc.citations = std::move(reader.citations());
  return doc;
}

SpecDocument load_spec_file(const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  if (!in) {
    throw UserError(error_at({path, 0, 0}, "cannot read the spec file '" + path + "'",
                             "a readable YAML file or a bundled variant name"));
  }
  std::ostringstream text;
  text << in.rdbuf();
  return load_spec_text(text.str(), path);
}

}  // namespace arbiter::model::spec
