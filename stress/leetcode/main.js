// Description: LeetCode's JavaScript (Node.js) environment around a contestant's function
//  (`var solveSudoku = function(board) {...}`, as LeetCode's template declares it), for
//  stress/build.sh: the file run as a script of its own (its line numbers kept in an error), then
//  METHOD called on each board of standard input, and what the kit's checker reads printed.
// Usage: node stress/leetcode/main.js FILE solveSudoku|isValidSudoku < boards
//  Input: one board a line, as LeetCode writes it: [["5","3",".",...],...]. Output, a line a
//  board: solveSudoku's board after the call, in the same text; isValidSudoku's true or false.
// Status: tested by tests/stress/judges.sh (a JavaScript LeetCode 37 solution passes; a broken
//  one is caught)
const fs = require('fs');
const vm = require('vm');

const [path, method] = process.argv.slice(2);
vm.runInThisContext(fs.readFileSync(path, 'utf8'), { filename: path });
if (typeof globalThis[method] !== 'function') {
  process.stderr.write(`${path} defines no function ${method}\n`);
  process.exit(1);
}
const out = [];
for (const line of fs.readFileSync(0, 'utf8').split('\n')) {
  if (!line.trim()) continue;
  const board = JSON.parse(line);
  if (method === 'isValidSudoku') out.push(globalThis[method](board) ? 'true' : 'false');
  else globalThis[method](board), out.push(JSON.stringify(board));
}
process.stdout.write(out.map((l) => l + '\n').join(''));
