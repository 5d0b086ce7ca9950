# sudoku-kit: `make help` lists the targets.
CXX      ?= g++
CXXFLAGS ?= -O2 -Wall -Wextra
BUILD    := build
PUZZLES  ?= ../shared/puzzles
TEST_CXXFLAGS := -O2 -g -std=c++17 -Wall -Wextra -Werror
SAN_CXX  := clang++
# -gline-tables-only: a sanitizer's report keeps its files and lines, and the builds take 15% less
# (fuzz_check: 6.5 -> 5.5 s of CPU).
SAN_FLAGS := -O1 -gline-tables-only -fsanitize=address,undefined -fno-sanitize-recover=all -fno-omit-frame-pointer
# Sanitized programs linked by lld: 0.09 s of CPU a judge's file against 0.21 s by GNU ld, which
# spends that on the sanitizers' static runtimes (73 such files in make test).
SAN_LD   := -fuse-ld=lld
DOCTEST_H := /usr/include/doctest/doctest.h
TOML_H   := /usr/include/toml++/toml.h
LIB_PARTS := $(wildcard lib/*/*.h)
export PUZZLES

include stress/rules.mk

.PHONY: tables hack-set test-sudoku-judge all run design test-design test-choice test help clean doctest toml submit unsolvable-data minimal16-data fuzz-check test-fuzz-check fuzz-walls test-fuzz-walls fuzz-alphabet test-fuzz-alphabet test-unit test-samples test-memory test-unsolvable test-sanitize test-portability test-fuzz clang-tools fuzz bench others
.DEFAULT_GOAL := all

all: solve $(BUILD)/sudoku $(JUDGE_PROGRAMS) $(BUILD)/sudoku-judges/aliases.txt ## build ./solve (solve.cpp, the design's program) and build/sudoku (the kit's universal solver, with --judge ID for every judge), as judges do (g++ -O2)

solve: solve.cpp
	$(CXX) $(CXXFLAGS) -o $@ $<

run: solve ## build ./solve and solve samples/acwing-1613/sample-1.in (AcWing 1613)
	./solve < samples/acwing-1613/sample-1.in

# solve.cpp is AcWing 1613's file from lib/'s parts under a header of its own (tests/design.sh checks).
design: $(BUILD)/submit/acwing-1613.cpp ## rewrite solve.cpp from lib/'s parts (after an edit of lib/plain, lib/read or lib/print)
	@{ sed '/^ \*\//q' solve.cpp; sed '1,/^ \*\//d' $<; } > $(BUILD)/solve.cpp.new && mv $(BUILD)/solve.cpp.new solve.cpp
	@echo "wrote solve.cpp ($$(wc -l < solve.cpp) lines, $$(wc -c < solve.cpp) bytes)"

test-design: solve $(BUILD)/submit/acwing-1613.cpp $(STRESS_TOOLS)
	@BUILD=$(BUILD) tests/stage.sh design tests/design.sh ./solve $(BUILD)/submit/acwing-1613.cpp

# The kit's universal solver: every format and size it reads, the fast engine, bundled from lib/
# as a judge's file is (bundle/expander.cpp); without its main, for the unit tests and the fuzzer.
# BUNDLE, then the parts of lib/ (and any swaps): the recipe of a bundle, as build/expander takes it.
BUNDLE = $(BUILD)/expander --bundle lib
$(BUILD)/sudoku.cpp: $(LIB_PARTS) $(BUILD)/expander
	$(BUNDLE) universal/input.h universal/main.h > $@

$(BUILD)/sudoku_lib.cpp: $(LIB_PARTS) $(BUILD)/expander
	$(BUNDLE) universal/input.h > $@

# The fast engine with the rule BEST_SCORE, for the unit tests (tests/best_score_lib.cpp).
$(BUILD)/best_score.cpp: $(LIB_PARTS) $(BUILD)/expander
	$(BUNDLE) --swap fast/first_found.h=fast/best_found.h rules/best_score.h > $@

$(BUILD)/sudoku: $(BUILD)/sudoku.cpp
	$(CXX) $(CXXFLAGS) -o $@ $<

help: ## list the targets
	@grep -hE '^[a-z0-9-]+:.*## ' $(MAKEFILE_LIST) | sed 's/:.*## /\t/' | expand -t 16

clean: ## remove everything built
	rm -rf $(BUILD) solve

$(BUILD):
	mkdir -p $@

# doctest (a Catch2-like test framework that compiles several times faster) comes from Debian's
# package; its main is compiled once.
# In the stages' make, which make test starts after checking the packages (PACKAGES_CHECKED=1),
# doctest, toml and clang-tools are nothing to do: a check still running there holds back every
# stage that waits on it until other stages' jobs end (the sanitizers' stages started last, 1-2 s
# of wall time at the end).
ifdef PACKAGES_CHECKED
doctest toml clang-tools: ;
else
doctest: ## install doctest (Debian's doctest-dev) where it is missing
	@tests/need.sh $(DOCTEST_H) doctest-dev

# toml++ reads the judges' judge.toml files (table/judge.cpp).
toml: ## install toml++ (Debian's libtomlplusplus-dev) where it is missing
	@tests/need.sh $(TOML_H) libtomlplusplus-dev
endif

# doctest's assertions without a try/catch each (an exception ends its test case, reported as
# such; a failed check reports its expression and values as before): tests/stress/judge_tests.cpp
# compiles in 10.5 s of CPU against 14.2 s.
DOCTEST_FLAGS := -DDOCTEST_CONFIG_SUPER_FAST_ASSERTS

# doctest's main holds none of the code under test: built unoptimized, and the sanitized tests
# link the same object (code built without the sanitizers may share their program; clang++ and
# g++ share libstdc++).
DOCTEST_MAIN_FLAGS := $(filter-out -O2 -g,$(TEST_CXXFLAGS)) -O0
$(BUILD)/doctest_main.o: tests/doctest_main.cpp | doctest $(BUILD)
	$(CXX) $(DOCTEST_MAIN_FLAGS) -c -o $@ $<

# The unit tests link against the universal solver built alone (tests/solve_api.h), so that an
# edit of lib/ recompiles that object, not the tests.
$(BUILD)/solve_lib.o: $(BUILD)/sudoku_lib.cpp
	$(CXX) $(TEST_CXXFLAGS) -c -o $@ $<

$(BUILD)/best_score_lib.o: tests/best_score_lib.cpp $(BUILD)/best_score.cpp
	$(CXX) $(TEST_CXXFLAGS) -I$(BUILD) -c -o $@ $<

# The tests themselves unoptimized (the solving is in the objects they call): 1.4 s of CPU to
# compile against 5.6 s at -O2 (and 1.5 s against 5.3 s under the sanitizers), 0.1 s more to run.
UNIT_TEST_FLAGS := $(filter-out -O2,$(TEST_CXXFLAGS)) -O0 $(DOCTEST_FLAGS)
$(BUILD)/unit_tests.o: tests/test_solve.cpp tests/solve_api.h $(STRESS_HEADERS) | doctest $(BUILD)
	$(CXX) $(UNIT_TEST_FLAGS) -c -o $@ $<

$(BUILD)/unit_tests: $(BUILD)/unit_tests.o $(BUILD)/solve_lib.o $(BUILD)/best_score_lib.o $(BUILD)/doctest_main.o
	$(CXX) $(TEST_CXXFLAGS) -o $@ $^

# clang with its sanitizer and libFuzzer runtimes (Debian's clang and libclang-rt-dev).
ifndef PACKAGES_CHECKED
clang-tools: ## install clang and its sanitizer/fuzzer runtimes where missing
	@tests/need.sh /usr/bin/clang++ clang
	@tests/need.sh "$$(clang++ -print-file-name=libclang_rt.fuzzer-x86_64.a)" libclang-rt-dev
	@tests/need.sh /usr/bin/ld.lld lld
endif

# The same tests and the solver again, under AddressSanitizer and UBSan.
$(BUILD)/san/solve_lib.o: $(BUILD)/sudoku_lib.cpp | clang-tools
	@mkdir -p $(@D)
	$(SAN_CXX) $(TEST_CXXFLAGS) $(SAN_FLAGS) -c -o $@ $<

$(BUILD)/san/best_score_lib.o: tests/best_score_lib.cpp $(BUILD)/best_score.cpp | clang-tools
	@mkdir -p $(@D)
	$(SAN_CXX) $(TEST_CXXFLAGS) $(SAN_FLAGS) -I$(BUILD) -c -o $@ $<

$(BUILD)/san/unit_tests.o: tests/test_solve.cpp tests/solve_api.h $(STRESS_HEADERS) | doctest clang-tools
	@mkdir -p $(@D)
	$(SAN_CXX) $(UNIT_TEST_FLAGS) $(SAN_FLAGS:-O1=-O0) -c -o $@ $<

$(BUILD)/san/unit_tests: $(BUILD)/san/unit_tests.o $(BUILD)/san/solve_lib.o $(BUILD)/san/best_score_lib.o $(BUILD)/doctest_main.o
	$(SAN_CXX) $(TEST_CXXFLAGS) $(SAN_FLAGS) $(SAN_LD) -o $@ $^

# A judge's file as a program: alone, as the strictest compiler builds it (C++98, -pedantic); or a
# LeetCode class (layout leetcode) as LeetCode builds it, after its preamble, in one translation
# unit with stress/leetcode/main.cpp, which calls isValidSudoku where the rule is VERIFY, else
# solveSudoku. $(1): the judge, $(2): its file; the layout and rule are read as the recipe runs.
LEETCODE_DRIVER := stress/leetcode/preamble.h stress/leetcode/main.cpp
program_of = $(if $(filter leetcode,$(shell $(BUILD)/judges $(1) layout)),-std=c++20 -include stress/leetcode/preamble.h -include $(2) stress/leetcode/main.cpp$(if $(filter VERIFY,$(shell $(BUILD)/judges $(1) answer)), -DLEETCODE_VERIFY),-std=c++98 -pedantic $(2))

# Each judge's file under the sanitizers, for its samples: unoptimized, as the samples are small
# and a build per judge at -O1 would cost more than they run.
SAN_SUBMITS := $(SUBMITS:$(BUILD)/submit/%=$(BUILD)/san/submit/%)
$(SAN_SUBMITS): $(BUILD)/san/submit/%: $(BUILD)/submit/%.cpp $(LEETCODE_DRIVER) | clang-tools $(BUILD)/judges
	@mkdir -p $(@D)
	$(SAN_CXX) $(SAN_FLAGS:-O1=-O0) $(SAN_LD) -Wall -Wextra -Werror $(call program_of,$*,$<) -o $@

test-unit: $(BUILD)/unit_tests
	@tests/stage.sh unit $(BUILD)/unit_tests

# The choice of each judge's solver: a plain or terse judge's file hacked within a quarter of its limit
# (tests/choice.sh), again only when that file, the hack's tools or its puzzles change.
CHOICES := $(SUBMITS:$(BUILD)/submit/%=$(BUILD)/choice/%.log)
$(CHOICES): $(BUILD)/choice/%.log: $(BUILD)/submit/% $(STRESS_TOOLS) stress/hack.sh stress/run.sh tests/choice.sh $(HACK_POOL)
	@mkdir -p $(@D)
	@BUILD=$(BUILD) tests/choice.sh $* > $@

test-choice: $(CHOICES)
	@tests/stage.sh choice tests/choice.sh $(CHOICES)

# The kit's own files, which it trusts, run without the sandbox (as in the stages choice and
# judge-files; docs/testing.md says why): 10 ms of CPU less a run.
test-samples: $(SUBMITS) $(BUILD)/check $(BUILD)/judges $(BUILD)/runner $(BUILD)/show
	@SANDBOX=0 tests/stage.sh samples stress/samples.sh '$(BUILD)/submit/{judge}'

test-memory: $(BUILD)/sudoku
	@tests/need.sh /usr/bin/time time
	@tests/stage.sh memory tests/memory.sh $(BUILD)/sudoku

test-sanitize: $(BUILD)/san/unit_tests $(SAN_SUBMITS) $(BUILD)/check $(BUILD)/judges $(BUILD)/runner $(BUILD)/show
	@tests/stage.sh unit-asan $(BUILD)/san/unit_tests
	@SANDBOX=0 tests/stage.sh samples-asan stress/samples.sh '$(BUILD)/san/submit/{judge}'

# The file to paste for one judge: the parts of lib/ it needs, bundled under a header with a
# main() from the judge's row by build/expander (bundle/submit.sh), and built into a program as
# program_of says (above), warnings as errors.
.PRECIOUS: $(BUILD)/submit/%.cpp
$(BUILD)/submit/%.cpp: $(LIB_PARTS) $(JUDGES_DIR)/%/judge.toml bundle/submit.sh $(BUILD)/expander $(BUILD)/judges $(BUILD)/compact
	@mkdir -p $(@D)
	@BUILD=$(BUILD) bundle/submit.sh $* $@

$(BUILD)/compact: bundle/compact.cpp | $(BUILD)
	$(CXX) -O2 -std=c++17 -Wall -Wextra -Werror -o $@ $<

# The command that builds judge $(1)'s file $(2) into the program $(3), as the judge builds it.
build_program = $(CXX) -O2 -Wall -Wextra -Werror $(call program_of,$(1),$(2)) -o $(3)
$(BUILD)/submit/%: $(BUILD)/submit/%.cpp $(LEETCODE_DRIVER) | $(BUILD)/judges
	$(call build_program,$*,$<,$@)

# build/sudoku --judge ID runs build/sudoku-judges/ID: judge ID's file bundled with the fast engine
# whole, whatever its own solver (build/expander --fast), and built as its file is (program_of:
# LeetCode's class with the kit's driver). One program a judge, each rebuilt alone.
.PRECIOUS: $(BUILD)/sudoku-judges/%.cpp
$(BUILD)/sudoku-judges/%.cpp: $(LIB_PARTS) $(JUDGES_DIR)/%/judge.toml $(BUILD)/expander
	@mkdir -p $(@D)
	@$(BUILD)/expander $* --parts lib --fast > $@.tmp && mv $@.tmp $@

# An alias (a re-host's id: judge.toml's aliases) is a link to its judge's program.
$(BUILD)/sudoku-judges/aliases.txt: $(wildcard $(JUDGES_DIR)/*/judge.toml) | $(BUILD)/judges
	@mkdir -p $(@D)
	@$(BUILD)/judges --aliases > $@.tmp && while read -r alias id; do ln -sfn $$id $(@D)/$$alias; done < $@.tmp && mv $@.tmp $@

