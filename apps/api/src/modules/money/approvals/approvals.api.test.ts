import { and, desc, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { approvalsOpsApi } from '@cabinet/contracts/approvals';
import { auditApi, type AuditList } from '@cabinet/contracts/audit';
import { moneyOpsApi } from '@cabinet/contracts/money-ops';
import { notificationsApi } from '@cabinet/contracts/notifications';
import { opsApi } from '@cabinet/contracts/ops';
import { withdrawalsApi } from '@cabinet/contracts/withdrawals';
import { withdrawalsOpsApi } from '@cabinet/contracts/withdrawals-ops';
import { createTestApp, engine, type TestApp } from '../../../../test/app.ts';
import { rowCount } from '../../../../test/db.ts';
import { balanceOf, credit, signInOperator } from '../../../../test/money.ts';
import { cardWithdrawal, opsAct, readySeller, withdraw } from '../../../../test/withdrawals.ts';
import { journals, ledgerAccounts } from '../ledger/ledger.schema.ts';

/*
 * Issue 23, four eyes: a payout or a credit/debit above the threshold (1,000.00 USD by default) waits for a second
 * finance operator; the one who asked cannot approve it; approving moves the money once, naming both operators.
 */

let t: TestApp;
let admin: string;
let alice: string;
let bob: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await signInOperator(t, ['admin']);
  alice = await signInOperator(t, ['finance']);
  bob = await signInOperator(t, ['finance']);
});
afterAll(() => t.close());

/** A seller with 2,000.00 (two credits of 1,000.00, each at the threshold, not above it) and a card. */
async function richSeller() {
  const seller = await readySeller(t, '1000.00', admin);
  await credit(t, admin, seller.accountId, '1000.00');
  return seller;
}

async function largeWithdrawal(amount = '1200') {
  const seller = await richSeller();
  const res = await withdraw(t, seller.token, cardWithdrawal(amount));
  if (res.statusCode !== 201) throw new Error(res.body);
  return { seller, id: res.json<{ id: number }>().id };
}

const approve = (token: string, id: number, headers: Record<string, string> = {}) =>
  t.call(approvalsOpsApi.approve, { params: { id }, token, headers, lang: 'en' });
const refuse = (token: string, id: number, reason: string) =>
  t.call(approvalsOpsApi.refuse, { params: { id }, token, body: { reason } });
const latestJournal = async () => (await t.database.db.select().from(journals).orderBy(desc(journals.id)).limit(1))[0]!;
/** The provider's card payouts, in minor units. */
const payouts = async () => {
  const [row] = await t.database.db
    .select({ balance: ledgerAccounts.balance })
    .from(ledgerAccounts)
    .where(and(isNull(ledgerAccounts.account_id), eq(ledgerAccounts.kind, 'payouts'), eq(ledgerAccounts.ref, 'card')));
  return row?.balance ?? 0;
};
const operatorId = async (token: string) => (await t.call(opsApi.me, { token })).json<{ id: number }>().id;

