# Description: Make rules of the stress tools, the table of judges and the bundler, included by the top-level
#  Makefile, which provides $(BUILD), $(CXX), the targets $(BUILD)/sudoku, doctest and toml, and
#  $(BUILD)/doctest_main.o. SOLVER is a contestant's source file (.cpp .cc .c .py .java, built as
#  the judge builds it: stress/build.sh) or any shell command reading stdin; by default the
#  judge's own file from make submit (build/submit/JUDGE) where JUDGE is given, else build/sudoku. JUDGE is an id
#  of the table of judges (make judges lists them): a folder of samples/ (or of $SUDOKU_JUDGES)
#  holding its judge.toml, which the tools read when they run (no rebuild when it changes).
# Usage: make judges                                  the table of judges, one line each
#        make samples [JUDGE=id] [SOLVER=]           statement samples, judged as that judge does
#        make stress [JUDGE=id] [SOLVER=] [N=1000] [SEED=1] [TIMEOUT=s]
#                                                     against the brute force on generated inputs
#        make hack JUDGE=id [SOLVER=] [TIMEOUT=s]    on the inputs hardest for search
#        make test-stress, test-stress-broken, test-stress-unit, test-judges, test-judge-files, test-judge-mutants: stages of make test
# Status: run by make test
# The tools at -Og: a third less time to compile than -O1 (judge_io.cpp 3.6 -> 2.3 s of CPU,
# dlx.cpp 2.6 -> 1.7, the stress tests' judge_tests.cpp 7.6 -> 5.2), and as fast on the kit's
# inputs (make stress's 120 cases 1.6 s of CPU either way, HDU 4069's 200 cases 5.3 s, the stress
# tests 9.1 s against 9.5); -O1 was a third less than -O2 and as fast again.
STRESS_CXXFLAGS := -Og -std=c++17 -Wall -Wextra -Werror
STRESS_HEADERS := $(wildcard stress/*.h table/*.h)
# What make hack runs a solution on (stress/hack.sh), beside the files it generates.
HACK_POOL := tests/data/hack9.txt tests/famous.txt tests/data/unsolvable.txt tests/data/minimal16.txt
STRESS_TOOLS := $(BUILD)/gen $(BUILD)/brute $(BUILD)/check $(BUILD)/show $(BUILD)/shrink $(BUILD)/judges $(BUILD)/dlx $(BUILD)/expander $(BUILD)/runner
STRESS_BROKEN := $(BUILD)/broken/no_box $(BUILD)/broken/none_if_many $(BUILD)/broken/rows_only
# The judge folders, as the tools find them; every judge's file from make submit.
JUDGES_DIR := $(or $(SUDOKU_JUDGES),samples)
SUBMITS := $(addprefix $(BUILD)/submit/,$(notdir $(wildcard $(JUDGES_DIR)/*)))
# build/sudoku --judge ID's programs, one a judge (the Makefile builds them).
JUDGE_PROGRAMS := $(addprefix $(BUILD)/sudoku-judges/,$(notdir $(wildcard $(JUDGES_DIR)/*)))
# The loader of the table (toml++), compiled once and linked into whatever reads the table; a
# judge's text read, written and judged (stress/judge_io.h) and the generator's puzzles
# (stress/gen.h), compiled once for the tools and tests that use them: 1-1.5 s of CPU less for
# each of nine programs.
JUDGE_TABLE := $(BUILD)/judge_table.o -ltomlplusplus
JUDGE_IO := $(BUILD)/judge_io.o
GEN_LIB := $(BUILD)/gen_lib.o
N ?= 1000
SEED ?= 1
SOLVER ?=
# JUDGE for samples, stress, hack and submit: a judge's id, or an alias (a re-host's id, said and
# replaced by the judge's own); an unknown id stops make at once, naming the nearest ids (exit 2).
ifneq ($(JUDGE),)
ifneq ($(filter samples stress hack submit,$(or $(MAKECMDGOALS),all)),)
ifeq ($(wildcard $(JUDGES_DIR)/$(JUDGE)/judge.toml),)
$(if $(wildcard $(BUILD)/judges),,$(shell $(MAKE) --no-print-directory $(BUILD)/judges >&2))
# (one lookup: the id, then what is said of the alias; or the error, and status 2)
JUDGE_LOOKUP := $(shell $(BUILD)/judges --id '$(JUDGE)' 2>&1)
$(if $(filter 0,$(.SHELLSTATUS)),$(info $(wordlist 2,$(words $(JUDGE_LOOKUP)),$(JUDGE_LOOKUP))),$(error $(JUDGE_LOOKUP)))
override JUDGE := $(firstword $(JUDGE_LOOKUP))
endif
endif
endif
JUDGE_SOLVER := $(if $(JUDGE),$(BUILD)/submit/$(JUDGE),$(BUILD)/sudoku)
QUOTED_SOLVER = '$(subst ','\'',$(or $(SOLVER),$(JUDGE_SOLVER)))'
JUDGE_FLAG = $(if $(JUDGE),-j $(JUDGE))
TIMEOUT_FLAG = $(if $(TIMEOUT),-t $(TIMEOUT))
# SOLVER that is no file the kit builds and no command stops make at once, saying what to do.
ifneq ($(SOLVER),)
ifneq ($(filter samples stress hack,$(or $(MAKECMDGOALS),all)),)
SOLVER_PROBLEM := $(shell bash -c '. stress/run.sh; solver_exists "$$1"' - $(QUOTED_SOLVER) 2>&1)
$(if $(SOLVER_PROBLEM),$(error $(SOLVER_PROBLEM)))
endif
endif

.PHONY: judges samples stress hack new listen test-stress test-stress-broken test-stress-unit test-judges test-judge-files test-judge-mutants test-sandbox test-show test-shrink test-loop test-judges-others test-judge-folders test-judge-languages test-judge-kotlin test-new

$(BUILD)/judge_table.o: table/judge.cpp $(STRESS_HEADERS) | toml $(BUILD)
	$(CXX) $(STRESS_CXXFLAGS) -c -o $@ $<
$(JUDGE_IO) $(GEN_LIB): $(BUILD)/%.o: stress/%.cpp $(STRESS_HEADERS) | toml $(BUILD)
	$(CXX) $(STRESS_CXXFLAGS) -c -o $@ $<

# The tools, each from its folder: stress/ runs and judges, table/ prints the table, bundle/ writes the files to paste.
# Those that run seldom or do little (show and shrink after a failure, judges' fields, the
# expander, the runner) unoptimized: 0.3-1 s of CPU less to compile each, 3 s in all.
LIGHT_TOOLS := $(BUILD)/show $(BUILD)/shrink $(BUILD)/judges $(BUILD)/expander $(BUILD)/runner
$(LIGHT_TOOLS): TOOL_OPT := -O0
define BUILD_TOOL
@mkdir -p $(@D)
$(CXX) $(STRESS_CXXFLAGS) $(TOOL_OPT) -o $@ $< $(filter $(GEN_LIB) $(JUDGE_IO),$^) $(JUDGE_TABLE)
endef
$(filter-out $(BUILD)/judges $(BUILD)/expander $(BUILD)/runner $(BUILD)/dlx,$(STRESS_TOOLS)): $(BUILD)/%: stress/%.cpp $(STRESS_HEADERS) $(BUILD)/judge_table.o $(JUDGE_IO)
	$(BUILD_TOOL)
$(BUILD)/gen: $(GEN_LIB)
# make hack's counts (DLX_CACHE, stress/hack.sh) were made by the dlx before: gone with it.
$(BUILD)/dlx: stress/dlx.cpp $(STRESS_HEADERS) $(BUILD)/judge_table.o $(JUDGE_IO)
	$(BUILD_TOOL)
	rm -f $(BUILD)/dlx-counts.txt
# The one program that starts a solution (in bubblewrap's sandbox: Debian's bubblewrap, installed
# where missing). Linked statically: loading libstdc++ cost 1 ms of each run's 3.
$(BUILD)/runner: stress/runner.cpp | $(BUILD)
	@tests/need.sh /usr/bin/bwrap bubblewrap
	$(CXX) $(STRESS_CXXFLAGS) $(TOOL_OPT) -static -o $@ $<
$(BUILD)/judges: $(BUILD)/%: table/%.cpp $(STRESS_HEADERS) $(BUILD)/judge_table.o
	$(BUILD_TOOL)
$(BUILD)/expander: $(BUILD)/%: bundle/%.cpp $(STRESS_HEADERS) $(BUILD)/judge_table.o
	$(BUILD_TOOL)

$(STRESS_BROKEN): $(BUILD)/broken/%: tests/stress/%.cpp $(STRESS_HEADERS)
	@mkdir -p $(@D)
	$(CXX) $(STRESS_CXXFLAGS) -o $@ $<

# One object a file of tests, so that make builds them side by side and again only what changed.
# At -Og (STRESS_CXXFLAGS): they compile in 9 s of CPU rather than 14 s at -O1 (22 s at -O2), and
# run as fast; unoptimized they would run four times as long (40 s).
STRESS_UNIT_TESTS := $(addprefix $(BUILD)/stress-tests/,stress_tests.o judge_tests.o variant_tests.o)
$(STRESS_UNIT_TESTS): $(BUILD)/stress-tests/%.o: tests/stress/%.cpp tests/stress/test_text.h $(STRESS_HEADERS) | doctest
	@mkdir -p $(@D)
	$(CXX) $(STRESS_CXXFLAGS) $(DOCTEST_FLAGS) -c -o $@ $<

$(BUILD)/stress_tests: $(STRESS_UNIT_TESTS) $(BUILD)/doctest_main.o $(BUILD)/judge_table.o $(JUDGE_IO) $(GEN_LIB)
	$(CXX) $(STRESS_CXXFLAGS) -o $@ $(STRESS_UNIT_TESTS) $(BUILD)/doctest_main.o $(GEN_LIB) $(JUDGE_IO) $(JUDGE_TABLE)

# A problem the kit has never seen: its folder made from its samples and limits (stress/new.py),
# given as Competitive Companion's JSON (FROM=) or as sample files; make listen receives them from
# the browser extension (stress/listen.py), one folder a problem.
shell_quoted = '$(subst ','\'',$(1))'
NEW_ARGS = $(foreach v,FROM ID IN OUT TIME MEMORY NAME URL,$(if $($(v)),--$(NEW_OPTION_$(v)) $(call shell_quoted,$($(v)))))
NEW_OPTION_FROM := from
NEW_OPTION_ID := id
NEW_OPTION_IN := in
NEW_OPTION_OUT := out
NEW_OPTION_TIME := time
NEW_OPTION_MEMORY := memory
NEW_OPTION_NAME := name
NEW_OPTION_URL := url
# The answers for outcomes as the statement words them, where the samples may not show them.
NEW_WORDS := VALID CLASH NO_SOLUTION SEVERAL UNIQUE NOT_MINIMAL
NEW_WORD_ARGS = $(foreach v,$(NEW_WORDS),$(if $($(v)),--word $(call shell_quoted,$(shell echo $(v) | tr A-Z a-z)=$($(v)))))
new: $(BUILD)/dlx $(BUILD)/check $(BUILD)/judges ## a judge's folder samples/ID/ for a new problem, from its samples: FROM=problem.json (Competitive Companion's), or ID= IN='a.in b.in' OUT='a.out b.out' TIME=s MEMORY=MB [NAME= URL=]; the statement's words the samples may not show: VALID= CLASH= NO_SOLUTION= SEVERAL= UNIQUE= NOT_MINIMAL=
	@tests/need.sh /usr/bin/python3 python3
	@BUILD=$(BUILD) stress/new.py $(NEW_ARGS) $(NEW_WORD_ARGS)

PORT ?= 27121
listen: $(BUILD)/dlx $(BUILD)/check $(BUILD)/judges ## receive problems from Competitive Companion on 127.0.0.1:PORT (default 27121, cph's) and make a judge's folder for each (make new)
	@tests/need.sh /usr/bin/python3 python3
	@BUILD=$(BUILD) stress/listen.py $(PORT)

judges: $(BUILD)/judges ## list the judges the kit knows (ids for JUDGE=)
	@$(BUILD)/judges

samples: $(if $(SOLVER),,$(if $(JUDGE),$(JUDGE_SOLVER),$(SUBMITS))) $(STRESS_TOOLS) ## statement samples through SOLVER (a source file .cpp .c .py .java, or a command; default: each judge's make submit file), judged as JUDGE=id judges (default: every judge)
	@stress/samples.sh $(JUDGE_FLAG) $(if $(or $(SOLVER),$(JUDGE)),$(QUOTED_SOLVER),'$(BUILD)/submit/{judge}')

stress: $(if $(SOLVER),,$(JUDGE_SOLVER)) $(STRESS_TOOLS) ## SOLVER (a source file or a command) against brute force on generated inputs (JUDGE=id: its format and limits): N=1000 SEED=1
	BUILD=$(BUILD) stress/stress.sh $(JUDGE_FLAG) -n $(N) -s $(SEED) $(TIMEOUT_FLAG) $(QUOTED_SOLVER)

hack: $(if $(SOLVER),,$(JUDGE_SOLVER)) $(STRESS_TOOLS) ## SOLVER (a source file or a command) on the inputs hardest for search, in JUDGE=id's format, under its time and memory limits
	BUILD=$(BUILD) stress/hack.sh $(JUDGE_FLAG) $(TIMEOUT_FLAG) $(QUOTED_SOLVER)

test-stress: $(BUILD)/sudoku $(STRESS_TOOLS)
	@SANDBOX=0 BUILD=$(BUILD) tests/stage.sh stress stress/stress.sh -n 120 -s 1 $(QUOTED_SOLVER)  # the kit's own build/sudoku

test-stress-broken: $(STRESS_TOOLS) $(STRESS_BROKEN)
	@BUILD=$(BUILD) tests/stage.sh stress-broken tests/stress/broken.sh

# A failing case shown for a person: tests/stress/show.sh.
test-show: $(STRESS_TOOLS) $(BUILD)/submit/poj-3074
	@BUILD=$(BUILD) tests/stage.sh show tests/stress/show.sh

# A failing case shrunk before it is saved: tests/stress/shrink.sh.
# Its log is kept until something it runs changes (a stage that mostly waits: 5 s of CPU, 12 s of
# wall time, saved on a run where nothing changed); a log that failed is run again next time.
SHRINK_JUDGES := poj-2676 poj-3074 acwing-1613 zoj-3122 hdu-4210 jutge-p79494 codingame-killer-sudoku-extreme-challenge
$(BUILD)/shrink.log: $(STRESS_TOOLS) $(SHRINK_JUDGES:%=$(BUILD)/submit/%) $(SHRINK_JUDGES:%=$(JUDGES_DIR)/%/judge.toml) $(BUILD)/mutants/hdu-4210/dominoes-reused $(BUILD)/mutants/jutge-p79494/first-only \
    $(BUILD)/mutants/codingame-killer-sudoku-extreme-challenge/last-only \
    $(wildcard stress/*.sh) tests/stress/shrink.sh tests/stress/twist.sh
	@BUILD=$(BUILD) tests/stress/shrink.sh > $@.tmp 2>&1; mv $@.tmp $@

test-shrink: $(BUILD)/shrink.log
	@tests/stage.sh shrink cat $<; grep -q '^[0-9]* passed, 0 failed$$' $< || rm -f $<

# Errors that say what to do (an unknown id, an alias, a missing SOLVER, make judges' columns,
# build/sudoku --help): tests/stress/loop.sh. Its make submit and samples find the files built.
# Kept as shrink's log is: until make's rules, a tool, a judge's row, the hack set or a solution it
# runs changes.
$(BUILD)/loop.log: $(STRESS_TOOLS) $(BUILD)/sudoku $(BUILD)/submit/poj-2676 $(BUILD)/submit/poj-3076 Makefile \
    stress/rules.mk $(wildcard stress/*.sh $(JUDGES_DIR)/*/judge.toml tests/solutions/*) tests/stress/loop.sh tests/kept.sh \
    $(HACK_POOL)
	@BUILD=$(BUILD) tests/stress/loop.sh > $@.tmp 2>&1; mv $@.tmp $@

test-loop: $(BUILD)/loop.log
	@tests/stage.sh loop cat $<; grep -q '^[0-9]* passed, 0 failed$$' $< || rm -f $<

# What a solution under test is kept from: tests/stress/sandbox.sh.
test-sandbox: $(STRESS_TOOLS) $(BUILD)/submit/acwing-1613
	@BUILD=$(BUILD) tests/stage.sh sandbox tests/stress/sandbox.sh

# The stress side's unit tests are seeded, so that a run's result stands until the program or
# what it reads changes (the judge folders, lib/'s parts, tests/data: tests/kept.sh): 12-15 s of
# CPU on one core, the longest stage, saved on a run where none of it changed.
test-stress-unit: $(BUILD)/stress_tests
	@tests/stage.sh stress-unit tests/kept.sh $(BUILD)/kept/stress-unit.log $(wildcard $(JUDGES_DIR)/*/*) $(LIB_PARTS) $(wildcard tests/data/*) -- $(BUILD)/stress_tests

# A mutant of a judge's file per answer rule, made by sed so that it never drifts from the file
# it breaks, as build/mutants/JUDGE/WHAT: "Unique." where there are several solutions (UVa
# 10957), the best score one too low (Luogu P1074), a check that forgets the boxes (LeetCode 36),
# a count of several solutions one too high (SPOJ SUDOGOB), the grid where a puzzle keeps its one
# solution without some given (HDU 3909: never Not Minimal), a number past n taken for a blank
# (Kick Start 2013 B: 999 in a grid without a repeat is not valid), the main diagonal changed
# (Codeforces 1335D: its boxes 1, 5 and 9 get three changes, the others none), the grid never
# turned (POJ 3120: a puzzle that is the grid turned gets No), the top left number's last digit
# left out (Project Euler 96), turns counted counterclockwise (HDU 6341: 3 where 1 is due), the
# boxes forgotten (AOJ 0126: a digit twice in a box alone unmarked), a dead end seen only where
# digits clash (Baekjoon 1840: a grid with no solution and no clash taken for a live one), boxes
# turned right where the judge turns them left (Luogu P8549), each cell made the smallest digit the
# changes left allow, without asking whether the rest can still be done (Vijos 1352).
# The first solution where the smallest is due is build/sudoku itself. Each is built as its judge's
# file is (program_of, in the Makefile).
MUTANTS := $(addprefix $(BUILD)/mutants/,uva-10957/unique-for-several luogu-p1074/score-too-low leetcode-36/forgets-boxes spoj-sudogob/count-off-by-one hdu-4069/square-boxes hdu-3909/never-not-minimal kickstart-2013b-a/past-n-is-fine codeforces-1335d/diagonal poj-3120/never-turned project-euler-96/two-digits hdu-6341/counterclockwise aoj-0126/forgets-boxes boj-1840/clashes-only luogu-p8549/turns-right vijos-1352/never-looks-ahead luogu-p4573/upside-down luogu-p4573/no-bounds codingame-killer-sudoku-solver/sum-off-by-one hdu-4210/dominoes-reused jutge-p79494/unsorted jutge-p79494/first-only codingame-killer-sudoku-extreme-challenge/last-only luogu-p7087/never-flipped luogu-p7087/row-misnumbered)
$(BUILD)/mutants/uva-10957/unique-for-several.cpp: $(BUILD)/submit/uva-10957.cpp
$(BUILD)/mutants/uva-10957/unique-for-several.cpp: MUTATION := s/outcome == SEVERAL ? "Ambiguous."/outcome == SEVERAL ? "Unique."/
$(BUILD)/mutants/luogu-p1074/score-too-low.cpp: $(BUILD)/submit/luogu-p1074.cpp
$(BUILD)/mutants/luogu-p1074/score-too-low.cpp: MUTATION := s/bestRingScore(g));/bestRingScore(g) - 1);/
$(BUILD)/mutants/leetcode-36/forgets-boxes.cpp: $(BUILD)/submit/leetcode-36.cpp
$(BUILD)/mutants/leetcode-36/forgets-boxes.cpp: MUTATION := s/k < 3; ++k)/k < 2; ++k)/g
$(BUILD)/mutants/spoj-sudogob/count-off-by-one.cpp: $(BUILD)/submit/spoj-sudogob.cpp
$(BUILD)/mutants/spoj-sudogob/count-off-by-one.cpp: MUTATION := s/", count);/", count > 1 ? count + 1 : count);/
$(BUILD)/mutants/hdu-4069/square-boxes.cpp: $(BUILD)/submit/hdu-4069.cpp
$(BUILD)/mutants/hdu-4069/square-boxes.cpp: MUTATION := s|u\[2\] = 2 \* N + regionOf\[i\]|u[2] = 2 * N + i / N / B * B + i % N / B|
$(BUILD)/mutants/luogu-p4573/upside-down.cpp: $(BUILD)/submit/luogu-p4573.cpp
$(BUILD)/mutants/luogu-p4573/upside-down.cpp: MUTATION := s/relate(r \* N + c, r \* N + N + c,/relate(r * N + N + c, r * N + c,/
$(BUILD)/mutants/luogu-p4573/no-bounds.cpp: $(BUILD)/submit/luogu-p4573.cpp
$(BUILD)/mutants/luogu-p4573/no-bounds.cpp: MUTATION := s/ \& allowed\[i\];/;/
$(BUILD)/mutants/codingame-killer-sudoku-solver/sum-off-by-one.cpp: $(BUILD)/submit/codingame-killer-sudoku-solver.cpp
$(BUILD)/mutants/codingame-killer-sudoku-solver/sum-off-by-one.cpp: MUTATION := s/sumLeft\[k\] = sum, summed/sumLeft[k] = sum + !k, summed/
$(BUILD)/mutants/hdu-4210/dominoes-reused.cpp: $(BUILD)/submit/hdu-4210.cpp
$(BUILD)/mutants/hdu-4210/dominoes-reused.cpp: MUTATION := s/, takeDomino(a, b);/;/
$(BUILD)/mutants/codingame-killer-sudoku-extreme-challenge/last-only.cpp: $(BUILD)/submit/codingame-killer-sudoku-extreme-challenge.cpp
$(BUILD)/mutants/codingame-killer-sudoku-extreme-challenge/last-only.cpp: MUTATION := s/sum\[i\] += g\[i\];/sum[i] = g[i];/
$(BUILD)/mutants/luogu-p7087/never-flipped.cpp: $(BUILD)/submit/luogu-p7087.cpp
$(BUILD)/mutants/luogu-p7087/never-flipped.cpp: MUTATION := s/for (flip = 0; flip < 2; ++flip)/for (flip = 0; flip < 1; ++flip)/
$(BUILD)/mutants/luogu-p7087/row-misnumbered.cpp: $(BUILD)/submit/luogu-p7087.cpp
$(BUILD)/mutants/luogu-p7087/row-misnumbered.cpp: MUTATION := s/addOperation(ops, line, i + 1, k + 1)/addOperation(ops, line, i + 1, k)/
$(BUILD)/mutants/jutge-p79494/unsorted.cpp: $(BUILD)/submit/jutge-p79494.cpp
$(BUILD)/mutants/jutge-p79494/unsorted.cpp: MUTATION := s/  std::sort(found.begin(), found.end());//
$(BUILD)/mutants/jutge-p79494/first-only.cpp: $(BUILD)/submit/jutge-p79494.cpp
$(BUILD)/mutants/jutge-p79494/first-only.cpp: MUTATION := s/solveGrid(g, box, INT_MAX);/solveGrid(g, box, 1);/
$(BUILD)/mutants/hdu-3909/never-not-minimal.cpp: $(BUILD)/submit/hdu-3909.cpp
$(BUILD)/mutants/hdu-3909/never-not-minimal.cpp: MUTATION := s/found == 1) return NOT_MINIMAL;/found == 1) return SOLVED;/
$(BUILD)/mutants/kickstart-2013b-a/past-n-is-fine.cpp: $(BUILD)/submit/kickstart-2013b-a.cpp
$(BUILD)/mutants/kickstart-2013b-a/past-n-is-fine.cpp: MUTATION := s/puts(invalidGrid(g, box)/puts(findClash(g, box)/
$(BUILD)/mutants/codeforces-1335d/diagonal.cpp: $(BUILD)/submit/codeforces-1335d.cpp
$(BUILD)/mutants/codeforces-1335d/diagonal.cpp: MUTATION := s|int i = (b / 3 \* 3 + b % 3) \* 9 + b % 3 \* 3 + b / 3;|int i = b * 10;|
$(BUILD)/mutants/poj-3120/never-turned.cpp: $(BUILD)/submit/poj-3120.cpp
$(BUILD)/mutants/poj-3120/never-turned.cpp: MUTATION := s/turn < 2; ++turn/turn < 1; ++turn/
$(BUILD)/mutants/project-euler-96/two-digits.cpp: $(BUILD)/submit/project-euler-96.cpp
$(BUILD)/mutants/project-euler-96/two-digits.cpp: MUTATION := s/g\[1\] \* 10 + g\[2\];/g[1] * 10;/
$(BUILD)/mutants/hdu-6341/counterclockwise.cpp: $(BUILD)/submit/hdu-6341.cpp
$(BUILD)/mutants/hdu-6341/counterclockwise.cpp: MUTATION := s/search(b + 1, turns + k);/search(b + 1, turns + (4 - k) % 4);/
$(BUILD)/mutants/aoj-0126/forgets-boxes.cpp: $(BUILD)/submit/aoj-0126.cpp
$(BUILD)/mutants/aoj-0126/forgets-boxes.cpp: MUTATION := s/ || boxes\[i \/ 27 \* 3 + i % 9 \/ 3\]\[g\[i\]\] > 1;/;/
$(BUILD)/mutants/boj-1840/clashes-only.cpp: $(BUILD)/submit/boj-1840.cpp
$(BUILD)/mutants/boj-1840/clashes-only.cpp: MUTATION := s/return solveGrid(g, 3) == SOLVED;/return solveGrid(g, 3) != CLASH;/
$(BUILD)/mutants/luogu-p8549/turns-right.cpp: $(BUILD)/submit/luogu-p8549.cpp
$(BUILD)/mutants/luogu-p8549/turns-right.cpp: MUTATION := s/= was\[c\]\[n - 1 - r\];/= was[n - 1 - c][r];/
$(BUILD)/mutants/vijos-1352/never-looks-ahead.cpp: $(BUILD)/submit/vijos-1352.cpp
$(BUILD)/mutants/vijos-1352/never-looks-ahead.cpp: MUTATION := s/if (cost <= k \&\& reachable(i + 1, k - cost)) break;/if (cost <= k) break;/
$(MUTANTS:%=%.cpp):
	@mkdir -p $(@D)
	sed '$(MUTATION)' $< > $@
	@! cmp -s $< $@ || { echo "the sed found nothing to break in $<" >&2; rm $@; exit 1; }

$(MUTANTS): %: %.cpp $(LEETCODE_DRIVER) | $(BUILD)/judges
	$(CXX) -O2 $(call program_of,$(notdir $(*D)),$<) -o $@

# The stages of tests/stress/judges.sh run seeded inputs through the kit's files, contestants'
# solutions and mutants: a run's result stands (tests/kept.sh) until a program it runs or a file
# of the kit it may read changes (its sources, scripts, judge folders, data, tables), 45-55 s of
# CPU saved on a run where none did. KEPT=0 runs them all again.
JUDGES_INPUTS = $(BUILD)/sudoku $(STRESS_TOOLS) $(SUBMITS) $(MUTANTS) Makefile README.md docs/judges.md \
    $(wildcard $(JUDGES_DIR)/*/* lib/*/* stress/*.* stress/leetcode/* bundle/* table/* tests/*.* tests/stress/* tests/solutions/* tests/data/*)
judges_stage = BUILD=$(BUILD) tests/stage.sh $(1) tests/kept.sh $(BUILD)/kept/$(1).log $(or $(3),$(JUDGES_INPUTS)) -- tests/stress/judges.sh $(2)
# The parts contestants, languages and kotlin run contestants' files alone (no file of make
# submit's, no mutant, not build/sudoku): they start once the tools are built, a minute or more
# before the judges' files are, and the longest stages of a fresh make test end the sooner.
CONTESTANTS_INPUTS = $(STRESS_TOOLS) Makefile \
    $(wildcard $(JUDGES_DIR)/*/* stress/*.* stress/leetcode/* table/* tests/*.* tests/stress/judges.sh tests/solutions/* tests/data/*)

test-judges: $(STRESS_TOOLS)
	@$(call judges_stage,judges,contestants,$(CONTESTANTS_INPUTS))

test-judge-languages: $(STRESS_TOOLS)
	@$(call judges_stage,judge-languages,languages,$(CONTESTANTS_INPUTS))

# make new and make listen (tests/stress/new.sh): a result that stands until the tools, the
# scripts or the judge folders change.
NEW_INPUTS = $(STRESS_TOOLS) stress/new.py stress/listen.py tests/stress/new.sh $(wildcard $(JUDGES_DIR)/*/* lib/*/*)
test-new: $(STRESS_TOOLS)
	@BUILD=$(BUILD) tests/stage.sh new tests/kept.sh $(BUILD)/kept/new.log $(NEW_INPUTS) -- tests/stress/new.sh

test-judge-kotlin: $(STRESS_TOOLS)
	@$(call judges_stage,judge-kotlin,kotlin,$(CONTESTANTS_INPUTS))

test-judges-others: $(BUILD)/sudoku $(STRESS_TOOLS) $(SUBMITS) $(MUTANTS)
	@$(call judges_stage,judges-others,others)

test-judge-folders: $(BUILD)/sudoku $(STRESS_TOOLS) $(SUBMITS) $(MUTANTS)
	@$(call judges_stage,judge-folders,folders)

test-judge-files: $(BUILD)/sudoku $(STRESS_TOOLS) $(SUBMITS) $(MUTANTS)
	@$(call judges_stage,judge-files,files)

test-judge-mutants: $(BUILD)/sudoku $(STRESS_TOOLS) $(SUBMITS) $(MUTANTS)
	@$(call judges_stage,judge-mutants,mutants)