# Where the judge's own file is this one (its solver is the fast engine, or its rule solves
# nothing: 25 judges) and already built, its program is copied rather than built again.
$(JUDGE_PROGRAMS): $(BUILD)/sudoku-judges/%: $(BUILD)/sudoku-judges/%.cpp $(LEETCODE_DRIVER) | $(BUILD)/judges
	@if cmp -s $< $(BUILD)/submit/$*.cpp && [ $(BUILD)/submit/$* -nt $(BUILD)/submit/$*.cpp ]; then cp $(BUILD)/submit/$* $@; \
	else echo "$(call build_program,$*,$<,$@)"; $(call build_program,$*,$<,$@); fi

# build/sudoku --judge ID against each judge's file (tests/stress/sudoku_judge.sh), again only
# when a program it runs or compares changes (8 s of CPU).
$(BUILD)/sudoku-judge.log: $(JUDGE_PROGRAMS) $(BUILD)/sudoku-judges/aliases.txt $(SUBMITS) $(BUILD)/sudoku $(STRESS_TOOLS) tests/stress/sudoku_judge.sh stress/samples.sh stress/run.sh docs/judges.md
	@BUILD=$(BUILD) tests/stress/sudoku_judge.sh > $@.tmp 2>&1; mv $@.tmp $@

