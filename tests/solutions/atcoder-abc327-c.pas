{ AtCoder ABC327 C (Number Place) in Pascal (Free Pascal): a full grid as 9 lines of 9 spaced
  digits; Yes where every row, column and box holds each digit once, else No. A test fixture
  for sudoku-kit. }
program NumberPlace;
var
  row, col, cell: array[0..8] of longint;
  i, j, d, u: integer;
  ok: boolean;
begin
  for i := 0 to 8 do
    for j := 0 to 8 do
    begin
      read(d);
      row[i] := row[i] or (1 shl d);
      col[j] := col[j] or (1 shl d);
      cell[i div 3 * 3 + j div 3] := cell[i div 3 * 3 + j div 3] or (1 shl d);
    end;
  ok := true;
  for u := 0 to 8 do
    ok := ok and (row[u] = $3fe) and (col[u] = $3fe) and (cell[u] = $3fe);
  if ok then writeln('Yes') else writeln('No');
end.
