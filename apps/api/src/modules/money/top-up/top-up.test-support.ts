import { paymentsWebhookApi, topUpsApi } from '@cabinet/contracts/top-up';
import type { TestApp } from '../../../../test/app.ts';
import { signPayload } from '../../../providers/payments/signature.ts';

/** POST /money-in/top-ups; returns the response. */
export const startTopUp = (t: TestApp, token: string, payload: object | string, headers: Record<string, string> = {}) =>
  t.call(topUpsApi.create, { token, payload, headers: { 'content-type': 'application/json', ...headers } });

/** The sandbox session id in a hosted checkout URL. */
export const sessionOf = (checkoutUrl: string) => checkoutUrl.split('/').pop()!;

/**
 * Presses Pay or Decline on the sandbox's hosted page, as the browser's form post does; the page answers at once and
 * its webhook follows over HTTP (an app built with `listen: true` receives it), which this waits for.
 */
export async function pressOnCheckout(t: TestApp, session: string, outcome: 'pay' | 'decline') {
  const pressed = await t.request({
    method: 'POST',
    url: `/api/sandbox/payments/checkout/${session}`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: `outcome=${outcome}`,
  });
  await t.app.deliveries.settled();
  return pressed;
}

/** A webhook delivery with the given body, signed (or not) as the test wants. */
export function deliverWebhook(
  t: TestApp,
  body: unknown,
  opts: { secret?: string; at?: Date; signature?: string | null } = {},
) {
  const raw = typeof body === 'string' ? body : JSON.stringify(body);
  const signature =
    opts.signature === null
      ? undefined
      : (opts.signature ??
        signPayload(opts.secret ?? t.app.sandboxSecrets.payments.webhookSecret, raw, opts.at ?? t.clock.now()));
  return t.call(paymentsWebhookApi.receive, {
    headers: { 'content-type': 'application/json', ...(signature ? { 'x-signature': signature } : {}) },
    payload: raw,
  });
}

/** The event the sandbox would send for a session. */
export const paidEvent = (session: string, reference: string, amount: number, type = 'checkout.paid') => ({
  id: `evt_${session}_${type}`,
  type,
  created: Math.floor(Date.now() / 1000),
  data: { purpose: 'top_up', session, reference, amount, currency: 'USD' },
});
