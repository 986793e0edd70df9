#include "solver/tablebase/store.h"

#include <algorithm>
#include <bit>
#include <filesystem>
#include <fstream>
#include <iterator>

#include "model/atomic_file.h"
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
      v |= static_cast<std::uint64_t>(
               static_cast<unsigned char>(data_[at_ + static_cast<std::size_t>(i)]))
           << (8 * i);
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
      throw CorruptTableFile(
          input_error("table file " + path_ + " is truncated (corrupt); build it again"));
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
    for (; held < bits; held += 8)
      pending |= static_cast<std::uint32_t>(static_cast<unsigned char>(packed[next++])) << held;
    c = static_cast<Code>(pending & mask);
    pending >>= bits;
    held -= bits;
  }
  return codes;
}

void mismatch(const std::string& path, const std::string& what, const std::string& file_value,
              const std::string& wanted) {
  throw UserError(input_error("table file " + path + " was built for " + what + " \"" + file_value +
                              "\", not \"" + wanted +
                              "\"; build it again or point to the right tables"));
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
  const model::AtomicWrite written =
      model::write_file_atomically(path, w.data(), [&] { return control.cancelled(); });
  if (written.outcome == model::AtomicWrite::Outcome::Cancelled) throw Interrupted(path);
  if (written.outcome == model::AtomicWrite::Outcome::Failed)
    throw UserError(input_error("cannot write table file " + path +
                                (written.why.empty() ? "" : ": " + written.why)));
}

namespace {

// The header's strings are short names; anything longer is a corrupt length field.
constexpr std::size_t kMaxHeaderText = 4096;

[[noreturn]] void corrupt(const std::string& path, const std::string& why) {
  throw CorruptTableFile(
      input_error("table file " + path + " is corrupt (" + why + "); build it again",
                  "a file written by `arbiter tb build`"));
}

// The size of the regular file at `path` (following links); anything else (a directory, a
// device such as /dev/zero, a missing file) is refused by name before a byte is read. These are
// not CorruptTableFile: a build does not replace what the user put there.
std::uint64_t regular_file_size(const std::string& path) {
  std::error_code ec;
  const auto status = std::filesystem::status(path, ec);
  if (ec || !std::filesystem::exists(status))
    throw UserError(input_error("cannot read table file " + path + ": it does not exist"));
  if (std::filesystem::is_directory(status))
    throw UserError(
        input_error("table file " + path + " is a directory, not a table file",
                    "a file written by `arbiter tb build`; remove or rename the directory"));
  if (!std::filesystem::is_regular_file(status))
    throw UserError(
        input_error("table file " + path + " is not a regular file (a device, pipe or socket)",
                    "a file written by `arbiter tb build`"));
  const std::uintmax_t size = std::filesystem::file_size(path, ec);
  if (ec) throw UserError(input_error("cannot read table file " + path + ": " + ec.message()));
  return size;
}

// The longest header a table file can have: the fixed fields and four strings at their longest.
constexpr std::size_t kMaxHeader = 11 + 4 + 8 + 4 * (4 + kMaxHeaderText) + 4 + 8 + 1;

}  // namespace

namespace {

// A table file's header, read and checked for its own consistency: the file's size must be the
// one its entry count and width imply.
struct Header {
  std::uint64_t spec_hash = 0;
  std::string fields[4];  // variant, options, material, generator
  std::size_t symmetries = 0;
  std::uint64_t count = 0;
  int bits = 0;
  std::size_t length = 0;  // bytes before the packed codes
};

Header read_header(const std::string& head, std::uint64_t file_size, const std::string& path) {
  if (head.size() < kMagic.size() || head.compare(0, kMagic.size(), kMagic) != 0)
    throw CorruptTableFile(
        input_error("file " + path + " is not an arbiter table (its first bytes are wrong)",
                    "a file written by `arbiter tb build`"));
  Reader r(head, path);
  r.raw(kMagic.size());
  Header h;
  const auto version = static_cast<std::uint32_t>(r.integer(4));
  if (version != kFormatVersion)
    mismatch(path, "table format", std::to_string(version), std::to_string(kFormatVersion));
  h.spec_hash = r.integer(8);
  for (auto& field : h.fields) {
    const auto length = static_cast<std::size_t>(r.integer(4));
    if (length > kMaxHeaderText)
      corrupt(path, "a header field is " + std::to_string(length) + " bytes long");
    field = std::string(r.raw(length));
  }
  h.symmetries = static_cast<std::size_t>(r.integer(4));
  h.count = r.integer(8);
  h.bits = static_cast<int>(r.integer(1));
  h.length = r.at();
  if (h.bits < 1 || h.bits > 16 || h.count > (file_size - h.length) * 8)
    corrupt(path, "its entry count or width is wrong");
  const std::uint64_t expected =
      h.length + (h.count * static_cast<std::uint64_t>(h.bits) + 7) / 8 + 8;
  if (file_size != expected)
    corrupt(path, "it is " + std::to_string(file_size) + " bytes long; its header says " +
                      std::to_string(expected));
  return h;
}

}  // namespace

Table load_table(const std::string& path, const model::CompiledRules& rules,
                 const Material& material, const TableIdentity& identity) {
  // Size and header first: the whole file is read only once its header says how long it must be.
  const std::uint64_t size = regular_file_size(path);
  std::ifstream in(path, std::ios::binary);
  if (!in) throw UserError(input_error("cannot read table file " + path));
  std::string head(static_cast<std::size_t>(std::min<std::uint64_t>(size, kMaxHeader)), '\0');
  in.read(head.data(), static_cast<std::streamsize>(head.size()));
  if (!in) throw UserError(input_error("cannot read table file " + path));
  read_header(head, size, path);
  const std::size_t read = head.size();
  std::string data = std::move(head);
  data.resize(static_cast<std::size_t>(size));
  in.read(data.data() + read, static_cast<std::streamsize>(size - read));
  if (!in) throw UserError(input_error("cannot read table file " + path));
  return load_table_bytes(data, path, rules, material, identity);
}

Table load_table_bytes(const std::string& data, const std::string& path,
                       const model::CompiledRules& rules, const Material& material,
                       const TableIdentity& identity) {
  const Header h =
      read_header(data.substr(0, std::min(data.size(), kMaxHeader)), data.size(), path);
  Fnv1a sum;
  sum.add(data.data(), data.size() - 8);
  Reader tail(data, path);
  tail.raw(data.size() - 8);
  if (tail.integer(8) != sum.value()) corrupt(path, "its checksum does not match");

  const std::string& variant = h.fields[0];
  if (variant != identity.variant) mismatch(path, "variant", variant, identity.variant);
  if (h.spec_hash != identity.spec_hash)
    throw UserError(input_error("table file " + path + " was built from another text of the spec " +
                                variant + " (the spec file has changed since); build it again"));
  if (h.fields[1] != identity.options) mismatch(path, "options", h.fields[1], identity.options);
  if (h.fields[2] != material.name(rules))
    mismatch(path, "material", h.fields[2], material.name(rules));
  TableIndex index(rules, material);
  if (h.symmetries != index.symmetries().size())
    mismatch(path, "a fold by symmetries numbering", std::to_string(h.symmetries),
             std::to_string(index.symmetries().size()));
  if (h.count != index.size()) corrupt(path, "its size does not match its material");
  const std::string_view packed(data.data() + h.length,
                                static_cast<std::size_t>(data.size() - h.length - 8));
  return Table(std::move(index), unpack(packed, h.count, h.bits));
}

}  // namespace arbiter::solver::tablebase