describe('a payout above the threshold', () => {
  it('waits for a second operator: nothing moves, the one who asked cannot approve, another one pays it', async () => {
    const { seller, id } = await largeWithdrawal('1200');
    const journalsBefore = await rowCount(t.database, journals);

    const asked = await opsAct(t, alice, id, 'pay');
    expect(asked.statusCode).toBe(202);
    expect(asked.json()).toMatchObject({ status: 'pending', approval: { status: 'pending', mine: true } });
    const approvalId = asked.json<{ approval: { id: number } }>().approval.id;
    expect(await rowCount(t.database, journals)).toBe(journalsBefore);
    expect(await balanceOf(t, seller.token)).toMatchObject({ available: '788.00', frozen: '1212.00' });
    expect((await t.call(withdrawalsApi.get, { params: { id }, token: seller.token })).json().status).toBe('pending');

    // The desk shows who asked, to the others as not theirs.
    const row = await t.call(withdrawalsOpsApi.get, { params: { id }, token: bob });
    expect(row.json().approval).toMatchObject({
      id: approvalId,
      status: 'pending',
      mine: false,
      requested_by: { email: expect.stringMatching(/^operator-/) },
    });
    const list = await t.call(approvalsOpsApi.list, { query: { status: 'pending' }, token: bob });
    expect(list.json().pending).toBeGreaterThanOrEqual(1);
    expect(list.json().approvals.find((a: { id: number }) => a.id === approvalId)).toMatchObject({
      kind: 'payout',
      amount: { amount: '1200.00', currency: 'USD' },
      seller: { account_id: seller.accountId, email: seller.email, name: 'Olena Kovalenko' },
      withdrawal: { id, method: 'card', payout: { amount: '1200.00' } },
      adjustment: null,
      journal_id: null,
    });

    const own = await t.call(approvalsOpsApi.approve, { params: { id: approvalId }, token: alice, lang: 'ua' });
    expect(own.statusCode).toBe(409);
    expect(own.json()).toMatchObject({
      code: 'approval_own_request',
      message: 'Цю операцію запросили ви: її має схвалити інший оператор',
    });
    expect((await opsAct(t, alice, id, 'pay')).json().code).toBe('approval_pending');
    expect((await opsAct(t, bob, id, 'pay')).json().code).toBe('approval_pending');
    expect(await rowCount(t.database, journals)).toBe(journalsBefore);

    const approved = await approve(bob, approvalId, { 'idempotency-key': `approve-${approvalId}` });
    expect(approved.statusCode).toBe(200);
    expect(approved.json()).toMatchObject({
      status: 'approved',
      decided_by: { email: expect.any(String) },
      journal_id: expect.any(Number),
    });
    expect(await balanceOf(t, seller.token)).toMatchObject({ available: '788.00', frozen: '0.00' });
    expect((await t.call(withdrawalsApi.get, { params: { id }, token: seller.token })).json().status).toBe('paid');
    const notes = (await t.call(notificationsApi.list, { token: seller.token })).json().notifications;
    expect(notes[0]).toMatchObject({ kind: 'money.withdrawal_paid', payload: { withdrawal_id: id } });

    // The payout's journal names both operators.
    const [payout] = await t.database.db
      .select()
      .from(journals)
      .where(eq(journals.id, approved.json<{ journal_id: number }>().journal_id));
    const [a, b] = [await operatorId(alice), await operatorId(bob)];
    expect(payout).toMatchObject({
      created_by: b,
      meta: expect.objectContaining({ approval_id: approvalId, requested_by: a, approved_by: b }),
    });

    // The audit trail keeps both: the payout asked for (by Anna) and approved (by Bohdan, naming who asked).
    const trail = async (action: string) =>
      (await t.call(auditApi.list, { token: admin, query: { account_id: seller.accountId, action } })).json<AuditList>()
        .events;
    const [asking] = await trail('withdrawal_paid');
    expect(asking).toMatchObject({ after: { status: 'pending', awaiting_approval: true } });
    expect(asking!.operator!.id).toBe(a);
    const [approving] = await trail('approval_approved');
    expect(approving).toMatchObject({
      seller: { account_id: seller.accountId },
      after: { amount: '1200.00', asked_by: expect.stringMatching(/^operator-/) },
    });
    expect(approving!.operator!.id).toBe(b);

    // A retry of the same approval replays; another approval is refused; nothing moves twice.
    const journalsAfter = await rowCount(t.database, journals);
    const replay = await approve(bob, approvalId, { 'idempotency-key': `approve-${approvalId}` });
    expect(replay.statusCode).toBe(200);
    expect(replay.headers['idempotent-replayed']).toBe('true');
    expect((await approve(admin, approvalId)).json().code).toBe('approval_not_pending');
    expect(await rowCount(t.database, journals)).toBe(journalsAfter);
  });

  it('is refused with a reason: nothing moves, the desk shows why, and a new press asks again', async () => {
    const { seller, id } = await largeWithdrawal('1100');
    const approvalId = (await opsAct(t, alice, id, 'pay')).json<{ approval: { id: number } }>().approval.id;
    const refused = await refuse(bob, approvalId, 'The card holder does not match the account');
    expect(refused.statusCode).toBe(200);
    expect(refused.json()).toMatchObject({
      status: 'refused',
      refusal_reason: 'The card holder does not match the account',
    });
    expect(await balanceOf(t, seller.token)).toMatchObject({ frozen: '1111.00' });
    const row = (await t.call(withdrawalsOpsApi.get, { params: { id }, token: alice })).json();
    expect(row).toMatchObject({ status: 'pending', approval: { status: 'refused', mine: true } });
    expect((await approve(admin, approvalId)).json().code).toBe('approval_not_pending');
    expect((await refuse(bob, approvalId, 'again, later')).json().code).toBe('approval_not_pending');

    const again = await opsAct(t, alice, id, 'pay');
    expect(again.statusCode).toBe(202);
    expect(again.json().approval).toMatchObject({ status: 'pending' });
    expect(again.json().approval.id).not.toBe(approvalId);
  });

  it('closes when the withdrawal stops waiting: rejected by an operator or cancelled by the seller', async () => {
    const first = await largeWithdrawal('1050');
    const rejectedApproval = (await opsAct(t, alice, first.id, 'pay')).json().approval.id as number;
    expect((await opsAct(t, bob, first.id, 'reject', { reason: 'The card is closed' })).statusCode).toBe(200);
    expect((await approve(bob, rejectedApproval)).json().code).toBe('approval_not_pending');
    const closed = await t.call(approvalsOpsApi.list, { query: { status: 'cancelled' }, token: bob });
    expect(closed.json().approvals.map((a: { id: number }) => a.id)).toContain(rejectedApproval);

    const second = await largeWithdrawal('1050');
    const cancelledApproval = (await opsAct(t, alice, second.id, 'pay')).json().approval.id as number;
    const cancel = await t.call(withdrawalsApi.cancel, { params: { id: second.id }, token: second.seller.token });
    expect(cancel.statusCode).toBe(200);
    expect((await approve(bob, cancelledApproval)).json().code).toBe('approval_not_pending');
    expect(await balanceOf(t, second.seller.token)).toMatchObject({ available: '2000.00', frozen: '0.00' });
  });

  it('at the threshold itself is paid at once', async () => {
    const seller = await richSeller();
    const id = (await withdraw(t, seller.token, cardWithdrawal('1000'))).json<{ id: number }>().id;
    const paid = await opsAct(t, alice, id, 'pay');
    expect(paid.statusCode).toBe(200);
    expect(paid.json()).toMatchObject({ status: 'paid', approval: null });
  });
});

