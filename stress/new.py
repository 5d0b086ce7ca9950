#!/usr/bin/env python3
"""Description: Makes a judge's folder (samples/ID/: judge.toml and the samples) for a Sudoku
 problem the kit has never seen, from its samples and limits alone: the judge's row is inferred by
 trying every row the kit already reads (each judge's, and each with the blank character the
 samples use): a row is kept only when its reader takes every sample input and the kit's reference
 solver (build/dlx --judge) answers each with the sample's output, byte for byte, or with another
 answer the row's checker takes and the sample's too (several solutions, any accepted). Of the
 rows kept, the one whose answers match byte for byte, then the commonest rule; what the samples
 cannot decide (how the judge compares, whether givens may clash, another row that fits as well)
 goes into unconfirmed with the choice made, and is printed.
Usage: stress/new.py --from PROBLEM.json [--id ID] [--word KEY=TEXT]...     Competitive Companion's JSON (a file, or - for stdin)
       stress/new.py --id ID --in 'A.in B.in' --out 'A.out B.out' --time SECONDS --memory MB [--name NAME] [--url URL] [--word KEY=TEXT]...
 --word: the answer for an outcome as the statement words it, where the samples may not show it
 (KEY: valid, clash, no_solution, several, unique, not_minimal; make new's VALID=, CLASH=, ...):
 every row that answers that outcome in words is tried with it.
 Exit status: 0 made (or the problem is already one of the kit's judges: it says which, and makes
 nothing); 2 bad arguments or JSON, samples no row fits (it names, for the nearest rows, the sample
 and line where each broke), or a folder already there. Nothing is written unless all is well.
 The folder is made in $SUDOKU_JUDGES (default samples/); the tools are $BUILD's (default build/).
Status: tested by tests/stress/new.sh (make test's stage new)
"""
import functools
import json
import os
import re
import subprocess
import sys
import tempfile
import tomllib

KIT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
BUILD = os.environ.get("BUILD") or os.path.join(KIT, "build")
JUDGES = os.environ.get("SUDOKU_JUDGES") or os.path.join(KIT, "samples")
# The rules in the order the kit prefers one where the samples fit several (the commonest first).
RULE_ORDER = ["FIRST", "SMALLEST", "UNIQUE", "VERIFY", "COUNT", "MINIMAL", "EVERY", "ISOMORPHIC",
              "ROTATE", "ANTI", "MARK", "SUM", "CELL_SUM", "BEST_SCORE", "DEAD_END", "SIMILAR"]
# The words an answer may give, and the outcome each answers.
WORDS = [("valid", "a valid grid"), ("clash", "a grid whose givens clash"), ("no_solution", "a puzzle without a solution"),
         ("several", "a puzzle of several solutions"), ("unique", "a puzzle of one solution"), ("not_minimal", "a puzzle whose givens are not all needed")]
# The answer a kind's plain DFS gives (table/judge.cpp refuses a kind with another but CELL_SUM),
# with which a kind's reader is tried: the first solution, one promised.
KIND_ANSWER = {"promise": "one", "rule": "FIRST", "solver": "plain"}
# The answer with which a reader of a line of changes (ANTI's alone, of 9x9 grids) is tried:
# every cell changeable.
CHANGES_ANSWER = {"promise": "any", "rule": "ANTI", "changes": 81, "no_solution": "@NONE"}
# Characters a statement may use for a blank cell.
BLANKS = ".0*_-x?X#"
# Judges' hosts and the kit's prefix for their ids (docs/judges.md names ids so).
HOSTS = {"acwing.com": "acwing", "poj.org": "poj", "acm.hdu.edu.cn": "hdu", "luogu.com.cn": "luogu",
         "spoj.com": "spoj", "onlinejudge.org": "uva", "open.kattis.com": "kattis", "kattis.com": "kattis",
         "acmicpc.net": "boj", "leetcode.com": "leetcode", "leetcode.cn": "leetcode", "atcoder.jp": "atcoder",
         "codeforces.com": "codeforces", "dmoj.ca": "dmoj", "codechef.com": "codechef",
         "hackerrank.com": "hackerrank", "lightoj.com": "lightoj", "eolymp.com": "eolymp",
         "acm.ecnu.edu.cn": "ecnu", "vijos.org": "vijos", "beecrowd.com.br": "beecrowd",
         "codingame.com": "codingame", "jutge.org": "jutge", "cses.fi": "cses", "judge.u-aizu.ac.jp": "aoj"}


class Refused(Exception):
    """Why nothing is made: said on stderr, exit status 2."""


def normal_url(url):
    """An address without its scheme, www., a trailing slash or a fragment, in lower case."""
    url = re.sub(r"^[a-z]+://", "", url.strip().lower()).split("#")[0]
    return re.sub(r"^www\.", "", url).rstrip("/")


def judge_rows():
    """Each judge folder's id and its judge.toml, parsed."""
    rows = []
    if not os.path.isdir(JUDGES):
        raise Refused(f"{JUDGES}: no such folder of judges (SUDOKU_JUDGES names it; default samples)")
    for folder in sorted(os.listdir(JUDGES)):
        path = os.path.join(JUDGES, folder, "judge.toml")
        if os.path.isfile(path):
            with open(path, "rb") as f:
                rows.append((folder, tomllib.load(f)))
    return rows


def known_judge(url, rows):
    """The id of the kit's judge whose statement is at url, or None."""
    if not url:
        return None
    for folder, row in rows:
        if row.get("statement") and normal_url(row["statement"]) == normal_url(url):
            return folder
    return None


def id_from(url, name):
    """A judge id from the problem's address (host and problem code: codeforces-1335d), else its name."""
    if url:
        m = re.match(r"^([^/?]+)(/[^?]*)?(\?.*)?$", normal_url(url))
        host, path, query = m.group(1), m.group(2) or "", m.group(3) or ""
        prefix = next((p for h, p in HOSTS.items() if host == h or host.endswith("." + h)), (host.split(".")[-2:] or [host])[0])
        pid = re.search(r"(?:pid|id|problem)=(\w+)", query)
        words = [w for w in path.split("/") if w and w not in ("problem", "problems", "problemset", "tasks", "contest", "contests", "p", "problemsolving")]
        code = pid.group(1) if pid else "-".join(words[-2:]) if len(words) >= 2 and re.fullmatch(r"[a-z]\d?", words[-1]) else (words[-1] if words else "")
        code = re.sub(r"\.(html?|php)$", "", code)
        if code:
            return re.sub(r"[^a-z0-9]+", "-", f"{prefix}-{code}".lower()).strip("-")
    return re.sub(r"[^a-z0-9]+", "-", name.lower()).strip("-") or "new-judge"


