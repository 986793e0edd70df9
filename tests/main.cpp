// The Catch2 test runner for every test file of arbiter.
#define CATCH_CONFIG_MAIN
#include <catch2/catch.hpp>
