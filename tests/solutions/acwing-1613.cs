// AcWing 1613 (Sudoku, easy version) in C#: one puzzle as 9 lines of 9, '.' for blanks.
// A test fixture for sudoku-kit: a contestant's depth-first search over the cells in reading
// order, with the digits used in each row, column and box.
using System;
using System.Linq;

class Program
{
    static char[][] g = new char[9][];
    static bool[,] row = new bool[9, 10], col = new bool[9, 10], box = new bool[9, 10];

    static bool Dfs(int k)
    {
        if (k == 81) return true;
        int i = k / 9, j = k % 9;
        if (g[i][j] != '.') return Dfs(k + 1);
        int b = i / 3 * 3 + j / 3;
        for (int d = 1; d <= 9; d++)
        {
            if (row[i, d] || col[j, d] || box[b, d]) continue;
            row[i, d] = col[j, d] = box[b, d] = true;
            g[i][j] = (char)('0' + d);
            if (Dfs(k + 1)) return true;
            row[i, d] = col[j, d] = box[b, d] = false;
            g[i][j] = '.';
        }
        return false;
    }

    static void Main()
    {
        string[] lines = Console.In.ReadToEnd().Split((char[])null, StringSplitOptions.RemoveEmptyEntries);
        for (int i = 0; i < 9; i++)
        {
            g[i] = lines[i].ToCharArray();
            for (int j = 0; j < 9; j++)
                if (g[i][j] != '.')
                {
                    int d = g[i][j] - '0';
                    row[i, d] = col[j, d] = box[i / 3 * 3 + j / 3, d] = true;
                }
        }
        Dfs(0);
        Console.Write(string.Join("", g.Select(r => new string(r) + "\n")));
    }
}
