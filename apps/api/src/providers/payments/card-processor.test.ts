import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { cardProcessorPayments, PaymentsProviderError } from './card-processor.ts';
import type { CheckoutRequest } from './payments.ts';
import {
  deliveryFaults,
  requestFaults,
  responseFaults,
  type SentRequest,
} from './card-processor-definition.test-kit.ts';

/*
 * The adapter against our definition of the processor's API, without the sandbox: every request it sends is checked
 * against the operation it calls, and what it reads are answers written from the definition's schemas, checked
 * against them first.
 */

const NOW = new Date('2026-12-02T10:00:00.000Z');
const KEY = 'sk_test_a-key-for-this-test-only';
const SECRET = 'a webhook secret for this test';

type Answer = { status: number; body: unknown };

function adapterWith(answer: (request: SentRequest) => Answer) {
  const sent: SentRequest[] = [];
  const fetchImpl = (async (input: URL | string, init?: RequestInit) => {
    const request: SentRequest = {
      method: init?.method ?? 'GET',
      url: String(input),
      headers: new Headers(init?.headers),
      body: typeof init?.body === 'string' ? init.body : null,
    };
    sent.push(request);
    const reply = answer(request);
    return new Response(JSON.stringify(reply.body), {
      status: reply.status,
      headers: { 'content-type': 'application/json' },
    });
  }) as typeof fetch;
  const adapter = cardProcessorPayments({
    baseUrl: 'https://api.processor.example/',
    apiKey: KEY,
    webhookSecret: SECRET,
    now: () => NOW,
    fetchImpl,
  });
  return { adapter, sent };
}

/** A `CheckoutSession` as the definition declares it, for the body the adapter sent. */
function sessionFor(request: SentRequest) {
  const body = JSON.parse(request.body!) as Record<string, unknown>;
  return {
    id: 'cs_live_4f1c2a9e7b3d5a6c8e0f1a2b',
    object: 'checkout.session',
    url: 'https://pay.processor.example/c/cs_live_4f1c2a9e7b3d5a6c8e0f1a2b',
    status: 'open',
    amount: body.amount,
    currency: body.currency,
    description: body.description,
    reference: body.reference,
    metadata: body.metadata,
    return_url: body.return_url,
    cancel_url: body.cancel_url ?? null,
    locale: body.locale ?? 'en',
    created_at: NOW.toISOString(),
    expires_at: '2026-12-03T10:00:00.123Z',
    completed_at: null,
  };
}

const topUp: CheckoutRequest = {
  purpose: 'top_up',
  reference: 'TU7-ABCDEF',
  amount: 2575,
  currency: 'USD',
  description: 'Поповнення балансу TU7-ABCDEF',
  returnUrl: 'https://cabinet.example/money-in/checkout?top_up=7',
  locale: 'ua',
};
const linkPayment: CheckoutRequest = {
  ...topUp,
  purpose: 'payment_link',
  reference: 'PL-ABCDEFGHJKLMNPQRSTUV',
  currency: 'GBP',
  description: 'Oksana Melnyk: Mug',
  returnUrl: 'https://cabinet.example/pay/abc/done?payment=PL-ABCDEFGHJKLMNPQRSTUV',
  cancelUrl: 'https://cabinet.example/pay/abc/cancelled?payment=PL-ABCDEFGHJKLMNPQRSTUV',
  locale: 'en',
};

