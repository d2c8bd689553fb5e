import { describe, expect, it } from 'vitest';
import { percentInputSchema } from './cashback.ts';

describe('a cashback percent', () => {
  it.each([
    ['2.5', 250],
    [2.5, 250],
    [' 0 ', 0],
    ['50', 5000],
    ['0.05', 5],
  ] as const)('reads %j as %i basis points', (value, basisPoints) =>
    expect(percentInputSchema.parse(value)).toBe(basisPoints),
  );

  it.each(['50.01', 51, '2.555', '-1', '100', 'abc', '', '1e1'])('refuses %j', (value) => {
    const result = percentInputSchema.safeParse(value);
    expect(result.error?.issues.map((i) => i.message)).toEqual(['invalid_percent']);
  });
});
