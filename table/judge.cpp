/**
 * Description: Loads the table of judges (table/judge.h) from each judge folder's judge.toml,
 *  parsed by toml++ and checked field by field: a syntax error, an unknown key, a missing or
 *  mistyped one, or a value out of range is refused with its file, line, column and field.
 *  The only file that includes toml++ (its headers take seconds to compile): built once into
 *  build/judge_table.o and linked into every tool and test that reads the table.
 * Usage: judges(), readJudge(folder, judge, why), judgesFolder() as table/judge.h declares them;
 *  link with -ltomlplusplus. SUDOKU_JUDGES names the judges folder (default samples).
 * Status: unit-tested (tests/stress/judge_tests.cpp); run by every stress tool
 */
#define TOML_HEADER_ONLY 0
#define TOML_SHARED_LIB 1
#include <toml++/toml.h>
#include <dirent.h>
#include <sys/stat.h>
#include <algorithm>
#include <deque>
#include <fstream>
#include <iostream>
#include <map>
#include "judge.h"

namespace {

const char* const kPromiseNames[] = {"one", "some", "one-or-none", "any"};     // by Promise
const char* const kCompareNames[] = {"exact", "lines"};                        // by Compare
const char* const kCountLineNames[] = {"optional"};                            // count_line as a string
const char* const kSymbolNames[] = {"letters", "digits-then-letters", "hex"};   // letters, digitsThenLetters, hexDigits

// The judges' words, kept for the program's life: a deque never moves what it holds.
const char* kept(const std::string& text) {
  static std::deque<std::string> words;
  return words.push_back(text), words.back().c_str();
}

// Why a judge.toml is refused, in full: "FILE:LINE:COLUMN: FIELD: what is wrong".
struct Refused {
  std::string why;
};

// One table of a judge.toml (the file itself, [input], [answer] or [judging]), read key by key:
// each read names its key as known, so that done() can refuse the others.
class Section {
 public:
  Section(const std::string& file, const toml::table& table, const std::string& prefix)
      : file(file), table(table), prefix(prefix) {}

  [[noreturn]] void refuse(const toml::source_region& at, const std::string& key, const std::string& what) const {
    std::string where = file;
    if (at.begin.line) where += ":" + std::to_string(at.begin.line);
    if (at.begin.line && at.begin.column) where += ":" + std::to_string(at.begin.column);
    throw Refused{where + ": " + prefix + key + ": " + what};
  }

  // The value of key, or null when it is absent and optional.
  const toml::node* find(const char* key, bool required) {
    known.push_back(key);
    const toml::node* node = table.get(key);
    if (!node && required) refuse(table.source(), key, "missing");
    return node;
  }

  template <class T>
  const T* typed(const char* key, bool required, const char* type) {
    const toml::node* node = find(key, required);
    if (!node) return nullptr;
    const T* value = node->as<T>();
    if (!value) refuse(node->source(), key, std::string("expected ") + type + ", found " + typeName(*node));
    return value;
  }

  std::string text(const char* key) { return typed<toml::value<std::string>>(key, true, "a string")->get(); }

  // A string that becomes a line of input or output and a C string literal (make submit): one
  // line, no quote or backslash. Null when absent.
  const char* line(const char* key, bool required, bool mayBeEmpty) {
    const toml::value<std::string>* value = typed<toml::value<std::string>>(key, required, "a string");
    if (!value) return nullptr;
    const std::string& s = value->get();
    if (s.empty() && !mayBeEmpty) refuse(value->source(), key, "empty (leave the key out for none)");
    for (char c : s)
      if (c == '"' || c == '\\' || (unsigned char)c < ' ')
        refuse(value->source(), key, "\"" + s + "\" holds a quote, a backslash or a control character");
    return kept(s);
  }

  // A printf format of one number (a title, a label): one %d, with flags and width. Null when absent.
  const char* format(const char* key) {
    const char* text = line(key, false, false);
    if (!text) return nullptr;
    int conversions = 0;
    for (const char* c = text; *c; c++)
      if (*c == '%' && c[1] == '%') c++;
      else if (*c == '%') {
        c += strspn(c + 1, "0123456789-+ ") + 1;
        conversions += *c == 'd' ? 1 : 2;
      }
    if (conversions != 1) refuse(sourceOf(key), key, "\"" + std::string(text) + "\" is not a printf format of one number (one %d)");
    return text;
  }