test-sudoku-judge: $(BUILD)/sudoku-judge.log
	@tests/stage.sh sudoku-judge cat $<

tables: $(BUILD)/judges $(SUBMITS) ## rewrite the tables of judges in docs/judges.md and README.md (after an edit of samples/*/judge.toml or a judge's file)
	@table/tables.sh docs/judges.md $(BUILD)/judges --markdown
	@table/tables.sh README.md $(BUILD)/judges --readme $(BUILD)/submit

submit: $(BUILD)/judges ## write build/submit/JUDGE.cpp, the file to paste for JUDGE=id (make judges lists the ids)
	@[ -n "$(JUDGE)" ] || { echo "make submit JUDGE=id: which judge? (make judges lists them)" >&2; exit 2; }
	@$(BUILD)/judges $(JUDGE) answer > /dev/null
	@$(MAKE) --no-print-directory $(BUILD)/submit/$(JUDGE)
	@echo "wrote $(BUILD)/submit/$(JUDGE).cpp ($$(wc -c < $(BUILD)/submit/$(JUDGE).cpp) bytes, rule $$($(BUILD)/judges $(JUDGE) answer), solver $$($(BUILD)/judges $(JUDGE) solver)): paste it into $(JUDGE)"

# g++ and clang++ at every standard, each a target of its own, so they build in parallel and
# only when their source changed: the engine (sudoku-*) and the design's program (solve-*).
# Optimized (-O2, whose flow analysis warns of more) at C++17 alone: what a standard allows does
# not depend on it, and the engine builds in 0.3 s at -O0 against 1.2 s (8 builds: 7 s of CPU).
STANDARDS := $(foreach cxx,g++ clang++,$(foreach std,c++98 c++11 c++14 c++17 c++20,$(cxx)-$(std)))
PORTABILITY := $(STANDARDS:%=$(BUILD)/portability/sudoku-%) $(STANDARDS:%=$(BUILD)/portability/solve-%)
portable = $(word 1,$(subst -, ,$*)) -std=$(word 2,$(subst -, ,$*)) $(if $(filter c++17,$(word 2,$(subst -, ,$*))),-O2,-O0) -Wall -Wextra -pedantic -Werror -o $@ $<
$(BUILD)/portability/sudoku-%: $(BUILD)/sudoku.cpp | clang-tools
	@mkdir -p $(@D)
	$(portable)

