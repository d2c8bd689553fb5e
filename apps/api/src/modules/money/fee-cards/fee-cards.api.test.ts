import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { QueryIn } from '@cabinet/contracts/endpoint';
import { feeCardsApi } from '@cabinet/contracts/fee-cards';
import { balanceApi } from '@cabinet/contracts/money';
import { createTestApp, type TestApp } from '../../../../test/app.ts';
import { rowCount } from '../../../../test/db.ts';
import { balanceOf, fundedSeller, signInOperator } from '../../../../test/money.ts';
import { isLuhnValid } from '../../../sandboxes/card-issuer/issuing.ts';
import { sandboxIssuerCards, sandboxIssuerOperations } from '../../../sandboxes/card-issuer/sandbox.schema.ts';
import { journals } from '../ledger/ledger.schema.ts';
import { feeCardCharges, feeCards } from './fee-cards.schema.ts';

let t: TestApp;
let op: string;
beforeAll(async () => {
  // The refresh tests move the clock by months: sessions outlive them.
  t = await createTestApp({ TOKEN_TTL_DAYS: 365 });
  op = await signInOperator(t);
});
afterAll(() => t.close());

const DAY = 86_400_000;
type Body = Record<string, unknown>;
const issue = (token: string | undefined, payload: Body, headers: Record<string, string> = {}, lang?: string) =>
  t.call(feeCardsApi.issue, { token, payload, headers, lang });
const actions = {
  'top-up': feeCardsApi.topUp,
  freeze: feeCardsApi.freeze,
  unfreeze: feeCardsApi.unfreeze,
  close: feeCardsApi.close,
};
const act = (
  token: string | undefined,
  id: number | string,
  action: keyof typeof actions,
  payload?: Body,
  headers = {},
) => t.call(actions[action], { params: { id }, token, payload, headers });
const getCard = (token: string | undefined, id: number | string, query: QueryIn<typeof feeCardsApi.get> = {}) =>
  t.call(feeCardsApi.get, { params: { id }, query, token });
const list = (token?: string) => t.call(feeCardsApi.list, { token });

/** A funded seller with one card of `load` USD. */
async function sellerWithCard(funds = '100', load = '10') {
  const seller = await fundedSeller(t, funds, op);
  const res = await issue(seller.token, { label: 'Etsy fees', initial_top_up: load });
  expect(res.statusCode, res.body).toBe(201);
  const card = (await getCard(seller.token, res.json().card.id)).json() as { id: number; last4: string };
  return { ...seller, card };
}

/** The issuer's own record of a card (the sandbox's side). */
async function issuerCard(cardId: number) {
  const [card] = await t.database.db.select().from(feeCards).where(eq(feeCards.id, cardId));
  const [row] = await t.database.db
    .select()
    .from(sandboxIssuerCards)
    .where(eq(sandboxIssuerCards.token, card!.issuer_token!));
  return row!;
}

const cardBalance = async (token: string, id: number) => (await getCard(token, id)).json().balance.amount as string;
const toMinor = (amount: string) => Math.round(Number(amount) * 100);