  long long integer(const char* key, bool required, long long lowest, long long highest) {
    const toml::value<int64_t>* value = typed<toml::value<int64_t>>(key, required, "an integer");
    if (!value) return 0;
    if (value->get() < lowest || value->get() > highest)
      refuse(value->source(), key, std::to_string(value->get()) + " is not " + std::to_string(lowest) + " to " + std::to_string(highest));
    return value->get();
  }

  bool flag(const char* key, bool required) {
    const toml::value<bool>* value = typed<toml::value<bool>>(key, required, "true or false");
    return value && value->get();
  }

  // Seconds as an integer or a decimal number, in whole milliseconds (0 when absent and optional).
  int milliseconds(const char* key, bool required) {
    const toml::node* node = find(key, required);
    if (!node) return 0;
    std::optional<double> seconds = node->is_number() ? node->value<double>() : std::nullopt;
    if (!seconds) refuse(node->source(), key, std::string("expected a number of seconds, found ") + typeName(*node));
    if (!(*seconds > 0 && *seconds <= 3600)) {
      std::ostringstream shown;
      shown << *seconds;
      refuse(node->source(), key, shown.str() + " is not a time limit (more than 0, at most 3600 s)");
    }
    return int(*seconds * 1000 + 0.5);
  }

  // Compiler flags, as words a shell passes on unchanged (letters, digits, - + = . , _ /). Null when absent.
  const char* flags(const char* key) {
    const char* text = line(key, false, true);
    if (text && strspn(text, "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-+=.,_/ ") != strlen(text))
      refuse(sourceOf(key), key, "\"" + std::string(text) + "\" holds a character other than letters, digits, spaces and - + = . , _ /");
    return text;
  }

  // One of names, by its index.
  template <size_t Count>
  int choice(const char* key, const char* const (&names)[Count], const char* what) {
    const toml::value<std::string>* value = typed<toml::value<std::string>>(key, true, "a string");
    std::string list;
    for (size_t i = 0; i < Count; i++) {
      if (!names[i]) continue;
      if (value->get() == names[i]) return int(i);
      list += std::string(list.empty() ? "" : ", ") + names[i];
    }
    refuse(value->source(), key, "\"" + value->get() + "\" is not " + what + " (" + list + ")");
  }

  // A table of the file, such as [input].
  Section section(const char* key) {
    const toml::table* inner = typed<toml::table>(key, true, "a table");
    return Section(file, *inner, prefix + key + ".");
  }

  // A table inside this one (an inline one: { time_limit = 2.0 }), or none where it is absent.
  std::optional<Section> subsection(const char* key) {
    const toml::table* inner = typed<toml::table>(key, false, "a table");
    if (!inner) return std::nullopt;
    return Section(file, *inner, prefix + key + ".");
  }

  // The keys of this table and where each is, in the file's order.
  std::vector<std::pair<std::string, toml::source_region>> keys() const {
    std::vector<std::pair<std::string, toml::source_region>> all;
    for (auto&& [key, node] : table) all.emplace_back(std::string(key.str()), key.source());
    std::sort(all.begin(), all.end(), [](auto& a, auto& b) { return a.second.begin < b.second.begin; });
    return all;
  }

  // Two numbers, [factor, addend]: C++'s limit times the factor (more than 0, at most 100) plus
  // the addend (0 to highest). False where the key is absent.
  bool scaled(const char* key, double highest, double& factor, double& addend) {
    const toml::array* pair = typed<toml::array>(key, false, "an array [factor, addend]");
    if (!pair) return false;
    std::optional<double> f = pair->size() == 2 ? pair->get(0)->value<double>() : std::nullopt;
    std::optional<double> a = pair->size() == 2 ? pair->get(1)->value<double>() : std::nullopt;
    if (!f || !a || !(*f > 0 && *f <= 100) || !(*a >= 0 && *a <= highest)) {
      std::ostringstream range;
      range << "expected [factor, addend]: a factor more than 0 and at most 100, an addend 0 to " << highest;
      refuse(pair->source(), key, range.str());
    }
    factor = *f, addend = *a;
    return true;
  }

  // Where the value of a key read before is.
  // Where key is, or (where it is left out) where the section is.
  const toml::source_region& sourceOf(const char* key) const { return table.get(key) ? table.get(key)->source() : table.source(); }

