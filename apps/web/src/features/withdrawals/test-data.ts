import type {
  Withdrawal,
  WithdrawalMethodInfo,
  WithdrawalMethodsResponse,
  WithdrawalQuote,
} from '@cabinet/contracts/withdrawals';

export const usd = (amount: string) => ({ amount, currency: 'USD' as const, currency_sign_pre: true });
export const uah = (amount: string) => ({ amount, currency: 'UAH' as const, currency_sign_pre: false });

export const cardMethod: WithdrawalMethodInfo = {
  method: 'card',
  payout_currency: 'USD',
  min: usd('10.00'),
  max: usd('2500.00'),
  fee: { percent: '1.00', minimum: usd('1.00') },
  has_requisites: true,
  requisites: { method: 'card', brand: 'Visa', last4: '4242', holder_name: 'OLENA KOVALENKO' },
};

export const bankMethod: WithdrawalMethodInfo = {
  method: 'bank',
  payout_currency: 'UAH',
  min: usd('10.00'),
  max: usd('10000.00'),
  fee: { percent: '0.50', minimum: usd('0.00') },
  has_requisites: false,
  requisites: null,
};

export function methodsResponse(overrides: Partial<WithdrawalMethodsResponse> = {}): WithdrawalMethodsResponse {
  return {
    methods: [cardMethod, bankMethod],
    withdrawal_blocked: false,
    withdrawal_block_reason: '',
    agreement_accepted: true,
    available_for_withdrawal: usd('100.00'),
    frozen: usd('0.00'),
    ...overrides,
  };
}

export const bankQuote = (payout: string, rate: string): WithdrawalQuote => ({
  method: 'bank',
  amount: usd('50.00'),
  fee: usd('0.25'),
  total: usd('50.25'),
  payout: uah(payout),
  rate,
  rate_date: '2026-11-21',
  requisites: {
    method: 'bank',
    iban: 'UA743052990000026007233566001',
    recipient_name: 'Коваленко Олена',
    tax_number: '3012345678',
  },
});

/** The withdrawal a confirmed bank quote makes. */
export const bankWithdrawal = (quote: WithdrawalQuote, overrides: Partial<Withdrawal> = {}): Withdrawal => ({
  id: 7,
  method: 'bank',
  status: 'pending',
  amount: quote.amount,
  fee: quote.fee,
  total: quote.total,
  payout: quote.payout,
  rate: quote.rate,
  requisites: quote.requisites!,
  reason: null,
  created_at: '2026-11-21T10:00:00.000Z',
  updated_at: '2026-11-21T10:00:00.000Z',
  paid_at: null,
  ...overrides,
});
