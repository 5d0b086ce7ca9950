// LeetCode 37 (Sudoku Solver) in Rust: a test fixture for sudoku-kit, the common answer: a
// depth-first search over the cells in reading order, with the digits used in each row, column
// and box as bits, filling the board in place.
impl Solution {
    pub fn solve_sudoku(board: &mut Vec<Vec<char>>) {
        let (mut rows, mut cols, mut boxes) = ([0u16; 9], [0u16; 9], [0u16; 9]);
        for i in 0..9 {
            for j in 0..9 {
                if let Some(d) = board[i][j].to_digit(10) {
                    rows[i] |= 1 << d;
                    cols[j] |= 1 << d;
                    boxes[i / 3 * 3 + j / 3] |= 1 << d;
                }
            }
        }
        fn dfs(k: usize, board: &mut Vec<Vec<char>>, rows: &mut [u16; 9], cols: &mut [u16; 9], boxes: &mut [u16; 9]) -> bool {
            if k == 81 {
                return true;
            }
            let (i, j) = (k / 9, k % 9);
            if board[i][j] != '.' {
                return dfs(k + 1, board, rows, cols, boxes);
            }
            let b = i / 3 * 3 + j / 3;
            for d in 1..10u32 {
                let bit = 1u16 << d;
                if (rows[i] | cols[j] | boxes[b]) & bit != 0 {
                    continue;
                }
                rows[i] |= bit;
                cols[j] |= bit;
                boxes[b] |= bit;
                board[i][j] = char::from_digit(d, 10).unwrap();
                if dfs(k + 1, board, rows, cols, boxes) {
                    return true;
                }
                rows[i] &= !bit;
                cols[j] &= !bit;
                boxes[b] &= !bit;
                board[i][j] = '.';
            }
            false
        }
        dfs(0, board, &mut rows, &mut cols, &mut boxes);
    }
}