describe('POST /fee-cards', () => {
  it('issues a card with its mandatory top-up, taken from the balance', async () => {
    const seller = await fundedSeller(t, '50', op);
    const res = await issue(seller.token, { label: ' Etsy fees ', initial_top_up: '10' });
    expect(res.statusCode).toBe(201);
    // The answer is the state the balance was debited in: paid for, the issuer asked right after the commit.
    const { card: paid, balance } = res.json();
    expect(paid).toMatchObject({ label: 'Etsy fees', status: 'issuing', number_masked: null, last4: null });
    expect(paid.balance.amount).toBe('10.00');
    expect(balance.available.amount).toBe('40.00');

    const card = (await getCard(seller.token, paid.id)).json();
    expect(card).toMatchObject({
      label: 'Etsy fees',
      brand: 'mastercard',
      status: 'active',
      balance: { amount: '10.00', currency: 'USD' },
      balance_refreshed_at: null,
      closed_at: null,
    });
    expect(card.number_masked).toMatch(/^5555 55•• •••• \d{4}$/);
    expect(card.expiry).toMatch(/^(0[1-9]|1[0-2])\/\d{2}$/);

    // The issuer holds the whole number: well-formed, in the test BIN, Luhn-valid, ending in the digits we show.
    const atIssuer = await issuerCard(card.id);
    expect(atIssuer.pan).toMatch(/^555555\d{10}$/);
    expect(isLuhnValid(atIssuer.pan)).toBe(true);
    expect(atIssuer.pan.slice(-4)).toBe(card.last4);
    expect(atIssuer.balance).toBe(1000);

    const log = (await t.call(balanceApi.balanceLog, { token: seller.token })).json();
    expect(log.entries[0]).toMatchObject({ kind: 'fee_card_issue', amount: { amount: '-10.00' } });
    expect(log.entries[0].description).toBe('Etsy fees');
  });

  it('gives every card its own number', async () => {
    const seller = await fundedSeller(t, '30', op);
    const a = (await issue(seller.token, { label: 'A', initial_top_up: 10 })).json().card;
    const b = (await issue(seller.token, { label: 'B', initial_top_up: 10 })).json().card;
    expect((await issuerCard(a.id)).pan).not.toBe((await issuerCard(b.id)).pan);
  });

  it('refuses a top-up under 10 USD with a translated 400 and writes nothing', async () => {
    const seller = await fundedSeller(t, '50', op);
    const before = await Promise.all([feeCards, journals, sandboxIssuerCards].map((x) => rowCount(t.database, x)));
    const en = await issue(seller.token, { label: 'Etsy', initial_top_up: '9.99' }, {}, 'en');
    expect(en.statusCode).toBe(400);
    expect(en.json()).toMatchObject({
      code: 'validation_error',
      message: expect.any(String),
      errors: { initial_top_up: ['The minimum top-up of a virtual card is 10.00 USD'] },
    });
    const ua = await issue(seller.token, { label: 'Etsy', initial_top_up: 9.99 }, {}, 'ua');
    expect(ua.json().errors.initial_top_up).toEqual(['Мінімальне поповнення віртуальної картки — 10.00 USD']);
    const ru = await issue(seller.token, { label: 'Etsy', initial_top_up: '5' }, {}, 'ru');
    expect(ru.json().errors.initial_top_up).toEqual(['Минимальное пополнение виртуальной карты — 10.00 USD']);
    const after = await Promise.all([feeCards, journals, sandboxIssuerCards].map((x) => rowCount(t.database, x)));
    expect(after).toEqual(before);
  });

  it.each([
    ['no label', { initial_top_up: '10' }],
    ['an empty label', { label: '  ', initial_top_up: '10' }],
    ['a long label', { label: 'x'.repeat(41), initial_top_up: '10' }],
    ['no top-up', { label: 'Etsy' }],
    ['three decimals', { label: 'Etsy', initial_top_up: '10.001' }],
    ['an unknown field', { label: 'Etsy', initial_top_up: '10', pin: '1234' }],
  ])('refuses %s with 400', async (_, body) => {
    const seller = await fundedSeller(t, '50', op);
    const before = await rowCount(t.database, feeCards);
    const res = await issue(seller.token, body);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message: expect.any(String), errors: expect.any(Object) });
    expect(await rowCount(t.database, feeCards)).toBe(before);
  });

  it('refuses a card the balance cannot pay for with 422 and leaves no card anywhere', async () => {
    const seller = await fundedSeller(t, '9.99', op);
    const before = await Promise.all([feeCards, journals, sandboxIssuerCards].map((x) => rowCount(t.database, x)));
    const res = await issue(seller.token, { label: 'Etsy', initial_top_up: '10' });
    expect(res.statusCode).toBe(422);
    expect(res.json().code).toBe('insufficient_funds');
    const after = await Promise.all([feeCards, journals, sandboxIssuerCards].map((x) => rowCount(t.database, x)));
    expect(after).toEqual(before);
  });

  it('issues once per Idempotency-Key', async () => {
    const seller = await fundedSeller(t, '50', op);
    const headers = { 'idempotency-key': 'issue-card-0001' };
    const first = await issue(seller.token, { label: 'Etsy', initial_top_up: '10' }, headers);
    const again = await issue(seller.token, { label: 'Etsy', initial_top_up: '10' }, headers);
    expect([first.statusCode, again.statusCode]).toEqual([201, 201]);
    expect(again.json().card.id).toBe(first.json().card.id);
    expect((await list(seller.token)).json().total).toBe(1);
    expect(await balanceOf(t, seller.token)).toMatchObject({ available: '40.00' });
  });

  it('needs a session and the money write right', async () => {
    expect((await issue(undefined, { label: 'Etsy', initial_top_up: '10' })).statusCode).toBe(401);
    expect((await issue(op, { label: 'Etsy', initial_top_up: '10' })).statusCode).toBe(403);
  });
});

