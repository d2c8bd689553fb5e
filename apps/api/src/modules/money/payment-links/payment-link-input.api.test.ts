import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEXT_LIMITS } from '@cabinet/contracts/limits';
import { createTestApp, registerSeller, type TestApp } from '../../../../test/app.ts';
import { rowCount } from '../../../../test/db.ts';
import { paymentLinks } from './payment-links.schema.ts';

/*
 * Issue 12: an amount the currency cannot keep and a text longer than its contract's limit are refused with a 400
 * naming the field — never cut and stored.
 */
let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await createTestApp();
  ({ token } = await registerSeller(t));
});
afterAll(() => t.close());

const link = { kind: 'one_time', amount: '12.34', currency: 'USD', description: 'Blue scarf' };
const post = (url: string, payload: object, lang = 'en') => t.request({ method: 'POST', url, token, payload, lang });

describe('amounts and texts the API cannot keep exactly', () => {
  it.each([['12.345'], [12.345], ['0.001']])(
    'a payment link for %j is a 400 on amount, and no link',
    async (amount) => {
      const before = await rowCount(t.database, paymentLinks);
      const res = await post('/api/payment-links', { ...link, amount });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({
        code: 'validation_error',
        errors: { amount: ['Enter an amount with at most two decimal places'] },
      });
      expect(Object.keys(res.json().errors)).toEqual(['amount']);
      expect(await rowCount(t.database, paymentLinks)).toBe(before);
    },
  );

  it('the message is in the caller’s language', async () => {
    const res = await post('/api/payment-links', { ...link, amount: '12.345' }, 'ua');
    expect(res.json().errors.amount).toEqual(['Введіть суму не більше ніж з двома знаками після коми']);
  });

  it('a 3 000-character description is a 400 on description, stating the limit; 500 is accepted', async () => {
    const before = await rowCount(t.database, paymentLinks);
    const long = await post('/api/payment-links', { ...link, description: 'x'.repeat(3000) });
    expect(long.statusCode).toBe(400);
    expect(long.json().errors).toEqual({ description: [`At most ${TEXT_LIMITS.description} characters`] });
    expect(await rowCount(t.database, paymentLinks)).toBe(before);
    const exact = await post('/api/payment-links', { ...link, description: 'y'.repeat(TEXT_LIMITS.description) });
    expect(exact.statusCode).toBe(201);
    expect(exact.json().description).toHaveLength(TEXT_LIMITS.description);
  });

  it.each([
    ['/api/money-in/top-ups', { method: 'card', amount: '12.345' }],
    ['/api/transfers', { recipient: 'someone@example.com', amount: '1.001' }],
  ])('%s refuses a third decimal place on amount the same way', async (url, payload) => {
    const res = await post(url, payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.amount).toEqual(['Enter an amount with at most two decimal places']);
  });
});
