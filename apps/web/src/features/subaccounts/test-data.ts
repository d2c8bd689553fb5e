import type { Subaccount } from '@cabinet/contracts/subaccounts';

/** A member as GET /subaccounts returns it; tests override what they look at. */
export const subaccount = (overrides: Partial<Subaccount> = {}): Subaccount => ({
  id: 7,
  email: 'ivan@example.com',
  first_name: 'Ivan',
  last_name: 'Petrenko',
  permissions: ['shipments.read', 'shipments.write', 'products.read'],
  status: 'active',
  created_at: '2026-11-20T08:00:00.000Z',
  last_login_at: '2026-11-21T10:05:00',
  ...overrides,
});
