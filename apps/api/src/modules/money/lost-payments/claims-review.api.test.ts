import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lostPaymentsApi, lostPaymentsOpsApi } from '@cabinet/contracts/lost-payments';
import { balanceApi } from '@cabinet/contracts/money';
import { createTestApp, notificationsOf, registerSeller, type TestApp } from '../../../../test/app.ts';
import { rowCount } from '../../../../test/db.ts';
import { accountIdOf, balanceOf, signInOperator } from '../../../../test/money.ts';
import { checkLedgerInvariants } from '../ledger/invariants.ts';
import { journals } from '../ledger/ledger.schema.ts';
import { PDF, PNG, claimForm, claimPayment, decide, registerPayment, submitClaim } from './lost-payments.test-kit.ts';

let t: TestApp;
let op: string;
const dataDir = mkdtempSync(join(tmpdir(), 'claims-review-'));
beforeAll(async () => {
  t = await createTestApp({ DATA_DIR: dataDir });
  op = await signInOperator(t);
});
afterAll(async () => {
  await t.close();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('GET /ops/money/claims and /ops/money/unidentified-payments', () => {
  it('lists pending claims with the seller, the full payer and the files, which the operator can open', async () => {
    const seller = await registerSeller(t, { first_name: 'Taras', last_name: 'Shevchuk' });
    // Another payment first, so that payment and claim ids differ: the count must follow the payment.
    const unclaimed = await registerPayment(t, op, { payer: 'Nobody Claims', amount: '1.00' });
    const payment = await registerPayment(t, op, { payer: 'Anna Lee', amount: '9.99' });
    const claim = await claimPayment(t, seller.token, payment.id, [
      { name: 'chat.png', data: PNG },
      { name: 'statement.pdf', data: PDF },
    ]);

    const res = await t.call(lostPaymentsOpsApi.claims, { query: { status: 'pending', on_page: 100 }, token: op });
    expect(res.statusCode).toBe(200);
    const row = res.json().claims.find((c: { id: number }) => c.id === claim.id);
    expect(row).toMatchObject({
      account_id: await accountIdOf(t, seller.token),
      seller_name: 'Taras Shevchuk',
      seller_email: seller.email,
      status: 'pending',
      payment: { id: payment.id, payer: 'Anna Lee', status: 'open', pending_claims: 1 },
      files: [{ name: 'chat.png' }, { name: 'statement.pdf' }],
    });

    const file = await t.call(lostPaymentsOpsApi.file, {
      params: { id: claim.id, fileId: claim.files[0]!.id },
      token: op,
    });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/png');
    expect(file.headers['content-disposition']).toContain('chat.png');
    expect(file.rawPayload.equals(PNG)).toBe(true);

    const payments = await t.call(lostPaymentsOpsApi.payments, { query: { status: 'open', on_page: 100 }, token: op });
    expect(payments.json().payments.find((p: { id: number }) => p.id === payment.id)).toMatchObject({
      pending_claims: 1,
      status: 'open',
    });
    expect(payments.json().payments.find((p: { id: number }) => p.id === unclaimed.id)).toMatchObject({
      pending_claims: 0,
    });
  });

  it('is for operators only', async () => {
    const { token } = await registerSeller(t);
    for (const [e, params] of [
      [lostPaymentsOpsApi.claims],
      [lostPaymentsOpsApi.payments],
      [lostPaymentsOpsApi.file, { id: 1, fileId: 1 }],
    ] as const) {
      expect((await t.call(e, { params })).statusCode).toBe(401);
      expect((await t.call(e, { params, token })).statusCode).toBe(403);
    }
    expect((await decide(t, token, 1, 'approve')).statusCode).toBe(403);
    expect((await decide(t, '', 1, 'approve')).statusCode).toBe(401);
  });

  it('answers 400 for a bad filter and 404 for a file of another claim', async () => {
    expect((await t.call(lostPaymentsOpsApi.claims, { query: { status: 'maybe' }, token: op })).statusCode).toBe(400);
    const seller = await registerSeller(t);
    const a = await claimPayment(t, seller.token, (await registerPayment(t, op)).id);
    const b = await claimPayment(t, seller.token, (await registerPayment(t, op)).id);
    const params = { id: a.id, fileId: b.files[0]!.id };
    expect((await t.call(lostPaymentsOpsApi.file, { params, token: op })).statusCode).toBe(404);
  });
});

describe('POST /ops/money/claims/:id/approve', () => {
  it('credits the claimant once, assigns the payment and tells the seller', async () => {
    const seller = await registerSeller(t);
    const payment = await registerPayment(t, op, { amount: '40.00', details: 'Wire from Etsy buyer' });
    const claim = await claimPayment(t, seller.token, payment.id);

    const res = await decide(t, op, claim.id, 'approve');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      id: claim.id,
      status: 'approved',
      decided_at: expect.any(String),
      payment: { status: 'assigned', assigned_account_id: await accountIdOf(t, seller.token), pending_claims: 0 },
    });
    expect((await balanceOf(t, seller.token)).available).toBe('40.00');
    const log = await t.call(balanceApi.balanceLog, { token: seller.token });
    expect(log.json().entries[0]).toMatchObject({
      kind: 'unidentified_payment',
      amount: { amount: '40.00' },
      description: 'Wire from Etsy buyer',
    });
    expect((await notificationsOf(t, seller.token))[0]).toMatchObject({
      kind: 'money.claim_decided',
      payload: { status: 'approved', amount: '40.00', currency: 'USD' },
    });
    const mine = await t.call(lostPaymentsApi.claims, { token: seller.token });
    expect(mine.json().claims[0]).toMatchObject({ id: claim.id, status: 'approved' });
    const open = await t.call(lostPaymentsApi.list, { query: { on_page: 100 }, token: seller.token });
    expect(open.json().payments.map((p: { id: number }) => p.id)).not.toContain(payment.id);
  });

  it('credits once when approved twice, one after the other or at once', async () => {
    const seller = await registerSeller(t);
    const first = await claimPayment(t, seller.token, (await registerPayment(t, op, { amount: '10.00' })).id);
    expect((await decide(t, op, first.id, 'approve')).statusCode).toBe(200);
    const journalsBefore = await rowCount(t.database, journals);
    const again = await decide(t, op, first.id, 'approve');
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('claim_already_decided');
    expect(await rowCount(t.database, journals)).toBe(journalsBefore);

    const second = await claimPayment(t, seller.token, (await registerPayment(t, op, { amount: '5.00' })).id);
    const results = await Promise.all(Array.from({ length: 4 }, () => decide(t, op, second.id, 'approve')));
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409, 409, 409]);
    expect((await balanceOf(t, seller.token)).available).toBe('15.00');
    expect(await rowCount(t.database, journals)).toBe(journalsBefore + 1);
    const accountId = await accountIdOf(t, seller.token);
    expect(await checkLedgerInvariants(t.database.db, { accountIds: [accountId] })).toEqual([]);
  });

  it('replays a retried approval with the same Idempotency-Key', async () => {
    const seller = await registerSeller(t);
    const claim = await claimPayment(t, seller.token, (await registerPayment(t, op, { amount: '3.00' })).id);
    const headers = { 'idempotency-key': `approve-claim-${claim.id}` };
    const params = { id: claim.id };
    const first = await t.call(lostPaymentsOpsApi.approve, { params, token: op, headers });
    const again = await t.call(lostPaymentsOpsApi.approve, { params, token: op, headers });
    expect(first.statusCode).toBe(200);
    expect(again.statusCode).toBe(200);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect((await balanceOf(t, seller.token)).available).toBe('3.00');
  });

  it('gives a payment to one claim: the others are rejected as assigned elsewhere, and new claims refused', async () => {
    const winner = await registerSeller(t);
    const loser = await registerSeller(t);
    const late = await registerSeller(t);
    const payment = await registerPayment(t, op, { amount: '50.00' });
    const won = await claimPayment(t, winner.token, payment.id);
    const lost = await claimPayment(t, loser.token, payment.id);
    expect((await decide(t, op, won.id, 'approve')).statusCode).toBe(200);

    const theirs = await t.call(lostPaymentsApi.claims, { token: loser.token });
    expect(theirs.json().claims[0]).toMatchObject({ id: lost.id, status: 'rejected', assigned_elsewhere: true });
    expect((await notificationsOf(t, loser.token))[0]).toMatchObject({
      kind: 'money.claim_decided',
      payload: { status: 'rejected' },
    });
    expect((await balanceOf(t, loser.token)).available).toBe('0.00');
    expect((await decide(t, op, lost.id, 'approve')).statusCode).toBe(409);

    const refused = await submitClaim(t, late.token, payment.id, claimForm('Mine too', [{ name: 'a.png', data: PNG }]));
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe('unidentified_payment_not_open');
  });

  it('answers 404 for an unknown claim and 400 for a bad id', async () => {
    expect((await decide(t, op, 999_999, 'approve')).statusCode).toBe(404);
    const bad = await t.call(lostPaymentsOpsApi.approve, { params: { id: 'x' }, token: op });
    expect(bad.statusCode).toBe(400);
  });
});

