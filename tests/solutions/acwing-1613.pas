{ AcWing 1613 (Sudoku, easy version) in Pascal (Free Pascal): one puzzle as 9 lines of 9, '.'
  for blanks. A test fixture for sudoku-kit: a contestant's depth-first search over the cells
  in reading order, with the digits used in each row, column and box. }
program Sudoku;
var
  g: array[0..8] of string;
  row, col, box: array[0..8, 1..9] of boolean;
  i, j, d: integer;

function dfs(k: integer): boolean;
var
  i, j, b, d: integer;
begin
  if k = 81 then exit(true);
  i := k div 9; j := k mod 9;
  if g[i][j + 1] <> '.' then exit(dfs(k + 1));
  b := i div 3 * 3 + j div 3;
  for d := 1 to 9 do
    if not (row[i, d] or col[j, d] or box[b, d]) then
    begin
      row[i, d] := true; col[j, d] := true; box[b, d] := true;
      g[i][j + 1] := chr(ord('0') + d);
      if dfs(k + 1) then exit(true);
      row[i, d] := false; col[j, d] := false; box[b, d] := false;
      g[i][j + 1] := '.';
    end;
  dfs := false;
end;

begin
  for i := 0 to 8 do readln(g[i]);
  for i := 0 to 8 do
    for j := 0 to 8 do
      for d := 1 to 9 do
      begin
        row[i, d] := row[i, d] or (g[i][j + 1] = chr(ord('0') + d));
        col[j, d] := col[j, d] or (g[i][j + 1] = chr(ord('0') + d));
        box[i div 3 * 3 + j div 3, d] := box[i div 3 * 3 + j div 3, d] or (g[i][j + 1] = chr(ord('0') + d));
      end;
  dfs(0);
  for i := 0 to 8 do writeln(g[i]);
end.
