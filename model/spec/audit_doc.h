// `audit:` in a spec: the rulebook's decisions as tracked clauses, for the Z3 audit (issue 4).
//
// A finite state vocabulary (`state`), facts that tie its variables together (`axioms`), the
// questions the rules answer (`questions`: what happens after a mate, may a ruler enter a
// citadel, ...) and one clause per rulebook sentence that answers one (`clauses`: when CONDITION
// then ANSWER, with priorities for "unless / except" and its citation). Clauses marked `under`
// an option alternative are the spec's own resolution of a question the text leaves open or
// answers twice; the rest are the text's sentences.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "model/diagnostic.h"
#include "model/spec/condition.h"
#include "model/spec/source_ref.h"

namespace arbiter::model::spec {

// How the engine measures a state variable on a position, for the side to move:
//   mated       yes/no: its ruler is in check and it has no ordinary legal move
//   in_check    yes/no: a royal piece of it is attacked
//   ruler       the kind of its royal piece (the attacked one if several)
//   ruler_zone  the zone its royal piece stands in (values: zone names and `board`)
//   place       where its `piece` (original only, if `original`) is: `captured` (gone),
//               `aboard` (carried), a zone name listed among the values, or `board`
//   blocked     yes/no: that piece stands in a zone listed by the succession's `not_from` and has
//               no move out of it
//   present     yes/no: it has such a piece on the board (`original: false`: a promoted one)
//   count       how many such pieces it has on the board: values "0", "1", ..., the last may be
//               "N+" (N or more)
//   has_legal_move   yes/no: it has a legal move (successions included)
//   may_claim_draw   yes/no: it may claim a draw now (the previous move brought its ruler into a
//               draw-claim zone, per the claim's timing)
struct MeasureDoc {
  std::string kind;
  std::string piece;
  std::optional<bool> original;
  SourceMark mark;
};

struct ConditionText {
  std::string text;
  Condition parsed;
  SourceMark mark;
};

struct PositionText {
  std::string text;
  SourceMark mark;
};

struct StateVariableDoc {
  std::string name;
  std::vector<std::string>
      values;  // the first is the plainest (witnesses prefer it); `type: yes_no` is [no, yes]
  std::optional<MeasureDoc> measure;
  std::string description;
  SourceMark mark;
};

struct AxiomDoc {
  std::string id;
  ConditionText condition;  // holds in every state the audit considers
  std::string reason;
  std::vector<SourceRef> sources;
  SourceMark mark;
};

struct QuestionDoc {
  std::string name;
  std::string description;
  ConditionText asked;  // the states where the rules must give exactly one answer
  std::vector<std::string> answers;
  SourceMark mark;
};

struct ClauseDoc {
  std::string id;  // the inventory's sentence id (REG-16, CIT-11, ...)
  std::string question;
  ConditionText when;
  std::string then;     // one of the question's answers
  int priority = 0;     // a firing clause silences firing clauses of lower priority
  std::string reading;  // how the sentence was read, when that needed a choice
  std::vector<std::pair<std::string, std::string>> under;  // option -> alternative (resolutions)
  std::vector<SourceRef> sources;
  SourceMark mark;
};

struct AuditDoc {
  std::vector<StateVariableDoc> state;
  // Legal positions the engine starts from when it builds concrete witnesses for abstract
  // states (it moves, removes and re-flags the pieces the vocabulary measures).
  std::vector<PositionText> positions;
  std::vector<AxiomDoc> axioms;
  std::vector<QuestionDoc> questions;
  std::vector<ClauseDoc> clauses;
  SourceMark mark;
};

}  // namespace arbiter::model::spec
