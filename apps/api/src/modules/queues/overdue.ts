import type { OverdueRule } from '@cabinet/contracts/queues';

const HOUR_MS = 3_600_000;

/**
 * The moment before which an item waiting now is overdue under `rule` (packages/contracts/src/queues.ts): `count`
 * hours or calendar days back, or `count` business days back, Saturdays and Sundays not counted (the time of day is
 * kept, as shops' request deadlines count them; UTC days).
 */
export function overdueCutoff(rule: OverdueRule, now: Date): Date {
  if (rule.unit === 'hours') return new Date(now.getTime() - rule.count * HOUR_MS);
  if (rule.unit === 'days') return new Date(now.getTime() - rule.count * 24 * HOUR_MS);
  const at = new Date(now);
  let left = rule.count;
  while (left > 0) {
    at.setUTCDate(at.getUTCDate() - 1);
    const weekday = at.getUTCDay();
    if (weekday !== 0 && weekday !== 6) left -= 1;
  }
  return at;
}
