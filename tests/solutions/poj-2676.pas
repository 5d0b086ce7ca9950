{ POJ 2676 (Sudoku) in Pascal: a test fixture for sudoku-kit: a depth-first search that fills the
  blank cell of fewest candidates first, with the digits used in each row, column and box as bits. }
program Sudoku;
var
  cells: array[0..80] of integer;
  rows, cols, boxes: array[0..8] of integer;
  puzzles, p, i, j: integer;
  line: string;

{ Places digit d in cell k, or takes it away where it is there. }
procedure flip(k, d: integer);
var i, j, bit: integer;
begin
  i := k div 9; j := k mod 9; bit := 1 shl d;
  rows[i] := rows[i] xor bit;
  cols[j] := cols[j] xor bit;
  boxes[i div 3 * 3 + j div 3] := boxes[i div 3 * 3 + j div 3] xor bit;
  if cells[k] = 0 then cells[k] := d else cells[k] := 0
end;

function solve: boolean;
var k, i, j, free, best, bestFree, fewest, d: integer;
begin
  best := 81; bestFree := 0; fewest := 10;
  k := 0;
  while (k < 81) and (fewest > 1) do begin
    if cells[k] = 0 then begin
      i := k div 9; j := k mod 9;
      free := not (rows[i] or cols[j] or boxes[i div 3 * 3 + j div 3]) and $3fe;
      if popcnt(dword(free)) < fewest then begin fewest := popcnt(dword(free)); best := k; bestFree := free end
    end;
    inc(k)
  end;
  if best = 81 then begin solve := true; exit end;
  for d := 1 to 9 do
    if bestFree and (1 shl d) <> 0 then begin
      flip(best, d);
      if solve() then begin solve := true; exit end;
      flip(best, d)
    end;
  solve := false
end;

begin
  readln(puzzles);
  for p := 1 to puzzles do begin
    fillchar(cells, sizeof(cells), 0); fillchar(rows, sizeof(rows), 0);
    fillchar(cols, sizeof(cols), 0); fillchar(boxes, sizeof(boxes), 0);
    for i := 0 to 8 do begin
      readln(line);
      for j := 0 to 8 do
        if line[j + 1] <> '0' then flip(i * 9 + j, ord(line[j + 1]) - ord('0'))
    end;
    solve;
    for i := 0 to 8 do begin
      for j := 0 to 8 do write(chr(ord('0') + cells[i * 9 + j]));
      writeln
    end
  end
end.
