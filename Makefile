# sudoku-kit: `make help` lists the targets.
CXX      ?= g++
CXXFLAGS ?= -O2 -Wall -Wextra
BUILD    := build
PUZZLES  ?= ../shared/puzzles
TEST_CXXFLAGS := -O2 -g -std=c++17 -Wall -Wextra -Werror
SAN_CXX  := clang++
SAN_FLAGS := -O1 -g -fsanitize=address,undefined -fno-sanitize-recover=all -fno-omit-frame-pointer
CATCH_HPP := /usr/include/catch2/catch.hpp
export PUZZLES

.PHONY: all run test help clean catch2 test-unit test-samples test-sanitize
.DEFAULT_GOAL := all

all: solve ## build ./solve as judges do (g++ -O2)

solve: solve.cpp
	$(CXX) $(CXXFLAGS) -o $@ $<

run: solve ## solve samples/sample-1.in (AcWing 1613)
	./solve < samples/sample-1.in

help: ## list the targets
	@grep -hE '^[a-z-]+:.*## ' $(MAKEFILE_LIST) | sed 's/:.*## /\t/' | expand -t 16

clean: ## remove everything built
	rm -rf $(BUILD) solve

$(BUILD):
	mkdir -p $@

# Catch2 comes from Debian's package; its main is compiled once per compiler.
catch2: ## install Catch2 (Debian's catch2) where it is missing
	@tests/need.sh $(CATCH_HPP) catch2

$(BUILD)/catch_main.o: tests/catch_main.cpp | catch2 $(BUILD)
	$(CXX) $(TEST_CXXFLAGS) -c -o $@ $<

$(BUILD)/unit_tests: tests/test_solve.cpp solve.cpp $(BUILD)/catch_main.o | catch2
	$(CXX) $(TEST_CXXFLAGS) -o $@ tests/test_solve.cpp $(BUILD)/catch_main.o

# The same tests and the solver again, under AddressSanitizer and UBSan.
$(BUILD)/san/catch_main.o: tests/catch_main.cpp | catch2
	@mkdir -p $(@D)
	$(SAN_CXX) $(TEST_CXXFLAGS) $(SAN_FLAGS) -c -o $@ $<

$(BUILD)/san/unit_tests: tests/test_solve.cpp solve.cpp $(BUILD)/san/catch_main.o
	$(SAN_CXX) $(TEST_CXXFLAGS) $(SAN_FLAGS) -o $@ tests/test_solve.cpp $(BUILD)/san/catch_main.o

$(BUILD)/san/solve: solve.cpp
	@mkdir -p $(@D)
	$(SAN_CXX) $(SAN_FLAGS) -Wall -Wextra -Werror -o $@ $<

test-unit: $(BUILD)/unit_tests solve
	@tests/stage.sh unit $(BUILD)/unit_tests

test-samples: solve
	@tests/stage.sh samples tests/samples.sh ./solve

test-sanitize: $(BUILD)/san/unit_tests $(BUILD)/san/solve
	@tests/stage.sh unit-asan $(BUILD)/san/unit_tests
	@tests/stage.sh samples-asan tests/samples.sh $(BUILD)/san/solve

-include stress/rules.mk

test: ## run every test stage, then the summary line "tests: N passed, M failed"
	@rm -rf $(BUILD)/results
	@$(MAKE) --no-print-directory test-unit test-samples test-sanitize test-stress
	@tests/summary.sh
