import { describe, expect, it } from 'vitest';
import { buildOrder } from './order-body.ts';
import { paidPlan, SEED_COUNT, seedPlans } from './order-plans.ts';

// The sandbox's made-up orders are the same for the same shop on every install, and differ between shops.
const now = new Date('2026-11-21T10:00:00Z');
const seed = (externalId: string) => seedPlans({ externalId, firstNumber: 100_001 }, now).map(buildOrder);

describe('a shop’s first orders', () => {
  it('are the same dozen for the same shop, within the last 60 days', () => {
    const orders = seed('shp_0123456789abcdef');
    expect(orders).toHaveLength(SEED_COUNT);
    expect(seed('shp_0123456789abcdef')).toEqual(orders);
    for (const order of orders) {
      const age = now.getTime() - new Date(order.created_at).getTime();
      expect(age).toBeGreaterThan(0);
      expect(age).toBeLessThanOrEqual(60 * 86_400_000);
      expect(order.id).toMatch(/^ord_[0-9a-f]{20}$/);
    }
    expect(orders.map((o) => o.number)).toEqual(Array.from({ length: 12 }, (_, i) => `M-${100_001 + i}`));
  });

  it('differ between shops, and so do their ids', () => {
    const one = seed('shp_0123456789abcdef');
    const other = seed('shp_fedcba9876543210');
    expect(other.map((o) => o.id)).not.toEqual(one.map((o) => o.id));
    expect(other.map((o) => o.created_at)).not.toEqual(one.map((o) => o.created_at));
  });
});

describe('a new paid order', () => {
  it('depends on the shop and its number only', () => {
    const plan = (number: number) => buildOrder(paidPlan({ externalId: 'shp_0123456789abcdef', number }, now));
    expect(plan(100_013)).toEqual(plan(100_013));
    expect(plan(100_013).id).not.toBe(plan(100_014).id);
    expect(plan(100_013)).toMatchObject({ status: 'paid', payment_status: 'paid', created_at: now.toISOString() });
  });
});
