import type { TestApp } from '../../../../test/app.ts';

/** Helpers the payment-link suites share: create a link as a seller, review it as an operator, pay it as a buyer. */
export const GOOD_CARD = { card_number: '4242 4242 4242 4242', expiry: '12/39', cvc: '123' };
export const DECLINED_CARD = { ...GOOD_CARD, card_number: '4000 0000 0000 0002' };

export interface LinkBody {
  kind?: 'one_time' | 'permanent';
  amount?: string;
  currency?: 'USD' | 'EUR' | 'GBP';
  description?: string;
}

export async function createLink(t: TestApp, token: string, body: LinkBody = {}) {
  const res = await t.request({
    method: 'POST',
    url: '/api/payment-links',
    token,
    payload: { kind: 'one_time', amount: '25.00', currency: 'USD', description: 'Handmade scarf', ...body },
  });
  if (res.statusCode !== 201) throw new Error(`create link failed: ${res.statusCode} ${res.body}`);
  return res.json<{ id: number; code: string; status: string; url: string }>();
}

export async function review(t: TestApp, op: string, id: number, action: string, reason?: string) {
  return t.request({
    method: 'POST',
    url: `/api/ops/money/payment-links/${id}/${action}`,
    token: op,
    ...(reason !== undefined ? { payload: { reason } } : {}),
  });
}

/** A link already accepted by the operator, ready for buyers. */
export async function acceptedLink(t: TestApp, token: string, op: string, body: LinkBody = {}) {
  const link = await createLink(t, token, body);
  const res = await review(t, op, link.id, 'accept');
  if (res.statusCode !== 200) throw new Error(`accept failed: ${res.statusCode} ${res.body}`);
  return link;
}

export const pay = (t: TestApp, code: string, card = GOOD_CARD, headers: Record<string, string> = {}) =>
  t.request({
    method: 'POST',
    url: `/api/pay/${code}`,
    payload: { email: 'buyer@example.com', ...card },
    headers,
  });
