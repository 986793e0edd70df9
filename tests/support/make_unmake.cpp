#include "tests/support/make_unmake.h"

#include <catch2/catch.hpp>

namespace arbiter::testing {

void check_make_unmake(model::Position& pos, model::Move m) {
  const model::Position before = pos;
  model::Undo undo;
  pos.make(m, undo);
  CHECK(pos.hash() == pos.compute_hash());
  pos.unmake(m, undo);
  CHECK(pos.same_as(before));
  CHECK(pos.hash() == before.hash());
}

}  // namespace arbiter::testing
