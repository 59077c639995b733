import { csvCell, toCsv } from './reports-page';

it('writes CSV that spreadsheets read safely', () => {
  expect(csvCell('Pizza "Baku"')).toBe('"Pizza ""Baku"""');
  expect(csvCell('=HYPERLINK("x")')).toBe('"\'=HYPERLINK(""x"")"');
  expect(csvCell(null)).toBe('""');
  expect(toCsv(['a', 'b'], [[1, 'x,y']])).toBe('"a","b"\r\n"1","x,y"');
});