describe('GET /fee-cards and /fee-cards/:id', () => {
  it('lists the seller’s cards with balances, newest first, and says the issuer is the sandbox', async () => {
    const seller = await sellerWithCard('100', '10');
    await issue(seller.token, { label: 'Amazon fees', initial_top_up: '25.50' });
    const res = await list(seller.token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      sandbox: true,
      minimum_top_up: { amount: '10.00' },
      total: 2,
      page: 1,
      next_page: null,
    });
    expect(
      res.json().cards.map((c: { label: string; balance: { amount: string } }) => [c.label, c.balance.amount]),
    ).toEqual([
      ['Amazon fees', '25.50'],
      ['Etsy fees', '10.00'],
    ]);
  });

  it('shows one card with its transactions', async () => {
    const seller = await sellerWithCard('100', '10');
    await act(seller.token, seller.card.id, 'top-up', { amount: '12' });
    const res = await getCard(seller.token, seller.card.id);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: seller.card.id, balance: { amount: '22.00' } });
    expect(res.json().transactions).toMatchObject({ total: 2, next_page: null });
    expect(res.json().transactions.entries).toEqual([
      expect.objectContaining({ kind: 'fee_card_top_up', amount: expect.objectContaining({ amount: '12.00' }) }),
      expect.objectContaining({ kind: 'fee_card_issue', balance_after: expect.objectContaining({ amount: '10.00' }) }),
    ]);
    const paged = await getCard(seller.token, seller.card.id, { on_page: 1, page: 2 });
    expect(paged.json().transactions).toMatchObject({ page: 2, total: 2, entries: [{ kind: 'fee_card_issue' }] });
  });

  it('answers 404 for another seller’s card and an unknown one, 400 for a bad id, 401 without a session', async () => {
    const owner = await sellerWithCard();
    const other = await fundedSeller(t, '100', op);
    expect((await getCard(other.token, owner.card.id)).statusCode).toBe(404);
    expect((await getCard(other.token, 2_000_000)).statusCode).toBe(404);
    expect((await list(other.token)).json().cards).toEqual([]);
    expect((await getCard(owner.token, 'abc')).statusCode).toBe(400);
    expect((await getCard(owner.token, '99999999999')).statusCode).toBe(400);
    expect((await getCard(undefined, owner.card.id)).statusCode).toBe(401);
    expect((await list()).statusCode).toBe(401);
  });
});

