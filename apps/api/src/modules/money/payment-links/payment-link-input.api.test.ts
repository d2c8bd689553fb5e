import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EndpointDefinition } from '@cabinet/contracts/endpoint';
import { TEXT_LIMITS } from '@cabinet/contracts/limits';
import { paymentLinksApi } from '@cabinet/contracts/payment-links';
import { topUpsApi } from '@cabinet/contracts/top-up';
import { transfersApi } from '@cabinet/contracts/transfers';
import { createTestApp, registerSeller, type TestApp } from '../../../../test/app.ts';
import { requestOf } from '../../../../test/call.ts';
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
/** Sends the body as is: the cases are amounts and texts the contracts' types let through and the API refuses. */
const post = (e: EndpointDefinition, payload: object, lang = 'en') => t.call(e, { token, payload, lang });

describe('amounts and texts the API cannot keep exactly', () => {
  it.each([['12.345'], [12.345], ['0.001']])(
    'a payment link for %j is a 400 on amount, and no link',
    async (amount) => {
      const before = await rowCount(t.database, paymentLinks);
      const res = await post(paymentLinksApi.create, { ...link, amount });
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
    const res = await post(paymentLinksApi.create, { ...link, amount: '12.345' }, 'ua');
    expect(res.json().errors.amount).toEqual(['Введіть суму не більше ніж з двома знаками після коми']);
  });

  it('a 3 000-character description is a 400 on description, stating the limit; 500 is accepted', async () => {
    const before = await rowCount(t.database, paymentLinks);
    const long = await post(paymentLinksApi.create, { ...link, description: 'x'.repeat(3000) });
    expect(long.statusCode).toBe(400);
    expect(long.json().errors).toEqual({ description: [`At most ${TEXT_LIMITS.description} characters`] });
    expect(await rowCount(t.database, paymentLinks)).toBe(before);
    const exact = await post(paymentLinksApi.create, { ...link, description: 'y'.repeat(TEXT_LIMITS.description) });
    expect(exact.statusCode).toBe(201);
    expect(exact.json().description).toHaveLength(TEXT_LIMITS.description);
  });

  it.each(
    (
      [
        [topUpsApi.create, { method: 'card', amount: '12.345' }],
        [transfersApi.create, { recipient: 'someone@example.com', amount: '1.001' }],
      ] as const
    ).map(([e, payload]) => [requestOf(e).url, e, payload] as const),
  )('%s refuses a third decimal place on amount the same way', async (_url, e, payload) => {
    const res = await post(e, payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.amount).toEqual(['Enter an amount with at most two decimal places']);
  });
});
