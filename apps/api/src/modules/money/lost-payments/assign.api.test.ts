import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lostPaymentsApi, lostPaymentsOpsApi } from '@cabinet/contracts/lost-payments';
import { moneyOpsApi } from '@cabinet/contracts/money-ops';
import { createTestApp, notificationsOf, registerSeller, type TestApp } from '../../../../test/app.ts';
import { rowCount } from '../../../../test/db.ts';
import { accountIdOf, balanceOf, signInOperator } from '../../../../test/money.ts';
import { checkLedgerInvariants } from '../ledger/invariants.ts';
import { journals } from '../ledger/ledger.schema.ts';
import { claimForm, claimPayment, decide, PNG, registerPayment, submitClaim } from './lost-payments.test-kit.ts';

/*
 * Issue 23: an operator assigns an unidentified payment to a seller found by name or e-mail; it is credited and
 * closed in one journal, so it is credited once — a second assignment, an older claim's approval and a new claim
 * are all refused.
 */

let t: TestApp;
let op: string;
const dataDir = mkdtempSync(join(tmpdir(), 'assign-'));
beforeAll(async () => {
  t = await createTestApp({ DATA_DIR: dataDir });
  op = await signInOperator(t, ['finance']);
});
afterAll(async () => {
  await t.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const assign = (paymentId: number, accountId: number, headers: Record<string, string> = {}) =>
  t.call(lostPaymentsOpsApi.assign, {
    params: { id: paymentId },
    token: op,
    body: { account_id: accountId },
    headers,
    lang: 'en',
  });

/** The seller as the operator finds them: by e-mail in the accounts search, never by a number they were told. */
async function found(email: string): Promise<number> {
  const res = await t.call(moneyOpsApi.accounts, { query: { search: email }, token: op });
  const [account] = res.json<{ accounts: { id: number; email: string }[] }>().accounts;
  expect(account?.email).toBe(email);
  return account!.id;
}

describe('assigning an unidentified payment', () => {
  it('credits the seller once and closes it; a second assignment, an old claim and a new claim are refused', async () => {
    const owner = await registerSeller(t, { first_name: 'Iryna', last_name: 'Bondar' });
    const other = await registerSeller(t);
    const payment = await registerPayment(t, op, { amount: '250.00', payer: 'I. Bondar', date: '2026-11-02' });
    const otherClaim = await claimPayment(t, other.token, payment.id);
    const journalsBefore = await rowCount(t.database, journals);

    const accountId = await found(owner.email);
    const key = { 'idempotency-key': `assign-${payment.id}` };
    const res = await assign(payment.id, accountId, key);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      id: payment.id,
      status: 'assigned',
      assigned_account_id: accountId,
      assigned_to: { name: 'Iryna Bondar', email: owner.email },
      pending_claims: 0,
    });
    expect(await rowCount(t.database, journals)).toBe(journalsBefore + 1);
    expect((await balanceOf(t, owner.token)).available).toBe('250.00');
    expect(await notificationsOf(t, owner.token)).toContainEqual(
      expect.objectContaining({
        kind: 'money.unidentified_payment_assigned',
        payload: { amount: '250.00', currency: 'USD', date: '02.11.2026' },
      }),
    );
    // The other seller's claim went with it, and they are told.
    const theirs = await t.call(lostPaymentsApi.claims, { token: other.token });
    expect(theirs.json().claims[0]).toMatchObject({ id: otherClaim.id, status: 'rejected', assigned_elsewhere: true });
    expect(await notificationsOf(t, other.token)).toContainEqual(
      expect.objectContaining({
        kind: 'money.claim_decided',
        payload: expect.objectContaining({ status: 'rejected' }),
      }),
    );

    // Once only: the retry replays; another assignment, the old claim's approval and a new claim are refused.
    const replay = await assign(payment.id, accountId, key);
    expect(replay.headers['idempotent-replayed']).toBe('true');
    const again = await assign(payment.id, await accountIdOf(t, other.token));
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'unidentified_payment_not_open', message: expect.any(String) });
    expect((await decide(t, op, otherClaim.id, 'approve')).json().code).toBe('claim_already_decided');
    const late = await submitClaim(
      t,
      owner.token,
      payment.id,
      claimForm('It is mine too', [{ name: 'a.png', data: PNG }]),
    );
    expect(late.statusCode).toBe(409);
    expect(late.json().code).toBe('unidentified_payment_not_open');
    const open = await t.call(lostPaymentsApi.list, { token: other.token });
    expect(open.json().payments.some((p: { id: number }) => p.id === payment.id)).toBe(false);

    expect(await rowCount(t.database, journals)).toBe(journalsBefore + 1);
    expect((await balanceOf(t, owner.token)).available).toBe('250.00');
    expect((await balanceOf(t, other.token)).available).toBe('0.00');
    expect(await checkLedgerInvariants(t.database.db)).toEqual([]);
  });

  it('approves the seller’s own pending claim on it', async () => {
    const seller = await registerSeller(t);
    const payment = await registerPayment(t, op, { amount: '12.00' });
    const claim = await claimPayment(t, seller.token, payment.id);
    expect((await assign(payment.id, await accountIdOf(t, seller.token))).statusCode).toBe(200);
    const mine = await t.call(lostPaymentsApi.claims, { token: seller.token });
    expect(mine.json().claims[0]).toMatchObject({ id: claim.id, status: 'approved', assigned_elsewhere: false });
    expect((await balanceOf(t, seller.token)).available).toBe('12.00');
  });

  it('refuses a seller who does not exist (400) and an unknown payment (404), crediting nobody', async () => {
    const seller = await registerSeller(t);
    const payment = await registerPayment(t, op, { amount: '7.00' });
    const journalsBefore = await rowCount(t.database, journals);
    const nobody = await assign(payment.id, 2_000_000_000);
    expect(nobody.statusCode).toBe(400);
    expect(nobody.json()).toMatchObject({ errors: { account_id: [expect.stringMatching(/seller/)] } });
    expect((await assign(2_000_000_000, await accountIdOf(t, seller.token))).statusCode).toBe(404);
    const bad = await t.call(lostPaymentsOpsApi.assign, { params: { id: payment.id }, token: op, payload: {} });
    expect(bad.statusCode).toBe(400);
    expect(await rowCount(t.database, journals)).toBe(journalsBefore);
    const listed = await t.call(lostPaymentsOpsApi.payments, { query: { status: 'open', on_page: 100 }, token: op });
    expect(listed.json().payments.find((p: { id: number }) => p.id === payment.id)).toMatchObject({
      status: 'open',
      assigned_to: null,
    });
  });

  it('is the finance role’s', async () => {
    const seller = await registerSeller(t);
    const payment = await registerPayment(t, op, { amount: '3.00' });
    const support = await signInOperator(t, ['support']);
    const res = await t.call(lostPaymentsOpsApi.assign, {
      params: { id: payment.id },
      token: support,
      body: { account_id: await accountIdOf(t, seller.token) },
    });
    expect(res.statusCode).toBe(403);
  });
});
