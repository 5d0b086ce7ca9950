// AcWing 1613 (Sudoku, easy version) in Java: one puzzle as 9 lines of 9, '.' for blanks.
// A test fixture for sudoku-kit: a contestant's depth-first search over the cells in reading
// order, with the digits used in each row, column and box as bits; the class Main, as judges run.
import java.io.*;

public class Main {
    static char[][] g = new char[9][];
    static int[] row = new int[9], col = new int[9], box = new int[9];

    static boolean dfs(int p) {
        if (p == 81) return true;
        int i = p / 9, j = p % 9, b = i / 3 * 3 + j / 3;
        if (g[i][j] != '.') return dfs(p + 1);
        for (int d = 1; d <= 9; d++) {
            int bit = 1 << d;
            if (((row[i] | col[j] | box[b]) & bit) != 0) continue;
            row[i] |= bit; col[j] |= bit; box[b] |= bit; g[i][j] = (char) ('0' + d);
            if (dfs(p + 1)) return true;
            row[i] ^= bit; col[j] ^= bit; box[b] ^= bit; g[i][j] = '.';
        }
        return false;
    }

    public static void main(String[] args) throws IOException {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in));
        for (int i = 0; i < 9; i++) {
            g[i] = in.readLine().trim().toCharArray();
            for (int j = 0; j < 9; j++)
                if (g[i][j] != '.') {
                    int bit = 1 << (g[i][j] - '0');
                    row[i] |= bit; col[j] |= bit; box[i / 3 * 3 + j / 3] |= bit;
                }
        }
        dfs(0);
        StringBuilder out = new StringBuilder();
        for (char[] r : g) out.append(r).append('\n');
        System.out.print(out);
    }
}
