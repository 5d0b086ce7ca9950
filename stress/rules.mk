# Description: Make rules of the stress test (issue 3), included by the top-level Makefile,
#  which provides $(BUILD), $(CXX), the targets solve and catch2, and $(BUILD)/catch_main.o.
# Usage: make stress [N=1000] [SEED=1] [SOLVER=./solve] [TIMEOUT=2]
#          cross-checks SOLVER (any shell command) against the brute force on N generated inputs
#        make test-stress    the stress stages of make test: a short stress of SOLVER, the
#          broken solvers of tests/stress/ (each must be caught), the unit tests of the tools
# Time: make test-stress takes about 15 s once built.
# Status: run by make test
STRESS_CXXFLAGS := -O2 -std=c++11 -Wall -Wextra -Werror
STRESS_HEADERS := $(wildcard stress/*.h)
STRESS_TOOLS := $(BUILD)/gen $(BUILD)/brute $(BUILD)/check
STRESS_BROKEN := $(BUILD)/broken/no_box $(BUILD)/broken/none_if_many $(BUILD)/broken/rows_only
N ?= 1000
SEED ?= 1
SOLVER ?= ./solve
TIMEOUT ?= 2

.PHONY: stress test-stress

$(STRESS_TOOLS): $(BUILD)/%: stress/%.cpp $(STRESS_HEADERS)
	@mkdir -p $(@D)
	$(CXX) $(STRESS_CXXFLAGS) -o $@ $<

$(STRESS_BROKEN): $(BUILD)/broken/%: tests/stress/%.cpp $(STRESS_HEADERS)
	@mkdir -p $(@D)
	$(CXX) $(STRESS_CXXFLAGS) -o $@ $<

$(BUILD)/stress_tests: tests/stress/stress_tests.cpp $(STRESS_HEADERS) $(BUILD)/catch_main.o | catch2
	$(CXX) $(STRESS_CXXFLAGS) -o $@ $< $(BUILD)/catch_main.o

stress: solve $(STRESS_TOOLS) ## cross-check SOLVER (default ./solve) against brute force: N=1000 SEED=1
	BUILD=$(BUILD) stress/stress.sh -n $(N) -s $(SEED) -t $(TIMEOUT) '$(subst ','\'',$(SOLVER))'

test-stress: solve $(STRESS_TOOLS) $(STRESS_BROKEN) $(BUILD)/stress_tests
	@BUILD=$(BUILD) tests/stage.sh stress stress/stress.sh -n 300 -s 1 -t $(TIMEOUT) '$(subst ','\'',$(SOLVER))'
	@BUILD=$(BUILD) tests/stage.sh stress-broken tests/stress/broken.sh
	@tests/stage.sh stress-unit $(BUILD)/stress_tests
