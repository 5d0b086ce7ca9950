// POJ 2676 (Sudoku) in Go: a test fixture for sudoku-kit: a depth-first search that fills the
// blank cell of fewest candidates first, with the digits used in each row, column and box as bits.
package main

import (
	"bufio"
	"math/bits"
	"os"
	"strconv"
)

var cells [81]int
var rows, cols, boxes [9]uint

// flip places digit d in cell k, or takes it away where it is there.
func flip(k, d int) {
	i, j, bit := k/9, k%9, uint(1)<<d
	rows[i] ^= bit
	cols[j] ^= bit
	boxes[i/3*3+j/3] ^= bit
	if cells[k] == 0 {
		cells[k] = d
	} else {
		cells[k] = 0
	}
}

func solve() bool {
	best, bestFree, fewest := 81, uint(0), 10
	for k := 0; k < 81 && fewest > 1; k++ {
		if cells[k] != 0 {
			continue
		}
		i, j := k/9, k%9
		free := ^(rows[i] | cols[j] | boxes[i/3*3+j/3]) & 0x3fe
		if bits.OnesCount(free) < fewest {
			fewest, best, bestFree = bits.OnesCount(free), k, free
		}
	}
	if best == 81 {
		return true
	}
	for free := bestFree; free != 0; free &= free - 1 {
		d := bits.TrailingZeros(free)
		flip(best, d)
		if solve() {
			return true
		}
		flip(best, d)
	}
	return false
}

func main() {
	in := bufio.NewScanner(os.Stdin)
	in.Split(bufio.ScanWords)
	out := bufio.NewWriter(os.Stdout)
	defer out.Flush()
	in.Scan()
	puzzles, _ := strconv.Atoi(in.Text())
	for p := 0; p < puzzles; p++ {
		cells, rows, cols, boxes = [81]int{}, [9]uint{}, [9]uint{}, [9]uint{}
		for i := 0; i < 9; i++ {
			in.Scan()
			for j, c := range in.Bytes()[:9] {
				if c != '0' {
					flip(i*9+j, int(c-'0'))
				}
			}
		}
		solve()
		for i := 0; i < 9; i++ {
			for j := 0; j < 9; j++ {
				out.WriteByte(byte('0' + cells[i*9+j]))
			}
			out.WriteByte('\n')
		}
	}
}
