// The fuzz targets without libFuzzer: each input file named on the command line (a folder stands
// for the files in it) is read and handed to the target's LLVMFuzzerTestOneInput once, in the
// order of their names. Every build that is not a fuzz build links the targets with this main, so
// the seed corpus is a regression test of the readers in the release and sanitizer runs alike
// (tests/fuzz/CMakeLists.txt), with no clang needed. A crash, a sanitizer report or an escaped
// exception fails the run, as it would under libFuzzer; the file being replayed is printed first.
#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <filesystem>
#include <fstream>
#include <iostream>
#include <iterator>
#include <string>
#include <vector>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size);

namespace {

std::vector<std::filesystem::path> inputs_of(const std::filesystem::path& named) {
  std::vector<std::filesystem::path> files;
  if (std::filesystem::is_directory(named)) {
    for (const auto& entry : std::filesystem::directory_iterator(named))
      if (entry.is_regular_file()) files.push_back(entry.path());
    std::sort(files.begin(), files.end());
  } else {
    files.push_back(named);
  }
  return files;
}

}  // namespace

int main(int argc, char** argv) {
  if (argc < 2) {
    std::cerr << "usage: " << argv[0] << " FILE_OR_FOLDER...\n";
    return 2;
  }
  std::size_t replayed = 0;
  for (int i = 1; i < argc; ++i) {
    if (!std::filesystem::exists(argv[i])) {
      std::cerr << argv[i] << ": no such file or folder\n";
      return 2;
    }
    for (const auto& file : inputs_of(argv[i])) {
      std::ifstream in(file, std::ios::binary);
      const std::string bytes{std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>()};
      std::cerr << "replay " << file.string() << '\n';
      LLVMFuzzerTestOneInput(reinterpret_cast<const std::uint8_t*>(bytes.data()), bytes.size());
      ++replayed;
    }
  }
  std::cout << "replayed " << replayed << " inputs without a finding\n";
  return 0;
}
