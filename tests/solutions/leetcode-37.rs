// LeetCode 37 (Sudoku Solver) in Rust: a test fixture for sudoku-kit: a depth-first search that
// places what is forced first (a cell with one candidate, a digit with one place in a row, column
// or box), else branches on the blank cell of fewest candidates; the digits used in each unit as bits.
struct Search {
    grid: [u32; 81],
    used: [u32; 27], // rows 0-8, columns 9-17, boxes 18-26
    free: [u32; 81],
    units: [[usize; 9]; 27],
}

impl Search {
    fn units_of(k: usize) -> [usize; 3] {
        [k / 9, 9 + k % 9, 18 + k / 27 * 3 + k % 9 / 3]
    }

    // Places digit d in cell k, or takes it away where it is there.
    fn flip(&mut self, k: usize, d: u32) {
        for u in Self::units_of(k) {
            self.used[u] ^= 1 << d;
        }
        self.grid[k] ^= d;
    }

    // Digit d in cell k, then the rest; undone where that fails.
    fn place(&mut self, k: usize, d: u32) -> bool {
        self.flip(k, d);
        self.fill() || {
            self.flip(k, d);
            false
        }
    }

    fn fill(&mut self) -> bool {
        let (mut cell, mut fewest) = (81, 10);
        for k in 0..81 {
            if self.grid[k] != 0 {
                continue;
            }
            let [r, c, b] = Self::units_of(k);
            self.free[k] = !(self.used[r] | self.used[c] | self.used[b]) & 0x3fe;
            if self.free[k].count_ones() < fewest {
                (cell, fewest) = (k, self.free[k].count_ones());
            }
        }
        if cell == 81 {
            return true;
        }
        if fewest == 0 {
            return false;
        }
        for u in 0..27 {
            if fewest <= 1 {
                break;
            }
            let (mut once, mut twice) = (0, 0); // a digit with one place in the unit, or none
            for &k in &self.units[u] {
                if self.grid[k] == 0 {
                    twice |= once & self.free[k];
                    once |= self.free[k];
                }
            }
            if !self.used[u] & !once & 0x3fe != 0 {
                return false;
            }
            let single = once & !twice;
            if single != 0 {
                let d = single.trailing_zeros();
                let k = *self.units[u].iter().find(|&&k| self.grid[k] == 0 && self.free[k] >> d & 1 != 0).unwrap();
                return self.place(k, d);
            }
        }
        let candidates = self.free[cell];
        (1..10).any(|d| candidates >> d & 1 != 0 && self.place(cell, d))
    }
}

impl Solution {
    pub fn solve_sudoku(board: &mut Vec<Vec<char>>) {
        let mut search = Search { grid: [0; 81], used: [0; 27], free: [0; 81], units: [[0; 9]; 27] };
        for k in 0..81 {
            let [r, c, b] = Search::units_of(k);
            (search.units[r][k % 9], search.units[c][k / 9], search.units[b][k / 9 % 3 * 3 + k % 3]) = (k, k, k);
            if let Some(d) = board[k / 9][k % 9].to_digit(10) {
                search.flip(k, d);
            }
        }
        if search.fill() {
            for k in 0..81 {
                board[k / 9][k % 9] = char::from_digit(search.grid[k], 10).unwrap();
            }
        }
    }
}
