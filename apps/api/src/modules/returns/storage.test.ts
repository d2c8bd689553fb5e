import { describe, expect, it } from 'vitest';
import { freeStorageUntil, storageDue } from './storage.ts';

describe('return storage', () => {
  it('gives 30 free days from the later of arrival and assignment', () => {
    expect(freeStorageUntil('2026-01-01', '2026-01-01')).toBe('2026-01-31');
    expect(freeStorageUntil('2026-01-01', '2026-02-10')).toBe('2026-03-12');
    expect(freeStorageUntil('2026-02-10', '2026-01-01')).toBe('2026-03-12');
  });

  it('charges 0.50 USD for each day after the paid day, nothing before or on it', () => {
    expect(storageDue('2026-01-31', '2026-01-31')).toEqual({ days: 0, amount: 0 });
    expect(storageDue('2026-01-31', '2026-01-20')).toEqual({ days: 0, amount: 0 });
    expect(storageDue('2026-01-31', '2026-02-03')).toEqual({ days: 3, amount: 150 });
    expect(storageDue(null, '2026-02-03')).toEqual({ days: 0, amount: 0 });
  });
});
