import { payApi, paymentLinksApi, paymentLinksOpsApi } from '@cabinet/contracts/payment-links';
import type { TestApp } from '../../../../test/app.ts';
import { pressOnCheckout, sessionOf } from '../top-up/top-up.test-support.ts';

/**
 * Helpers the payment-link suites share: create a link as a seller, review it as an operator, and pay it as a
 * buyer — start a payment on our API, then press Pay or Decline on the payments sandbox's hosted checkout.
 */

export interface LinkBody {
  kind?: 'one_time' | 'permanent';
  amount?: string;
  currency?: 'USD' | 'EUR' | 'GBP';
  description?: string;
}

export async function createLink(t: TestApp, token: string, body: LinkBody = {}) {
  const res = await t.call(paymentLinksApi.create, {
    token,
    body: { kind: 'one_time', amount: '25.00', currency: 'USD', description: 'Handmade scarf', ...body },
  });
  if (res.statusCode !== 201) throw new Error(`create link failed: ${res.statusCode} ${res.body}`);
  return res.json<{ id: number; code: string; status: string; url: string }>();
}

export async function review(
  t: TestApp,
  op: string,
  id: number,
  action: 'accept' | 'decline' | 'block' | 'unblock',
  reason?: string,
) {
  return t.call(paymentLinksOpsApi[action], {
    params: { id },
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

/** POST /pay/:code: the buyer starts a payment (answers with the provider's checkout). */
export const startPayment = (t: TestApp, code: string, payload: object = { email: 'buyer@example.com' }) =>
  t.call(payApi.start, { params: { code }, payload });

/** The whole buyer's round: start, then Pay (or Decline) on the hosted checkout, which calls our signed webhook. */
export async function pay(t: TestApp, code: string, outcome: 'pay' | 'decline' = 'pay', email = 'buyer@example.com') {
  const started = await startPayment(t, code, { email });
  if (started.statusCode !== 201 && started.statusCode !== 200) {
    throw new Error(`start failed: ${started.statusCode} ${started.body}`);
  }
  const { reference, checkout_url } = started.json<{ reference: string; checkout_url: string }>();
  const session = sessionOf(checkout_url);
  const pressed = await pressOnCheckout(t, session, outcome);
  return { reference, session, pressed };
}

/** GET /pay/:code/payments/:reference: what the return pages show. */
export const paymentStatus = async (t: TestApp, code: string, reference: string) =>
  (await t.call(payApi.status, { params: { code, reference } })).json<{
    status: string;
    paid_at: string | null;
  }>();
