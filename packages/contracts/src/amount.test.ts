import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { decimalAmountText, decimalToMinor, minorAmountInput } from './amount.ts';
import { boundedText, TEXT_LIMITS } from './limits.ts';
import { amountInputSchema } from './money.ts';
import { adjustmentBodySchema, moneySettingsBodySchema } from './money-ops.ts';
import { paymentLinkCreateBodySchema } from './payment-links.ts';
import { createTopUpBodySchema } from './top-up.ts';
import { createWithdrawalBodySchema } from './withdrawals.ts';
import { withdrawalMethodSettingsBodySchema } from './withdrawals-ops.ts';
import { createTransferBodySchema } from './transfers.ts';
import { invoiceLineInputSchema } from './invoices.ts';
import { costInputSchema } from './products.ts';
import { tariffBandSchema } from './tariffs.ts';

const productCostBody = z.strictObject({ cost: costInputSchema });

const messages = (result: { success: boolean; error?: { issues: Array<{ message: string; path: PropertyKey[] }> } }) =>
  result.error?.issues.map((i) => `${i.path.join('.')}:${i.message}`) ?? [];

describe('amounts: refused when they have more places than the currency keeps, never cut', () => {
  it('parses two places exactly, as text or a JSON number', () => {
    expect(amountInputSchema.parse('12.34')).toBe(1234);
    expect(amountInputSchema.parse(12.5)).toBe(1250);
    expect(amountInputSchema.parse(' 7 ')).toBe(700);
    expect(decimalToMinor('-100.5', { integerDigits: 8, places: 2, signed: true })).toBe(-10050);
  });

  it.each(['12.345', 12.345, '0.001', '12.', '.5', '1e3', '1,50', 'abc', ''])(
    'amountInputSchema refuses %j as invalid_amount',
    (value) => {
      const result = amountInputSchema.safeParse(value);
      expect(result.success).toBe(false);
      expect(messages(result)).toEqual([':invalid_amount']);
    },
  );

  it('refuses zero and negatives as not positive, and a 10 000 001 amount as too large', () => {
    expect(messages(amountInputSchema.safeParse('0'))).toEqual([':amount_not_positive']);
    expect(messages(amountInputSchema.safeParse('-5'))).toEqual([':invalid_amount']);
    expect(messages(amountInputSchema.safeParse('10000000.01'))).toEqual([':amount_too_large']);
    expect(messages(amountInputSchema.safeParse('1'.repeat(40)))).toEqual([':invalid_amount']);
  });

  it('allows zero only where asked (a free sample costs 0)', () => {
    expect(costInputSchema.parse('0')).toBe(0);
    expect(messages(costInputSchema.safeParse('0.005'))).toEqual([':invalid_amount']);
    expect(messages(minorAmountInput().safeParse(0))).toEqual([':amount_not_positive']);
  });

  it('text amounts keep the text but refuse a third place, and a sign unless allowed', () => {
    expect(decimalAmountText().parse(' 12.5 ')).toBe('12.5');
    expect(decimalAmountText().safeParse('12.345').success).toBe(false);
    expect(decimalAmountText().safeParse('-1').success).toBe(false);
    expect(decimalAmountText({ signed: true }).parse('-100.00')).toBe('-100.00');
  });

  it.each([
    [
      'payment link',
      paymentLinkCreateBodySchema,
      { kind: 'one_time', currency: 'USD', description: 'Order 1', amount: '12.345' },
      'amount',
    ],
    ['top-up', createTopUpBodySchema, { method: 'card', amount: '12.345' }, 'amount'],
    [
      'withdrawal',
      createWithdrawalBodySchema,
      { method: 'card', amount: 12.345, confirm: { recipient_confirmed: true } },
      'amount',
    ],
    [
      'withdrawal national amount',
      createWithdrawalBodySchema,
      { method: 'card', amount: '12', confirm: { recipient_confirmed: true, national_amount: '500.555' } },
      'confirm.national_amount',
    ],
    ['transfer', createTransferBodySchema, { recipient: 'a@b.c', amount: '1.001' }, 'amount'],
    [
      'operator adjustment',
      adjustmentBodySchema,
      { direction: 'credit', amount: '1.001', reason: 'typo fix' },
      'amount',
    ],
    [
      'minimum balance',
      moneySettingsBodySchema,
      { minimum_balance: '-1.001', withdrawal_blocked: false },
      'minimum_balance',
    ],
    [
      'method limits',
      withdrawalMethodSettingsBodySchema,
      { enabled: true, min_amount: '1.001', max_amount: '10', fee_percent: '1', fee_minimum: '0' },
      'min_amount',
    ],
    ['invoice line', invoiceLineInputSchema, { description: 'Box', quantity: 1, unit_price: '3.333' }, 'unit_price'],
    ['tariff band', tariffBandSchema, { up_to_g: 500, base: '4.999', per_100g: '0.5' }, 'base'],
    ['product cost', productCostBody, { cost: '1.999' }, 'cost'],
  ] as const)('%s: an amount with three places is a 400 on its field', (_name, schema, body, field) => {
    const result = (schema as z.ZodType).safeParse(body);
    expect(messages(result)).toContain(`${field}:invalid_amount`);
  });
});

describe('text limits: named once, stated by the schema', () => {
  it('boundedText refuses one character over its limit and trims', () => {
    const description = boundedText('description', 3);
    expect(description.parse(`  ${'x'.repeat(TEXT_LIMITS.description)}  `)).toHaveLength(500);
    expect(description.safeParse('x'.repeat(TEXT_LIMITS.description + 1)).success).toBe(false);
    expect(description.safeParse('ab').success).toBe(false);
  });

  it('a 3 000-character payment link description is refused on its field, and the schema states its limit', () => {
    const result = paymentLinkCreateBodySchema.safeParse({
      kind: 'one_time',
      currency: 'USD',
      amount: '10',
      description: 'x'.repeat(3000),
    });
    expect(result.error?.issues.map((i) => [i.path.join('.'), i.code])).toEqual([['description', 'too_big']]);
    expect(paymentLinkCreateBodySchema.shape.description.maxLength).toBe(TEXT_LIMITS.description);
  });
});
