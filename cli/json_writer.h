// A small JSON writer for the commands' `--format json`: builds one value as text, with the
// commas and string escapes (RFC 8259) in their places, so no command writes JSON by hand.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "model/notation/json_string.h"

namespace arbiter::cli {

class JsonWriter {
 public:
  // Objects and arrays nest; each begin has its end. Inside an object, key() precedes each value.
  JsonWriter& begin_object();
  JsonWriter& end_object();
  JsonWriter& begin_array();
  JsonWriter& end_array();
  JsonWriter& key(const std::string& name);
  JsonWriter& value(const std::string& text);
  JsonWriter& value(const char* text) { return value(std::string(text)); }
  JsonWriter& value(std::uint64_t number);
  JsonWriter& value(int number);
  // A number with three decimals (seconds).
  JsonWriter& value(double number);
  JsonWriter& value(bool flag);
  JsonWriter& null();
  // An array of strings.
  JsonWriter& value(const std::vector<std::string>& texts);
  // A member of an object: key(name) then value(v).
  template <typename T>
  JsonWriter& field(const std::string& name, const T& v) {
    return key(name).value(v);
  }

  // The text written so far (complete once every begin has its end).
  const std::string& str() const { return text_; }

 private:
  std::string text_;
  std::vector<bool> first_;  // per open object or array: whether nothing is in it yet
  bool after_key_ = false;

  void separate();
};

// `text` as a JSON string literal, quotes included (model/notation/json_string.h).
using model::notation::json_quoted;

}  // namespace arbiter::cli
