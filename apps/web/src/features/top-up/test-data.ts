import type { TopUpMethodInfo, TopUpMethodsResponse, TopUp } from '@cabinet/contracts/top-up';

const usd = (amount: string) => ({ amount, currency: 'USD' as const, currency_sign_pre: true });

export const cardMethod: TopUpMethodInfo = {
  method: 'card',
  minimum: usd('10.00'),
  maximum: usd('10000.00'),
  fee_percent: '3.00',
  fee_fixed: usd('0.00'),
};
export const bankMethod: TopUpMethodInfo = {
  method: 'bank_transfer',
  minimum: usd('10.00'),
  maximum: usd('100000.00'),
  fee_percent: '0.00',
  fee_fixed: usd('0.00'),
};
export const methods: TopUpMethodsResponse = { methods: [cardMethod, bankMethod], sandbox: true };

export function topUp(overrides: Partial<TopUp> = {}): TopUp {
  return {
    id: 7,
    method: 'card',
    status: 'pending',
    amount: usd('25.00'),
    fee: usd('0.75'),
    total: usd('25.75'),
    reference: 'TU3-ABC234',
    created_at: '2026-11-21T10:00:00.000Z',
    paid_at: null,
    checkout_url: 'http://localhost/api/sandbox/payments/checkout/cs_test_000000000000000000000000',
    invoice_url: null,
    requisites: null,
    received: null,
    bank_reference: null,
    value_date: null,
    ...overrides,
  };
}