describe('top-up, freeze, unfreeze, close', () => {
  it('tops up from the balance, at least 10 USD', async () => {
    const seller = await sellerWithCard('100', '10');
    const res = await act(seller.token, seller.card.id, 'top-up', { amount: '15.25' });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      card: { balance: { amount: '25.25' } },
      balance: { available: { amount: '74.75' } },
    });
    expect((await issuerCard(seller.card.id)).balance).toBe(2525);

    const before = await rowCount(t.database, journals);
    const small = await t.call(feeCardsApi.topUp, {
      params: { id: seller.card.id },
      token: seller.token,
      body: { amount: '9.99' },
      lang: 'en',
    });
    expect(small.statusCode).toBe(400);
    expect(small.json().errors.amount).toEqual(['The minimum top-up of a virtual card is 10.00 USD']);
    expect((await act(seller.token, seller.card.id, 'top-up', {})).statusCode).toBe(400);
    expect(await rowCount(t.database, journals)).toBe(before);
  });

  it('refuses a top-up beyond the balance with 422 and changes nothing', async () => {
    const seller = await sellerWithCard('30', '10');
    const res = await act(seller.token, seller.card.id, 'top-up', { amount: '20.01' });
    expect(res.statusCode).toBe(422);
    expect(res.json().code).toBe('insufficient_funds');
    expect(await cardBalance(seller.token, seller.card.id)).toBe('10.00');
    expect((await issuerCard(seller.card.id)).balance).toBe(1000);
  });

  it('tops up once per Idempotency-Key, and never overdraws under concurrent requests', async () => {
    const seller = await sellerWithCard('40', '10');
    const headers = { 'idempotency-key': 'card-top-up-0001' };
    const first = await act(seller.token, seller.card.id, 'top-up', { amount: '10' }, headers);
    const again = await act(seller.token, seller.card.id, 'top-up', { amount: '10' }, headers);
    expect([first.statusCode, again.statusCode]).toEqual([201, 201]);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(await cardBalance(seller.token, seller.card.id)).toBe('20.00');

    const answers = await Promise.all(
      Array.from({ length: 5 }, () => act(seller.token, seller.card.id, 'top-up', { amount: '10' })),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 201, 422, 422, 422]);
    expect(await balanceOf(t, seller.token)).toMatchObject({ available: '0.00' });
    expect(await cardBalance(seller.token, seller.card.id)).toBe('40.00');
    expect((await issuerCard(seller.card.id)).balance).toBe(4000);
  });

  it('freezes and unfreezes; a frozen card takes no top-up', async () => {
    const seller = await sellerWithCard('100', '10');
    const frozen = await act(seller.token, seller.card.id, 'freeze');
    expect(frozen.statusCode).toBe(200);
    expect(frozen.json()).toMatchObject({ id: seller.card.id, status: 'frozen' });
    expect((await issuerCard(seller.card.id)).status).toBe('frozen');

    const topUp = await act(seller.token, seller.card.id, 'top-up', { amount: '10' });
    expect(topUp.statusCode).toBe(409);
    expect(topUp.json().code).toBe('fee_card_frozen');
    expect((await act(seller.token, seller.card.id, 'freeze')).json().code).toBe('fee_card_frozen');
    expect(await balanceOf(t, seller.token)).toMatchObject({ available: '90.00' });

    const active = await act(seller.token, seller.card.id, 'unfreeze');
    expect(active.statusCode).toBe(200);
    expect(active.json().status).toBe('active');
    expect((await issuerCard(seller.card.id)).status).toBe('active');
    const again = await act(seller.token, seller.card.id, 'unfreeze');
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('fee_card_not_frozen');
    expect((await act(seller.token, seller.card.id, 'top-up', { amount: '10' })).statusCode).toBe(201);
  });

  it('closes a card: what is left returns to the balance, and nothing more is allowed', async () => {
    const seller = await sellerWithCard('100', '10');
    await act(seller.token, seller.card.id, 'top-up', { amount: '15' });
    await act(seller.token, seller.card.id, 'freeze');
    const res = await act(seller.token, seller.card.id, 'close');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      card: { status: 'closed', balance: { amount: '0.00' }, closed_at: expect.any(String) },
      balance: { available: { amount: '100.00' } },
    });
    const atIssuer = await issuerCard(seller.card.id);
    expect([atIssuer.status, atIssuer.balance]).toEqual(['closed', 0]);
    const log = (await t.call(balanceApi.balanceLog, { token: seller.token })).json();
    expect(log.entries[0]).toMatchObject({ kind: 'fee_card_close', amount: { amount: '25.00' } });

    for (const [action, body] of [
      ['top-up', { amount: '10' }],
      ['freeze', undefined],
      ['unfreeze', undefined],
      ['close', undefined],
    ] as const) {
      const refused = await act(seller.token, seller.card.id, action, body);
      expect(refused.statusCode, action).toBe(409);
      expect(refused.json().code, action).toBe('fee_card_closed');
    }
    expect(await balanceOf(t, seller.token)).toMatchObject({ available: '100.00' });
  });

  it('closes once per Idempotency-Key', async () => {
    const seller = await sellerWithCard('100', '10');
    const headers = { 'idempotency-key': 'card-close-00001' };
    const first = await act(seller.token, seller.card.id, 'close', undefined, headers);
    const again = await act(seller.token, seller.card.id, 'close', undefined, headers);
    expect([first.statusCode, again.statusCode]).toEqual([200, 200]);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(await balanceOf(t, seller.token)).toMatchObject({ available: '100.00' });
  });

  it('answers 404 for another seller’s card on every action, and 401 without a session', async () => {
    const owner = await sellerWithCard();
    const other = await fundedSeller(t, '100', op);
    for (const [action, body] of [
      ['top-up', { amount: '10' }],
      ['freeze', undefined],
      ['unfreeze', undefined],
      ['close', undefined],
    ] as const) {
      expect((await act(other.token, owner.card.id, action, body)).statusCode, action).toBe(404);
      expect((await act(other.token, 2_000_000, action, body)).statusCode, action).toBe(404);
      expect((await act(undefined, owner.card.id, action, body)).statusCode, action).toBe(401);
    }
    expect(await cardBalance(owner.token, owner.card.id)).toBe('10.00');
    expect((await issuerCard(owner.card.id)).status).toBe('active');
  });
});

