import { describe, expect, it } from 'vitest';
import { toCsv } from './csv.ts';

describe('toCsv', () => {
  it('quotes what needs quoting, keeps numbers and starts with a BOM', () => {
    const csv = toCsv(
      ['Дата', 'Сума'],
      [
        ['a, "b"', '-12.50'],
        ['line\nbreak', 3],
      ],
    );
    expect(csv).toBe('\uFEFFДата,Сума\r\n"a, ""b""",-12.50\r\n"line\nbreak",3\r\n');
  });

  it('defuses formulas in text cells', () => {
    expect(toCsv(['x'], [['=HYPERLINK("evil")'], ['@SUM(A1)'], ['-cmd']])).toBe(
      '\uFEFFx\r\n"\'=HYPERLINK(""evil"")"\r\n\'@SUM(A1)\r\n\'-cmd\r\n',
    );
  });
});
