// A double capture (spec `double_capture`; Tres Reinas' «captura doble», «tal como se hace en el
// juego de damas, en donde mientras se captura se sigue moviendo»): a piece that captures may go
// on, in the same move, with a second capture of its own from the cell it took. At most two
// captures; with `different_players`, the two victims belong to two different players.
#pragma once

namespace arbiter::model {

struct DoubleCaptureRule {
  bool different_players = false;
};

}  // namespace arbiter::model
