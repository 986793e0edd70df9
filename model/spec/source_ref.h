// A rulebook citation, the unit every rule of a spec carries.
#pragma once

#include <string>

#include "model/diagnostic.h"

namespace arbiter::model::spec {

// A rulebook citation: `source: {file, section, quote}`.
struct SourceRef {
  std::string file;
  std::string section;
  std::string quote;
  SourceMark mark;
};

}  // namespace arbiter::model::spec