$(BUILD)/portability/solve-%: solve.cpp | clang-tools
	@mkdir -p $(@D)
	$(portable)

test-portability: $(PORTABILITY) $(BUILD)/sudoku
	@tests/stage.sh portability tests/portability.sh $(BUILD)

# Hard unsolvable puzzles: the generator takes seconds for each, so they are made once, by
# `make unsolvable-data`, and committed. The stage checks that the generator still makes the
# first two; that check depends only on the generator and the file, so it is redone only when
# one of them changes.
UNSOLVABLE := tests/data/unsolvable.txt
unsolvable-data: $(BUILD)/gen ## remake tests/data/unsolvable.txt (about 2 minutes)
	$(BUILD)/gen 1 --kind unsolvable --puzzles 20 --layout line > $(UNSOLVABLE)

# Minimal 16x16 puzzles (about 95 givens of 256, each a few tenths of a second to make): the
# hack set of the 16x16 judges and a set of make bench. One a line, letters A-P, '-' blank.
MINIMAL16 := tests/data/minimal16.txt
minimal16-data: $(BUILD)/gen ## remake tests/data/minimal16.txt (100 minimal 16x16 puzzles, about 3 minutes)
	{ echo "# 100 minimal 16x16 puzzles: build/gen 1 --judge poj-3076 --size 10 --puzzles 100, one a line"; \
	  $(BUILD)/gen 1 --judge poj-3076 --size 10 --puzzles 100 | grep -E '^[A-P-]{16}$$' | paste -d '' - - - - - - - - - - - - - - - -; } > $(MINIMAL16)