  // Refuses a key no read named.
  void done() const {
    for (auto&& [key, node] : table)
      if (std::find(known.begin(), known.end(), key.str()) == known.end()) {
        std::string list;
        for (const std::string& k : known) list += (list.empty() ? "" : ", ") + k;
        refuse(key.source(), std::string(key.str()), "unknown key (" + (prefix.empty() ? "top level" : "[" + prefix.substr(0, prefix.size() - 1) + "]") + " holds " + list + ")");
      }
  }

 private:
  static std::string typeName(const toml::node& node) {
    std::ostringstream s;
    s << node.type();
    return s.str();
  }

  const std::string& file;
  const toml::table& table;
  std::string prefix;
  std::vector<std::string> known;
};

void readInputSection(Section input, Judge& j) {
  j.layout = Layout(input.choice("layout", kLayoutNames, "a layout"));
  j.box = int(input.integer("box", true, 1, j.layout == NUMBERS ? 10 : 5));  // the engine solves up to 25x25
  int symbols = input.find("symbols", false) ? int(input.choice("symbols", kSymbolNames, "an alphabet")) : 0;
  j.digitsThenLetters = symbols == 1, j.hexDigits = symbols == 2;
  if (j.hexDigits && (j.box != 4 || j.layout != ROWS))
    input.refuse(input.sourceOf("symbols"), "symbols", "\"hex\" names the cells of grids of rows up to 16x16 (box 4; 0-9, then A-F)");
  if (j.digitsThenLetters && (j.box < 4 || (j.layout != ROWS && j.layout != ONE_LINE && j.layout != SPACED)))
    input.refuse(input.sourceOf("symbols"), "symbols", "\"digits-then-letters\" names the cells of 16x16 and larger grids (box 4 or 5) of the layouts rows, one-line and spaced");
  const char* blank = input.line("blank", false, false);  // absent: every grid is full (VERIFY)
  if (blank && (strlen(blank) != 1 || *blank == ' ' || valueOf(j, j.box, *blank) > 0))
    input.refuse(input.sourceOf("blank"), "blank", "\"" + std::string(blank) + "\" is not one character other than a space or a cell");
  j.blank = blank ? *blank : 0;
  if (j.layout == NUMBERS && blank && *blank != '0') input.refuse(input.sourceOf("blank"), "blank", "the layout numbers writes a blank as 0");
  const toml::node* count = input.find("count_line", false);  // true, or "optional" (a count line, or one puzzle alone)
  j.countOptional = count && count->is_string();
  j.countLine = j.countOptional ? input.choice("count_line", kCountLineNames, "true, false or") == 0 : input.flag("count_line", false);
  if (j.countOptional && (j.layout != ROWS || j.box != 3))
    input.refuse(input.sourceOf("count_line"), "count_line", "\"optional\" is read by 9x9 files of rows alone (a count line is shorter than a row)");
  j.sizeLine = input.find("size_line", false) ? SizeLine(input.choice("size_line", kSizeLineNames, "a size line")) : NO_SIZE_LINE;
  j.smallestBox = int(input.integer("smallest_box", false, 1, j.box));  // 0: absent
  if (j.smallestBox && j.sizeLine != BOX_SIZE)
    input.refuse(input.sourceOf("smallest_box"), "smallest_box", "the smallest box size of puzzles that tell theirs: only with size_line = \"box\"");
  j.smallestBox = std::max(j.smallestBox, 1);
  j.geometry = input.find("geometry", false) ? Geometry(input.choice("geometry", kGeometryNames, "a geometry")) : SQUARE;
  if ((j.geometry == JIGSAW) != (j.layout == WALLS))
    input.refuse(input.sourceOf(j.layout == WALLS ? "layout" : "geometry"), j.layout == WALLS ? "layout" : "geometry",
                 "a jigsaw's regions come from its walls: the geometry \"jigsaw\" goes with the layout \"walls\", and the other way round");
  if (j.layout == WALLS && j.box != 3) input.refuse(input.sourceOf("box"), "box", "the layout walls keeps a digit in a number's last four bits: 9x9 alone (box 3)");
  if ((j.layout == FRAMED || j.layout == BOXED) && (j.box != 3 || j.sizeLine))
    input.refuse(input.sourceOf("box"), "box", std::string("the layout ") + kLayoutNames[j.layout] + " draws 9x9 grids alone (box 3, no size line)");
  j.title = input.format("title");
  j.between = input.line("between", false, true);
  j.before = input.line("before", false, true);
  j.endLine = input.line("end_line", false, false);
  j.trailingSpace = input.flag("trailing_space", false);
  const toml::array* puzzles = input.typed<toml::array>("puzzles", true, "an array");
  const toml::value<int64_t>* fewest = puzzles->size() == 2 ? puzzles->get_as<int64_t>(0) : nullptr;
  const toml::value<int64_t>* most = puzzles->size() == 2 ? puzzles->get_as<int64_t>(1) : nullptr;
  if (!fewest || !most || fewest->get() < 1 || fewest->get() > most->get() || most->get() > 100000)
    input.refuse(puzzles->source(), "puzzles", "expected [fewest, most] with 1 <= fewest <= most <= 100000");
  j.minPuzzles = int(fewest->get()), j.maxPuzzles = int(most->get());
  j.blanks = int(input.integer("blanks", false, 0, j.box * j.box * j.box * j.box));
  j.largestNumber = int(input.integer("largest_number", false, j.box * j.box, 999));
  j.changesLine = input.flag("changes_line", false);
  if (j.largestNumber && (j.layout != NUMBERS || blank))
    input.refuse(input.sourceOf("largest_number"), "largest_number", "numbers past n are read in full grids of the layout numbers alone (the grid is then invalid)");
  j.kind = input.find("kind", false) ? ConstraintKind(input.choice("kind", kKindNames, "a kind of constraint")) : UNITS_ONLY;
  const KindRow& kind = kindRow(j.kind);
  // A kind's puzzles: one alone, one after another until its end line, or a batch after a count line.
  bool endsAsKind = kind.endLine ? j.endLine && !strcmp(j.endLine, kind.endLine) : !j.endLine && (kind.readFirst || j.maxPuzzles == 1);
  if (j.kind && (j.box != 3 || j.layout != kind.layout || j.blank != kind.blank || !endsAsKind || j.sizeLine || j.geometry != SQUARE || j.countLine != !!kind.readFirst || j.title || j.before || j.between))
    input.refuse(input.sourceOf("kind"), "kind", std::string("a puzzle of ") + kKindNames[j.kind] + " is read as its row says (table/kinds.h): " + kind.input +
                 (kind.endLine ? "; 9x9 puzzles (box 3), one after another, then a line " + std::string(kind.endLine) + " (end_line = \"" + kind.endLine + "\"), no other lines"
                  : kind.readFirst ? std::string("; 9x9 puzzles (box 3) after a count line (count_line = true), no other lines")
                               : std::string("; one 9x9 puzzle (box 3, puzzles = [1, 1], no other lines)")) + ", " +
                 (kind.blank ? std::string("blank = \"") + kind.blank + "\"" : std::string("no blank")) + ", answered in the layout " + kLayoutNames[kind.layout]);
  input.done();
}

// Whether a list of words, "valid clash", holds this one.
static bool listed(const char* words, const std::string& word) {
  std::istringstream in(words);
  for (std::string w; in >> w;)
    if (w == word) return true;
  return false;
}

// "a", "a and b", "a, b and c".
static std::string joined(const std::vector<std::string>& items) {
  std::string s;
  for (size_t k = 0; k < items.size(); k++) s += (k == 0 ? "" : k + 1 == items.size() ? " and " : ", ") + items[k];
  return s;
}

// The words a rule answers by, as its row says (table/rules.h): those due, and those no other rule
// answers by.
// The rules whose rows SAY so, as a message names them: "the rule ROTATE", "the rules A and B"
// ("" where none does).
template <class Say> static std::string rulesWhere(Say say) {
  std::vector<std::string> names;
  for (int r = FIRST; r < kRuleCount; r++)
    if (say(kRules[r])) names.push_back(kRules[r].name);
  return names.empty() ? "" : std::string(names.size() > 1 ? "the rules " : "the rule ") + joined(names);
}

static void checkWords(Section& answer, const Judge& j) {
  const std::pair<const char*, const char*> words[] = {{"no_solution", j.noSolution}, {"several", j.several},
      {"not_minimal", j.notMinimal}, {"unique", j.unique}, {"valid", j.valid}, {"clash", j.clash}};
  std::vector<std::string> due;
  bool missing = false;
  for (const auto& w : words)
    if (listed(ruleRow(j.rule).words, w.first)) due.push_back(w.first), missing = missing || !w.second;
  const char* count[] = {"", "it is", "both are", "all three are"};
  if (missing)
    answer.refuse(answer.sourceOf("rule"), "rule", std::string(ruleRow(j.rule).name) + " answers by the words " + joined(due) + ": " + count[due.size()] + " due");
  for (const auto& w : words) {
    std::vector<std::string> owners;
    for (int r = FIRST; r < kRuleCount; r++)
      if (listed(kRules[r].ownWords, w.first)) owners.push_back(kRules[r].name);
    if (w.second && !owners.empty() && !listed(ruleRow(j.rule).ownWords, w.first))
      answer.refuse(answer.sourceOf(w.first), w.first, std::string("only the rule") + (owners.size() > 1 ? "s " : " ") + joined(owners) +
                    (owners.size() > 1 ? " answer " : " answers ") + w.first);
  }
}

void readAnswerSection(Section answer, Judge& j) {
  static const char* ruleNames[kRuleCount];  // by Rule, from the rules' rows
  for (int r = FIRST; r < kRuleCount; r++) ruleNames[r] = kRules[r].name;
  j.promise = Promise(answer.choice("promise", kPromiseNames, "a promise"));
  j.rule = Rule(answer.choice("rule", ruleNames, "a rule"));
  j.noSolution = answer.line("no_solution", false, false);
  j.several = answer.line("several", false, false);
  j.notMinimal = answer.line("not_minimal", false, false);
  j.unique = answer.line("unique", false, false);
  j.valid = answer.line("valid", false, false);
  j.clash = answer.line("clash", false, false);
  checkWords(answer, j);
  const RuleRow& row = ruleRow(j.rule);
  if (row.takes && ((row.box && j.box != row.box) || (row.layouts && !(row.layouts >> j.layout & 1)) || (row.blank >= 0 && (j.blank != 0) != (row.blank != 0)) || (row.promisedOne && j.promise != ONE) ||
                    (row.hexOnly && !j.hexDigits)))
    answer.refuse(answer.sourceOf("rule"), "rule", std::string(row.name) + " " + row.takes);
  if (j.largestNumber && !row.numbersPastN)
    answer.refuse(answer.sourceOf("rule"), "rule", "a grid with numbers past n (input.largest_number) is read by " + rulesWhere([](const RuleRow& r) { return r.numbersPastN; }) + " alone");
  std::string layoutOwners = rulesWhere([&](const RuleRow& r) { return r.ownLayouts >> j.layout & 1; });
  if (!layoutOwners.empty() && !(row.ownLayouts >> j.layout & 1))
    answer.refuse(answer.sourceOf("rule"), "rule", std::string("the layout ") + kLayoutNames[j.layout] + " is read by " + layoutOwners + " alone");
  if (!j.blank && !solvesNothing(j.rule) && row.blank != 0 && !j.kind)
    answer.refuse(answer.sourceOf("rule"), "rule", "puzzles need a blank (input.blank): only the rules that solve nothing, DEAD_END (moves) and a kind's puzzles without givens (input.kind) take none");
  j.leftTurnsListed = answer.find("turns", false) && answer.choice("turns", kTurnNames, "a way of turning") == 1;
  if (answer.find("turns", false) && !row.turnsBoxes)
    answer.refuse(answer.sourceOf("turns"), "turns", "only " + rulesWhere([](const RuleRow& r) { return r.turnsBoxes; }) + " turns boxes");
  if (row.sizeLineByVariant && !variantOf(j) && j.sizeLine)
    answer.refuse(answer.sourceOf("rule"), "rule", std::string(row.name) + " reads a size line in its variant alone (" + row.variantOutput + ")");
  j.changes = int(answer.integer("changes", row.changesGrid, 1, 81));
  if (j.changes && !row.changesGrid) answer.refuse(answer.sourceOf("changes"), "changes", "only the rule ANTI changes cells");
  if (j.changesLine && (!row.changesGrid || !j.noSolution))
    answer.refuse(answer.sourceOf("rule"), "rule", "a line of changes (input.changes_line) is read by the rule ANTI alone, which then answers no_solution where it says fewer than 9");
  j.smallestAnti = answer.flag("smallest", false);
  if (j.smallestAnti && !row.changesGrid) answer.refuse(answer.sourceOf("smallest"), "smallest", "only the rule ANTI answers the smallest of its grids (the rule SMALLEST solves)");
  if (j.smallestAnti && row.changesGrid && !j.changesLine)  // (its part takes the bound a puzzle's line says, k)
    answer.refuse(answer.sourceOf("smallest"), "smallest", "ANTI's smallest grid is the smallest within the changes a line before each grid allows: only with input.changes_line");
  if (j.layout == NUMBERS && !solvesNothing(j.rule) && j.box > 5) answer.refuse(answer.sourceOf("rule"), "rule", "the engine solves up to 25x25 (box 5): a larger grid of numbers is for a rule that solves nothing");
  for (const char* key : {"no_solution", "several", "unique", "clash"})
    if (row.counts && answer.find(key, false))
      answer.refuse(answer.sourceOf(key), key, std::string("the rule ") + row.name + " answers by numbers, 0 for none or clashing givens: no words");
  j.solver = answer.find("solver", false) ? Solver(answer.choice("solver", kSolverNames, "a solver")) : FAST;
  if (j.solver == PLAIN && (j.box > 3 || j.geometry != SQUARE || !(row.plainFirst || row.plainGrid) || j.sizeLine || j.countOptional || j.title ||
                            (j.layout != ROWS && j.layout != ONE_LINE && j.layout != SPACED && j.layout != LEETCODE)))
    answer.refuse(answer.sourceOf("solver"), "solver", "the plain DFS answers the rule FIRST on square boxes up to 9x9, read from rows, one line, spaced rows or LeetCode's boards, without size lines or titles");
  if (j.kind != UNITS_ONLY && (j.solver != PLAIN || !(row.plainFirst || row.plainGrid) || j.promise != ONE))
    answer.refuse(answer.sourceOf("solver"), "solver", std::string("the kind ") + kKindNames[j.kind] + " has a part in the plain DFS alone: answer.solver = \"plain\", rule FIRST (or CELL_SUM), promise one");
  if (row.plainGrid && !j.kind) answer.refuse(answer.sourceOf("rule"), "rule", std::string(row.name) + " answers with the plain DFS's grid: the puzzles of a kind (input.kind) alone");
  j.label = answer.format("label");
  j.heading = answer.format("heading");
  j.after = answer.line("after", false, true);
  j.answersBetween = answer.line("between", false, true);
  if (row.lists && (!j.after || !*j.after))
    answer.refuse(answer.sourceOf("rule"), "rule", std::string(row.name) + " lists as many grids as it finds: a line after each answer (answer.after, not blank) ends each list");
  answer.done();
}

// The JVM's options as a judge runs Java or Kotlin: words of letters, digits and - + = . : _ /,
// and {memory} for its memory limit in MB (Kattis: -XX:+UseSerialGC -Xss64m -Xmx{memory}m).
const char* jvmFlags(Section& one, const char* key) {
  const char* flags = one.line(key, false, false);
  if (!flags) return nullptr;
  std::string words = flags;
  for (size_t at; (at = words.find("{memory}")) != std::string::npos;) words.replace(at, 8, "1");
  if (words.find_first_not_of("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-+=.:_/ ") != std::string::npos)
    one.refuse(one.sourceOf(key), key, "\"" + std::string(flags) + "\" holds a character other than letters, digits, spaces, - + = . : _ / and {memory}");
  return flags;
}

// [judging.by_language]: a language's limits where the judge publishes its own, as figures
// (time_limit, memory_mb) or as C++'s times a factor plus an addend (time, memory: [3, 2.0]);
// elsewhere C++'s, stated where same_limits_other_languages says the judge gives them every
// other language (Luogu: every language; HDU's "Java/Others"), else assumed. PyPy has Python's
// unless the judge gives it its own.
void readLanguageLimits(Section& judging, Judge& j) {
  bool same = judging.flag("same_limits_other_languages", false);
  for (int k = 0; k < kLimitKeys; k++) {
    bool cOrCxx = !strcmp(limitKey(k).id, "c") || !strcmp(limitKey(k).id, "c++");
    j.byLanguage[k] = {j.timeLimitMs, j.memoryMB, same || cOrCxx, ""};
  }
  std::optional<Section> byLanguage = judging.subsection("by_language");
  if (!byLanguage) return;
  bool pypyGiven = false;
  for (auto&& [key, at] : byLanguage->keys()) {
    int k = limitIndex(key);
    if (k < 0 || key == "c" || key == "c++") {
      std::string names;
      for (int n = 0; n < kLimitKeys; n++)
        if (strcmp(limitKey(n).id, "c") && strcmp(limitKey(n).id, "c++")) names += (names.empty() ? "" : ", ") + std::string(limitKey(n).id);
      byLanguage->refuse(at, key, "expected a language of " + names + " (C's and C++'s limits are time_limit and memory_mb)");
    }
    Section one = byLanguage->section(key.c_str());
    LanguageLimits& limits = j.byLanguage[k];
    double factor, addend;
    int fixedMs = one.milliseconds("time_limit", false);
    bool scaledTime = one.scaled("time", 3600, factor, addend);
    if (fixedMs && scaledTime) one.refuse(one.sourceOf("time"), "time", "a language has time_limit or time, not both");
    limits.timeLimitMs = fixedMs ? fixedMs : scaledTime ? int(j.timeLimitMs * factor + addend * 1000 + 0.5) : j.timeLimitMs;
    if (limits.timeLimitMs > 3600 * 1000) one.refuse(one.sourceOf("time"), "time", "makes a limit past 3600 s");
    int fixedMB = int(one.integer("memory_mb", false, 1, 1 << 20));
    bool scaledMemory = one.scaled("memory", 1 << 20, factor, addend);
    if (fixedMB && scaledMemory) one.refuse(one.sourceOf("memory"), "memory", "a language has memory_mb or memory, not both");
    double memoryMB = fixedMB ? fixedMB : scaledMemory ? j.memoryMB * factor + addend : j.memoryMB;
    if (memoryMB > 1 << 20) one.refuse(one.sourceOf("memory"), "memory", "makes a limit past 1048576 MB");
    limits.memoryMB = int(memoryMB + 0.5);
    limits.stated |= fixedMs || scaledTime || fixedMB || scaledMemory;
    bool jvm = key == "java" || key == "kotlin";
    const char* flags = jvm ? jvmFlags(one, "jvm_flags") : nullptr;
    limits.jvmFlags = flags ? flags : "";
    one.done();
    if (!fixedMs && !scaledTime && !fixedMB && !scaledMemory && !flags)
      byLanguage->refuse(at, key, std::string("empty: give time_limit or time, memory_mb or memory") + (jvm ? ", jvm_flags" : ""));
    pypyGiven |= k == kLanguageCount;
  }
  if (!pypyGiven) j.byLanguage[kLanguageCount] = j.byLanguage[limitIndex("python")];
  byLanguage->done();
}

void readJudgingSection(Section judging, Judge& j) {
  j.compare = Compare(judging.choice("compare", kCompareNames, "a comparison"));
  j.hasPE = judging.flag("presentation_error", true);
  j.timeLimitMs = judging.milliseconds("time_limit", true);
  j.memoryMB = int(judging.integer("memory_mb", true, 1, 1 << 20));
  j.sourceBytes = int(judging.integer("source_bytes", false, 0, 1 << 30));
  const char* cxxFlags = judging.flags("cxx_flags");
  const char* cFlags = judging.flags("c_flags");
  j.cxxFlags = cxxFlags ? cxxFlags : "-O2";
  j.cFlags = cFlags ? cFlags : "-O2";
  std::string every;
  for (const Language& language : kLanguages) every += (every.empty() ? "" : " ") + std::string(language.id);
  j.languages = kept(every);
  if (const toml::array* languages = judging.typed<toml::array>("languages", false, "an array")) {
    std::string list;
    for (const toml::node& language : *languages) {
      std::optional<std::string> name = language.value<std::string>();
      if (!name || (" " + every + " ").find(" " + *name + " ") == std::string::npos || name->find(' ') != std::string::npos)
        judging.refuse(language.source(), "languages", "expected names among " + every);
      list += (list.empty() ? "" : " ") + *name;
    }
    j.languages = kept(list);
  }
  j.python = kPythonNames[judging.find("python", false) ? judging.choice("python", kPythonNames, "a Python") : 0];
  readLanguageLimits(judging, j);
  const char* assumed = judging.line("assumed_limits", false, false);
  j.assumedLimits = assumed ? assumed : "";
  judging.done();
}

std::vector<Judge> loadJudges() {
  std::string folder = judgesFolder();
  DIR* dir = opendir(folder.c_str());
  if (!dir) std::cerr << folder << ": cannot open the judges folder (SUDOKU_JUDGES names it; default samples)\n", exit(2);
  std::vector<Judge> table;
  while (dirent* entry = readdir(dir)) {
    std::string path = folder + "/" + entry->d_name;
    struct stat info;
    if (entry->d_name[0] == '.' || stat(path.c_str(), &info) != 0 || !S_ISDIR(info.st_mode)) continue;
    Judge j;
    std::string why;
    if (!readJudge(path, j, why)) std::cerr << why << "\n", exit(2);
    table.push_back(j);
  }
  closedir(dir);
  std::sort(table.begin(), table.end(), [](const Judge& a, const Judge& b) { return strcmp(a.id, b.id) < 0; });
  return table;
}

}  // namespace

