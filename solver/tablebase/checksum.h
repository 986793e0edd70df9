// FNV-1a, 64 bits: the checksum of table files and the hash of a spec's text in their header.
// Not cryptographic; it catches truncation and flipped bits, which is its job here.
#pragma once

#include <cstddef>
#include <cstdint>
#include <string_view>

namespace arbiter::solver::tablebase {

class Fnv1a {
 public:
  void add(const void* data, std::size_t size) {
    const auto* bytes = static_cast<const unsigned char*>(data);
    for (std::size_t i = 0; i < size; ++i) {
      hash_ ^= bytes[i];
      hash_ *= 0x100000001b3ULL;
    }
  }
  std::uint64_t value() const { return hash_; }

 private:
  std::uint64_t hash_ = 0xcbf29ce484222325ULL;
};

inline std::uint64_t fnv1a(std::string_view text) {
  Fnv1a h;
  h.add(text.data(), text.size());
  return h.value();
}

}  // namespace arbiter::solver::tablebase