# The 9x9 hack set (make hack's pool beside tests/famous.txt and the unsolvable puzzles): the 160
# puzzles of the public sets in PUZZLES hardest for the plain DFS, the terse and the fast engine,
# by their counts of moves, guesses and nodes (tests/data/select_hack.sh), committed so that a
# fresh clone hacks what CI hacks. tests/data/HACK-SOURCES.md: where the sets come from.
hack-set: $(BUILD)/bench_plain $(BUILD)/bench_counts $(BUILD)/bench_counts-TERSE ## remake tests/data/hack9.txt, make hack's 9x9 puzzles, from the public sets in PUZZLES (about a minute)
	@BUILD=$(BUILD) tests/data/select_hack.sh

$(BUILD)/unsolvable-regenerated.log: $(UNSOLVABLE) $(BUILD)/gen
	tests/regenerated.sh $(UNSOLVABLE) 1 "$(BUILD)/gen 1 --kind unsolvable --layout line --puzzles" > $@ 2>&1

test-unsolvable: $(BUILD)/sudoku $(BUILD)/dlx $(BUILD)/check $(BUILD)/unsolvable-regenerated.log
	@tests/stage.sh unsolvable tests/unsolvable.sh $(BUILD)/sudoku $(UNSOLVABLE) $(BUILD)/unsolvable-regenerated.log