def toml_value(value):
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, (int, float)):
        return repr(value)
    if isinstance(value, str):
        return json.dumps(value, ensure_ascii=False)
    return "[" + ", ".join(toml_value(v) for v in value) + "]"


def toml_text(top, sections, comment=""):
    """judge.toml's text: the top-level keys, then [input], [answer], [judging]."""
    lines = [comment] if comment else []
    lines += [f"{key} = {toml_value(value)}" for key, value in top.items()]
    for section, keys in sections.items():
        lines += ["", f"[{section}]"] + [f"{key} = {toml_value(value)}" for key, value in keys.items()]
    return "\n".join(lines) + "\n"


def distinct(sections):
    """Each section once, in the order first seen, with the judges it came from."""
    found = {}
    for section, origin in sections:
        found.setdefault(json.dumps(section, sort_keys=True), (section, []))[1].append(origin)
    return list(found.values())


def separators(texts):
    """The lines of punctuation alone (`---`, `***`, `=====`) inside every text, not its first or
    last line: the lines between puzzles, or between answers, to try."""
    inside = [{line.strip() for line in text.rstrip("\n").split("\n")[1:-1] if re.fullmatch(r"[-=*#~+_]{2,40}", line.strip())}
              for text in texts]
    return sorted(set.intersection(*inside)) if inside else []


def end_lines(samples):
    """The line every input ends with, where no grid holds it (an end line, such as `end`, `0`
    or `-1`: 5 characters at most, not a row of a 4x4 grid)."""
    lasts = {given.rstrip("\n").split("\n")[-1].strip() for given, _ in samples}
    cells = lambda line: len(line) >= 4 and all(c.isdigit() or c in BLANKS or c == " " for c in line)
    return [line for line in lasts if len(lasts) == 1 and 0 < len(line) <= 5 and not cells(line)]


def input_sections(rows, samples):
    """Every [input] a judge's row has, and each with the blank characters the samples hold, with
    its count line added or left out, and with the end line or the line between puzzles the
    samples show where no row has it: the readers to try."""
    blanks = sorted({c for given, _ in samples for c in given if c in BLANKS})
    ends, between = end_lines(samples), separators(given for given, _ in samples)
    sections = []
    for folder, row in rows:
        base = dict(row.get("input", {}))
        variants = [base] + [dict(base, blank=b) for b in blanks if "blank" in base and base["blank"] != b]
        for variant in list(variants):
            if variant.get("count_line"):
                variants.append({k: v for k, v in variant.items() if k != "count_line"})
            elif "puzzles" in variant and variant["puzzles"] != [1, 1]:
                variants.append(dict(variant, count_line=True))
        batches = [v for v in variants if v.get("puzzles", [1, 1]) != [1, 1] and "kind" not in v]
        # (a row of one puzzle as a batch too: up to 20, as the kit's files without a bound)
        ones = [dict(v, puzzles=[1, 20]) for v in variants if v.get("puzzles", [1, 1]) == [1, 1] and "kind" not in v]
        variants, batches = variants + ones, batches + ones
        variants += [dict({k: v for k, v in variant.items() if k != "count_line"}, end_line=end)
                     for variant in batches for end in ends if variant.get("end_line") != end]
        variants += [dict(variant, between=line) for variant in batches for line in between if variant.get("between") != line]
        # (and each batch's puzzles one after another, or a blank line between them, where its
        # judge's have the other; without the end line its judge's inputs have)
        variants += [{k: v for k, v in variant.items() if k != "between"} if "between" in variant else dict(variant, between="")
                     for variant in batches if variant.get("between") in (None, "")]
        variants += [{k: v for k, v in variant.items() if k != "end_line"} for variant in batches if "end_line" in variant]
        sections += [(variant, folder) for variant in variants]
    return distinct(sections + vocabulary_sections(samples))


@functools.lru_cache(maxsize=None)
def vocabulary():
    """What a row may say, as build/judges --vocabulary lists it: ("layout", NAME), ("kind", NAME,
    LAYOUT, BLANK, BATCH), ("size-line", NAME), ("geometry", NAME), ("rule", NAME, TRAIT...)."""
    said = subprocess.run([os.path.join(BUILD, "judges"), "--vocabulary"], capture_output=True, text=True).stdout
    return tuple(tuple(line.split()) for line in said.split("\n") if line)


@functools.lru_cache(maxsize=None)
def traits(rule):
    """What the vocabulary says of a rule beyond its name: changes, pairs, turns=WAY, word:KEY."""
    return frozenset(next((w[2:] for w in vocabulary() if w[:2] == ("rule", rule)), ()))


