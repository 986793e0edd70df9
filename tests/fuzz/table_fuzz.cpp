// Fuzz target: a table file's bytes read by the table loader as chess tables of small material
// (KvK, KNvK, KQvK, KRvK, KPvK), once as given and once with the checksum at its end made right,
// so mutations reach the header and the packed codes behind it. UserError is the expected answer
// to a bad file; a crash, a sanitizer report, a hang or any other exception is a finding.
#include <cstddef>
#include <cstdint>
#include <string>
#include <vector>

#include "model/diagnostic.h"
#include "solver/tablebase/checksum.h"
#include "solver/tablebase/material.h"
#include "solver/tablebase/store.h"
#include "solver/tablebase/table.h"
#include "tests/fuzz/fuzz_support.h"

namespace {

namespace tb = arbiter::solver::tablebase;

struct Setting {
  std::shared_ptr<const arbiter::model::CompiledRules> rules;
  tb::TableIdentity identity;
  std::vector<tb::Material> materials;
};

// Chess as `arbiter tb build chess` names its tables: the spec text's hash, default options.
const Setting& setting() {
  static const Setting s = [] {
    Setting out;
    out.rules = arbiter::fuzz::compile_bundled("chess");
    out.identity = tb::identify(*out.rules, tb::fnv1a(arbiter::fuzz::bundled_spec_text("chess")));
    for (const char* m : {"KvK", "KNvK", "KQvK", "KRvK", "KPvK"})
      out.materials.push_back(tb::Material::parse(*out.rules, m));
    return out;
  }();
  return s;
}

void load(const std::string& bytes) {
  const Setting& s = setting();
  for (const tb::Material& material : s.materials) {
    try {
      (void)tb::load_table_bytes(bytes, "fuzz.arbtb", *s.rules, material, s.identity);
    } catch (const arbiter::UserError&) {
    }
  }
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  std::string bytes(reinterpret_cast<const char*>(data), size);
  load(bytes);
  if (bytes.size() < 8) return 0;
  tb::Fnv1a sum;
  sum.add(bytes.data(), bytes.size() - 8);
  for (int i = 0; i < 8; ++i)
    bytes[bytes.size() - 8 + static_cast<std::size_t>(i)] =
        static_cast<char>((sum.value() >> (8 * i)) & 0xFF);
  load(bytes);
  return 0;
}