# Speed: whole-process medians, machine-independent counts, peak memory; DATA="file ..." to choose.
# bench_counts times the rule FIRST (and VERIFY with --verify); bench_counts-SMALLEST, -UNIQUE and
# -COUNT those rules' answers; bench_counts-JIGSAW jigsaws (HDU 4069's format).
# Each is the engine bundled with make bench's counters (STAT), its rule and geometry, as
# $(BUILD)/bench/NAME/bench_sudoku.cpp, which bench/counts.cpp includes.
BENCH_RECIPE_FIRST := fast/solve_any_size.h rules/first.h
BENCH_RECIPE_SMALLEST := fast/solve_any_size.h rules/smallest.h
BENCH_RECIPE_UNIQUE := fast/solve_any_size.h rules/unique.h
BENCH_RECIPE_COUNT := fast/solve_any_size.h rules/count.h
BENCH_RECIPE_JIGSAW := --swap fast/square.h=fast/jigsaw.h --swap fast/chutes.h=fast/crossings.h fast/solve_any_size.h rules/first.h
# The terse engine, as a terse 9x9 judge's file holds it (bundle/expander.cpp, partsOf): no locked
# candidates, the tie-break in one plain loop; for make hack-set's ranking (9x9 alone).
BENCH_RECIPE_TERSE := --swap fast/bits.h=fast/bits_terse.h --swap fast/place.h=fast/place_terse.h --swap fast/tie_break.h=fast/tie_break_terse.h \
  --swap fast/deduce.h=fast/deduce_singles.h --swap fast/narrower_digit.h=fast/cell_choices.h fast/solve_any_size.h rules/first.h
.PRECIOUS: $(BUILD)/bench/%/bench_sudoku.cpp
$(BUILD)/bench/%/bench_sudoku.cpp: $(LIB_PARTS) $(BUILD)/expander
	@mkdir -p $(@D)
	$(BUNDLE) --stats $(BENCH_RECIPE_$*) > $@

$(BUILD)/bench_counts: $(BUILD)/bench_counts-FIRST
	cp $< $@

# The design's DFS (lib/plain/dfs.h), timed alone on the same sets.
$(BUILD)/bench_plain: bench/plain.cpp lib/plain/dfs.h | $(BUILD)
	$(CXX) -O2 -std=c++11 -Wall -Wextra -Werror -o $@ $<

$(BUILD)/bench_counts-%: bench/counts.cpp $(BUILD)/bench/%/bench_sudoku.cpp $(STRESS_HEADERS)
	$(CXX) -O2 -std=c++11 -Wall -Wextra -Werror -I$(BUILD)/bench/$* $(if $(filter JIGSAW,$*),-DJIGSAW_BENCH) -o $@ $<

