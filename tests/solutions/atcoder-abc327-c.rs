// AtCoder ABC327 C (Number Place) in Rust: a full grid as 9 lines of 9 spaced digits; Yes where
// every row, column and box holds each digit once, else No. A test fixture for sudoku-kit.
use std::io::Read;

fn main() {
    let mut text = String::new();
    std::io::stdin().read_to_string(&mut text).unwrap();
    let a: Vec<usize> = text.split_whitespace().take(81).map(|w| w.parse().unwrap()).collect();
    let (mut row, mut col, mut cell) = ([0u32; 9], [0u32; 9], [0u32; 9]);
    for k in 0..81 {
        let (i, j) = (k / 9, k % 9);
        row[i] |= 1 << a[k];
        col[j] |= 1 << a[k];
        cell[i / 3 * 3 + j / 3] |= 1 << a[k];
    }
    let all = (1..10).fold(0u32, |m, d| m | 1 << d);
    let ok = (0..9).all(|u| row[u] == all && col[u] == all && cell[u] == all);
    println!("{}", if ok { "Yes" } else { "No" });
}