def vocabulary_sections(samples):
    """Readers made from what a row may say (build/judges --vocabulary), not from a judge's row,
    for a format no judge of the kit has: each layout at each box size (and 10 in numbers), with
    each blank character the samples hold or none, one puzzle or a batch (a count line or not, a
    blank line between puzzles or not, or before each), with each size line (a box size line from
    1, or from 2); 16x16 in hex digits
    or 1-9 then letters; X-Sudoku's diagonals at 9x9; a title before each puzzle where every
    input's first line is one (`Grid 01`); numbers past the side; each kind as its row reads it.
    Their origin is "the kit"."""
    words = vocabulary()
    blanks = sorted({c for given, _ in samples for c in given if c in BLANKS})
    lines = [line.strip() for given, _ in samples for line in given.split("\n") if line.strip()]
    widths, tokens = {len(line) for line in lines}, {len(line.split()) for line in lines}
    numbers = [int(t) for line in lines for t in line.split() if t.isdigit() and len(t) <= 6]
    # (a title: each input's first line, the same words around the number 1, 01, ...; `Grid %02d`)
    firsts = [re.fullmatch(r"([^\d%]*[A-Za-z][^\d%]*?)(0*1)(\D*)", given.split("\n")[0]) for given, _ in samples]
    title = (firsts[0].group(1) + (f"%0{len(firsts[0].group(2))}d" if len(firsts[0].group(2)) > 1 else "%d") + firsts[0].group(3)
             if all(firsts) and len({(m.group(1), m.group(2), m.group(3)) for m in firsts}) == 1 else None)
    # (numbers past the side: where the grids' lines have one width, the samples' largest number
    # beyond it, its digits made 9s: 999 for Kick Start's)
    sides, largest = tokens - {1}, max(numbers, default=0)
    # (a line of changes: every input's first line one number, as many cells as a grid holds at most)
    changes_first = all(re.fullmatch(r"\d{1,2}", given.split("\n")[0].strip()) and int(given.split("\n")[0]) <= 81 for given, _ in samples)
    past = 10 ** len(str(largest)) - 1 if len(sides) == 1 and largest > max(9, *sides) else None
    # (a layout at a box size only where some input line is as wide as its rows, or has as many numbers)
    fits = {"rows": lambda n, b: n in widths, "one-line": lambda n, b: n * n in widths, "spaced": lambda n, b: 2 * n - 1 in widths,
            "numbers": lambda n, b: n in tokens, "walls": lambda n, b: n in tokens, "framed": lambda n, b: n + b + 1 in widths,
            "boxed": lambda n, b: 2 * n + 2 * b - 3 in widths, "leetcode": lambda n, b: any(line.startswith("[[") for line in lines),
            "moves": lambda n, b: 3 in tokens}
    sections = []
    for layout in [w[1] for w in words if w[0] == "layout"]:
        # (numbers up to 10, at the sizes the lines show beyond 5: Kick Start's 36x36)
        sizes = (2, 3, 4, 5) + (tuple(b for b in range(6, 10) if b * b in tokens) + (10,) if layout == "numbers" else ())
        for box in [b for b in sizes if layout not in fits or fits[layout](b * b, b)]:
            for blank in blanks + [None]:
                one = dict({"box": box, "layout": layout}, **({"blank": blank} if blank else {}))
                variants = [dict(one, puzzles=[1, 1])]
                for batch in (dict(one, puzzles=[1, 20]), dict(one, puzzles=[1, 20], count_line=True)):
                    variants += [batch, dict(batch, between="")]
                variants.append(dict(one, puzzles=[1, 20], count_line=True, before=""))  # (a blank line after the count and between two)
                variants += [dict(v, size_line=size) for v in variants[1:] for size in [w[1] for w in words if w[0] == "size-line"]]
                # (a line before the puzzle, the most cells its answer may change: Vijos 1352; ANTI's, of solved 9x9 rows)
                if changes_first and box == 3 and not blank and layout in ("rows", "spaced"):
                    variants += [dict(one, puzzles=[1, 1], changes_line=True), dict(one, puzzles=[1, 20], changes_line=True)]
                if box == 4:
                    variants += [dict(v, symbols=symbols) for v in variants for symbols in ("hex", "digits-then-letters")]
                # (a size line telling box sizes from 2, not 1: HDU 3909's 4x4 to 16x16)
                variants += [dict(v, smallest_box=2) for v in variants if v.get("size_line") == "box" and box >= 3]
                if title:  # (a line before each puzzle, its number in it: `Grid 01`)
                    variants += [dict(v, title=title) for v in variants if v.get("puzzles") != [1, 1] and "count_line" not in v]
                if layout == "numbers" and past:  # (numbers past n, up to 9, 99 or 999 as the samples' largest: the grid invalid)
                    variants += [dict(v, largest_number=past) for v in variants]
                if layout == "walls":  # (walls part a jigsaw's regions)
                    variants = [dict(v, geometry="jigsaw") for v in variants]
                if box == 3:
                    variants += [dict(v, geometry="diagonals") for v in variants if "size_line" not in v]
                sections += [(v, "the kit") for v in variants]
    for name, layout, blank, batch in [w[1:] for w in words if w[0] == "kind"]:  # (as its row reads them)
        kind = dict({"box": 3, "layout": layout, "kind": name}, **({"blank": blank} if blank != "-" else {}))
        sections.append((dict(kind, puzzles=[1, 1]) if batch == "one" else dict(kind, puzzles=[1, 20], count_line=True) if batch == "count"
                         else dict(kind, puzzles=[1, 20], end_line=batch[len("end="):]), "the kit"))
    return sections


def numbered_lines(samples):
    """What the outputs' first lines say before each answer, as printf formats of its number: a
    heading line ("Scenario #%d:"), or a label before the answer ("Case %d: ")."""
    headings, labels = set(), set()
    printf = lambda text: text.replace("%", "%%")
    for _, expected in samples:
        m = re.match(r"^(\D*?)1(?!\d)(.*)$", expected.split("\n")[0])  # the line's first number is 1
        if not m or not re.search(r"[A-Za-z#]", m.group(1)):  # a word or # before it
            continue
        before, after = m.group(1), m.group(2)
        if not re.search(r"[A-Za-z0-9]", after):  # nothing but punctuation after it: a line of its own
            headings.add(printf(before) + "%d" + printf(after))
        labels.add(printf(before) + "%d" + printf(re.match(r"^[^A-Za-z0-9]*", after).group(0)))
    return headings, labels


# The rows that answer in words alone, whose words outcomes() reads: each puzzle's count of
# solutions, or a full grid's check; and MINIMAL's, where a minimal puzzle's answer is its grid.
PROBES = ({"promise": "any", "rule": "UNIQUE", "no_solution": "@NONE", "clash": "@CLASH", "several": "@SEVERAL", "unique": "@ONE"},
          {"promise": "any", "rule": "VERIFY", "valid": "@VALID", "clash": "@CLASH"})
MINIMAL_PROBE = ({"promise": "any", "rule": "MINIMAL", "no_solution": "@NONE", "several": "@SEVERAL", "not_minimal": "@NOTMIN"},)


def outcomes(reader, samples, work, probes=PROBES):
    """The outcome of each puzzle of the samples, in order, as the reader reads them: NONE, CLASH,
    ONE or SEVERAL (a puzzle), or VALID or CLASH (a full grid, where VERIFY is asked); by build/dlx
    under rows that answer by these words alone (MINIMAL_PROBE: NONE, SEVERAL or NOTMIN, nothing for
    a minimal puzzle). Empty where those rows cannot read them."""
    for answer in probes:
        write_row(work, "outcomes", reader, answer)
        runs = [reference(work, "outcomes", given) for given, _ in samples]
        if all(run and run.returncode == 0 for run in runs):
            found = [word for run in runs for word in re.findall(r"@([A-Z]+)", run.stdout.decode(errors="replace"))]
            if found:
                return found
    return []


