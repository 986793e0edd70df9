#include "solver/tablebase/store.h"

#include <unistd.h>

#include <algorithm>
#include <bit>
#include <filesystem>
#include <fstream>
#include <iterator>

#include "model/diagnostic.h"
#include "solver/tablebase/checksum.h"

namespace arbiter::solver::tablebase {

namespace {

constexpr std::string_view kMagic = "ARBITER-TB\n";
constexpr std::string_view kGenerator = "arbiter 0.1 retrograde";

// Bytes built up in memory, with their checksum.
class Writer {
 public:
  void bytes(const void* data, std::size_t size) {
    const auto* p = static_cast<const char*>(data);
    out_.append(p, size);
  }
  void u8(std::uint8_t v) { bytes(&v, 1); }
  void u32(std::uint32_t v) { integer(v, 4); }
  void u64(std::uint64_t v) { integer(v, 8); }
  void text(std::string_view s) {
    u32(static_cast<std::uint32_t>(s.size()));
    bytes(s.data(), s.size());
  }
  std::string& data() { return out_; }

 private:
  std::string out_;
  void integer(std::uint64_t v, int size) {
    for (int i = 0; i < size; ++i) out_.push_back(static_cast<char>((v >> (8 * i)) & 0xFF));
  }
};

class Reader {
 public:
  Reader(const std::string& data, std::string path) : data_(data), path_(std::move(path)) {}
  std::uint64_t integer(int size) {
    need(static_cast<std::size_t>(size));
    std::uint64_t v = 0;
    for (int i = 0; i < size; ++i)
      v |= static_cast<std::uint64_t>(static_cast<unsigned char>(data_[at_ + static_cast<std::size_t>(i)])) << (8 * i);
    at_ += static_cast<std::size_t>(size);
    return v;
  }
  std::string text() {
    const auto size = static_cast<std::size_t>(integer(4));
    need(size);
    std::string s = data_.substr(at_, size);
    at_ += size;
    return s;
  }
  std::string_view raw(std::size_t size) {
    need(size);
    std::string_view v(data_.data() + at_, size);
    at_ += size;
    return v;
  }
  std::size_t at() const { return at_; }

