import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { feeCardsApi } from '@cabinet/contracts/fee-cards';
import { createTestApp, type TestApp } from '../../../../test/app.ts';
import { balanceOf, fundedSeller, signInOperator } from '../../../../test/money.ts';
import { CardIssuerError, type CardIssuer } from '../../../providers/card-issuer/card-issuer.ts';
import { sandboxIssuerCards } from '../../../sandboxes/card-issuer/sandbox.schema.ts';
import { checkLedgerInvariants } from '../ledger/invariants.ts';
import { LOAD_RECONCILE_AFTER_MS, type FeeCardService } from './fee-cards.service.ts';
import { feeCardLoads, feeCards } from './fee-cards.schema.ts';

let t: TestApp;
let op: string;
let service: FeeCardService;
let issuer: CardIssuer;
beforeAll(async () => {
  t = await createTestApp();
  op = await signInOperator(t);
  service = t.app.services.money.feeCards;
  issuer = (service as unknown as { deps: { issuer: CardIssuer } }).deps.issuer;
});
afterAll(() => t.close());
afterEach(() => vi.restoreAllMocks());

const outage = () => new Error('connect ECONNREFUSED issuer');
const issue = (token: string, amount: string) =>
  t.call(feeCardsApi.issue, { token, body: { label: 'Etsy fees', initial_top_up: amount } });
const topUp = (token: string, id: number, amount: string) =>
  t.call(feeCardsApi.topUp, { params: { id }, token, body: { amount } });

async function loadsOf(cardId: number) {
  return t.database.db.select().from(feeCardLoads).where(eq(feeCardLoads.card_id, cardId));
}
async function atIssuer(cardId: number) {
  const [card] = await t.database.db.select().from(feeCards).where(eq(feeCards.id, cardId));
  if (!card?.issuer_token) return null;
  const [row] = await t.database.db
    .select()
    .from(sandboxIssuerCards)
    .where(eq(sandboxIssuerCards.token, card.issuer_token));
  return row ?? null;
}
async function reconcileLater() {
  t.clock.advance(LOAD_RECONCILE_AFTER_MS + 1_000);
  return service.reconcile();
}

describe('money goes to the card issuer only after the ledger has taken it', () => {
  it('the issuer unreachable right after the debit: the card waits as issuing, and the reconciliation issues it', async () => {
    const seller = await fundedSeller(t, '50', op);
    vi.spyOn(issuer, 'issueCard').mockRejectedValueOnce(outage());

    const res = await issue(seller.token, '20');
    expect(res.statusCode).toBe(201);
    const cardId = res.json().card.id as number;
    expect((await balanceOf(t, seller.token)).available).toBe('30.00');
    expect((await loadsOf(cardId)).map((l) => l.status)).toEqual(['pending']);
    expect(await atIssuer(cardId)).toBeNull();

    expect(await reconcileLater()).toMatchObject({ loaded: 1, pending: 0 });
    const card = (await t.call(feeCardsApi.get, { params: { id: cardId }, token: seller.token })).json();
    expect(card).toMatchObject({ status: 'active', balance: { amount: '20.00' } });
    expect((await atIssuer(cardId))?.balance).toBe(2000);
    expect(await checkLedgerInvariants(t.database.db, { accountIds: [seller.accountId] })).toEqual([]);
  });

  it('a top-up the issuer took but whose answer was lost is not loaded twice when the reconciliation repeats it', async () => {
    const seller = await fundedSeller(t, '50', op);
    const cardId = (await issue(seller.token, '10')).json().card.id as number;
    const load = issuer.load.bind(issuer);
    // The issuer loads the money, then the connection drops before we hear so.
    vi.spyOn(issuer, 'load').mockImplementationOnce(async (...args) => {
      await load(...args);
      throw outage();
    });

    expect((await topUp(seller.token, cardId, '15')).statusCode).toBe(201);
    expect((await loadsOf(cardId)).map((l) => l.status).sort()).toEqual(['loaded', 'pending']);
    expect((await atIssuer(cardId))?.balance).toBe(2500);

    expect(await reconcileLater()).toMatchObject({ loaded: 1 });
    expect(await reconcileLater()).toMatchObject({ loaded: 0, reversed: 0, pending: 0 });
    expect((await atIssuer(cardId))?.balance).toBe(2500);
    expect((await loadsOf(cardId)).map((l) => l.status)).toEqual(['loaded', 'loaded']);
    expect((await balanceOf(t, seller.token)).available).toBe('25.00');
  });

  it('a load the issuer refuses for good is reversed: the money returns to the balance', async () => {
    const seller = await fundedSeller(t, '50', op);
    const cardId = (await issue(seller.token, '10')).json().card.id as number;
    // The issuer froze the card on its side (e.g. its fraud check) before our top-up reached it.
    vi.spyOn(issuer, 'load').mockRejectedValueOnce(new CardIssuerError('card_frozen'));

    expect((await topUp(seller.token, cardId, '15')).statusCode).toBe(201);
    expect((await loadsOf(cardId)).map((l) => l.status).sort()).toEqual(['loaded', 'reversed']);
    expect((await balanceOf(t, seller.token)).available).toBe('40.00');
    expect((await atIssuer(cardId))?.balance).toBe(1000);
    expect(await checkLedgerInvariants(t.database.db, { accountIds: [seller.accountId] })).toEqual([]);
  });

  it('a process that dies between the debit and the issuer leaves a pending load that the reconciliation finishes', async () => {
    const seller = await fundedSeller(t, '50', op);
    const cardId = (await issue(seller.token, '10')).json().card.id as number;
    // What a crash leaves: the debit and its pending load committed, the issuer never asked.
    vi.spyOn(service, 'settleLoad').mockResolvedValueOnce('pending');
    expect((await topUp(seller.token, cardId, '12')).statusCode).toBe(201);
    vi.restoreAllMocks();
    expect((await atIssuer(cardId))?.balance).toBe(1000);
    // Not before a minute: a load whose request is still running is left to it.
    expect(await service.reconcile()).toMatchObject({ loaded: 0 });

    expect(await reconcileLater()).toMatchObject({ loaded: 1 });
    expect((await atIssuer(cardId))?.balance).toBe(2200);
    expect((await balanceOf(t, seller.token)).available).toBe('28.00');
  });
});
