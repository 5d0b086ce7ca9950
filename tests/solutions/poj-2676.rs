// POJ 2676 (Sudoku) in Rust: a test fixture for sudoku-kit: a depth-first search that fills the
// blank cell of fewest candidates first, with the digits used in each row, column and box as bits.
use std::io::{self, Read, Write};

struct Grid {
    cells: [u32; 81],
    rows: [u32; 9],
    cols: [u32; 9],
    boxes: [u32; 9],
}

impl Grid {
    // Places digit d in cell k, or takes it away where it is there.
    fn flip(&mut self, k: usize, d: u32) {
        let (i, j, bit) = (k / 9, k % 9, 1u32 << d);
        self.rows[i] ^= bit;
        self.cols[j] ^= bit;
        self.boxes[i / 3 * 3 + j / 3] ^= bit;
        self.cells[k] = if self.cells[k] == 0 { d } else { 0 };
    }

    fn solve(&mut self) -> bool {
        let (mut best, mut best_free, mut fewest) = (81, 0u32, 10);
        for k in 0..81 {
            if self.cells[k] != 0 {
                continue;
            }
            let (i, j) = (k / 9, k % 9);
            let free = !(self.rows[i] | self.cols[j] | self.boxes[i / 3 * 3 + j / 3]) & 0x3fe;
            if free.count_ones() < fewest {
                fewest = free.count_ones();
                best = k;
                best_free = free;
                if fewest <= 1 {
                    break;
                }
            }
        }
        if best == 81 {
            return true;
        }
        let mut free = best_free;
        while free != 0 {
            let d = free.trailing_zeros();
            free &= free - 1;
            self.flip(best, d);
            if self.solve() {
                return true;
            }
            self.flip(best, d);
        }
        false
    }
}

fn main() {
    let mut input = String::new();
    io::stdin().read_to_string(&mut input).unwrap();
    let mut words = input.split_whitespace();
    let puzzles: usize = words.next().unwrap().parse().unwrap();
    let mut out = String::new();
    for _ in 0..puzzles {
        let mut grid = Grid { cells: [0; 81], rows: [0; 9], cols: [0; 9], boxes: [0; 9] };
        for i in 0..9 {
            for (j, c) in words.next().unwrap().bytes().take(9).enumerate() {
                if c != b'0' {
                    grid.flip(i * 9 + j, (c - b'0') as u32);
                }
            }
        }
        grid.solve();
        for i in 0..9 {
            for j in 0..9 {
                out.push((b'0' + grid.cells[i * 9 + j] as u8) as char);
            }
            out.push('\n');
        }
    }
    io::stdout().write_all(out.as_bytes()).unwrap();
}
