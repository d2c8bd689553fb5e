import { describe, expect, it } from 'vitest';
import { csvRows } from './csv-rows.ts';

describe('csvRows', () => {
  it('reads quoted cells holding separators, doubled quotes and line breaks, with either delimiter', () => {
    expect(csvRows('a,"b, c","say ""hi"""\r\n1,,"two\nlines"\n')).toEqual([
      ['a', 'b, c', 'say "hi"'],
      ['1', '', 'two\nlines'],
    ]);
    expect(csvRows('a;"b;c";"say ""hi"""\r\n"two\nlines";x;\n', ';')).toEqual([
      ['a', 'b;c', 'say "hi"'],
      ['two\nlines', 'x', ''],
    ]);
  });

  it('drops the byte-order mark, keeps blank lines as rows and takes any line end', () => {
    expect(csvRows('\uFEFFh1,h2\n\nA,1\rB,2\r\nC')).toEqual([['h1', 'h2'], [''], ['A', '1'], ['B', '2'], ['C']]);
    expect(csvRows('')).toEqual([]);
  });

  it('keeps a quote inside an unquoted cell as text', () => {
    expect(csvRows('12" pipe,x')).toEqual([['12" pipe', 'x']]);
  });

  it('refuses a quote that never closes', () => {
    expect(() => csvRows('a,"b\n1,2')).toThrow(/Quote Not Closed/);
  });
});
