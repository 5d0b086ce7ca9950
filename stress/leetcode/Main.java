// Description: LeetCode's Java environment around a contestant's `class Solution` (compiled
//  beside it from Solution.java, which stress/build.sh writes as LeetCode does: `import
//  java.util.*;` before the file's first line): a main that calls METHOD on each board of
//  standard input, one Solution object for them all as LeetCode may, and prints what the kit's
//  checker reads. The method is found by reflection, so that a class with only the other one
//  still compiles (and gets RE here, as it gets CE on LeetCode).
// Usage: java -cp DIR Main solveSudoku|isValidSudoku < boards
//  Input: one board a line, as LeetCode writes it: [["5","3",".",...],...]. Output, a line a
//  board: solveSudoku's board after the call, in the same text; isValidSudoku's true or false.
// Status: tested by tests/stress/judges.sh (a Java LeetCode 37 solution passes; one that
//  rescans the board for every try is caught by make hack)
import java.io.*;
import java.lang.reflect.*;

public class Main {
    public static void main(String[] args) throws Throwable {
        Method method = Solution.class.getMethod(args[0], char[][].class);
        method.setAccessible(true);
        Constructor<Solution> make = Solution.class.getDeclaredConstructor();
        make.setAccessible(true);
        Solution solution = make.newInstance();
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in));
        StringBuilder out = new StringBuilder();
        for (String line; (line = in.readLine()) != null;) {
            if (line.trim().isEmpty()) continue;
            char[][] board = new char[9][9];
            for (int k = 0, cells = 0; k + 1 < line.length() && cells < 81; k++)
                if (line.charAt(k) == '"') {  // "5": the cell is the character inside the quotes
                    board[cells / 9][cells % 9] = line.charAt(k + 1);
                    cells++;
                    k += 2;
                }
            if (args[0].equals("isValidSudoku")) {
                out.append((Boolean) invoke(method, solution, board)).append('\n');
                continue;
            }
            invoke(method, solution, board);
            out.append('[');
            for (int i = 0; i < 9; i++) {
                out.append(i > 0 ? ",[" : "[");
                for (int j = 0; j < 9; j++) out.append(j > 0 ? ",\"" : "\"").append(board[i][j]).append('"');
                out.append(']');
            }
            out.append("]\n");
        }
        System.out.print(out);
    }

    // The method's result; an exception it throws is thrown on, as itself (a stack trace and RE).
    static Object invoke(Method method, Solution solution, char[][] board) throws Throwable {
        try {
            return method.invoke(solution, (Object) board);
        } catch (InvocationTargetException e) {
            throw e.getCause();
        }
    }
}
