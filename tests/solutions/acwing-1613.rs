// AcWing 1613 (Sudoku, easy version) in Rust: one puzzle as 9 lines of 9, '.' for blanks.
// A test fixture for sudoku-kit: a contestant's depth-first search over the cells in reading
// order, with the digits used in each row, column and box.
use std::io::{self, Read, Write};

struct Grid {
    g: Vec<Vec<u8>>,
    row: [[bool; 10]; 9],
    col: [[bool; 10]; 9],
    cell: [[bool; 10]; 9],
}

impl Grid {
    fn dfs(&mut self, k: usize) -> bool {
        if k == 81 {
            return true;
        }
        let (i, j) = (k / 9, k % 9);
        if self.g[i][j] != b'.' {
            return self.dfs(k + 1);
        }
        let b = i / 3 * 3 + j / 3;
        for d in 1..10 {
            if self.row[i][d] || self.col[j][d] || self.cell[b][d] {
                continue;
            }
            self.row[i][d] = true;
            self.col[j][d] = true;
            self.cell[b][d] = true;
            self.g[i][j] = b'0' + d as u8;
            if self.dfs(k + 1) {
                return true;
            }
            self.row[i][d] = false;
            self.col[j][d] = false;
            self.cell[b][d] = false;
            self.g[i][j] = b'.';
        }
        false
    }
}

fn main() {
    let mut text = String::new();
    io::stdin().read_to_string(&mut text).unwrap();
    let g: Vec<Vec<u8>> = text.split_whitespace().take(9).map(|l| l.bytes().collect()).collect();
    let mut s = Grid { g, row: [[false; 10]; 9], col: [[false; 10]; 9], cell: [[false; 10]; 9] };
    for i in 0..9 {
        for j in 0..9 {
            if s.g[i][j] != b'.' {
                let d = (s.g[i][j] - b'0') as usize;
                s.row[i][d] = true;
                s.col[j][d] = true;
                s.cell[i / 3 * 3 + j / 3][d] = true;
            }
        }
    }
    s.dfs(0);
    let mut out = String::new();
    for r in &s.g {
        out.push_str(std::str::from_utf8(r).unwrap());
        out.push('\n');
    }
    io::stdout().write_all(out.as_bytes()).unwrap();
}
