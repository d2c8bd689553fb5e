import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { ownDefinition, recordingFetch, type Exchange } from '../../../test/own-definition.ts';
import { injectFetch } from '../../platform/http/inject-fetch.ts';
import { mailOutbox } from '../mail/mail.schema.ts';
import { OwnApiRefusal } from '../own-api-client.ts';
import { walletApi } from './wallet-api.ts';
import { WalletProviderError, type WalletProvider } from './wallet-provider.ts';

/*
 * The wallet provider's API as we defined it (sandboxes/wallet/definition), holding both sides: every request the
 * adapter sends to the sandbox this server serves is checked against the definition's request schemas, and every
 * answer of the sandbox — refusals included — against its response schemas.
 */

const definition = ownDefinition(new URL('../../sandboxes/wallet/definition/wallet-api.json', import.meta.url));

let t: TestApp;
const exchanges: Exchange[] = [];
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const walletWith = (apiKey = t.app.sandboxSecrets.wallet.apiKey): WalletProvider =>
  walletApi({
    name: 'sandbox',
    baseUrl: `${t.config.PUBLIC_URL}/api/sandbox/wallet`,
    apiKey,
    fetchImpl: recordingFetch(
      injectFetch(() => t.app),
      exchanges,
    ),
  });

/** The code in the provider's latest letter to the address, and the letter's subject. */
async function letterTo(email: string) {
  const [letter] = await t.database.db
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.to_address, email), eq(mailOutbox.template, 'wallet_activation_code')))
    .orderBy(desc(mailOutbox.id))
    .limit(1);
  return { code: /\b(\d{6})\b/.exec(letter!.text)![1]!, subject: letter!.subject };
}

const wrong = (code: string) => (code === '000000' ? '111111' : '000000');
let counter = 0;
const address = (tag = '') => `definition${++counter}${tag}.${Date.now()}@example.com`;

describe('the wallet provider API, adapter and sandbox against our definition', () => {
  it('link, a wrong code, a new code in Ukrainian, the right one: every call as the definition declares it', async () => {
    const wallet = walletWith();
    const email = address();
    const { providerAccountId } = await wallet.link(email, 'en');
    const first = await letterTo(email);
    expect(first.subject).toBe('Your wallet account activation code');
    expect(await wallet.activate(providerAccountId, wrong(first.code))).toBe('invalid_code');
    await wallet.resendCode(providerAccountId, 'ua');
    const second = await letterTo(email);
    expect(second.subject).not.toBe(first.subject);
    expect(await wallet.activate(providerAccountId, second.code)).toBe('active');
    expect(await wallet.activate(providerAccountId, second.code)).toBe('active');
  });

  it('answers an expired code, and five wrong ones, as the seller’s to act on', async () => {
    const wallet = walletWith();
    const expiring = address();
    const { providerAccountId: late } = await wallet.link(expiring, 'ru');
    t.clock.advance(24 * 3_600_000 + 1);
    expect(await wallet.activate(late, (await letterTo(expiring)).code)).toBe('code_expired');

    const guessed = address();
    const { providerAccountId } = await wallet.link(guessed, 'en');
    const { code } = await letterTo(guessed);
    const answers = [];
    for (let i = 0; i < 5; i += 1) answers.push(await wallet.activate(providerAccountId, wrong(code)));
    expect(answers).toEqual([...Array<string>(4).fill('invalid_code'), 'too_many_attempts']);
    expect(await wallet.activate(providerAccountId, code)).toBe('too_many_attempts');
  });

  it('refuses an account in error, an unknown account and another key', async () => {
    const wallet = walletWith();
    await expect(wallet.link(`someone${++counter}+unavailable@example.com`, 'en')).rejects.toEqual(
      new WalletProviderError('account_unavailable'),
    );
    await expect(wallet.resendCode('W000000000', 'en')).rejects.toEqual(new WalletProviderError('unknown_account'));
    await expect(wallet.activate('W000000000', '123456')).rejects.toEqual(new WalletProviderError('unknown_account'));
    const foreign = await walletWith('wk_test_another_installation')
      .link(address(), 'en')
      .catch((err: unknown) => err);
    expect(foreign).toBeInstanceOf(OwnApiRefusal);
    expect(foreign).toMatchObject({ status: 401, code: 'unauthorized' });
  });

  it('answers a malformed request in the error shape the definition declares', async () => {
    const send = recordingFetch(
      injectFetch(() => t.app),
      exchanges,
    );
    const headers = {
      authorization: `Bearer ${t.app.sandboxSecrets.wallet.apiKey}`,
      'content-type': 'application/json',
    };
    for (const body of [
      { email: 'not-an-address', language: 'en' },
      { email: address(), language: 'ua' },
    ]) {
      const res = await send(`${t.config.PUBLIC_URL}/api/sandbox/wallet/v1/accounts/links`, {
        method: 'POST',
        headers,
        body: JSON.stringify(body),
      });
      expect(res.status).toBe(400);
    }
  });

  it('every exchange above: requests by the request schemas, answers by the response schemas', () => {
    for (const exchange of exchanges) {
      const name = `${exchange.request.method} ${exchange.request.url} → ${exchange.status}`;
      expect(definition.responseFaults(exchange), name).toEqual([]);
      // The malformed bodies sent on purpose are the only requests the definition refuses.
      if (exchange.status !== 400) expect(definition.requestFaults(exchange.request).faults, name).toEqual([]);
    }
    const called = new Set(exchanges.map((e) => definition.requestFaults(e.request).operationId));
    expect(called).toEqual(new Set(definition.operationIds));
    expect([...new Set(exchanges.map((e) => e.status))].sort()).toEqual([200, 400, 401, 404, 422]);
  });
});
