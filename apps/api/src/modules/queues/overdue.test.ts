import { describe, expect, it } from 'vitest';
import { overdueCutoff } from './overdue.ts';

describe('the overdue cutoff', () => {
  const wednesday = new Date('2026-12-02T10:00:00Z');

  it('counts hours and calendar days back from now', () => {
    expect(overdueCutoff({ unit: 'hours', count: 24 }, wednesday).toISOString()).toBe('2026-12-01T10:00:00.000Z');
    expect(overdueCutoff({ unit: 'days', count: 14 }, wednesday).toISOString()).toBe('2026-11-18T10:00:00.000Z');
  });

  it('counts business days back, skipping the weekend and keeping the time of day', () => {
    expect(overdueCutoff({ unit: 'business_days', count: 2 }, wednesday).toISOString()).toBe(
      '2026-11-30T10:00:00.000Z',
    );
    // Monday minus two business days is the Thursday before.
    const monday = new Date('2026-12-07T09:30:00Z');
    expect(overdueCutoff({ unit: 'business_days', count: 2 }, monday).toISOString()).toBe('2026-12-03T09:30:00.000Z');
    // On a Sunday, one business day back is Friday.
    const sunday = new Date('2026-12-06T12:00:00Z');
    expect(overdueCutoff({ unit: 'business_days', count: 1 }, sunday).toISOString()).toBe('2026-12-04T12:00:00.000Z');
  });
});
