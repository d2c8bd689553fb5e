import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { ownDefinition, recordingFetch, type Exchange } from '../../../test/own-definition.ts';
import { injectFetch } from '../../platform/http/inject-fetch.ts';
import { OwnApiRefusal } from '../own-api-client.ts';
import { cardIssuerApi } from './card-issuer-api.ts';
import { CardIssuerError, type CardIssuer } from './card-issuer.ts';

/*
 * The card issuer's API as we defined it (sandboxes/card-issuer/definition), holding both sides: every request the
 * adapter sends to the sandbox this server serves is checked against the definition's request schemas, and every
 * answer of the sandbox — refusals included — against its response schemas.
 */

const definition = ownDefinition(
  new URL('../../sandboxes/card-issuer/definition/card-issuer-api.json', import.meta.url),
);
const DAY = 86_400_000;

let t: TestApp;
const exchanges: Exchange[] = [];
let base: string;
beforeAll(async () => {
  t = await createTestApp();
  base = `${t.config.PUBLIC_URL}/api/sandbox/card-issuer`;
});
afterAll(() => t.close());

const issuerWith = (apiKey = t.app.sandboxSecrets.cardIssuer.apiKey): CardIssuer =>
  cardIssuerApi({
    name: 'sandbox',
    baseUrl: base,
    apiKey,
    fetchImpl: recordingFetch(
      injectFetch(() => t.app),
      exchanges,
    ),
  });

const refusal = (work: Promise<unknown>) =>
  work.then(
    () => null,
    (err: unknown) => err,
  );

describe('the card issuer API, adapter and sandbox against our definition', () => {
  it('issuing, loading, freezing, spending, closing: every call as the definition declares it', async () => {
    const issuer = issuerWith();
    const reference = `card:definition-${Date.now()}`;
    const card = await issuer.issueCard({ reference, amount: 1500 });
    expect(card).toMatchObject({ brand: 'mastercard', bin: '555555', last4: expect.stringMatching(/^\d{4}$/) });
    expect((await issuer.issueCard({ reference, amount: 1500 })).token).toBe(card.token);

    await issuer.load(card.token, 500, 'journal:1');
    await issuer.load(card.token, 500, 'journal:1');
    await issuer.freeze(card.token);
    expect(await refusal(issuer.load(card.token, 500, 'journal:2'))).toEqual(new CardIssuerError('card_frozen'));
    await issuer.unfreeze(card.token);

    // The sandbox's marketplaces spend the card over the next days.
    t.clock.advance(4 * DAY);
    const charges = await issuer.charges(card.token, null);
    expect(charges.length).toBeGreaterThan(0);
    for (const charge of charges) expect(charge.at.getTime()).toBeLessThanOrEqual(t.clock.now().getTime());
    expect(await issuer.charges(card.token, charges.at(-1)!.at)).toEqual([]);

    const spent = charges.reduce((sum, c) => sum + c.amount, 0);
    expect(await issuer.close(card.token)).toEqual({ remaining: 2000 - spent });
    expect(await issuer.close(card.token)).toEqual({ remaining: 0 });
    expect(await refusal(issuer.freeze(card.token))).toEqual(new CardIssuerError('card_closed'));
    expect(await refusal(issuer.load(card.token, 500, 'journal:3'))).toEqual(new CardIssuerError('card_closed'));
    expect(await refusal(issuer.charges('ic_test_nobody', null))).toEqual(new CardIssuerError('unknown_card'));
  });

  it("another installation's key is refused, and that is no refusal of the card: an error the fee cards retry", async () => {
    const err = await refusal(issuerWith('ik_test_another_installation').issueCard({ reference: 'x', amount: 1 }));
    expect(err).toBeInstanceOf(OwnApiRefusal);
    expect(err).toMatchObject({ status: 401, code: 'unauthorized' });
  });

  it('answers a malformed request in the error shape the definition declares', async () => {
    const send = recordingFetch(
      injectFetch(() => t.app),
      exchanges,
    );
    const headers = { authorization: `Bearer ${t.app.sandboxSecrets.cardIssuer.apiKey}` };
    for (const body of [{ reference: 'r', amount: 0 }, { reference: '', amount: 1 }, { amount: 1 }]) {
      const res = await send(`${base}/v1/cards`, {
        method: 'POST',
        headers: { ...headers, 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
      expect(res.status).toBe(400);
    }
    expect((await send(`${base}/v1/cards/x/transactions?since=yesterday`, { headers })).status).toBe(400);
  });

  it('every exchange above: requests by the request schemas, answers by the response schemas', () => {
    const judged = exchanges.map((e) => ({ exchange: e, request: definition.requestFaults(e.request) }));
    for (const { exchange, request } of judged) {
      const name = `${exchange.request.method} ${exchange.request.url} → ${exchange.status}`;
      expect(definition.responseFaults(exchange), name).toEqual([]);
      // The malformed bodies sent on purpose are the only requests the definition refuses.
      if (exchange.status !== 400) expect(request.faults, name).toEqual([]);
    }
    expect(new Set(judged.map((j) => j.request.operationId))).toEqual(new Set(definition.operationIds));
    // The judge bites: a field the definition does not list, and a call without the key, are each found.
    const [issued] = exchanges;
    expect(definition.responseFaults({ ...issued!, body: { ...(issued!.body as object), pan: '5555' } })).not.toEqual(
      [],
    );
    const keyless = new Headers(issued!.request.headers);
    keyless.delete('authorization');
    expect(definition.requestFaults({ ...issued!.request, headers: keyless }).faults).toEqual(['no bearer key']);
    const statuses = new Set(exchanges.map((e) => e.status));
    expect([...statuses].sort()).toEqual([200, 400, 401, 404, 409]);
  });
});
