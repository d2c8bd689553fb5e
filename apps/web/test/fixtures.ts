import type { Balance } from '@cabinet/contracts/money';
import type { User } from '@cabinet/contracts/user';
import { allPermissions } from '@cabinet/contracts/permissions';
import type { Operator } from '@cabinet/contracts/ops';

export const demoUser: User = {
  id: 1,
  account_id: 1,
  role: 'owner',
  email: 'demo@seller-cabinet.test',
  phone: '+380501234567',
  first_name: 'Olena',
  last_name: 'Kovalenko',
  language: 'en',
  user_type: 'self_employed',
  itn: '3012345678',
  company_name: 'FOP Kovalenko O. M.',
  psrn: null,
  vars: { ECOM_GF: 1, CUSTOMER_DHL_ENABLE: 1 },
  profile_valid: true,
  two_factor_enabled: false,
  permissions: [...allPermissions],
  created_at: '2026-11-21T10:00:00.000Z',
};

export const rates = {
  base: 'UAH',
  date: '2026-11-21',
  source: 'sandbox',
  rates: [
    { currency: 'USD', rate: '41.2500' },
    { currency: 'EUR', rate: '47.8000' },
    { currency: 'GBP', rate: '54.9000' },
    { currency: 'UAH', rate: '1.0000' },
  ],
};

const zeroUsd = { amount: '0.00', currency: 'USD', currency_sign_pre: true } as const;

/** A balance with nothing on it, for pages that only refresh the balance after a money operation. */
export const emptyBalance: Balance = {
  currency: 'USD',
  balance: zeroUsd,
  waiting: zeroUsd,
  blocked: zeroUsd,
  available: zeroUsd,
  frozen: zeroUsd,
  will_be_removed: zeroUsd,
  minimum_balance: zeroUsd,
  available_for_shipments: zeroUsd,
  available_for_withdrawal: zeroUsd,
  cashback: zeroUsd,
  withdrawal_blocked: false,
  withdrawal_block_reason: '',
};

/** An operator of the back office; an administrator unless told otherwise (GET /api/ops/me). */
export const operator = (ops_roles: Operator['ops_roles'] = ['admin']): Operator => ({
  id: 9,
  email: 'operator@seller-cabinet.test',
  first_name: 'Iryna',
  last_name: 'Bondar',
  ops_roles,
});
