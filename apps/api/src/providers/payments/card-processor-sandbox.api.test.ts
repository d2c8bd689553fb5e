import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, registerSeller, type TestApp } from '../../../test/app.ts';
import { startTopUp } from '../../modules/money/top-up/top-up.test-support.ts';
import { injectFetch } from '../../platform/http/inject-fetch.ts';
import { cardProcessorPayments, PaymentsProviderError } from './card-processor.ts';
import {
  deliveryFaults,
  requestFaults,
  responseFaults,
  type SentRequest,
} from './card-processor-definition.test-kit.ts';
import type { CheckoutRequest } from './payments.ts';

/*
 * The card processor's sandbox judged by our definition of the processor's API, as the adapter meets it: every
 * exchange of the adapter with the sandbox — the request against the operation, the answer against the operation's
 * schema for its status — every refusal the sandbox gives, and the webhook it sends after the hosted page's Pay.
 */

interface Exchange {
  request: SentRequest;
  status: number;
  body: unknown;
}

let t: TestApp;
const exchanges: Exchange[] = [];
const delivered: Array<{ body: string; signature: string | null }> = [];
const BASE = 'http://localhost:8080/api/sandbox/payments';
const SESSIONS = `${BASE}/v1/checkout/sessions`;

beforeAll(async () => {
  t = await createTestApp(
    {},
    {
      // The webhook is kept here, not handed to the cabinet: this suite judges the processor's side only.
      deliveryFetch: async (_input, init) => {
        delivered.push({ body: String(init?.body), signature: new Headers(init?.headers).get('x-signature') });
        return new Response('{"received":true}', { status: 200, headers: { 'content-type': 'application/json' } });
      },
    },
  );
});
afterAll(() => t.close());

/** The sandbox reached as the app reaches it (by injection), every exchange recorded. */
const recorded = (async (input: URL | string, init?: RequestInit) => {
  const response = await injectFetch(() => t.app)(input, init);
  const text = await response.clone().text();
  exchanges.push({
    request: {
      method: init?.method ?? 'GET',
      url: String(input),
      headers: new Headers(init?.headers),
      body: typeof init?.body === 'string' ? init.body : null,
    },
    status: response.status,
    body: text ? (JSON.parse(text) as unknown) : null,
  });
  return response;
}) as typeof fetch;

const adapter = (apiKey = t.app.sandboxSecrets.payments.apiKey) =>
  cardProcessorPayments({
    baseUrl: BASE,
    apiKey,
    webhookSecret: t.app.sandboxSecrets.payments.webhookSecret,
    now: t.clock.now,
    fetchImpl: recorded,
  });

