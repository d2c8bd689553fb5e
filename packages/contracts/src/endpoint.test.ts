import { describe, expect, it } from 'vitest';
import { fillPath, queryString, successStatuses } from './endpoint.ts';

describe('endpoint helpers', () => {
  it('fills path params, encoded, and refuses a missing one', () => {
    expect(fillPath('/withdrawals/:id/cancel', { id: 7 })).toBe('/withdrawals/7/cancel');
    expect(fillPath('/requisites/:method', { method: 'a b/c' })).toBe('/requisites/a%20b%2Fc');
    expect(() => fillPath('/withdrawals/:id', {})).toThrow(/id/);
  });

  it('writes a query string, leaving out empty values and repeating arrays', () => {
    expect(queryString(undefined)).toBe('');
    expect(queryString({ page: 2, q: 'a&b', empty: '', none: undefined, nil: null })).toBe('?page=2&q=a%26b');
    expect(queryString({ status: ['new', 'paid'], flag: false })).toBe('?status=new&status=paid&flag=false');
  });

  it('answers 200 unless told otherwise', () => {
    expect(successStatuses({})).toEqual([200]);
    expect(successStatuses({ status: 201 })).toEqual([201]);
    expect(successStatuses({ status: [200, 201] })).toEqual([200, 201]);
  });
});
