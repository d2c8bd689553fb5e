import { describe, expect, it } from 'vitest';
import { normaliseQuery, objectToSearchParams, searchParamsToObject } from './query-normalisation.ts';

const types = { numbers: ['page', 'limit'], numberArrays: ['status'], booleans: ['archived'] };

describe('normaliseQuery', () => {
  it('drops null, undefined, empty strings and empty lists', () => {
    expect(normaliseQuery({ a: null, b: undefined, c: '', d: [], e: 'x', f: 0, g: false })).toEqual({
      e: 'x',
      f: 0,
      g: false,
    });
  });

  it('turns listed number fields into integers', () => {
    expect(normaliseQuery({ page: '3', limit: 10.9, other: '3' }, types)).toEqual({ page: 3, limit: 10, other: '3' });
    expect(normaliseQuery({ page: 'abc' }, types)).toEqual({});
  });

  it('turns listed number-list fields into integer lists', () => {
    expect(normaliseQuery({ status: ['1', '2.7', 'x'] }, types)).toEqual({ status: [1, 2] });
    expect(normaliseQuery({ status: '4' }, types)).toEqual({ status: [4] });
    expect(normaliseQuery({ status: '4,5' }, types)).toEqual({ status: [4, 5] });
    expect(normaliseQuery({ status: ['x'] }, types)).toEqual({});
  });

  it("reads booleans from the string 'true' only", () => {
    expect(normaliseQuery({ archived: 'true' }, types)).toEqual({ archived: true });
    expect(normaliseQuery({ archived: 'false' }, types)).toEqual({ archived: false });
    expect(normaliseQuery({ archived: '1' }, types)).toEqual({ archived: false });
    expect(normaliseQuery({ archived: true }, types)).toEqual({ archived: true });
  });
});

describe('search params round trip', () => {
  it('keeps lists as repeated keys', () => {
    const params = objectToSearchParams({ page: 2, status: [1, 3], q: 'box' });
    expect(params.toString()).toBe('page=2&status=1&status=3&q=box');
    expect(normaliseQuery(searchParamsToObject(params), types)).toEqual({ page: 2, status: [1, 3], q: 'box' });
  });
});
