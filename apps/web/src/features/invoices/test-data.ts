import type { Balance, Money } from '@cabinet/contracts/money';
import type { Invoice } from '@cabinet/contracts/invoices';

export const usd = (amount: string): Money => ({ amount, currency: 'USD', currency_sign_pre: true });

export const invoice = (overrides: Partial<Invoice> = {}): Invoice => ({
  id: 12,
  number: 'INV-2026-000012',
  title: 'Warehouse storage, October',
  lines: [
    { description: 'Storage', quantity: 3, unit_price: usd('2.50'), amount: usd('7.50') },
    { description: 'Packing', quantity: 1, unit_price: usd('4.25'), amount: usd('4.25') },
  ],
  total: usd('11.75'),
  currency: 'USD',
  status: 'unpaid',
  due_date: '2026-12-05',
  overdue: false,
  created_at: '2026-11-21T10:00:00.000Z',
  paid_at: null,
  cancelled_at: null,
  journal_id: null,
  ...overrides,
});

export const balance = (available: string, minimum = '0.00'): Balance => ({
  currency: 'USD',
  balance: usd(available),
  waiting: usd('0.00'),
  blocked: usd('0.00'),
  available: usd(available),
  frozen: usd('0.00'),
  will_be_removed: usd('0.00'),
  minimum_balance: usd(minimum),
  available_for_shipments: usd(available),
  available_for_withdrawal: usd(available),
  cashback: usd('0.00'),
  withdrawal_blocked: false,
  withdrawal_block_reason: '',
});
