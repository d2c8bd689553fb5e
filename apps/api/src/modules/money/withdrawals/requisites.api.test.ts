import { eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { requisitesApi } from '@cabinet/contracts/withdrawals';
import { createTestApp, registerSeller, type TestApp } from '../../../../test/app.ts';
import { rowCount } from '../../../../test/db.ts';
import { accountIdOf } from '../../../../test/money.ts';
import { CARD, IBAN, saveBank, saveCard } from '../../../../test/withdrawals.ts';
import { walletAccounts } from '../wallet-accounts/wallet-accounts.schema.ts';
import { withdrawalRequisites } from './withdrawals.schema.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const save = { card: requisitesApi.saveCard, bank: requisitesApi.saveBank, wallet: requisitesApi.saveWallet };
const put = (token: string, method: keyof typeof save, payload: unknown) =>
  t.call(save[method], { token, payload: payload as InjectOptions['payload'], lang: 'en' });

describe('card requisites', () => {
  it('keep the last four digits, brand, holder and a token — never the number', async () => {
    const { token } = await registerSeller(t);
    const empty = await t.call(requisitesApi.get, { params: { method: 'card' }, token });
    expect(empty.json()).toEqual({ method: 'card', requisites: null, updated_at: null });

    const res = await saveCard(t, token, '4242-4242-4242-4242', 'olena kovalenko');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      method: 'card',
      requisites: { method: 'card', brand: 'Visa', last4: '4242', holder_name: 'OLENA KOVALENKO' },
      updated_at: expect.any(String),
    });
    expect((await t.call(requisitesApi.get, { params: { method: 'card' }, token })).json()).toEqual(res.json());

    const [row] = await t.database.db
      .select()
      .from(withdrawalRequisites)
      .where(eq(withdrawalRequisites.account_id, await accountIdOf(t, token)));
    expect(JSON.stringify(row!.data)).not.toContain('424242');
    expect(row!.data).toMatchObject({ token: expect.stringMatching(/^ctok_[\w-]{24}$/) });
  });

  it.each([
    [
      'a number failing Luhn',
      { card_number: '4242 4242 4242 4241', holder_name: 'Olena K' },
      'card_number',
      'Enter a valid card number',
    ],
    [
      'a too short number',
      { card_number: '424242', holder_name: 'Olena K' },
      'card_number',
      'Enter a valid card number',
    ],
    [
      'letters in the number',
      { card_number: '4242 4242 4242 424x', holder_name: 'Olena K' },
      'card_number',
      'Enter a valid card number',
    ],
    [
      'a Cyrillic holder',
      { card_number: CARD, holder_name: 'Олена К' },
      'holder_name',
      'Enter the name as on the card, in Latin letters',
    ],
    ['no holder', { card_number: CARD }, 'holder_name', 'Required field'],
  ])('refuse %s with 400 and keep nothing', async (_, payload, field, message) => {
    const { token } = await registerSeller(t);
    const before = await rowCount(t.database, withdrawalRequisites);
    const res = await put(token, 'card', payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[field]).toEqual([message]);
    expect(await rowCount(t.database, withdrawalRequisites)).toBe(before);
  });
});

describe('UAH bank account requisites', () => {
  it('keep the IBAN (spaces dropped, upper case), recipient and tax number', async () => {
    const { token } = await registerSeller(t);
    const res = await put(token, 'bank', {
      iban: 'ua74 3052 9900 0002 6007 2335 6600 1',
      recipient_name: 'Коваленко Олена',
      tax_number: '3012345678',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().requisites).toEqual({
      method: 'bank',
      iban: IBAN,
      recipient_name: 'Коваленко Олена',
      tax_number: '3012345678',
    });
  });

  it.each([
    [
      'a wrong check digit',
      { iban: 'UA753052990000026007233566001' },
      'iban',
      'Enter a valid Ukrainian IBAN: UA and 27 digits',
    ],
    ['a foreign IBAN', { iban: 'DE89370400440532013000' }, 'iban', 'Enter a valid Ukrainian IBAN: UA and 27 digits'],
    [
      'a short IBAN',
      { iban: 'UA74305299000002600723356600' },
      'iban',
      'Enter a valid Ukrainian IBAN: UA and 27 digits',
    ],
    [
      'a 9-digit tax number',
      { tax_number: '301234567' },
      'tax_number',
      'Enter the tax number: 10 digits for a person, 8 for a company',
    ],
    ['digits as the name', { recipient_name: '12345' }, 'recipient_name', 'Enter the recipient name as in the bank'],
  ])('refuse %s with 400', async (_, change, field, message) => {
    const { token } = await registerSeller(t);
    const res = await put(token, 'bank', {
      iban: IBAN,
      recipient_name: 'Kovalenko Olena',
      tax_number: '12345678',
      ...change,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({ [field]: [message] });
    expect((await t.call(requisitesApi.get, { params: { method: 'bank' }, token })).json().requisites).toBeNull();
  });

  it('are replaced by a new PUT', async () => {
    const { token } = await registerSeller(t);
    await saveBank(t, token);
    const res = await put(token, 'bank', {
      iban: 'UA263220010000026201234567890',
      recipient_name: 'ТОВ Ромашка',
      tax_number: '12345678',
    });
    expect(res.json().requisites.iban).toBe('UA263220010000026201234567890');
    expect(await rowCount(t.database, withdrawalRequisites)).toBeGreaterThan(0);
  });
});

describe('wallet requisites', () => {
  it('take only an active wallet account of the same seller', async () => {
    const seller = await registerSeller(t);
    const accountId = await accountIdOf(t, seller.token);
    const [pending, active] = await t.database.db
      .insert(walletAccounts)
      .values([
        {
          account_id: accountId,
          email: 'p@example.com',
          status: 'pending_activation',
          provider: 'sandbox',
          provider_account_id: 'W1',
        },
        {
          account_id: accountId,
          email: 'a@example.com',
          status: 'active',
          provider: 'sandbox',
          provider_account_id: 'W2',
        },
      ])
      .returning();
    const notActive = await put(seller.token, 'wallet', { wallet_account_id: pending!.id });
    expect(notActive.statusCode).toBe(422);
    expect(notActive.json().code).toBe('wallet_account_not_active');

    const stranger = await registerSeller(t);
    expect((await put(stranger.token, 'wallet', { wallet_account_id: active!.id })).statusCode).toBe(404);

    const ok = await put(seller.token, 'wallet', { wallet_account_id: active!.id });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().requisites).toEqual({ method: 'wallet', wallet_account_id: active!.id, email: 'a@example.com' });
    expect((await put(seller.token, 'wallet', { wallet_account_id: 'x' })).statusCode).toBe(400);
  });
});

describe('requisites routes', () => {
  it('need a session, a known method and money rights', async () => {
    expect((await t.call(requisitesApi.get, { params: { method: 'card' } })).statusCode).toBe(401);
    expect((await t.call(requisitesApi.saveCard, { payload: {} })).statusCode).toBe(401);
    const { token } = await registerSeller(t);
    expect((await t.call(requisitesApi.get, { params: { method: 'cash' }, token })).statusCode).toBe(400);
  });

  it("never show another seller's requisites", async () => {
    const owner = await registerSeller(t);
    await saveCard(t, owner.token);
    const stranger = await registerSeller(t);
    const res = await t.call(requisitesApi.get, { params: { method: 'card' }, token: stranger.token });
    expect(res.json().requisites).toBeNull();
  });
});
