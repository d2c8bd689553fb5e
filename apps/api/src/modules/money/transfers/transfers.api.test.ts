import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { balanceApi } from '@cabinet/contracts/money';
import { moneyOpsApi } from '@cabinet/contracts/money-ops';
import { notificationsApi } from '@cabinet/contracts/notifications';
import { transfersApi } from '@cabinet/contracts/transfers';
import { createTestApp, registerSeller, type TestApp } from '../../../../test/app.ts';
import { requestOf } from '../../../../test/call.ts';
import { rowCount } from '../../../../test/db.ts';
import { accountIdOf, balanceOf, fundedSeller, signInOperator } from '../../../../test/money.ts';
import { activeMember } from '../../subaccounts/subaccounts.test-helpers.ts';
import { entries, journals } from '../ledger/ledger.schema.ts';
import { transfers } from './transfers.schema.ts';

let t: TestApp;
let op: string;
beforeAll(async () => {
  t = await createTestApp();
  op = await signInOperator(t);
});
afterAll(() => t.close());

const send = (token: string, payload: unknown, headers: Record<string, string> = {}) =>
  t.call(transfersApi.create, {
    token,
    payload: payload as InjectOptions['payload'],
    headers: { 'content-type': 'application/json', ...headers },
    lang: 'en',
  });
const find = (token: string, query: string) => t.call(transfersApi.recipient, { query: { query }, token, lang: 'en' });
const written = async () =>
  Promise.all([rowCount(t.database, journals), rowCount(t.database, entries), rowCount(t.database, transfers)]);

describe('GET /transfers/recipient', () => {
  it('finds a seller by e-mail or account number and shows only a masked name', async () => {
    const sender = await registerSeller(t);
    const recipient = await registerSeller(t, { first_name: 'Taras', last_name: 'Melnyk' });
    const accountId = await accountIdOf(t, recipient.token);
    const byEmail = await find(sender.token, recipient.email.toUpperCase());
    expect(byEmail.statusCode).toBe(200);
    expect(byEmail.json()).toEqual({ account_id: accountId, name: 'Taras M.' });
    expect((await find(sender.token, String(accountId))).json()).toEqual(byEmail.json());
  });

  it('answers 404 for nobody, 422 for yourself, 400 for an empty query, 401 without a session', async () => {
    const sender = await registerSeller(t);
    const nobody = await find(sender.token, 'nobody@example.com');
    expect(nobody.statusCode).toBe(404);
    expect(nobody.json().code).toBe('recipient_not_found');
    expect((await find(sender.token, '999999999')).statusCode).toBe(404);
    const self = await find(sender.token, sender.email);
    expect(self.statusCode).toBe(422);
    expect(self.json()).toMatchObject({ code: 'transfer_to_self', message: 'You cannot send money to yourself' });
    // An empty `?query=`, which the query object would leave out.
    const lookup = requestOf(transfersApi.recipient);
    expect((await t.request({ ...lookup, url: `${lookup.url}?query=`, token: sender.token })).statusCode).toBe(400);
    expect((await t.call(transfersApi.recipient, { query: { query: 'a@b.c' } })).statusCode).toBe(401);
  });

  it('does not find a member by their own e-mail: only account owners receive transfers', async () => {
    const owner = await registerSeller(t);
    const member = await activeMember(t, owner.token, ['money.read']);
    const sender = await registerSeller(t);
    expect((await find(sender.token, member.email)).statusCode).toBe(404);
  });
});

