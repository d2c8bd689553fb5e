import { describe, expect, it } from 'vitest';
import { pageItems } from './page-items.ts';

describe('pageItems', () => {
  it('lists every page when there are at most 7', () => {
    expect(pageItems(1, 0)).toEqual([]);
    expect(pageItems(1, 1)).toEqual([1]);
    expect(pageItems(4, 7)).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });

  it('puts ellipses where pages are hidden', () => {
    expect(pageItems(1, 20)).toEqual([1, 2, 3, 4, 5, 'ellipsis-end', 20]);
    expect(pageItems(4, 20)).toEqual([1, 2, 3, 4, 5, 'ellipsis-end', 20]);
    expect(pageItems(5, 20)).toEqual([1, 'ellipsis-start', 4, 5, 6, 'ellipsis-end', 20]);
    expect(pageItems(16, 20)).toEqual([1, 'ellipsis-start', 15, 16, 17, 'ellipsis-end', 20]);
    expect(pageItems(17, 20)).toEqual([1, 'ellipsis-start', 16, 17, 18, 19, 20]);
    expect(pageItems(20, 20)).toEqual([1, 'ellipsis-start', 16, 17, 18, 19, 20]);
    expect(pageItems(4, 8)).toEqual([1, 2, 3, 4, 5, 'ellipsis-end', 8]);
    expect(pageItems(5, 8)).toEqual([1, 'ellipsis-start', 4, 5, 6, 7, 8]);
  });

  it('clamps a current page out of range', () => {
    expect(pageItems(0, 10)).toEqual(pageItems(1, 10));
    expect(pageItems(99, 10)).toEqual(pageItems(10, 10));
  });

  for (let total = 1; total <= 20; total++) {
    it(`holds its rules for every page of ${total}`, () => {
      for (let current = 1; current <= total; current++) {
        const items = pageItems(current, total);
        const numbers = items.filter((item): item is number => typeof item === 'number');
        const where = `${current}/${total}: ${items.join(' ')}`;
        expect(items.length, where).toBeLessThanOrEqual(7);
        expect(numbers[0], where).toBe(1);
        expect(numbers.at(-1), where).toBe(total);
        expect(numbers, where).toContain(current);
        // The current page keeps its neighbours visible.
        if (current > 1) expect(numbers, where).toContain(current - 1);
        if (current < total) expect(numbers, where).toContain(current + 1);
        items.forEach((item, i) => {
          const prev = items[i - 1];
          const next = items[i + 1];
          if (typeof item === 'number') {
            if (typeof prev === 'number') expect(item, where).toBe(prev + 1);
          } else {
            // An ellipsis sits between numbers and hides at least two pages.
            expect(typeof prev === 'number' && typeof next === 'number', where).toBe(true);
            expect((next as number) - (prev as number), where).toBeGreaterThanOrEqual(3);
          }
        });
        if (total <= 7) expect(numbers, where).toHaveLength(total);
        else expect(items, where).toHaveLength(7);
      }
    });
  }
});
