/**
 * Description: The main() around a LeetCode Sudoku class (37 Sudoku Solver, 36 Valid Sudoku),
 *  for make samples, stress and hack. Reads boards from stdin, one a line in LeetCode's text
 *  ([["5","3",".",...],...]: rows of one-character strings), and calls one Solution object on
 *  all of them, as LeetCode may: solveSudoku, then prints the board as it left it, in the same
 *  text; or with LEETCODE_VERIFY, isValidSudoku, printing true or false. A line each. It only
 *  parses and prints: the class answers. Blank lines are passed over; a line that is not a board
 *  ends the run, with exit status 2 and the line's number on stderr.
 * Usage: g++ -std=c++20 [-DLEETCODE_VERIFY] -include stress/leetcode/preamble.h -include
 *  solution.cpp stress/leetcode/main.cpp -o solution; ./solution < boards
 * Status: drives every LeetCode judge's file (make test: stages samples, samples-asan, judge-files)
 *  and contestants' C++ classes (stress/build.sh; stage judges)
 */
namespace leetcode_driver {  // apart from the names of the class's file

// The board in a line of LeetCode's text: each [...] inside the outer brackets a row, each "c" in
// it a cell; false when the line is not such a board.
bool readBoard(const std::string& line, std::vector<std::vector<char>>& board) {
  int depth = 0;
  board.clear();
  for (size_t i = 0; i < line.size(); i++) {
    char c = line[i];
    if (c == '[') {
      if (++depth > 2) return false;
      if (depth == 2) board.emplace_back();
    } else if (c == ']') {
      if (--depth < 0) return false;
    } else if (c == '"') {
      if (depth != 2 || i + 2 >= line.size() || line[i + 2] != '"') return false;
      board.back().push_back(line[i + 1]), i += 2;
    } else if (c != ',' && c != ' ' && c != '\r') {
      return false;
    }
  }
  return depth == 0 && !board.empty();
}

// The board in LeetCode's text, on a line of its own.
void printBoard(const std::vector<std::vector<char>>& board) {
  std::string text = "[";
  for (size_t r = 0; r < board.size(); r++) {
    text += r ? ",[" : "[";
    for (size_t c = 0; c < board[r].size(); c++) text += std::string(c ? "," : "") + '"' + board[r][c] + '"';
    text += "]";
  }
  std::cout << text << "]\n";
}

}  // namespace leetcode_driver

int main() {
  Solution solution;  // one object for every board
  std::string line;
  for (int number = 1; std::getline(std::cin, line); number++) {
    std::vector<std::vector<char>> board;
    if (line.find_first_not_of(" \r") == std::string::npos) continue;
    if (!leetcode_driver::readBoard(line, board))
      return std::cerr << "line " << number << ": not a board in LeetCode's text, [[\"5\",\"3\",\".\",...],...]\n", 2;
#ifdef LEETCODE_VERIFY
    std::cout << (solution.isValidSudoku(board) ? "true" : "false") << "\n";
#else
    solution.solveSudoku(board);
    leetcode_driver::printBoard(board);
#endif
  }
}
