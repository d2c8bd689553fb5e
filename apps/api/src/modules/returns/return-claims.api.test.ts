import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EndpointDefinition } from '@cabinet/contracts/endpoint';
import { notificationsApi } from '@cabinet/contracts/notifications';
import { returnsApi } from '@cabinet/contracts/returns';
import { opsReturnsApi } from '@cabinet/contracts/returns-ops';
import { createTestApp, registerSeller, type TestApp } from '../../../test/app.ts';
import type { CallOptions } from '../../../test/call.ts';
import { signInOperator } from '../../../test/money.ts';
import { PNG, upload } from '../uploads/uploads.test-kit.ts';
import { claimReturn, registerReturn, warehouseDate } from './returns.test-kit.ts';

let t: TestApp;
let op: string;
const dataDir = mkdtempSync(join(tmpdir(), 'return-claims-'));
beforeAll(async () => {
  t = await createTestApp({ DATA_DIR: dataDir });
  op = await signInOperator(t);
});
afterAll(async () => {
  await t.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const get = <const E extends EndpointDefinition>(token: string, e: E, options: CallOptions<E> = {}) =>
  t.call(e, { ...options, token });
const decideClaim = (id: number, action: 'approve' | 'reject', reason?: string) =>
  t.call(action === 'approve' ? opsReturnsApi.approveClaim : opsReturnsApi.rejectClaim, {
    params: { id },
    token: op,
    ...(reason ? { payload: { reason } } : {}),
  });

async function claimant() {
  const seller = await registerSeller(t);
  return { ...seller, proof: await upload(t, seller.token, 'chat with buyer.png') };
}

describe('unidentified returns', () => {
  it('are listed to every seller without the sender or the full tracking number', async () => {
    const ret = await registerReturn(t, op, { arrived_at: warehouseDate(t, -1) });
    const seller = await registerSeller(t);
    const list = (await get(seller.token, returnsApi.unidentified)).json();
    const shown = list.returns.find((r: { id: number }) => r.id === ret.id);
    expect(shown).toEqual({
      id: ret.id,
      number: ret.number,
      carrier: 'USPS',
      tracking_tail: '89US',
      note: 'Box slightly dented',
      items: ret.items,
      arrived_at: warehouseDate(t, -1),
      my_claim: null,
    });
    expect(JSON.stringify(list)).not.toContain('Mary Buyer');
    expect((await get(seller.token, returnsApi.unidentifiedOne, { params: { id: ret.id } })).json()).toEqual(shown);
    // Nobody's own returns list holds it.
    expect((await get(seller.token, returnsApi.get, { params: { id: ret.id } })).statusCode).toBe(404);
  });
});

describe('claiming', () => {
  it('needs a message and 1–5 of the seller’s own uploads', async () => {
    const ret = await registerReturn(t, op);
    const seller = await claimant();
    const other = await claimant();
    const none = await claimReturn(t, seller.token, ret.id, { message: 'It is mine', files: [] });
    expect(none.json().errors).toEqual({
      files: ['Attach at least one file: a screenshot of the chat or a payment document'],
    });
    const six = await claimReturn(t, seller.token, ret.id, {
      message: 'It is mine',
      files: await Promise.all([1, 2, 3, 4, 5, 6].map(() => upload(t, seller.token))),
    });
    expect(six.json().errors).toEqual({ files: ['The number of attached files cannot exceed 5'] });
    const theirs = await claimReturn(t, seller.token, ret.id, { message: 'It is mine', files: [other.proof] });
    expect(theirs.json()).toMatchObject({ code: 'unknown_file', errors: { files: [expect.any(String)] } });
    const short = await claimReturn(t, seller.token, ret.id, { message: 'x', files: [seller.proof] });
    expect(short.json().errors).toHaveProperty('message');
  });

  it('one pending claim per seller; an owned return cannot be claimed; unknown is 404', async () => {
    const ret = await registerReturn(t, op);
    const seller = await claimant();
    const body = { message: 'My buyer sent it back, see the chat', files: [seller.proof] };
    const first = await claimReturn(t, seller.token, ret.id, body);
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({
      return_number: ret.number,
      status: 'pending',
      files: [{ filename: seller.proof, original_name: 'chat with buyer.png' }],
    });
    expect((await claimReturn(t, seller.token, ret.id, body)).json().code).toBe('claim_exists');
    expect((await claimReturn(t, seller.token, 999_999, body)).statusCode).toBe(404);
    const owned = await registerReturn(t, op, { owner: seller.email });
    expect((await claimReturn(t, seller.token, owned.id, body)).json().code).toBe('return_not_unidentified');
    const mine = (await get(seller.token, returnsApi.unidentified)).json().returns;
    expect(mine.find((r: { id: number }) => r.id === ret.id).my_claim).toMatchObject({ status: 'pending' });
  });
});

describe('operators decide claims', () => {
  it('approving gives the return to the claimant, rejects the others, and tells everyone', async () => {
    const ret = await registerReturn(t, op, { arrived_at: warehouseDate(t, -20) });
    const winner = await claimant();
    const loser = await claimant();
    const claim = (
      await claimReturn(t, winner.token, ret.id, { message: 'Order 1234, chat attached', files: [winner.proof] })
    ).json();
    const lost = (
      await claimReturn(t, loser.token, ret.id, { message: 'I think it is mine', files: [loser.proof] })
    ).json();

    const pending = (await get(op, opsReturnsApi.claims, { query: { status: 'pending' } })).json();
    expect(pending.claims.map((c: { id: number }) => c.id)).toEqual(expect.arrayContaining([claim.id, lost.id]));
    expect(pending.claims.find((c: { id: number }) => c.id === claim.id)).toMatchObject({
      account_email: winner.email,
      tracking_number: 'LZ123456789US',
    });
    const file = await get(op, opsReturnsApi.claimFile, { params: { id: claim.id, filename: winner.proof } });
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload).toEqual(PNG);
    expect(
      (await get(op, opsReturnsApi.claimFile, { params: { id: claim.id, filename: loser.proof } })).statusCode,
    ).toBe(404);

    const approved = await decideClaim(claim.id, 'approve');
    expect(approved.json()).toMatchObject({ status: 'approved' });
    expect((await decideClaim(claim.id, 'approve')).json().code).toBe('claim_already_decided');

    const mine = (await get(winner.token, returnsApi.list)).json().returns;
    // Free storage starts on the day it became the seller's, not on arrival 20 days ago.
    expect(mine).toEqual([
      expect.objectContaining({ id: ret.id, status: 'awaiting_decision', storage_paid_until: warehouseDate(t, 30) }),
    ]);
    const unidentified = (await get(loser.token, returnsApi.unidentified)).json().returns;
    expect(unidentified.find((r: { id: number }) => r.id === ret.id)).toBeUndefined();
    expect((await get(loser.token, returnsApi.unidentifiedOne, { params: { id: ret.id } })).statusCode).toBe(404);

    const told = async (token: string) => (await get(token, notificationsApi.list)).json().notifications[0];
    expect(await told(winner.token)).toMatchObject({
      kind: 'shipments.return_claim_decided',
      payload: { number: ret.number, status: 'approved' },
    });
    expect(await told(loser.token)).toMatchObject({ payload: { status: 'rejected', reason: null } });
  });

  it('rejecting needs a reason, which the seller sees', async () => {
    const ret = await registerReturn(t, op);
    const seller = await claimant();
    const claim = (await claimReturn(t, seller.token, ret.id, { message: 'It is mine', files: [seller.proof] })).json();
    expect((await decideClaim(claim.id, 'reject')).statusCode).toBe(400);
    const rejected = await decideClaim(claim.id, 'reject', 'The chat is about another order');
    expect(rejected.json()).toMatchObject({ status: 'rejected', reason: 'The chat is about another order' });
    const listed = (await get(seller.token, returnsApi.unidentified)).json().returns;
    expect(listed.find((r: { id: number }) => r.id === ret.id).my_claim).toMatchObject({
      status: 'rejected',
      reason: 'The chat is about another order',
    });
    expect((await get(seller.token, notificationsApi.list)).json().notifications[0]).toMatchObject({
      payload: { status: 'rejected', reason: 'The chat is about another order' },
    });
    expect((await get(seller.token, opsReturnsApi.claims)).statusCode).toBe(403);
  });
});
