// AtCoder ABC327 C (Number Place) in C#: a full grid as 9 lines of 9 spaced digits; Yes where
// every row, column and box holds each digit once, else No. A test fixture for sudoku-kit.
using System;
using System.Linq;

class Program
{
    static void Main()
    {
        int[] a = Console.In.ReadToEnd().Split((char[])null, StringSplitOptions.RemoveEmptyEntries).Take(81).Select(int.Parse).ToArray();
        int[] row = new int[9], col = new int[9], cell = new int[9];
        for (int k = 0; k < 81; k++)
        {
            int i = k / 9, j = k % 9;
            row[i] |= 1 << a[k];
            col[j] |= 1 << a[k];
            cell[i / 3 * 3 + j / 3] |= 1 << a[k];
        }
        bool ok = true;
        for (int u = 0; u < 9; u++) ok = ok && row[u] == 0x3fe && col[u] == 0x3fe && cell[u] == 0x3fe;
        Console.WriteLine(ok ? "Yes" : "No");
    }
}