describe('POST /ops/money/claims/:id/reject', () => {
  it('rejects with a reason the seller reads; the payment stays open for others', async () => {
    const seller = await registerSeller(t);
    const other = await registerSeller(t);
    const payment = await registerPayment(t, op);
    const claim = await claimPayment(t, seller.token, payment.id);

    const noReason = await decide(t, op, claim.id, 'reject', ' ');
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().errors.reason).toBeDefined();

    const res = await decide(t, op, claim.id, 'reject', 'The chat shows another order');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'rejected', reason: 'The chat shows another order' });
    expect((await decide(t, op, claim.id, 'reject', 'Twice')).json().code).toBe('claim_already_decided');

    const mine = await t.call(lostPaymentsApi.claims, { token: seller.token });
    expect(mine.json().claims[0]).toMatchObject({ status: 'rejected', reason: 'The chat shows another order' });
    expect((await notificationsOf(t, seller.token))[0]).toMatchObject({
      kind: 'money.claim_decided',
      payload: { status: 'rejected', reason: 'The chat shows another order' },
    });
    expect((await balanceOf(t, seller.token)).available).toBe('0.00');
    // The payment is still open: someone else (or the same seller, with better proof) may claim it.
    await claimPayment(t, other.token, payment.id);
    await claimPayment(t, seller.token, payment.id);
  });

  it('answers 404 for an unknown claim', async () => {
    expect((await decide(t, op, 999_999, 'reject', 'Not ours')).statusCode).toBe(404);
  });
});
