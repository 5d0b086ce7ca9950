// Text helpers the stress-tool tests share (tests/stress/*_tests.cpp).
#pragma once
#include <doctest/doctest.h>
#include <fstream>
#include <sstream>
#include <string>

// The whole file at path, bytes as they are ("" when it cannot be read).
inline std::string readFile(const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  std::stringstream s;
  s << in.rdbuf();
  return s.str();
}

// s with the first `from` replaced by `to`; the test stops if s has no `from`.
inline std::string replaceFirst(std::string s, const std::string& from, const std::string& to) {
  size_t at = s.find(from);
  REQUIRE(at != std::string::npos);
  return s.replace(at, from.size(), to);
}