/** The sandbox's API called directly, as any merchant's server may call it; `key: null` sends none. */
async function direct(method: 'GET' | 'POST', url: string, body?: unknown, key?: string | null) {
  const response = await recorded(url, {
    method,
    headers: {
      ...(key === null ? {} : { authorization: `Bearer ${key ?? t.app.sandboxSecrets.payments.apiKey}` }),
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
  });
  return { status: response.status, body: exchanges.at(-1)!.body as Record<string, Record<string, unknown>> };
}

/** Every exchange since `from` answered as the operation declares for its status. */
function judged(operationId: string, from: number) {
  const since = exchanges.slice(from);
  expect(since.length).toBeGreaterThan(0);
  for (const { status, body } of since) expect(responseFaults(operationId, status, body), `${status}`).toEqual([]);
  return since;
}

const request: CheckoutRequest = {
  purpose: 'payment_link',
  reference: 'PL-23456789ABCDEFGHJKLM',
  amount: 1999,
  currency: 'GBP',
  description: 'Oksana Melnyk: Mug',
  returnUrl: 'http://localhost:8080/pay/abc/done?payment=PL-23456789ABCDEFGHJKLM',
  cancelUrl: 'http://localhost:8080/pay/abc/cancelled?payment=PL-23456789ABCDEFGHJKLM',
  locale: 'ua',
};
const body = {
  amount: 2575,
  currency: 'USD',
  description: 'Balance top-up',
  reference: 'TU1-ABCDEF',
  metadata: { purpose: 'top_up' },
  return_url: 'http://localhost:8080/money-in/checkout?top_up=1',
};

describe('what the adapter sends and the sandbox answers', () => {
  it('opens checkouts in each language, as the definition declares requests and answers', async () => {
    const from = exchanges.length;
    const opened = await adapter().createCheckout(request);
    await adapter().createCheckout({ ...request, purpose: 'top_up', cancelUrl: undefined, locale: 'en' });
    await adapter().createCheckout({ ...request, currency: 'USD', locale: 'ru' });
    const sent = judged('createCheckoutSession', from);
    expect(sent.map((e) => e.status)).toEqual([201, 201, 201]);
    for (const e of sent)
      expect(requestFaults(e.request)).toEqual({ operationId: 'createCheckoutSession', faults: [] });
    expect(opened.url).toBe(`${BASE}/checkout/${opened.session}`);
    expect(opened.expiresAt).toEqual(new Date(t.clock.now().getTime() + 24 * 3_600_000));

    const read = await direct('GET', `${SESSIONS}/${opened.session}`);
    judged('getCheckoutSession', exchanges.length - 1);
    expect(requestFaults(exchanges.at(-1)!.request).faults).toEqual([]);
    expect(read.body).toMatchObject({ status: 'open', locale: 'uk', metadata: { purpose: 'payment_link' } });
  });

  it('reads a session past its expiry as expired', async () => {
    const opened = await adapter().createCheckout(request);
    t.clock.advance(24 * 3_600_000);
    try {
      const read = await direct('GET', `${SESSIONS}/${opened.session}`);
      judged('getCheckoutSession', exchanges.length - 1);
      expect(read.body.status).toBe('expired');
    } finally {
      t.clock.advance(-24 * 3_600_000);
    }
  });

  it('sends, after Pay on the hosted page, a signed event the definition declares and the adapter reads', async () => {
    const opened = await adapter().createCheckout(request);
    const pressed = await t.request({
      method: 'POST',
      url: `/api/sandbox/payments/checkout/${opened.session}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'outcome=pay',
    });
    expect(pressed.statusCode).toBe(303);
    await t.app.deliveries.settled();
    const delivery = delivered.find((d) => d.body.includes(opened.session))!;
    expect(deliveryFaults(JSON.parse(delivery.body), delivery.signature)).toEqual([]);
    const verified = adapter().verifyWebhook(delivery.body, delivery.signature ?? undefined);
    expect(verified).toMatchObject({
      ok: true,
      event: { type: 'checkout.paid', purpose: 'payment_link', session: opened.session, amount: 1999, currency: 'GBP' },
    });
    const read = await direct('GET', `${SESSIONS}/${opened.session}`);
    judged('getCheckoutSession', exchanges.length - 1);
    expect(read.body.status).toBe('paid');
  });
});

describe("the sandbox's refusals, each in the definition's error shape", () => {
  it.each([
    ['no key', null, 'api_key_missing'],
    ['a wrong key', 'sk_test_not-this-installations-key', 'api_key_invalid'],
  ])('answers 401 to %s, on both operations', async (_name, key, code) => {
    const from = exchanges.length;
    const created = await direct('POST', SESSIONS, body, key);
    judged('createCheckoutSession', from);
    const read = await direct('GET', `${SESSIONS}/cs_test_000000000000000000000000`, undefined, key);
    judged('getCheckoutSession', from + 1);
    expect([created.status, read.status]).toEqual([401, 401]);
    expect(created.body.error).toMatchObject({ type: 'authentication_error', code });
  });

  it.each([
    ['a missing parameter', { ...body, amount: undefined }, 'parameter_missing', 'amount'],
    ['an unknown parameter', { ...body, capture: true }, 'parameter_unknown', 'capture'],
    [
      'an unknown metadata key',
      { ...body, metadata: { purpose: 'top_up', x: '1' } },
      'parameter_unknown',
      'metadata.x',
    ],
    ['an amount in major units', { ...body, amount: 25.75 }, 'parameter_invalid', 'amount'],
    ['a lower-case currency', { ...body, currency: 'usd' }, 'parameter_invalid', 'currency'],
    ['a currency it does not settle', { ...body, currency: 'JPY' }, 'currency_not_supported', 'currency'],
    ['a script address', { ...body, return_url: 'javascript:alert(1)' }, 'parameter_invalid', 'return_url'],
    ['an unknown locale', { ...body, locale: 'ua' }, 'parameter_invalid', 'locale'],
    ['a JSON array', '[1]', 'body_invalid', undefined],
    ['no JSON at all', '{"amount":', 'body_invalid', undefined],
  ])('answers 400 to %s, naming it', async (_name, sent, code, param) => {
    const from = exchanges.length;
    const answer = await direct('POST', SESSIONS, sent);
    judged('createCheckoutSession', from);
    expect(answer.status).toBe(400);
    expect(answer.body.error).toMatchObject({ type: 'invalid_request_error', code });
    expect(answer.body.error!.param).toBe(param);
  });

  it('answers 404 to a session it does not have', async () => {
    const from = exchanges.length;
    const answer = await direct('GET', `${SESSIONS}/cs_test_000000000000000000000000`);
    judged('getCheckoutSession', from);
    expect(answer.status).toBe(404);
    expect(answer.body.error).toMatchObject({ code: 'resource_missing', param: 'id' });
  });

  it("is thrown by the adapter as the processor's refusal, with no key in it", async () => {
    const wrong = 'sk_test_not-this-installations-key';
    const error = await adapter(wrong)
      .createCheckout(request)
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(PaymentsProviderError);
    expect(error).toMatchObject({ status: 401, code: 'api_key_invalid' });
    expect((error as Error).message).not.toContain(wrong);
  });
});

describe('the sandbox reached by injection', () => {
  it('answers a request that holds the last place of the admission bound, without a place of its own', async () => {
    const seller = await registerSeller(t);
    // One place, as a busy embedded engine has none to spare: the top-up holds it while it opens the checkout.
    t.app.admission.configure({ maxInFlight: 1, maxQueue: 10, maxWaitMs: 1000 });
    try {
      const res = await startTopUp(t, seller.token, { method: 'card', amount: '10' });
      expect(res.statusCode).toBe(201);
    } finally {
      t.app.admission.configure({ maxInFlight: Infinity, maxQueue: Infinity, maxWaitMs: Infinity });
    }
  });
});