std::string judgesFolder() {
  const char* folder = getenv("SUDOKU_JUDGES");
  return folder && *folder ? folder : "samples";
}

bool readJudge(const std::string& folder, Judge& j, std::string& why) {
  std::string file = folder + "/judge.toml";
  std::ifstream in(file, std::ios::binary);
  if (!in) return why = folder + ": a judge folder without judge.toml", false;
  std::string text((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
  return readJudgeText(text, file, folder.substr(folder.find_last_of('/') + 1), j, why);
}

bool readJudgeText(const std::string& text, const std::string& file, const std::string& id, Judge& j, std::string& why) {
  j = Judge();
  j.id = kept(id);
  try {
    toml::table root = toml::parse(text, file);
    Section top(file, root, "");
    j.name = kept(top.text("name"));
    j.statement = kept(top.text("statement"));
    j.unconfirmed = kept(top.text("unconfirmed"));
    if (const toml::array* list = top.typed<toml::array>("aliases", false, "an array")) {
      for (const toml::node& alias : *list) {
        std::optional<std::string> name = alias.value<std::string>();
        if (!name || name->empty() || name->find_first_of(" /") != std::string::npos)
          top.refuse(alias.source(), "aliases", "expected ids (strings without spaces or slashes)");
        j.aliases.push_back(*name);
      }
    }
    readInputSection(top.section("input"), j);
    readAnswerSection(top.section("answer"), j);
    readJudgingSection(top.section("judging"), j);
    top.done();
  } catch (const toml::parse_error& e) {
    const toml::source_position& at = e.source().begin;
    return why = file + ":" + std::to_string(at.line) + ":" + std::to_string(at.column) + ": " + std::string(e.description()), false;
  } catch (const Refused& r) {
    return why = r.why, false;
  }
  return true;
}

const Judge* findJudge(const std::string& id) {
  static std::map<std::string, Judge> read;  // the judges read so far, by id
  std::map<std::string, Judge>::iterator known = read.find(id);
  if (known != read.end()) return &known->second;
  std::string folder = judgesFolder() + "/" + id;
  struct stat info;
  if (id.empty() || id[0] == '.' || id.find('/') != std::string::npos) return nullptr;
  if (stat(folder.c_str(), &info) != 0 || !S_ISDIR(info.st_mode)) {  // an alias, or none
    for (const Judge& j : judges())
      if (std::find(j.aliases.begin(), j.aliases.end(), id) != j.aliases.end()) return &j;
    return nullptr;
  }
  Judge j;
  std::string why;
  if (!readJudge(folder, j, why)) std::cerr << why << "\n", exit(2);
  return &(read[id] = j);
}

const std::vector<Judge>& judges() {
  static const std::vector<Judge> table = loadJudges();
  return table;
}

// The edits (characters inserted, removed or changed) that make a into b: Levenshtein's
// distance, one row of the table at a time.
static size_t editsBetween(const std::string& a, const std::string& b) {
  std::vector<size_t> row(b.size() + 1);
  for (size_t k = 0; k <= b.size(); k++) row[k] = k;
  for (size_t i = 1; i <= a.size(); i++) {
    size_t diagonal = row[0];
    row[0] = i;
    for (size_t k = 1; k <= b.size(); k++) {
      size_t was = row[k];
      row[k] = std::min(std::min(row[k] + 1, row[k - 1] + 1), diagonal + (tolower(a[i - 1]) != b[k - 1]));
      diagonal = was;
    }
  }
  return row[b.size()];
}

std::vector<std::string> nearestIds(const std::string& id) {
  std::vector<std::pair<size_t, std::string> > near;
  for (const Judge& j : judges()) {
    std::vector<std::string> names = j.aliases;
    names.insert(names.begin(), j.id);
    for (const std::string& name : names) {
      size_t edits = name.compare(0, id.size(), id) == 0 ? 1 : editsBetween(id, name);
      if (edits <= std::min<size_t>(3, std::max<size_t>(1, id.size() / 3))) near.push_back(std::make_pair(edits, name));
    }
  }
  std::stable_sort(near.begin(), near.end(), [](const std::pair<size_t, std::string>& a, const std::pair<size_t, std::string>& b) { return a.first < b.first; });
  std::vector<std::string> ids;
  for (size_t k = 0; k < near.size() && ids.size() < 3; k++)
    if (near[k].first == near[0].first) ids.push_back(near[k].second);
  return ids;
}