describe('opening a checkout', () => {
  it("sends the definition's createCheckoutSession and reads its answer", async () => {
    const answers: unknown[] = [];
    const { adapter, sent } = adapterWith((request) => {
      const body = sessionFor(request);
      answers.push(body);
      return { status: 201, body };
    });
    const opened = await adapter.createCheckout(topUp);
    await adapter.createCheckout(linkPayment);
    await adapter.createCheckout({ ...topUp, locale: 'ru' });

    for (const answer of answers) expect(responseFaults('createCheckoutSession', 201, answer)).toEqual([]);
    const judged = sent.map(requestFaults);
    expect(judged.map((j) => j.operationId)).toEqual(Array(3).fill('createCheckoutSession'));
    for (const { faults } of judged) expect(faults).toEqual([]);
    expect(sent[0]!.url).toBe('https://api.processor.example/v1/checkout/sessions');
    expect(sent[0]!.headers.get('authorization')).toBe(`Bearer ${KEY}`);
    expect(JSON.parse(sent[0]!.body!)).toEqual({
      amount: 2575,
      currency: 'USD',
      description: 'Поповнення балансу TU7-ABCDEF',
      reference: 'TU7-ABCDEF',
      metadata: { purpose: 'top_up' },
      return_url: 'https://cabinet.example/money-in/checkout?top_up=7',
      locale: 'uk',
    });
    expect(JSON.parse(sent[1]!.body!)).toMatchObject({ cancel_url: linkPayment.cancelUrl, locale: 'en' });
    expect(JSON.parse(sent[2]!.body!)).toMatchObject({ locale: 'ru' });
    expect(opened).toEqual({
      session: 'cs_live_4f1c2a9e7b3d5a6c8e0f1a2b',
      url: 'https://pay.processor.example/c/cs_live_4f1c2a9e7b3d5a6c8e0f1a2b',
      expiresAt: new Date('2026-12-03T10:00:00.123Z'),
    });
  });

  it("holds the adapter to the definition: a body or an answer off the definition's schemas is found", () => {
    const request: SentRequest = {
      method: 'POST',
      url: 'https://api.processor.example/v1/checkout/sessions',
      headers: new Headers({ authorization: `Bearer ${KEY}`, 'content-type': 'application/json' }),
      body: JSON.stringify({ amount: '25.75', currency: 'usd', description: 'x', reference: 'r', metadata: {} }),
    };
    expect(requestFaults(request).faults.length).toBeGreaterThanOrEqual(4);
    expect(requestFaults({ ...request, headers: new Headers() }).faults).toContain('no bearer key');
    expect(requestFaults({ ...request, method: 'PUT' }).operationId).toBeNull();
    const body = { amount: 100, currency: 'USD', description: 'x', reference: 'r', metadata: { purpose: 'top_up' } };
    const session = sessionFor({ ...request, body: JSON.stringify({ ...body, return_url: 'https://a.example/' }) });
    expect(responseFaults('createCheckoutSession', 201, session)).toEqual([]);
    const { expires_at: _dropped, ...partial } = session;
    expect(responseFaults('createCheckoutSession', 201, partial)).not.toEqual([]);
    expect(responseFaults('createCheckoutSession', 201, { ...session, status: 'complete' })).not.toEqual([]);
    expect(responseFaults('createCheckoutSession', 200, session)).toEqual([
      'createCheckoutSession declares no 200 answer',
    ]);
  });

  it.each([
    [
      400,
      { error: { type: 'invalid_request_error', code: 'currency_not_supported', message: 'No.', param: 'currency' } },
    ],
    [401, { error: { type: 'authentication_error', code: 'api_key_invalid', message: 'Invalid API key provided.' } }],
    [503, { error: { type: 'api_error', code: 'internal', message: 'Try again.' } }],
  ])("throws the processor's %i refusal with its code, and never the key", async (status, body) => {
    expect(responseFaults('createCheckoutSession', status, body)).toEqual([]);
    const { adapter } = adapterWith(() => ({ status, body }));
    const error = await adapter.createCheckout(topUp).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(PaymentsProviderError);
    expect(error).toMatchObject({ status, code: body.error.code });
    expect(String((error as Error).message)).not.toContain(KEY);
  });

  it('refuses an answer without what it needs rather than hand out a broken checkout', async () => {
    const { adapter } = adapterWith((request) => ({ status: 201, body: { ...sessionFor(request), url: undefined } }));
    await expect(adapter.createCheckout(topUp)).rejects.toThrow();
  });
});

describe('a webhook delivery', () => {
  const sign = (body: string, at = NOW) => {
    const t = Math.floor(at.getTime() / 1000);
    return `t=${t},v1=${createHmac('sha256', SECRET).update(`${t}.${body}`).digest('hex')}`;
  };
  const event = (purpose = 'payment_link') => ({
    id: 'evt_6c0b1f0e2d7a4c3b9a8e5f10',
    type: 'checkout.paid',
    created: NOW.getTime() / 1000,
    data: { purpose, session: 'cs_live_4f1c2a9e7b3d5a6c8e0f1a2b', reference: 'PL-X', amount: 1999, currency: 'GBP' },
  });

  it("is the definition's Event, signed as it declares, and read into ours", () => {
    const body = JSON.stringify(event());
    expect(deliveryFaults(event(), sign(body))).toEqual([]);
    const { adapter } = adapterWith(() => ({ status: 500, body: null }));
    expect(adapter.verifyWebhook(body, sign(body))).toEqual({
      ok: true,
      event: {
        id: 'evt_6c0b1f0e2d7a4c3b9a8e5f10',
        type: 'checkout.paid',
        purpose: 'payment_link',
        session: 'cs_live_4f1c2a9e7b3d5a6c8e0f1a2b',
        reference: 'PL-X',
        amount: 1999,
        currency: 'GBP',
      },
    });
  });

  it('is refused when the signature is not ours, or the event is no settlement of ours', () => {
    const { adapter } = adapterWith(() => ({ status: 500, body: null }));
    const body = JSON.stringify(event());
    expect(adapter.verifyWebhook(body, undefined)).toEqual({ ok: false, problem: 'missing' });
    expect(adapter.verifyWebhook(`${body} `, sign(body))).toEqual({ ok: false, problem: 'mismatch' });
    const foreign = JSON.stringify(event('subscription'));
    expect(deliveryFaults(event('subscription'), sign(foreign))).toEqual([]);
    expect(adapter.verifyWebhook(foreign, sign(foreign))).toEqual({ ok: false, problem: 'malformed' });
    expect(adapter.verifyWebhook('not json', sign('not json'))).toEqual({ ok: false, problem: 'malformed' });
  });
});