describe(`four eyes under concurrency (${engine})`, () => {
  it('two operators approving one payout at once pay it once', async () => {
    const carol = await signInOperator(t, ['finance']);
    for (let round = 0; round < 3; round += 1) {
      const { seller, id } = await largeWithdrawal('1200');
      const approvalId = (await opsAct(t, alice, id, 'pay')).json().approval.id as number;
      const payoutsBefore = await payouts();
      const answers = await Promise.all([approve(bob, approvalId), approve(carol, approvalId)]);
      expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 409]);
      expect(answers.find((r) => r.statusCode === 409)!.json().code).toBe('approval_not_pending');
      expect(await payouts()).toBe(payoutsBefore + 120_000);
      expect(await balanceOf(t, seller.token)).toMatchObject({ available: '788.00', frozen: '0.00' });
    }
  });

  it('two operators pressing Pay at once ask once', async () => {
    const { id } = await largeWithdrawal('1200');
    const answers = await Promise.all([opsAct(t, alice, id, 'pay'), opsAct(t, bob, id, 'pay')]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([202, 409]);
    expect(answers.find((r) => r.statusCode === 409)!.json().code).toBe('approval_pending');
  });

  it('an approval racing a rejection: exactly one wins', async () => {
    for (let round = 0; round < 3; round += 1) {
      const { seller, id } = await largeWithdrawal('1200');
      const approvalId = (await opsAct(t, alice, id, 'pay')).json().approval.id as number;
      const [approved, rejected] = await Promise.all([
        approve(bob, approvalId),
        opsAct(t, alice, id, 'reject', { reason: 'Duplicate request' }),
      ]);
      expect([approved.statusCode, rejected.statusCode].sort()).toEqual([200, 409]);
      const balance = await balanceOf(t, seller.token);
      expect(balance.frozen).toBe('0.00');
      expect(balance.available).toBe(approved.statusCode === 200 ? '788.00' : '2000.00');
    }
  });
});