bench: $(BUILD)/sudoku $(BUILD)/bench_plain $(BUILD)/bench_counts $(BUILD)/bench_counts-SMALLEST $(BUILD)/bench_counts-UNIQUE $(BUILD)/bench_counts-COUNT $(BUILD)/bench_counts-JIGSAW $(BUILD)/brute $(BUILD)/gen $(BUILD)/submit/poj-3435 $(BUILD)/submit/uva-13115 ## time build/sudoku and the design's DFS on the puzzle sets, and each answer rule beside the first (DATA="file ..." to choose)
	@tests/need.sh /usr/bin/time time
	@bench/bench.sh $(DATA)

# The side-by-side table: the engine inside tdoku's run_benchmark, beside tdoku, jsolve, fsss and
# fsss2, every solver with the same harness and flags (a scratch copy of TDOKU, never committed).
ROUNDS ?= 7
others: ## time the engine beside tdoku, jsolve, fsss, fsss2 in tdoku's own harness (TDOKU=checkout, after make bench)
	@[ -n "$(TDOKU)" ] || { echo "make others: set TDOKU to a checkout of github.com/t-dillon/tdoku" >&2; exit 2; }
	@bench/others.sh "$(TDOKU)" $(ROUNDS)

# libFuzzer over the read-solve-print path, checking properties of what is printed.
SECONDS ?= 60
FUZZ_SECONDS ?= 2
FUZZ_FLAGS := -std=c++17 -O1 -gline-tables-only -fsanitize=fuzzer,address,undefined -fno-sanitize-recover=all -Wall -Wextra -Werror $(SAN_LD)
$(BUILD)/fuzz_solve: fuzz/fuzz_solve.cpp fuzz/property.h $(BUILD)/sudoku_lib.cpp $(STRESS_HEADERS) | clang-tools $(BUILD)
	$(SAN_CXX) $(FUZZ_FLAGS) -I$(BUILD) -o $@ $<

fuzz: $(BUILD)/fuzz_solve ## fuzz the engine (build/sudoku's read-solve-print path) for SECONDS (default 60); failures land in fuzz/regressions/solve/
	@fuzz/run.sh $< $(SECONDS)

# libFuzzer over the checkers: arbitrary outputs, judged as every judge judges. The table's loader
# is the tools' (uninstrumented: it reads the judge folders once, before any fuzzing, and
# instrumenting it cost 3 s of CPU to compile).
# The checkers' code (stress/judge_io.cpp, 15-20 s of CPU to compile so) is an object of its
# own, compiled beside the target's main file.
$(BUILD)/fuzz_check: fuzz/fuzz_check.cpp fuzz/property.h $(STRESS_HEADERS) $(BUILD)/fuzz/judge_io.o $(BUILD)/judge_table.o | clang-tools $(BUILD)
	$(SAN_CXX) $(FUZZ_FLAGS) -o $@ $< $(BUILD)/fuzz/judge_io.o $(JUDGE_TABLE)

$(BUILD)/fuzz/judge_io.o: stress/judge_io.cpp $(STRESS_HEADERS) | clang-tools
	@mkdir -p $(@D)
	$(SAN_CXX) $(filter-out $(SAN_LD),$(FUZZ_FLAGS)) -c -o $@ $<

fuzz-check: $(BUILD)/fuzz_check ## fuzz the checkers for SECONDS (default 60); failures land in fuzz/regressions/check/
	@fuzz/run.sh $< $(SECONDS)

# libFuzzer over judges' own files, in process (fuzz/judge_file.h): the jigsaw's (HDU 4069: its
# reader of walls) and HDU 3909's (its size lines, cells 1-9 then A-G, and MINIMAL). As main(),
# a file's main may end without a return: -fno-strict-return and no return check for that one.
# (fuzz_walls unoptimized: 1.1 s of CPU to build against 3.3 s, and its second of fuzzing and
# regressions take the same; the others' seed corpora run 2-3 s longer so.)
$(BUILD)/fuzz_walls: fuzz/fuzz_walls.cpp fuzz/judge_file.h fuzz/property.h $(BUILD)/submit/hdu-4069.cpp | clang-tools $(BUILD)
	$(SAN_CXX) $(FUZZ_FLAGS) -O0 -fno-strict-return -fno-sanitize=return -o $@ $<

