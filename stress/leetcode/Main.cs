// Description: LeetCode's C# environment around a contestant's `public class Solution` (compiled
//  beside it from solution.cs, which stress/build.sh writes as LeetCode does: the usings LeetCode
//  gives before the file's first line, then `#line 1`, so that the compiler's line numbers are the
//  file's): a main that calls METHOD on each board of standard input, one Solution object for
//  them all as LeetCode may, and prints what the kit's checker reads. The method is found by
//  reflection, so that a class with only the other one still compiles (and gets RE here).
// Usage: mono solver.exe solveSudoku|isValidSudoku < boards
//  Input: one board a line, as LeetCode writes it: [["5","3",".",...],...]. Output, a line a
//  board: SolveSudoku's board after the call, in the same text; IsValidSudoku's true or false.
// Status: tested by tests/stress/judges.sh (a C# LeetCode 37 solution passes; a broken one is
//  caught)
using System;
using System.Linq;
using System.Text;

public static class LeetCodeMain
{
    public static void Main(string[] args)
    {
        var method = typeof(Solution).GetMethod(char.ToUpper(args[0][0]) + args[0].Substring(1));
        var solution = new Solution();
        var output = new StringBuilder();
        for (string line; (line = Console.In.ReadLine()) != null;)
        {
            // Each cell is the character inside its quotes.
            var cells = line.Split('"').Where((_, k) => k % 2 == 1 && _.Length > 0).Select(cell => cell[0]).ToArray();
            if (cells.Length < 81) continue;
            var board = Enumerable.Range(0, 9).Select(r => cells.Skip(9 * r).Take(9).ToArray()).ToArray();
            var result = method.Invoke(solution, new object[] { board });
            if (result is bool valid) output.Append(valid ? "true\n" : "false\n");
            else output.Append("[" + string.Join(",", board.Select(row => "[" + string.Join(",", row.Select(c => "\"" + c + "\"")) + "]")) + "]\n");
        }
        Console.Out.Write(output);
    }
}