describe('a credit or debit above the threshold', () => {
  it('waits, then is posted once by another operator; the seller reads the reason then', async () => {
    const seller = await readySeller(t, '10.00', admin);
    const body = { direction: 'credit' as const, amount: '1500.00', reason: 'Marketplace refund, case 4411' };
    const asked = await t.call(moneyOpsApi.adjust, { params: { id: seller.accountId }, token: alice, body });
    expect(asked.statusCode).toBe(202);
    expect(asked.json()).toMatchObject({ journal_id: null, approval_id: expect.any(Number) });
    expect((await balanceOf(t, seller.token)).available).toBe('10.00');
    const approvalId = asked.json<{ approval_id: number }>().approval_id;

    expect((await approve(alice, approvalId)).json().code).toBe('approval_own_request');
    const approved = await approve(bob, approvalId);
    expect(approved.statusCode).toBe(200);
    expect(approved.json()).toMatchObject({
      kind: 'adjustment',
      status: 'approved',
      adjustment: { direction: 'credit', reason: 'Marketplace refund, case 4411' },
      seller: { account_id: seller.accountId },
    });
    expect((await balanceOf(t, seller.token)).available).toBe('1510.00');
    expect(await latestJournal()).toMatchObject({
      kind: 'operator_credit',
      description: 'Marketplace refund, case 4411',
      created_by: await operatorId(bob),
      meta: expect.objectContaining({ requested_by: await operatorId(alice), approved_by: await operatorId(bob) }),
    });
    const notes = (await t.call(notificationsApi.list, { token: seller.token })).json().notifications;
    expect(notes[0]).toMatchObject({
      kind: 'money.balance_adjusted',
      payload: { amount: '1500.00', reason: 'Marketplace refund, case 4411' },
    });
  });

  it('a debit the balance no longer covers is refused at approval and keeps waiting', async () => {
    const seller = await richSeller();
    const body = { direction: 'debit' as const, amount: '1800.00', reason: 'Chargeback, case 90' };
    const asked = await t.call(moneyOpsApi.adjust, { params: { id: seller.accountId }, token: alice, body });
    expect(asked.statusCode).toBe(202);
    const approvalId = asked.json<{ approval_id: number }>().approval_id;
    // Meanwhile the seller spends.
    expect((await withdraw(t, seller.token, cardWithdrawal('900'))).statusCode).toBe(201);
    const approved = await approve(bob, approvalId);
    expect(approved.statusCode).toBe(422);
    expect(approved.json().code).toBe('insufficient_funds');
    expect((await t.call(approvalsOpsApi.list, { query: { status: 'pending' }, token: bob })).json().approvals).toEqual(
      expect.arrayContaining([expect.objectContaining({ id: approvalId })]),
    );
    expect((await refuse(bob, approvalId, 'The balance is spent')).statusCode).toBe(200);
  });
});

describe('the threshold', () => {
  it('is 1,000.00 USD until an administrator changes it; finance reads it but cannot change it', async () => {
    const t2 = await createTestApp();
    try {
      const boss = await signInOperator(t2, ['admin']);
      const clerk = await signInOperator(t2, ['finance']);
      const first = await t2.call(approvalsOpsApi.threshold, { token: clerk });
      expect(first.json()).toEqual({
        threshold: { amount: '1000.00', currency: 'USD', currency_sign_pre: true },
        updated_at: null,
        updated_by: null,
      });
      const denied = await t2.call(approvalsOpsApi.saveThreshold, { token: clerk, body: { threshold: '5000' } });
      expect(denied.statusCode).toBe(403);
      expect(denied.json().code).toBe('ops_role_required');
      for (const threshold of ['0', '-5', '1.001', 'lots']) {
        const bad = await t2.call(approvalsOpsApi.saveThreshold, { token: boss, body: { threshold } });
        expect(bad.statusCode).toBe(400);
        expect(bad.json()).toMatchObject({ message: expect.any(String), errors: { threshold: expect.any(Array) } });
      }
      const saved = await t2.call(approvalsOpsApi.saveThreshold, { token: boss, body: { threshold: '2500.50' } });
      expect(saved.statusCode).toBe(200);
      expect(saved.json()).toMatchObject({
        threshold: { amount: '2500.50' },
        updated_at: expect.any(String),
        updated_by: { email: expect.stringMatching(/^operator-/) },
      });
      // 1,500 is now under it: posted at once.
      const seller = await readySeller(t2, '10.00', boss);
      const body = { direction: 'credit' as const, amount: '1500.00', reason: 'Refund' };
      const direct = await t2.call(moneyOpsApi.adjust, { params: { id: seller.accountId }, token: clerk, body });
      expect(direct.statusCode).toBe(201);
      expect(direct.json()).toMatchObject({ journal_id: expect.any(Number), approval_id: null });
    } finally {
      await t2.close();
    }
  });
});
