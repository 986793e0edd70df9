// Reading the top-level `opposition` key (specs/README.md "Opposition between rulers").
#include "model/spec/load_opposition.h"

namespace arbiter::model::spec {
namespace {

using yaml::KeyedMap;

OppositionPlacementDoc read_placement(yaml::Reader& r, const YAML::Node& node) {
  OppositionPlacementDoc p;
  p.mark = r.mark(node);
  KeyedMap map(r, node, kOppositionPlacementKeys);
  if (!map.valid()) return p;
  if (auto n = map["pieces"]) {
    const std::vector<Text> pieces = r.text_list(n, "piece");
    if (pieces.size() == 2) {
      p.first = pieces[0];
      p.second = pieces[1];
    } else {
      r.error(n, "pieces must name two royal piece kinds", "pieces: [king, queen_regent]");
    }
  } else {
    r.error(node, "an opposition placement needs pieces", "pieces: [king, king]");
  }
  p.shape.mark = p.mark;
  const YAML::Node step = map["step"], leap = map["leap"];
  if (static_cast<bool>(step) == static_cast<bool>(leap)) {
    r.error(node, "an opposition placement needs exactly one of step, leap",
            "{step: [dirs]} or {leap: [[x, y]], symmetry: all}");
  } else if (step) {
    p.shape.form = AtomForm::Step;
    p.shape.form_mark = r.mark(step);
    p.shape.directions = r.text_list(step, "direction");
  } else {
    p.shape.form = AtomForm::Leap;
    p.shape.form_mark = r.mark(leap);
    p.shape.vectors = r.vector_list(leap, "leap vector");
  }
  if (auto n = map["symmetry"]) p.shape.symmetry = r.text(n, "symmetry");
  p.when = yaml::read_guard(r, map["when"]);
  p.sources = yaml::read_sources(r, map["source"]);
  return p;
}

RoyalCheckDoc read_check(yaml::Reader& r, const YAML::Node& node) {
  RoyalCheckDoc c;
  c.mark = r.mark(node);
  KeyedMap map(r, node, kRoyalCheckKeys);
  if (!map.valid()) return c;
  if (auto n = map["attacker"])
    c.attacker = r.text(n, "attacker");
  else
    r.error(node, "a royal check needs an attacker", "attacker: queen_regent");
  if (auto n = map["target"])
    c.target = r.text(n, "target");
  else
    r.error(node, "a royal check needs a target", "target: king");
  if (auto n = map["by"])
    c.by = r.text_list(n, "move shape");
  else
    r.error(node, "a royal check needs `by`", "by: any, or by: [step, slide, leap, hop]");
  c.when = yaml::read_guard(r, map["when"]);
  c.sources = yaml::read_sources(r, map["source"]);
  return c;
}

}  // namespace

OppositionDoc read_opposition(yaml::Reader& r, const YAML::Node& node) {
  OppositionDoc o;
  o.mark = r.mark(node);
  KeyedMap map(r, node, kOppositionKeys);
  if (auto n = map["model"]) o.model = r.text(n, "model");
  yaml::read_list(r, map["placements"], "placements", o.placements, read_placement);
  yaml::read_list(r, map["checks"], "checks", o.checks, read_check);
  o.sources = yaml::read_sources(r, map["source"]);
  return o;
}

}  // namespace arbiter::model::spec
