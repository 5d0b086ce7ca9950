# Prints what a C++ file keeps but never reads, and its functions that only return a constant
# (tests/stress/judges.sh runs it on every judge's file):
#   awk -f tests/stress/unread.awk FILE
# "unread NAME": a variable or array (int, bool, unsigned, char; any scope) whose every use is its
# declaration or the target of a plain assignment. "constant NAME": a function whose whole body
# is `return` of a literal. Approximate as a scan of text: names are not told apart by scope.

# A line without its comment, its strings and its characters.
function strip(s) {
  sub(/\/\/.*/, "", s); gsub(/"([^"\\]|\\.)*"/, "\"\"", s); gsub(/'([^'\\]|\\.)*'/, "0", s)
  return s
}
# What follows a name once its subscripts ([...], nested) are passed.
function afterSubscripts(r,   j, depth, c) {
  while (match(r, /^ *\[/)) {
    depth = 0
    for (j = 1; j <= length(r); j++) {
      c = substr(r, j, 1)
      if (c == "[") depth++
      else if (c == "]" && !--depth) break
    }
    r = substr(r, j + 1)
  }
  return r
}
{ line[NR] = strip($0) }
END {
  type = "(static |const )*(int|bool|unsigned|char|long long|short|unsigned char) +"
  for (i = 1; i <= NR; i++) {  # the names declared, and on which lines
    d = line[i]
    if (d !~ "^ *" type "[^(]*;" && d !~ /^ *for \((int|unsigned) /) continue
    sub(/^ *for \(/, "", d); sub(/;.*/, "", d); sub("^ *" type, "", d)
    while (gsub(/\[[^][]*\]/, "", d)) ;
    while (gsub(/\{[^{}]*\}/, "", d)) ;
    gsub(/=[^,]*/, "", d)
    n = split(d, parts, ",")
    for (k = 1; k <= n; k++) {
      p = parts[k]; gsub(/[ *&]/, "", p)
      if (p !~ /^[A-Za-z_][A-Za-z0-9_]*$/) continue
      if (!(p in declared)) order[++names] = p
      declared[p] = 1; at[p] = at[p] " " i
    }
  }
  for (i = 1; i <= NR; i++)  # each use that is not a declaration or a plain assignment's target
    for (s = line[i]; match(s, /[A-Za-z_][A-Za-z0-9_]*/);) {
      w = substr(s, RSTART, RLENGTH); s = substr(s, RSTART + RLENGTH)
      if (!(w in declared) || (index(at[w] " ", " " i " ") && !declaredHere[w, i]++)) continue
      if (afterSubscripts(s) !~ /^ *=[^=]/) reads[w]++
    }
  for (k = 1; k <= names; k++) if (!reads[order[k]]) printf "unread %s; ", order[k]
  constant = "[A-Za-z_][A-Za-z0-9_]*\\([^()]*\\) *(const )?\\{ *return (true|false|-?[0-9]+u?); *\\}"
  for (i = 1; i <= NR; i++)
    if (match(line[i], constant))
      printf "constant %s; ", substr(line[i], RSTART, index(substr(line[i], RSTART), "(") - 1)
}