describe('the daily balance refresh', () => {
  const refresh = () => t.app.services.money.feeCards.refreshAll();
  const postedCharges = (cardId: number) =>
    t.database.db.select().from(feeCardCharges).where(eq(feeCardCharges.card_id, cardId));

  it('posts the charges made at the issuer once, however often it runs', async () => {
    const seller = await sellerWithCard('100', '20');
    t.clock.advance(5 * DAY);
    const first = await refresh();
    expect(first.failed).toEqual([]);
    const charges = await postedCharges(seller.card.id);
    expect(charges.length).toBeGreaterThan(0);
    const spent = charges.reduce((s, c) => s + c.amount, 0);

    const card = (await getCard(seller.token, seller.card.id)).json();
    expect(toMinor(card.balance.amount)).toBe(2000 - spent);
    expect(toMinor(card.balance.amount)).toBe((await issuerCard(seller.card.id)).balance);
    expect(card.balance_refreshed_at).toBe(t.clock.now().toISOString());
    expect(card.transactions.entries[0]).toMatchObject({ kind: 'fee_card_charge', merchant: expect.any(String) });

    const journalsBefore = await rowCount(t.database, journals);
    await refresh();
    expect(await rowCount(t.database, journals)).toBe(journalsBefore);
    // Even asked for everything again (a refresh that lost its place), nothing is posted twice.
    const [row] = await t.database.db.select().from(feeCards).where(eq(feeCards.id, seller.card.id));
    expect(await t.app.services.money.feeCards.refreshCard({ ...row!, balance_refreshed_at: null })).toBe(0);
    expect(await rowCount(t.database, journals)).toBe(journalsBefore);
    expect(await postedCharges(seller.card.id)).toHaveLength(charges.length);
  });

  it('stops a frozen card’s spending but still posts what it spent before', async () => {
    const seller = await sellerWithCard('100', '50');
    t.clock.advance(3 * DAY);
    const frozenAt = t.clock.now();
    await act(seller.token, seller.card.id, 'freeze');
    t.clock.advance(10 * DAY);
    await refresh();
    const charges = await postedCharges(seller.card.id);
    expect(charges.length).toBeGreaterThan(0);
    expect(charges.every((c) => c.charged_at <= frozenAt)).toBe(true);
    const refreshed = (await getCard(seller.token, seller.card.id)).json();
    expect(refreshed.balance_refreshed_at).toBe(t.clock.now().toISOString());
    expect(toMinor(refreshed.balance.amount)).toBe((await issuerCard(seller.card.id)).balance);
  });

  it('never spends more than is on the card: the issuer declines, the ledger agrees with it', async () => {
    const seller = await sellerWithCard('100', '10');
    t.clock.advance(60 * DAY);
    expect((await refresh()).failed).toEqual([]);
    const balance = toMinor(await cardBalance(seller.token, seller.card.id));
    expect(balance).toBeGreaterThanOrEqual(0);
    expect(balance).toBe((await issuerCard(seller.card.id)).balance);
    const [issuer] = await t.database.db.select().from(feeCards).where(eq(feeCards.id, seller.card.id));
    const declined = await t.database.db
      .select({ n: sql<number>`count(*)`.mapWith(Number) })
      .from(sandboxIssuerOperations)
      .innerJoin(sandboxIssuerCards, eq(sandboxIssuerOperations.card_id, sandboxIssuerCards.id))
      .where(
        sql`${sandboxIssuerCards.token} = ${issuer!.issuer_token} and ${sandboxIssuerOperations.kind} = 'declined'`,
      );
    expect(declined[0]!.n).toBeGreaterThan(0);
  });

  it('on closing, posts the charges not yet refreshed before returning the rest', async () => {
    const seller = await sellerWithCard('100', '20');
    t.clock.advance(4 * DAY);
    const res = await act(seller.token, seller.card.id, 'close');
    expect(res.statusCode).toBe(200);
    const spent = (await postedCharges(seller.card.id)).reduce((s, c) => s + c.amount, 0);
    expect(spent).toBeGreaterThan(0);
    expect(toMinor(res.json().balance.available.amount)).toBe(10_000 - spent);
    expect(res.json().card.balance.amount).toBe('0.00');
    // A closed card is left out of later refreshes.
    const posted = (await postedCharges(seller.card.id)).length;
    t.clock.advance(2 * DAY);
    await refresh();
    expect(await postedCharges(seller.card.id)).toHaveLength(posted);
    const after = (await getCard(seller.token, seller.card.id)).json();
    expect(after.transactions.total).toBe(posted + 2);
    expect(after.balance.amount).toBe('0.00');
  });
});
