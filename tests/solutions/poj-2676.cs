// POJ 2676 (Sudoku) in C#: a test fixture for sudoku-kit: a depth-first search that fills the
// blank cell of fewest candidates first, with the digits used in each row, column and box as bits.
using System;
using System.Text;

public class Program {
    static int[] cells = new int[81], rows = new int[9], cols = new int[9], boxes = new int[9];

    static int[] ones = new int[1024];  // ones[x]: the bits set in x

    // Places digit d in cell k, or takes it away where it is there.
    static void Flip(int k, int d) {
        int i = k / 9, j = k % 9, bit = 1 << d;
        rows[i] ^= bit;
        cols[j] ^= bit;
        boxes[i / 3 * 3 + j / 3] ^= bit;
        cells[k] = cells[k] == 0 ? d : 0;
    }

    static bool Solve() {
        int best = 81, bestFree = 0, fewest = 10;
        for (int k = 0; k < 81 && fewest > 1; k++) {
            if (cells[k] != 0) continue;
            int i = k / 9, j = k % 9;
            int free = ~(rows[i] | cols[j] | boxes[i / 3 * 3 + j / 3]) & 0x3fe;
            if (ones[free] < fewest) { fewest = ones[free]; best = k; bestFree = free; }
        }
        if (best == 81) return true;
        for (int free = bestFree; free != 0; free &= free - 1) {
            int d = 0;
            while ((free >> d & 1) == 0) d++;
            Flip(best, d);
            if (Solve()) return true;
            Flip(best, d);
        }
        return false;
    }

    public static void Main() {
        for (int x = 1; x < 1024; x++) ones[x] = ones[x >> 1] + (x & 1);
        string[] words = Console.In.ReadToEnd().Split((char[])null, StringSplitOptions.RemoveEmptyEntries);
        int next = 0, puzzles = int.Parse(words[next++]);
        var output = new StringBuilder();
        for (int p = 0; p < puzzles; p++) {
            Array.Clear(cells, 0, 81); Array.Clear(rows, 0, 9); Array.Clear(cols, 0, 9); Array.Clear(boxes, 0, 9);
            for (int i = 0; i < 9; i++) {
                string row = words[next++];
                for (int j = 0; j < 9; j++) if (row[j] != '0') Flip(i * 9 + j, row[j] - '0');
            }
            Solve();
            for (int i = 0; i < 9; i++) {
                for (int j = 0; j < 9; j++) output.Append((char)('0' + cells[i * 9 + j]));
                output.Append('\n');
            }
        }
        Console.Out.Write(output);
    }
}
