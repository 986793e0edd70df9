// Zones are named sets of cells (per player where the spec says so), numbered in the order the
// spec declares them. Rules refer to a zone by its number; kNoZone means "no zone given".
#pragma once

namespace arbiter::model {

using ZoneId = int;
constexpr ZoneId kNoZone = -1;

}  // namespace arbiter::model