def worded(sections, found, samples, labels, headings, stated, found_minimal=()):
    """Each [answer] with words, again with the words the samples print for each outcome: the k-th
    line of words in the outputs (a label taken off, a heading line left out) is the word of the
    k-th puzzle whose outcome prints words under that row; or, where the outputs hold a line a
    puzzle, each puzzle's line is its outcome's word (numbers too: `-1`, `0`); none where those
    words would replace a stated one (the statement's, --word) with another."""
    lines, every = [], []
    for _, expected in samples:
        for line in expected.split("\n"):
            if any(re.fullmatch(re.escape(h.replace("%%", "%")).replace("%d", r"\d+"), line) for h in headings):
                continue
            for label in labels:
                m = re.match(re.escape(label.replace("%%", "%")).replace("%d", r"\d+"), line)
                line = line[m.end():] if m else line
            if line.strip():
                every.append(line)
            # (a 16x16 or 25x25 grid's row holds letters too, and digits: no word)
            grid_row = len(line) in (16, 25) and re.fullmatch(r"[0-9A-Za-z]+", line) and re.search(r"\d", line)
            if re.search(r"[A-Za-z]", line) and not re.search(r'["\\]', line) and not grid_row:
                lines.append(line)
    key_of = {"NONE": "no_solution", "CLASH": "clash", "SEVERAL": "several", "ONE": "unique", "VALID": "valid", "NOTMIN": "not_minimal"}
    more, every_found = [], found
    for section, origin in sections:
        # (MINIMAL's outcomes as its probe reads them: a puzzle not minimal has its word, a minimal one its grid)
        found = found_minimal if "word:not_minimal" in traits(section.get("rule")) and found_minimal else every_found
        # (UNIQUE may print a word for the one solution too; a clash, no_solution's where it has none;
        # a rule of the kit's own, without words, takes a word for each outcome the samples show)
        kit = origin == ["the kit"]
        keys = {o: key_of[o] for o in set(found) if key_of[o] in section or (o == "CLASH" and "no_solution" in section)
                or (o == "ONE" and "word:unique" in traits(section.get("rule"))) or (kit and o != "ONE")}
        # (UNIQUE's one solution a word, or the solution itself where the row has no word for it:
        # Kattis sudokunique's grid beside its words for none and several)
        keyings = [keys] + ([{o: k for o, k in keys.items() if o != "ONE"}] if "ONE" in keys and "unique" not in section else [])
        for keys in keyings if keys else []:
            # (a puzzle's own line: the word of a clash, of none, of a valid grid; a solution's line is
            # its answer, not a word)
            wording, fixed = [o for o in found if o in keys], [o for o in found if o in keys and o in ("NONE", "CLASH", "VALID")]
            readings = ([(wording, lines)] if len(wording) == len(lines) and wording else []) + \
                ([(fixed, [every[k] for k, o in enumerate(found) if o in fixed])] if len(every) == len(found) and fixed else [])
            worded_section = None
            for outcomes_worded, reading in readings:
                words = {}
                for outcome, line in zip(outcomes_worded, reading):
                    key = keys[outcome] if keys[outcome] in section or outcome != "CLASH" or kit else "no_solution"
                    if words.setdefault(key, line) != line or stated.get(key, line) != line:
                        break
                else:
                    worded_section = dict(section, **words)
                    break
            if worded_section:
                more.append((worded_section, origin))
                break
    return more


def answer_sections(rows, samples, changed):
    """Every [answer] a judge's row has, and each without its heading or label, or with the
    heading or label the samples' outputs show, or the line between answers they show where no
    row has it; and each rule of the kit's alone, with what its traits let the samples say
    (changed: most_changed's, the bound of ANTI's): the answers to try."""
    headings, labels = numbered_lines(samples)
    between = separators(expected for _, expected in samples)
    blank_lines = any("\n\n" in expected.strip("\n") for _, expected in samples)
    sections = []
    for folder, row in rows:
        base = {k: v for k, v in row.get("answer", {}).items() if k != "solver"}
        bare = {k: v for k, v in base.items() if k not in ("heading", "label")}
        variants = [base, bare] + [dict(bare, heading=h) for h in headings] + [dict(bare, label=l) for l in labels]
        variants += [dict(variant, between=line) for variant in variants for line in between if variant.get("between") != line]
        # (a blank line after each answer or between two, where the outputs have blank lines and
        # its judge's answers do not; and none, where they do)
        if blank_lines:
            variants += [dict(v, **{key: ""}) for v in variants for key in ("after", "between") if "after" not in v and "between" not in v]
        variants += [{k: x for k, x in v.items() if k != key} for v in variants for key in ("after", "between") if v.get(key) == ""]
        sections += [(variant, folder) for variant in variants]
    # (and each rule alone, with the heading or label the outputs show: a rule no judge's answer
    # left has, such as ROTATE's turns)
    # (promising one solution too, as SUM and a kind's rules do)
    # (a blank line between two answers or after each, where the outputs have blank lines; the
    # line of punctuation they show between answers, or after each: the last line of every output)
    lasts = {expected.rstrip("\n").split("\n")[-1].strip() for _, expected in samples}
    closing = [line for line in lasts if len(lasts) == 1 and re.fullmatch(r"[-=*#~+_]{2,40}", line)]
    # (ANTI with the most cells the samples' answers change as its bound: the statement's may be more)
    # (and every cell, the bound of a line of changes; the smallest grid of those that pass, as
    # Vijos 1352 asks; its word for none, a line the outputs show alone)
    changes, side = changed
    lone = {line.strip() for _, expected in samples for line in expected.split("\n")}
    said = sorted(line for line in lone if re.fullmatch(r"[A-Za-z]+[.!]?", line))  # (lines of one word)
    alone = said + sorted(line for line in lone if re.fullmatch(r"-?\d{1,2}", line))  # (and of one small number)
    anti = lambda rule: [dict(rule, changes=bound, **extra) for bound in sorted({changes, side * side}) for extra in
                         [{}, {"smallest": True}] + [dict(no_solution=w, **s) for w in alone for s in ({}, {"smallest": True})]]
    bounded = lambda rule: anti(rule) if "changes" in traits(rule["rule"]) and changes else [rule]
    # (ROTATE's turns clockwise, counted, or counterclockwise and listed: Luogu P8549's)
    turned = lambda rule: [rule] + [dict(rule, turns=t.split("=", 1)[1]) for t in sorted(traits(rule["rule"])) if t.startswith("turns=")]
    # (SIMILAR's words, of pairs, not of puzzles: the outputs' lines of one word, a pair's answer
    # each; the one for a similar pair, then for another, or either where one word alone shows)
    pair_words = [dict(valid=a, no_solution=b) for a in said for b in said if a != b] + [w for a in said for w in ({"valid": a}, {"no_solution": a})]
    paired = lambda rule: [dict(rule, **words) for words in pair_words] if "pairs" in traits(rule["rule"]) else [rule]
    for rule in [p for w in vocabulary() if w[0] == "rule" for promise in ("any", "one")
                 for b in bounded({"promise": promise, "rule": w[1]}) for r in turned(b) for p in paired(r)]:
        variants = [rule] + [dict(rule, heading=h) for h in headings] + [dict(rule, label=l) for l in labels]
        lines = ([("between", ""), ("after", "")] if blank_lines else []) + [("between", line) for line in between] + [("after", line) for line in closing]
        sections += [(variant, "the kit") for variant in variants + [dict(v, **{key: line}) for v in variants for key, line in lines]]
    return distinct(sections)


