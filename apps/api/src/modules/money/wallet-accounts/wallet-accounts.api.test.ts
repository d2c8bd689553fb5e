import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { walletAccountsApi } from '@cabinet/contracts/wallet-accounts';
import { requisitesApi, withdrawalsApi } from '@cabinet/contracts/withdrawals';
import { createTestApp, registerSeller, type TestApp } from '../../../../test/app.ts';
import { rowCount } from '../../../../test/db.ts';
import { signInOperator } from '../../../../test/money.ts';
import { acceptAgreement, readySeller, withdraw } from '../../../../test/withdrawals.ts';
import { mailOutbox } from '../../../providers/mail/mail.schema.ts';
import { activeMember } from '../../subaccounts/subaccounts.test-helpers.ts';
import { walletAccounts } from './wallet-accounts.schema.ts';

let t: TestApp;
let op: string;
beforeAll(async () => {
  t = await createTestApp();
  op = await signInOperator(t);
});
afterAll(() => t.close());

let counter = 0;
const walletEmail = (tag = '') => `wallet${++counter}${tag}.${Date.now()}@example.com`;
const link = (token: string, email: string) => t.call(walletAccountsApi.link, { token, body: { email }, lang: 'en' });
const activate = (token: string, id: number, code: string) =>
  t.call(walletAccountsApi.activate, { params: { id }, token, body: { code }, lang: 'en' });

/** The code in the provider's latest letter to the address, as the seller would read it. */
async function codeFor(email: string): Promise<{ code: string; text: string; subject: string }> {
  const [letter] = await t.database.db
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.to_address, email), eq(mailOutbox.template, 'wallet_activation_code')))
    .orderBy(desc(mailOutbox.id))
    .limit(1);
  if (!letter) throw new Error(`no activation letter to ${email}`);
  return { code: /\b(\d{6})\b/.exec(letter.text)![1]!, text: letter.text, subject: letter.subject };
}

const wrong = (code: string) => (code === '000000' ? '111111' : '000000');

describe('linking a wallet provider account', () => {
  it('goes pending, the provider e-mails a code, the code activates it', async () => {
    const seller = await registerSeller(t, { language: 'en' });
    const email = walletEmail();
    const res = await link(seller.token, email);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({
      id: expect.any(Number),
      email,
      status: 'pending_activation',
      provider_account_id: expect.stringMatching(/^W\d{9}$/),
      created_at: expect.any(String),
      activated_at: null,
      used_for_withdrawals: false,
    });
    const { id, provider_account_id } = res.json();
    const letter = await codeFor(email);
    expect(letter.subject).toBe('Your wallet account activation code');
    expect(letter.text).toContain(provider_account_id);

    const list = await t.call(walletAccountsApi.list, { token: seller.token });
    expect(list.json()).toMatchObject({ provider: 'sandbox', accounts: [{ id, status: 'pending_activation' }] });

    const bad = await activate(seller.token, id, wrong(letter.code));
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors.code).toEqual([expect.any(String)]);
    const ok = await activate(seller.token, id, letter.code);
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({ status: 'active', activated_at: expect.any(String) });
    expect((await t.call(walletAccountsApi.get, { params: { id }, token: seller.token })).json()).toEqual(ok.json());
  });

  it('refuses the same e-mail twice and a malformed one', async () => {
    const seller = await registerSeller(t);
    const email = walletEmail();
    await link(seller.token, email);
    const again = await link(seller.token, email.toUpperCase());
    expect(again.statusCode).toBe(400);
    expect(again.json().errors.email).toEqual(['This account is already linked']);
    const before = await rowCount(t.database, walletAccounts);
    expect((await link(seller.token, 'not-an-email')).statusCode).toBe(400);
    expect(await rowCount(t.database, walletAccounts)).toBe(before);
  });

  it('answers "account unavailable due to errors" when the provider refuses the account', async () => {
    const seller = await registerSeller(t);
    const before = await rowCount(t.database, walletAccounts);
    const res = await link(seller.token, `someone+unavailable@example.com`);
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({
      code: 'wallet_account_unavailable',
      message: 'Account unavailable due to errors',
    });
    expect(await rowCount(t.database, walletAccounts)).toBe(before);
  });

  it('stops taking codes after five wrong ones until a new code is sent', async () => {
    const seller = await registerSeller(t);
    const email = walletEmail();
    const { id } = (await link(seller.token, email)).json();
    const { code } = await codeFor(email);
    for (let i = 0; i < 4; i += 1) expect((await activate(seller.token, id, wrong(code))).statusCode).toBe(400);
    const fifth = await activate(seller.token, id, wrong(code));
    expect(fifth.json().code).toBe('activation_attempts_exhausted');
    expect((await activate(seller.token, id, code)).json().code).toBe('activation_attempts_exhausted');

    const resend = await t.call(walletAccountsApi.resendCode, { params: { id }, token: seller.token });
    expect(resend.statusCode).toBe(200);
    const fresh = await codeFor(email);
    expect((await activate(seller.token, id, fresh.code)).json().status).toBe('active');
    const done = await t.call(walletAccountsApi.resendCode, { params: { id }, token: seller.token });
    expect(done.json().code).toBe('wallet_account_already_active');
  });

  it('lets a code expire after 24 hours', async () => {
    const seller = await registerSeller(t);
    const email = walletEmail();
    const { id } = (await link(seller.token, email)).json();
    const { code } = await codeFor(email);
    t.clock.advance(24 * 3_600_000 + 1);
    const res = await activate(seller.token, id, code);
    expect(res.statusCode).toBe(422);
    expect(res.json().code).toBe('activation_code_expired');
  });
});