 private:
  const std::string& data_;
  std::string path_;
  std::size_t at_ = 0;
  void need(std::size_t size) const {
    if (data_.size() - at_ < size)
      throw UserError(input_error("table file " + path_ + " is truncated (corrupt); build it again"));
  }
};

int bits_for(const std::vector<Code>& codes) {
  Code top = 0;
  for (Code c : codes) top = std::max(top, c);
  return std::max(1, static_cast<int>(std::bit_width(static_cast<unsigned>(top))));
}

// Codes of `bits` bits each, one after another from the lowest bit of the first byte (bit k of
// the stream is bit k % 8 of byte k / 8), moved a byte at a time through an accumulator.
std::string pack(const std::vector<Code>& codes, int bits) {
  std::string out;
  out.reserve((codes.size() * static_cast<std::size_t>(bits) + 7) / 8);
  std::uint32_t pending = 0;  // bits not yet written, from the lowest
  int held = 0;               // how many
  for (Code c : codes) {
    pending |= static_cast<std::uint32_t>(c) << held;
    held += bits;
    for (; held >= 8; held -= 8, pending >>= 8) out.push_back(static_cast<char>(pending & 0xFFu));
  }
  if (held > 0) out.push_back(static_cast<char>(pending & 0xFFu));
  return out;
}

std::vector<Code> unpack(std::string_view packed, std::uint64_t count, int bits) {
  std::vector<Code> codes(count, 0);
  const std::uint32_t mask = (std::uint32_t{1} << bits) - 1;
  std::uint32_t pending = 0;
  int held = 0;
  std::size_t next = 0;  // the next byte to read
  for (auto& c : codes) {
    for (; held < bits; held += 8) pending |= static_cast<std::uint32_t>(static_cast<unsigned char>(packed[next++])) << held;
    c = static_cast<Code>(pending & mask);
    pending >>= bits;
    held -= bits;
  }
  return codes;
}

void mismatch(const std::string& path, const std::string& what, const std::string& file_value,
              const std::string& wanted) {
  throw UserError(input_error("table file " + path + " was built for " + what + " \"" + file_value +
                              "\", not \"" + wanted + "\"; build it again or point to the right tables"));
}

}  // namespace

std::string table_file_name(const model::CompiledRules& rules, const Material& material) {
  return material.name(rules) + ".arbtb";
}

void save_table(const std::string& path, const Table& table, const TableIdentity& identity,
                const BuildControl& control) {
  const model::CompiledRules& rules = table.index().rules();
  Writer w;
  w.bytes(kMagic.data(), kMagic.size());
  w.u32(kFormatVersion);
  w.u64(identity.spec_hash);
  w.text(identity.variant);
  w.text(identity.options);
  w.text(table.index().material().name(rules));
  w.text(kGenerator);
  w.u32(static_cast<std::uint32_t>(table.index().symmetries().size()));
  w.u64(table.codes().size());
  const int bits = bits_for(table.codes());
  w.u8(static_cast<std::uint8_t>(bits));
  const std::string packed = pack(table.codes(), bits);
  w.bytes(packed.data(), packed.size());
  Fnv1a sum;
  sum.add(w.data().data(), w.data().size());
  w.u64(sum.value());

  const std::filesystem::path target(path);
  if (target.has_parent_path()) {
    std::error_code ec;
    std::filesystem::create_directories(target.parent_path(), ec);
  }
  const std::string temporary = path + ".tmp-" + std::to_string(::getpid());
  {
    std::ofstream out(temporary, std::ios::binary | std::ios::trunc);
    constexpr std::size_t kBlock = 1 << 20;
    for (std::size_t at = 0; out && at < w.data().size(); at += kBlock) {
      if (control.cancelled()) {
        out.close();
        std::filesystem::remove(temporary);
        throw Interrupted();
      }
      out.write(w.data().data() + at, static_cast<std::streamsize>(std::min(kBlock, w.data().size() - at)));
    }
    out.flush();
    if (!out) {
      std::error_code ec;
      std::filesystem::remove(temporary, ec);
      throw UserError(input_error("cannot write table file " + path));
    }
  }
  std::error_code ec;
  std::filesystem::rename(temporary, target, ec);
  if (ec) {
    std::filesystem::remove(temporary, ec);
    throw UserError(input_error("cannot write table file " + path + ": " + ec.message()));
  }
}

Table load_table(const std::string& path, const model::CompiledRules& rules, const Material& material,
                 const TableIdentity& identity) {
  std::ifstream in(path, std::ios::binary);
  if (!in) throw UserError(input_error("cannot read table file " + path));
  const std::string data((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
  return load_table_bytes(data, path, rules, material, identity);
}

Table load_table_bytes(const std::string& data, const std::string& path, const model::CompiledRules& rules,
                       const Material& material, const TableIdentity& identity) {
  Reader r(data, path);
  if (r.raw(kMagic.size()) != kMagic)
    throw UserError(input_error("file " + path + " is not an arbiter table (its first bytes are wrong)"));
  if (data.size() < kMagic.size() + 8)
    throw UserError(input_error("table file " + path + " is truncated (corrupt); build it again"));
  Fnv1a sum;
  sum.add(data.data(), data.size() - 8);
  Reader tail(data, path);
  tail.raw(data.size() - 8);
  if (tail.integer(8) != sum.value())
    throw UserError(input_error("table file " + path + " is corrupt (its checksum does not match); build it again"));
  const auto version = static_cast<std::uint32_t>(r.integer(4));
  if (version != kFormatVersion)
    mismatch(path, "table format", std::to_string(version), std::to_string(kFormatVersion));
  const std::uint64_t spec_hash = r.integer(8);
  const std::string variant = r.text();
  const std::string options = r.text();
  const std::string name = r.text();
  r.text();  // generator
  if (variant != identity.variant) mismatch(path, "variant", variant, identity.variant);
  if (spec_hash != identity.spec_hash)
    throw UserError(input_error("table file " + path + " was built from another text of the spec " + variant +
                                " (the spec file has changed since); build it again"));
  if (options != identity.options) mismatch(path, "options", options, identity.options);
  if (name != material.name(rules)) mismatch(path, "material", name, material.name(rules));
  TableIndex index(rules, material);
  const auto symmetries = static_cast<std::size_t>(r.integer(4));
  if (symmetries != index.symmetries().size())
    mismatch(path, "a fold by symmetries numbering", std::to_string(symmetries), std::to_string(index.symmetries().size()));
  const std::uint64_t count = r.integer(8);
  const int bits = static_cast<int>(r.integer(1));
  if (count != index.size() || bits < 1 || bits > 16)
    throw UserError(input_error("table file " + path + " is corrupt (its size does not match its material)"));
  const std::string_view packed = r.raw((count * static_cast<std::uint64_t>(bits) + 7) / 8);
  if (r.at() + 8 != data.size())
    throw UserError(input_error("table file " + path + " is corrupt (its length is wrong)"));
  return Table(std::move(index), unpack(packed, count, bits));
}

}  // namespace arbiter::solver::tablebase