$(BUILD)/fuzz_alphabet: fuzz/fuzz_alphabet.cpp fuzz/judge_file.h fuzz/property.h $(BUILD)/submit/hdu-3909.cpp | clang-tools $(BUILD)
	$(SAN_CXX) $(FUZZ_FLAGS) -fno-strict-return -fno-sanitize=return -o $@ $<

fuzz-walls: $(BUILD)/fuzz_walls ## fuzz the jigsaw judge's file (its reader of walls) for SECONDS (default 60); failures land in fuzz/regressions/walls/
	@fuzz/run.sh $< $(SECONDS)

fuzz-alphabet: $(BUILD)/fuzz_alphabet ## fuzz HDU 3909's file (size lines, cells 1-9 then A-G) for SECONDS (default 60); failures land in fuzz/regressions/alphabet/
	@fuzz/run.sh $< $(SECONDS)

test-fuzz: $(BUILD)/fuzz_solve
	@tests/stage.sh fuzz fuzz/run.sh --fresh $< $(FUZZ_SECONDS)

FUZZ_CHECK_SECONDS ?= 1
test-fuzz-check: $(BUILD)/fuzz_check
	@tests/stage.sh fuzz-check fuzz/run.sh --fresh $< $(FUZZ_CHECK_SECONDS)

FUZZ_WALLS_SECONDS ?= 1
test-fuzz-walls: $(BUILD)/fuzz_walls
	@tests/stage.sh fuzz-walls fuzz/run.sh --fresh $< $(FUZZ_WALLS_SECONDS)

FUZZ_ALPHABET_SECONDS ?= 1
test-fuzz-alphabet: $(BUILD)/fuzz_alphabet
	@tests/stage.sh fuzz-alphabet fuzz/run.sh --fresh $< $(FUZZ_ALPHABET_SECONDS)


# The stages as the summary lists them. They run JOBS at a time (default: three per core, as
# several stages wait on time limits, sleeps and sandboxes much of the time), with the builds they
# need, started in the order of STAGE_TARGETS: the contestants' solutions first (judge-languages,
# judge-kotlin and judges need the tools alone, and on a fresh clone their compilers make them
# the longest stages: the languages were 135 s of one stage, last to end), then the longest (stress-unit, alone 13.5 s;
# judges-others 11.5 s; judge-files 9.5 s), then the sanitizers' two stages, which run one after
# the other, and the stages that mostly wait (stress-broken, sandbox, shrink), then the rest, so
# that the cores stay busy to the end (they are, whatever the order of the first three now:
# 45.5-45.8 s warm either way, two interleaved rounds at b5a6e50). Each stage's output is
# printed whole when it ends.
# -k: a stage whose build fails is reported, the others still run.
STAGES := design choice samples unit unsolvable memory stress stress-unit stress-broken sandbox show shrink loop sudoku-judge judges judge-languages judge-kotlin new judges-others judge-files judge-mutants judge-folders unit-asan samples-asan portability fuzz fuzz-check fuzz-walls fuzz-alphabet
STAGE_TARGETS := judge-languages judge-kotlin judges new stress-unit judges-others judge-files judge-mutants sudoku-judge sanitize stress-broken sandbox shrink loop design samples unit judge-folders choice show fuzz stress fuzz-check fuzz-walls fuzz-alphabet unsolvable memory portability
JOBS ?= $(shell echo $$((3 * $$(nproc))))
test: ## run every test stage, then the summary line "tests: N passed, M failed"
	@rm -rf $(BUILD)/results
	@tests/need.sh $(DOCTEST_H) doctest-dev && tests/need.sh $(TOML_H) libtomlplusplus-dev && tests/need.sh /usr/bin/time time && tests/need.sh /usr/bin/bwrap bubblewrap && tests/need.sh /usr/bin/python3 python3 && $(MAKE) --no-print-directory clang-tools
	@$(MAKE) --no-print-directory -k -j$(JOBS) -Otarget PACKAGES_CHECKED=1 $(addprefix test-,$(STAGE_TARGETS)) || true
	@tests/summary.sh $(STAGES)