describe('withdrawing to a wallet account', () => {
  async function activeWallet(token: string) {
    const email = walletEmail();
    const { id } = (await link(token, email)).json();
    await activate(token, id, (await codeFor(email)).code);
    return id as number;
  }

  it('uses only an active account; unlinking is refused while a withdrawal to it waits', async () => {
    const seller = await readySeller(t, '100.00', op);
    const id = await activeWallet(seller.token);
    const chosen = await t.call(requisitesApi.saveWallet, { token: seller.token, body: { wallet_account_id: id } });
    expect(chosen.statusCode).toBe(200);
    const listed = (await t.call(walletAccountsApi.list, { token: seller.token })).json();
    expect(listed.accounts[0]).toMatchObject({ id, used_for_withdrawals: true });

    const res = await withdraw(t, seller.token, {
      method: 'wallet',
      amount: '30',
      confirm: { recipient_confirmed: true },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ fee: { amount: '0.00' }, total: { amount: '30.00' } });

    const unlink = () => t.call(walletAccountsApi.unlink, { params: { id }, token: seller.token });
    const refused = await unlink();
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe('wallet_account_in_use');

    await t.call(withdrawalsApi.cancel, { params: { id: res.json().id }, token: seller.token });
    expect((await unlink()).statusCode).toBe(200);
    const after = (await t.call(walletAccountsApi.list, { token: seller.token })).json();
    expect(after.accounts).toEqual([]);
    const requisites = (await t.call(requisitesApi.get, { params: { method: 'wallet' }, token: seller.token })).json();
    expect(requisites.requisites).toBeNull();
    expect((await unlink()).statusCode).toBe(404);
  });
});

describe('wallet account routes', () => {
  it('answer 404 for another seller account and need a session and money rights', async () => {
    const owner = await registerSeller(t);
    const email = walletEmail();
    const { id } = (await link(owner.token, email)).json();
    const stranger = await registerSeller(t);
    for (const [e, body] of [
      [walletAccountsApi.get],
      [walletAccountsApi.activate, { code: '123456' }],
      [walletAccountsApi.resendCode],
      [walletAccountsApi.unlink],
    ] as const) {
      expect(
        (await t.call(e, { params: { id }, payload: body, token: stranger.token })).statusCode,
        `${e.method} ${e.path}`,
      ).toBe(404);
      expect((await t.call(e, { params: { id }, payload: body })).statusCode, `${e.method} ${e.path}`).toBe(401);
    }
    expect((await t.call(walletAccountsApi.list, { token: stranger.token })).json().accounts).toEqual([]);
    expect((await activate(owner.token, id, '12ab56')).statusCode).toBe(400);

    await acceptAgreement(t, owner.token);
    const reader = await activeMember(t, owner.token, ['money.read']);
    expect((await t.call(walletAccountsApi.list, { token: reader.token })).statusCode).toBe(200);
    expect((await link(reader.token, walletEmail())).statusCode).toBe(403);
    expect((await t.call(walletAccountsApi.unlink, { params: { id }, token: reader.token })).statusCode).toBe(403);
  });
});