describe('POST /transfers', () => {
  it('moves money in one journal; both sides see it in their balance log and lists; the recipient is told', async () => {
    const sender = await fundedSeller(t, '50.00', op);
    const recipient = await registerSeller(t, { first_name: 'Taras', last_name: 'Melnyk' });
    const res = await send(sender.token, { recipient: recipient.email, amount: '12.34', comment: 'For the boxes' });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      direction: 'sent',
      counterparty: { name: 'Taras M.' },
      amount: { amount: '12.34', currency: 'USD' },
      comment: 'For the boxes',
    });
    expect((await balanceOf(t, sender.token)).available).toBe('37.66');
    expect((await balanceOf(t, recipient.token)).available).toBe('12.34');

    const senderLog = (await t.call(balanceApi.balanceLog, { token: sender.token })).json();
    const recipientLog = (await t.call(balanceApi.balanceLog, { token: recipient.token })).json();
    expect(senderLog.entries[0]).toMatchObject({
      kind: 'transfer',
      amount: { amount: '-12.34' },
      description: 'For the boxes',
    });
    expect(recipientLog.entries[0]).toMatchObject({ kind: 'transfer', amount: { amount: '12.34' } });
    expect(senderLog.entries[0].journal_id).toBe(recipientLog.entries[0].journal_id);

    const received = (await t.call(transfersApi.list, { token: recipient.token })).json();
    expect(received).toMatchObject({
      total: 1,
      transfers: [{ direction: 'received', counterparty: { name: 'Olena K.' } }],
    });
    const notes = (await t.call(notificationsApi.list, { token: recipient.token })).json();
    expect(notes.notifications[0]).toMatchObject({
      kind: 'money.transfer_received',
      payload: { amount: '12.34', currency: 'USD', sender: 'Olena K.', comment: 'For the boxes' },
    });
  });

  it('sends by account number too, without a comment', async () => {
    const sender = await fundedSeller(t, '10.00', op);
    const recipient = await registerSeller(t);
    const res = await send(sender.token, { recipient: String(await accountIdOf(t, recipient.token)), amount: 10 });
    expect(res.statusCode).toBe(201);
    expect(res.json().comment).toBe('');
    expect((await balanceOf(t, sender.token)).available).toBe('0.00');
  });

  it('refuses yourself, nobody, overdraft and the credit line, writing nothing', async () => {
    const sender = await fundedSeller(t, '10.00', op);
    const recipient = await registerSeller(t);
    const before = await written();
    expect((await send(sender.token, { recipient: sender.email, amount: '1' })).json().code).toBe('transfer_to_self');
    expect((await send(sender.token, { recipient: 'nobody@example.com', amount: '1' })).statusCode).toBe(404);
    const over = await send(sender.token, { recipient: recipient.email, amount: '10.01' });
    expect(over.statusCode).toBe(422);
    expect(over.json().code).toBe('insufficient_funds');

    await t.call(moneyOpsApi.saveSettings, {
      params: { id: sender.accountId },
      token: op,
      body: { minimum_balance: '-100.00', withdrawal_blocked: false },
    });
    expect((await send(sender.token, { recipient: recipient.email, amount: '20' })).json().code).toBe(
      'insufficient_funds',
    );
    expect(await written()).toEqual(before);
  });

  it('is refused while the sender withdrawals are blocked', async () => {
    const sender = await fundedSeller(t, '10.00', op);
    const recipient = await registerSeller(t);
    await t.call(moneyOpsApi.saveSettings, {
      params: { id: sender.accountId },
      token: op,
      body: { minimum_balance: '0', withdrawal_blocked: true, withdrawal_block_reason: 'documents check' },
    });
    const res = await send(sender.token, { recipient: recipient.email, amount: '1' });
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('transfers_blocked');
  });

  it.each([
    ['no recipient', { amount: '1' }, 'recipient'],
    ['a zero amount', { recipient: 'a@b.c', amount: '0' }, 'amount'],
    ['three decimals', { recipient: 'a@b.c', amount: '1.001' }, 'amount'],
    ['1e309', '{"recipient":"a@b.c","amount":1e309}', 'amount'],
    ['a long comment', { recipient: 'a@b.c', amount: '1', comment: 'x'.repeat(201) }, 'comment'],
  ])('answers 400 for %s, writing nothing', async (_, payload, field) => {
    const sender = await fundedSeller(t, '10.00', op);
    const before = await written();
    const res = await send(sender.token, payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[field]).toEqual([expect.any(String)]);
    expect(await written()).toEqual(before);
  });

  it('does it once for one Idempotency-Key, even with ten parallel retries', async () => {
    const sender = await fundedSeller(t, '10.00', op);
    const recipient = await registerSeller(t);
    const headers = { 'idempotency-key': 'transfer-parallel-01' };
    const results = await Promise.all(
      Array.from({ length: 10 }, () => send(sender.token, { recipient: recipient.email, amount: '3' }, headers)),
    );
    expect(results.some((r) => r.statusCode === 201)).toBe(true);
    expect(results.every((r) => r.statusCode === 201 || r.statusCode === 409)).toBe(true);
    expect((await balanceOf(t, recipient.token)).available).toBe('3.00');
    expect((await balanceOf(t, sender.token)).available).toBe('7.00');
  });

  it('needs money.write; a member with it sends for the account', async () => {
    const owner = await fundedSeller(t, '10.00', op);
    const recipient = await registerSeller(t);
    const reader = await activeMember(t, owner.token, ['money.read']);
    const denied = await send(reader.token, { recipient: recipient.email, amount: '1' });
    expect(denied.statusCode).toBe(403);
    const writer = await activeMember(t, owner.token, ['money.read', 'money.write']);
    expect((await send(writer.token, { recipient: recipient.email, amount: '1' })).statusCode).toBe(201);
    expect((await balanceOf(t, owner.token)).available).toBe('9.00');
    expect((await t.call(transfersApi.create, { payload: {} })).statusCode).toBe(401);
  });

  it('lists only the caller account transfers', async () => {
    const sender = await fundedSeller(t, '10.00', op);
    const recipient = await registerSeller(t);
    await send(sender.token, { recipient: recipient.email, amount: '1' });
    const stranger = await registerSeller(t);
    expect((await t.call(transfersApi.list, { token: stranger.token })).json().total).toBe(0);
    expect((await t.call(transfersApi.list)).statusCode).toBe(401);
  });
});