def most_changed(samples):
    """The most cells an answer changes of its grid, and the grid's side, where an output holds as
    many cells as its input, one grid after another (digits and blanks; a line of one number of
    up to 3 digits, a count or a line of changes, left out; an output of other size, such as -1,
    passed over): ANTI's bound to try (Codeforces 1335D's 9); else (None, None)."""
    most = side = None
    for given, expected in samples:
        lines = [line for line in given.strip("\n").split("\n") if not re.fullmatch(r"\d{1,3}", line.strip())]
        cells = lambda text: [c for c in text if c.isdigit() or c in BLANKS]
        a, b = cells("\n".join(lines)), cells(expected)
        n = next((n for n in (4, 9, 16, 25) if a and len(a) % (n * n) == 0 and len(a) // (n * n) <= 20), None)
        if not n or len(a) != len(b) or side not in (None, n):
            continue
        side = n
        for start in range(0, len(a), n * n):
            most = max(most or 0, sum(x != y for x, y in zip(a[start:start + n * n], b[start:start + n * n])))
    return (most, side) if most else (None, None)


def shows(output, word):
    """Whether an output prints this word: a line of it, or a line's end after a label (`Case 1: `),
    not within a longer word (`VALID` is not shown by `INVALID`)."""
    return any(re.search(r"(^|[^A-Za-z0-9])" + re.escape(word) + "$", line) for line in output.split("\n"))


def first_difference(expected, found):
    """'line N: expected "...", found "..."' of the first line where two texts differ."""
    a, b = expected.split("\n"), found.split("\n")
    for n in range(max(len(a), len(b))):
        x = a[n] if n < len(a) else None
        y = b[n] if n < len(b) else None
        if x != y:
            show = lambda s: "nothing" if s is None else json.dumps(s[:60], ensure_ascii=False)
            return f"line {n + 1}: expected {show(x)}, found {show(y)}"
    return "the same"


def row_text(inputs, answer, name="candidate"):
    """A judge.toml of these [input] and [answer] sections, for build/dlx and build/check."""
    return toml_text({"name": name, "statement": "", "unconfirmed": ""},
                     {"input": inputs, "answer": answer, "judging": {"compare": "exact", "presentation_error": False, "time_limit": 1, "memory_mb": 256}})


def write_row(work, name, inputs, answer):
    """WORK/NAME/judge.toml: row_text's."""
    os.makedirs(os.path.join(work, name), exist_ok=True)
    with open(os.path.join(work, name, "judge.toml"), "w") as f:
        f.write(row_text(inputs, answer, name))


def reference(work, name, given):
    """build/dlx's run on an input by the row WORK/NAME (stdout, stderr, returncode), or None past 20 s."""
    try:
        return subprocess.run([os.path.join(BUILD, "dlx"), "--judge", name], input=given.encode(), capture_output=True,
                              env=dict(os.environ, SUDOKU_JUDGES=work, DLX_CACHE=""), timeout=20)
    except subprocess.TimeoutExpired:
        return None


def try_rows(candidates, samples, work, answers=True):
    """Each row tried on the samples in one run of build/dlx --fit (its text on stdin; a child of
    it tries one row after another, no program started a row): ('ok', exact) where every sample's output is the kit's answer (exact: byte for byte,
    else another its checker takes; without answers, where the row reads every sample), else
    ('broke', samples passed, where). The file to paste is not tried here (bundled)."""
    if not candidates:
        return []
    for n, (given, expected) in enumerate(samples, 1):
        for ext, content in (("in", given), ("out", expected)):
            with open(os.path.join(work, f"sample-{n}.{ext}"), "w") as f:
                f.write(content)
    paths = [os.path.join(work, f"sample-{n}.{ext}") for n in range(1, len(samples) + 1) for ext in ("in", "out")]
    rows = "".join(row_text(c["input"], c["answer"]) + "\0" for c in candidates)
    run = subprocess.run([os.path.join(BUILD, "dlx"), "--fit"] + (["--answers"] if answers else []) + paths,
                         input=rows.encode(), capture_output=True, env=dict(os.environ, DLX_CACHE=""))
    lines = run.stdout.decode(errors="replace").split("\n")
    if run.returncode != 0 or len(lines) < len(candidates):
        raise Refused("build/dlx --fit failed: " + run.stderr.decode(errors="replace").strip())
    results = []
    for line in lines[:len(candidates)]:
        fields = line.split("\t", 2)
        results.append(("ok", fields[1] == "1") if fields[0] == "ok" else ("broke", int(fields[1]), fields[2]))
    return results


def bundled(candidate, work):
    """Why the kit can bundle no file to paste for the row (an end line holding a cell, such as
    -1), or None."""
    write_row(work, "candidate", candidate["input"], candidate["answer"])
    bundle = subprocess.run([os.path.join(BUILD, "expander"), "candidate", "--line"], capture_output=True,
                            env=dict(os.environ, SUDOKU_JUDGES=work))
    return None if bundle.returncode == 0 else "the file to paste: " + bundle.stderr.decode(errors="replace").strip().split("\n")[0]


def compiles(inputs, answer, work):
    """Why the file to paste for the row does not compile (g++ -fsyntax-only, as C++98; LeetCode's
    class after its preamble, as C++20), or None."""
    write_row(work, "candidate", inputs, answer)
    bundle = subprocess.run([os.path.join(BUILD, "expander"), "candidate", "--parts", os.path.join(KIT, "lib")], capture_output=True,
                            env=dict(os.environ, SUDOKU_JUDGES=work))
    if bundle.returncode != 0:
        return "the file to paste: " + bundle.stderr.decode(errors="replace").strip().split("\n")[0]
    standard = ["-std=c++20", "-include", os.path.join(KIT, "stress", "leetcode", "preamble.h")] if inputs.get("layout") == "leetcode" else ["-std=c++98"]
    built = subprocess.run(["g++", "-fsyntax-only", "-w", *standard, "-x", "c++", "-"], input=bundle.stdout, capture_output=True)
    return None if built.returncode == 0 else "the file to paste does not compile: " + built.stderr.decode(errors="replace").strip().split("\n")[0]


def with_solver(row):
    """The row's [answer] with its solver: the fast engine's terse parts up to 9x9, as most such
    judges have (make test's stage choice hacks the file within a quarter of the limit, and says
    where the engine whole is due); the engine whole beyond; a kind beyond units keeps its judge's
    solver (infer)."""
    return dict({"solver": "terse" if row["input"].get("box", 3) <= 3 else "fast"}, **row["answer"])


def lines_read(row, rows):
    """The lines of a row that no judge it came from has, read from the samples: (what, value,
    the judge it came from first, that judge's value or None) for each."""
    found = []
    for part, key, what, origins in (("input", "end_line", "the line after the last puzzle", row["from"]),
                                     ("input", "between", "the line between puzzles", row["from"]),
                                     ("answer", "between", "the line between answers", row.get("answer_from", row["from"]))):
        own = [dict(rows)[folder].get(part, {}).get(key) for folder in origins if folder in dict(rows)]
        if own and key in row[part] and row[part][key] not in own:
            found.append((what, row[part][key], origins[0], own[0]))
    return found


def infer(samples, rows, work, stated=None):
    """Rows the samples fit, the best first (byte for byte, then the kit's order), or Refused
    naming where the nearest broke: the readers first (each [input] with a neutral answer, the
    counts of solutions), then the answers after each reader that took every sample. Stated words
    ({key: text}, the statement's, --word) replace a row's own for the same outcome; the rows that carry
    every one of them come first."""
    stated = stated or {}
    readers, misses, answer_of = [], [], {folder: row.get("answer", {}) for folder, row in rows}
    # (ANTI's bound: every cell where a line of changes says how many, else the most the samples' answers change)
    changed = most, side = most_changed(samples)
    sections = input_sections(rows, samples)
    counted = [{"input": section, "answer": {"promise": "any", "rule": "COUNT"}, "from": origins} for section, origins in sections]
    tried = list(zip(counted, try_rows(counted, samples, work, answers=False)))
    # (a kind COUNT does not read, as dominoes, with its own judge's answer; a reader of the kit's
    # own, made from its vocabulary, with the rules whose layouts no other rule reads: VERIFY's
    # framed and numbers, then DEAD_END's moves; a kind of the kit's own with the answer its plain
    # DFS gives, the first solution of one)
    # (the second retry only where the first gave the rule its answer: a judge's or a kind's is tried once)
    for retry in ({"promise": "any", "rule": "VERIFY", "valid": "@VALID", "clash": "@CLASH"}, {"promise": "any", "rule": "DEAD_END"}):
        own = lambda c: c["from"][0] in answer_of or "kind" in c["input"]
        probe = lambda c: KIND_ANSWER if "kind" in c["input"] else CHANGES_ANSWER if "changes_line" in c["input"] else retry
        again = [(k, {"input": c["input"], "answer": answer_of.get(c["from"][0], probe(c)), "from": c["from"]})
                 for k, (c, result) in enumerate(tried) if result[0] != "ok" and (retry["rule"] == "VERIFY" or not own(c))]
        for (k, candidate), result in zip(again, try_rows([c for _, c in again], samples, work, answers=False)):
            if result[0] == "ok" or retry["rule"] == "VERIFY":  # (the first retry's reason where none reads it)
                tried[k] = (candidate, result)
    for candidate, result in tried:
        (readers if result[0] == "ok" else misses).append((candidate, result))
    # The rows in the order the kit prefers them: the commonest rule, then the row that asks least
    # (fewest keys: no words or counts the samples did not need), then the row more judges share.
    # Tried in that order until one fits byte for byte and three more fit (the alternatives
    # unconfirmed names): a few runs where the samples are plain, every row where none fits.
    pairs = []
    # (rows that differed in those words alone are one row then)
    # (and on the kit's own rules, which have no words of their own)
    answers = [(section, sum(origins, [])) for section, origins in distinct(
        (dict(section, **{k: w for k, w in stated.items() if k in section or origins == ["the kit"]}), origins) for section, origins in answer_sections(rows, samples, changed))]
    headings, labels = numbered_lines(samples)
    bound = lambda reader: side * side if reader["input"].get("changes_line") else most
    for reader, _ in readers:
        # A kind beyond units (signs, cages, dominoes) has the solver its judge's row names.
        solver = {"solver": answer_of.get(reader["from"][0], {}).get("solver", "plain")} if "kind" in reader["input"] else {}
        found = outcomes(reader["input"], samples, work)
        found_minimal = outcomes(reader["input"], samples, work, MINIMAL_PROBE) if "ONE" in found else []
        for section, origins in answers:
            if section.get("changes") not in (None, bound(reader)):
                continue
            pairs.append({"input": reader["input"], "answer": dict(section, **solver), "from": reader["from"], "answer_from": origins})
        for section, origins in worded(answers, found, samples, labels, headings, stated, found_minimal) if found else []:
            pairs.append({"input": reader["input"], "answer": dict(section, **solver), "from": reader["from"], "answer_from": origins, "worded": True})
    # (Inputs without a blank are full grids: VERIFY first, whatever else their words fit.)
    full = lambda row: "blank" not in row["input"] or not any(row["input"]["blank"] in given for given, _ in samples)
    # (A judge's words as they are before words the samples were read for; a judge's lines as they
    # are before an end line or a line between read from the samples.)
    # (A judge's reader before the kit's own.)
    rank = lambda row: (not set(stated) <= set(row["answer"]), row["from"] == ["the kit"], row["answer_from"] == ["the kit"], not (full(row) and row["answer"]["rule"] == "VERIFY"), "worded" in row, bool(lines_read(row, rows)),
                        RULE_ORDER.index(row["answer"]["rule"]) if row["answer"]["rule"] in RULE_ORDER else 99,
                        len(row["input"]) + len(row["answer"]), -len(row["from"]) - len(row["answer_from"]))
    fits, ordered, chunk = [], sorted(pairs, key=rank), 64
    enough = lambda: len(fits) >= 4 and any(exact for _, (_, exact) in fits)
    for start in range(0, len(ordered), chunk):
        for candidate, result in zip(ordered[start:start + chunk], try_rows(ordered[start:start + chunk], samples, work)):
            refused = bundled(candidate, work) if result[0] == "ok" else None
            if refused:
                result = ("broke", len(samples), refused)
            (fits if result[0] == "ok" else misses).append((candidate, result))
            if enough():
                break
        if enough():
            break
    if not fits:
        # The nearest: more samples passed, then answers read (an output that differs), then
        # the later line where the input broke.
        line = lambda why: int(re.search(r"line (\d+)", why).group(1)) if re.search(r"line (\d+)", why) else 0
        misses.sort(key=lambda m: (-m[1][1], " input: " in m[1][2], -line(m[1][2])))
        near = "\n".join(f"  read as {m[0]['from'][0]}'s input" + (f", answered as {m[0]['answer_from'][0]}'s" if "answer_from" in m[0] else "")
                         + f": {m[1][2]}" for m in misses[:5])
        raise Refused(f"no layout the kit reads fits these samples; the nearest rows, and where each broke:\n{near}")
    return sorted(fits, key=lambda fit: (not fit[1][1], rank(fit[0])))  # (byte for byte first)


def difference(best, other):
    """What another row that fits does otherwise: 'rule SMALLEST, no count_line'."""
    said = []
    for section in ("input", "answer"):
        for key in sorted(set(best[section]) | set(other[section]) - {"solver"}):
            if key != "solver" and best[section].get(key) != other[section].get(key):
                name = f"{section}.{key}" if key == "between" else key  # (both sections have it)
                said.append(f"no {name}" if key not in other[section] else f"{name} {toml_value(other[section][key])}")
    return ", ".join(said)


def read_problem(args):
    """The problem as Competitive Companion sends it: name, url, timeLimit (ms), memoryLimit (MB),
    tests [{input, output}]; from its JSON, or from sample files."""
    if args.get("from"):
        where = args["from"]
        try:
            text = sys.stdin.read() if where == "-" else open(where, encoding="utf-8").read()
        except OSError as e:
            raise Refused(f"{where}: {e.strerror}")
        try:
            problem = json.loads(text)
        except json.JSONDecodeError as e:
            raise Refused(f"{where}: not JSON: line {e.lineno}, column {e.colno}: {e.msg}")
        return check_problem(problem, where)
    missing = [k for k in ("in", "out", "time", "memory") if not args.get(k)]
    if missing:
        raise Refused("give FROM=problem.json (Competitive Companion's), or IN, OUT, TIME and MEMORY; missing: " + ", ".join(m.upper() for m in missing))
    ins, outs = args["in"].split(), args["out"].split()
    if len(ins) != len(outs):
        raise Refused(f"IN names {len(ins)} files and OUT {len(outs)}: give an output for each input")
    tests = []
    for a, b in zip(ins, outs):
        try:
            tests.append({"input": open(a, encoding="utf-8").read(), "output": open(b, encoding="utf-8").read()})
        except OSError as e:
            raise Refused(f"{e.filename}: {e.strerror}")
    try:
        time_ms, memory = float(args["time"]) * 1000, float(args["memory"])
    except ValueError:
        raise Refused(f"TIME={args['time']} and MEMORY={args['memory']}: expected seconds and megabytes")
    return check_problem({"name": args.get("name") or args.get("id") or "", "url": args.get("url") or "",
                          "timeLimit": time_ms, "memoryLimit": memory, "tests": tests}, "the samples")


def check_problem(problem, where):
    if not isinstance(problem, dict):
        raise Refused(f"{where}: expected an object (Competitive Companion's problem), found {type(problem).__name__}")
    for key, kind in (("name", str), ("timeLimit", (int, float)), ("memoryLimit", (int, float)), ("tests", list)):
        if not isinstance(problem.get(key), kind) or isinstance(problem.get(key), bool):
            raise Refused(f"{where}: {key}: missing, or not a {'string' if kind is str else 'list' if kind is list else 'number'}")
    if not 0 < problem["timeLimit"] <= 3600 * 1000 or not 0 < problem["memoryLimit"] <= 1 << 20:
        raise Refused(f"{where}: timeLimit {problem['timeLimit']} ms or memoryLimit {problem['memoryLimit']} MB out of range")
    if not problem["tests"]:
        raise Refused(f"{where}: tests: no samples: the kit infers the judge's row from them")
    for n, test in enumerate(problem["tests"], 1):
        if not isinstance(test, dict) or not isinstance(test.get("input"), str) or not isinstance(test.get("output"), str):
            raise Refused(f"{where}: tests[{n - 1}]: expected {{\"input\": text, \"output\": text}}")
    for side in ("input", "output"):
        kind = (problem.get(side) or {}).get("type", "stdin" if side == "input" else "stdout")
        if kind not in ("stdin", "stdout"):
            raise Refused(f"{where}: {side}.type is {kind!r}: the kit's judges read stdin and write stdout")
    if not isinstance(problem.get("url", ""), str):
        raise Refused(f"{where}: url: not a string")
    inputs = [t["input"].replace("\r\n", "\n") for t in problem["tests"]]
    for n, text in enumerate(inputs):
        if inputs.index(text) != n and problem["tests"][inputs.index(text)]["output"].replace("\r\n", "\n") != problem["tests"][n]["output"].replace("\r\n", "\n"):
            raise Refused(f"{where}: samples {inputs.index(text) + 1} and {n + 1} have the same input and different outputs")
    return problem


def make_new(problem, wanted_id=None, say=print, stated=None):
    """Writes $SUDOKU_JUDGES/ID/ for the problem; returns the id, or None where it is a judge the
    kit has (it says which). stated: the statement's words ({key: text}, --word). Raises Refused."""
    stated = stated or {}
    rows = judge_rows()
    url = problem.get("url") or ""
    known = known_judge(url, rows)
    if known:
        say(f"new: {url} is the kit's judge {known}: nothing made (make submit JUDGE={known})")
        return None
    judge_id = wanted_id or id_from(url, problem["name"])
    if not re.fullmatch(r"[a-z0-9][a-z0-9-]*", judge_id):
        raise Refused(f"ID={judge_id}: an id is lower-case letters, digits and dashes")
    target = os.path.join(JUDGES, judge_id)
    if os.path.exists(target):
        raise Refused(f"{target} already exists: give another ID=")
    samples = [(t["input"].replace("\r\n", "\n"), t["output"].replace("\r\n", "\n")) for t in problem["tests"]]
    with tempfile.TemporaryDirectory() as work:
        fits = infer(samples, rows, work, stated)
        broken = []  # (why each row before the first whose file to paste compiles does not)
        for row, _ in fits:
            why = compiles(row["input"], with_solver(row), work)
            if not why:
                break
            broken.append(why)
        else:
            raise Refused(f"no row the samples fit has a file that compiles: {broken[0]}")
        fits = fits[len(broken):]
    best, (_, exact) = fits[0]
    origin = best["from"][0] if best["from"][0] == best["answer_from"][0] else f"{best['from'][0]}'s input and {best['answer_from'][0]}"
    seconds, memory = problem["timeLimit"] / 1000, int(problem["memoryLimit"])
    notes = ["how the judge compares (the kit: " + ("every byte, as the samples' answers are the kit's byte for byte" if exact else "lines, trailing spaces ignored: a sample's answer is another solution than the kit's") + "; no PE)",
             f"what the statement promises of each puzzle (the kit: {best['answer']['promise']}, as {origin}'s row)",
             f"how many puzzles an input holds (the kit: {best['input'].get('puzzles', [1, 1])[0]} to {best['input'].get('puzzles', [1, 1])[1]}, as {best['from'][0]}'s row)",
             "the languages and how the judge builds them (the kit: every language it builds, g++ -O2, each with these limits)"]
    if "largest_number" in best["input"]:  # (read from the samples' largest number, not from a row)
        notes.append(f"the largest number a cell may hold (the kit: {best['input']['largest_number']}, the samples' largest "
                     "with its digits made 9s; a grid holding one past the side is invalid, a larger one malformed input)")
    if best["answer"].get("changes") and best["answer_from"] == ["the kit"]:  # (read from the samples' answers)
        notes.append(f"the most cells an answer may change (the kit: {best['answer']['changes']}, " +
                     ("every cell, the most a line of changes may say)" if best["input"].get("changes_line") else "the most the samples' answers change)"))
    for what, value, folder, own in lines_read(best, rows):  # (what the samples show that no row it came from has)
        notes.append(f"{what} (the kit: {value!r}, as the samples show it; {folder}'s row has " + (f"{own!r})" if own is not None else "none)"))
    for key, outcome in WORDS:  # a word no sample prints: its row's, which the statement may not use
        word = best["answer"].get(key)
        if word is not None and key not in stated and not any(shows(expected, word) for _, expected in samples):
            notes.append(f"the answer for {outcome}, which no sample shows (the kit: {word!r}, {best['answer_from'][0]}'s; "
                         f"the statement's words go in answer.{key}, or make new with {key.upper()}=)")
    others = [other for other, _ in fits[1:] if difference(best, other)]  # (not the same row again, from other judges)
    if others:
        notes.append(f"the row (the kit: {origin}'s); the samples fit as well " + "; ".join(
            f"{other['from'][0]}'s input and {other['answer_from'][0]}'s answer: {difference(best, other)}" for other in others[:3])
            + ("; and perhaps more" if len(others) > 3 else ""))
    answer = with_solver(best)
    judging = {"compare": "exact" if exact else "lines", "presentation_error": False,
               "time_limit": float(seconds), "memory_mb": memory}
    text = toml_text({"name": problem["name"] or judge_id, "statement": url, "unconfirmed": "; ".join(notes)},
                     {"input": best["input"], "answer": answer, "judging": judging},
                     f"# {problem['name'] or judge_id}: made by make new from its samples and limits (stress/new.py), as {origin}'s row reads and answers them; docs/judges.md describes every field.")
    staging = tempfile.mkdtemp(prefix=f".new-{judge_id}-", dir=JUDGES)
    try:
        with open(os.path.join(staging, "judge.toml"), "w", encoding="utf-8") as f:
            f.write(text)
        for n, (given, expected) in enumerate(samples, 1):
            for ext, content in (("in", given), ("out", expected)):
                with open(os.path.join(staging, f"sample-{n}.{ext}"), "w", encoding="utf-8") as f:
                    f.write(content)
        os.rename(staging, target)
    except OSError:
        subprocess.run(["rm", "-rf", staging])
        raise
    say(f"new: made {os.path.relpath(target, KIT) if target.startswith(KIT) else target}/: "
        f"{best['input']['layout']} layout, " + (f"blank {best['input']['blank']!r}" if "blank" in best["input"] else "no blank") + f", rule {best['answer']['rule']}, "
        + "".join(f"{key} {best['answer'][key]!r}, " for key in ("heading", "label") if key in best["answer"]) +
        f"as {origin}'s row; {seconds:g} s, {memory} MB; {len(samples)} sample(s)")
    for key in stated:
        if key in best["answer"]:
            say(f"new: {key.upper()}={stated[key]!r}: the answer for {dict(WORDS)[key]}, as given")
        else:
            say(f"new: {key.upper()}={stated[key]!r}: not used: the row that fits the samples (rule {best['answer']['rule']}) "
                f"has no answer in words for {dict(WORDS)[key]}")
    for note in notes:
        say(f"new: not confirmed: {note}")
    say(f"new: next: make submit JUDGE={judge_id}; make samples JUDGE={judge_id} SOLVER=yours; make stress JUDGE={judge_id} SOLVER=yours;"
        " make tables (docs/judges.md and the README list every judge: make test checks that they do)")
    return judge_id


def main(argv):
    args, stated, k = {}, {}, 0
    while k < len(argv):
        if argv[k] == "--word" and k + 1 < len(argv):
            key, _, text = argv[k + 1].partition("=")
            if key not in dict(WORDS) or not text or "\n" in text or text != text.strip():
                print(f"new: {key.upper() or argv[k + 1]}={text}: expected the answer for one of " + ", ".join(f"{k.upper()}= ({o})" for k, o in WORDS)
                      + ", a line of text without spaces at its ends", file=sys.stderr)
                return 2
            stated[key] = text
            k += 2
        elif argv[k] in ("--from", "--id", "--in", "--out", "--time", "--memory", "--name", "--url") and k + 1 < len(argv):
            args[argv[k][2:]] = argv[k + 1]
            k += 2
        else:
            print(__doc__.split("Usage: ")[1].split(" Exit status")[0].replace("       ", "usage: ").rstrip(), file=sys.stderr)
            return 2
    try:
        for tool in ("dlx", "check"):
            if not os.access(os.path.join(BUILD, tool), os.X_OK):
                raise Refused(f"{BUILD}/{tool} is missing (run make new, which builds it)")
        make_new(read_problem(args), args.get("id"), stated=stated)
    except Refused as why:
        print(f"new: {why}", file=sys.stderr)
        return 2
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
