import type { Cashback, CashbackHistoryEntry } from '@cabinet/contracts/cashback';
import type { FeeCard, FeeCardList } from '@cabinet/contracts/fee-cards';
import type { Balance } from '@cabinet/contracts/money';

export const usd = (amount: string) => ({ amount, currency: 'USD' as const, currency_sign_pre: true });

export function cashback(balance: string, entries: CashbackHistoryEntry[] = [], total = entries.length): Cashback {
  return {
    balance: usd(balance),
    minimum_redeem: usd('1.00'),
    rules: [
      { kind: 'shipment_charge', percent: '2.00', updated_at: null },
      { kind: 'service_charge', percent: '3.50', updated_at: '2026-11-20T08:00:00Z' },
      { kind: 'invoice_payment', percent: '0.00', updated_at: null },
    ],
    history: { entries, page: 1, on_page: 20, total, next_page: total > 20 ? 2 : null },
  };
}

export const accrual = (overrides: Partial<CashbackHistoryEntry> = {}): CashbackHistoryEntry => ({
  id: 11,
  journal_id: 41,
  kind: 'cashback_accrual',
  amount: usd('0.37'),
  balance_after: usd('2.37'),
  source_kind: 'service_charge',
  source_amount: usd('12.34'),
  percent: '3.00',
  created_at: '2026-11-21T10:05:00',
  ...overrides,
});

export const feeCard = (overrides: Partial<FeeCard> = {}): FeeCard => ({
  id: 5,
  label: 'Etsy fees',
  number_masked: '5555 55•• •••• 4444',
  last4: '4444',
  brand: 'mastercard',
  expiry: '11/29',
  status: 'active',
  balance: usd('10.00'),
  balance_refreshed_at: null,
  created_at: '2026-11-21T10:00:00',
  closed_at: null,
  ...overrides,
});

export const cardList = (cards: FeeCard[]): FeeCardList => ({
  cards,
  sandbox: true,
  minimum_top_up: usd('10.00'),
  page: 1,
  on_page: 20,
  total: cards.length,
  next_page: null,
});

export const balance = (available: string): Balance => ({
  currency: 'USD',
  balance: usd(available),
  waiting: usd('0.00'),
  blocked: usd('0.00'),
  available: usd(available),
  frozen: usd('0.00'),
  will_be_removed: usd('0.00'),
  minimum_balance: usd('0.00'),
  available_for_shipments: usd(available),
  available_for_withdrawal: usd(available),
  cashback: usd('0.00'),
  withdrawal_blocked: false,
  withdrawal_block_reason: '',
});
