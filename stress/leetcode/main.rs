// Description: LeetCode's Rust environment around a contestant's `impl Solution` (in
//  solution.rs, which stress/build.sh copies beside this file), as LeetCode declares it: the
//  struct Solution, then the file, then a main that calls solve_sudoku (is_valid_sudoku, built
//  with --cfg leetcode_verify) on each board of standard input and prints what the kit's
//  checker reads.
// Usage: rustc --edition 2021 -O [--cfg leetcode_verify] main.rs   (solution.rs beside it)
//  Input: one board a line, as LeetCode writes it: [["5","3",".",...],...]. Output, a line a
//  board: solve_sudoku's board after the call, in the same text; is_valid_sudoku's true or false.
// Status: tested by tests/stress/judges.sh (a Rust LeetCode 37 solution passes; a broken one is
//  caught)
#![allow(dead_code, unused_imports)]
use std::io::{self, BufRead, Write};

struct Solution;

include!("solution.rs");

fn main() {
    let mut out = String::new();
    for line in io::stdin().lock().lines() {
        let line = line.unwrap();
        // Each cell is the character inside its quotes.
        let cells: Vec<char> = line.split('"').skip(1).step_by(2).filter_map(|cell| cell.chars().next()).collect();
        if cells.len() < 81 {
            continue;
        }
        let mut board: Vec<Vec<char>> = cells.chunks(9).take(9).map(|row| row.to_vec()).collect();
        #[cfg(leetcode_verify)]
        out.push_str(if Solution::is_valid_sudoku(board) { "true\n" } else { "false\n" });
        #[cfg(not(leetcode_verify))]
        {
            Solution::solve_sudoku(&mut board);
            let rows: Vec<String> = board.iter().map(|row| {
                let cells: Vec<String> = row.iter().map(|c| format!("\"{}\"", c)).collect();
                format!("[{}]", cells.join(","))
            }).collect();
            out.push_str(&format!("[{}]\n", rows.join(",")));
        }
    }
    io::stdout().write_all(out.as_bytes()).unwrap();
}
