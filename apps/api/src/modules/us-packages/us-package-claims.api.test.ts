import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditApi } from '@cabinet/contracts/audit';
import { opsPackageClaimsApi, unidentifiedPackagesApi } from '@cabinet/contracts/us-package-claims';
import { usPackagesApi } from '@cabinet/contracts/us-packages';
import { createTestApp, notificationsOf, type TestApp } from '../../../test/app.ts';
import { balanceOf, fundedSeller, signInOperator } from '../../../test/money.ts';
import { PDF, postUpload, TEXT, upload, uploadForm } from '../uploads/uploads.test-kit.ts';
import { checkInPackage, PHOTO } from './us-packages.test-kit.ts';

let t: TestApp;
let op: string;
let admin: string;
const dataDir = mkdtempSync(join(tmpdir(), 'us-package-claims-'));
beforeAll(async () => {
  t = await createTestApp({ DATA_DIR: dataDir });
  op = await signInOperator(t, ['warehouse']);
  admin = await signInOperator(t);
});
afterAll(async () => {
  await t.close();
  rmSync(dataDir, { recursive: true, force: true });
});

/** A seller with $20 and one proof file uploaded. */
async function claimant() {
  const seller = await fundedSeller(t, '20.00', admin);
  return { ...seller, proof: await upload(t, seller.token, 'invoice.pdf', PDF) };
}
const claim = (token: string, id: number, files: string[], over: object = {}) =>
  t.call(unidentifiedPackagesApi.claim, {
    token,
    lang: 'en',
    params: { id },
    payload: { order_number: '112-4455', tracking_number: '1Z999AA10123456784', files, ...over } as never,
  });
const approve = (id: number, key = crypto.randomUUID()) =>
  t.call(opsPackageClaimsApi.approve, { token: op, params: { id }, headers: { 'idempotency-key': key } });

describe('the unidentified pool', () => {
  it('shows every seller the carrier, the tracking tail and the date, never the suite or the full tracking', async () => {
    const pkg = await checkInPackage(t, op, { suite: 'J. Doe, Apt 5' });
    const seller = await claimant();
    const list = (await t.call(unidentifiedPackagesApi.list, { token: seller.token, query: { on_page: 100 } })).json();
    const shown = list.packages.find((p: { id: number }) => p.id === pkg.id);
    expect(shown).toEqual({
      id: pkg.id,
      carrier: 'UPS',
      tracking_tail: '6784',
      arrived_at: expect.any(String),
      my_claim: null,
    });
    expect(JSON.stringify(list)).not.toContain('J. Doe');
    expect(JSON.stringify(list)).not.toContain('1Z999AA10123456784');
  });

  it('shows the label photo blurred and shrunk, never the original', async () => {
    const pkg = await checkInPackage(t, op);
    const seller = await claimant();
    const res = await t.call(unidentifiedPackagesApi.labelPhoto, { token: seller.token, params: { id: pkg.id } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/jpeg');
    const meta = await sharp(res.rawPayload).metadata();
    expect(meta.format).toBe('jpeg');
    expect(res.rawPayload.equals(PHOTO)).toBe(false);
  });
});

describe('claiming', () => {
  it('takes 1–5 of the seller’s own files, images or PDF, with §5’s messages', async () => {
    const pkg = await checkInPackage(t, op);
    const seller = await claimant();
    const six = await Promise.all(Array.from({ length: 6 }, (_, i) => upload(t, seller.token, `p${i}.png`)));
    const tooMany = await claim(seller.token, pkg.id, six);
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().errors.files).toEqual(['The number of attached files cannot exceed 5']);
    const none = await claim(seller.token, pkg.id, []);
    expect(none.statusCode).toBe(400);
    const text = await postUpload(t, seller.token, uploadForm('invoice.txt', TEXT));
    expect(text.statusCode).toBe(400);
    expect(text.json().errors.file).toEqual(['One or more of the uploaded files is in an invalid format']);
    const other = await claimant();
    const notMine = await claim(seller.token, pkg.id, [other.proof]);
    expect(notMine.statusCode).toBe(400);

    const ok = await claim(seller.token, pkg.id, [seller.proof]);
    expect(ok.statusCode).toBe(201);
    expect(ok.json()).toMatchObject({ status: 'pending', order_number: '112-4455', fee: null });
    // Once only while it waits.
    expect((await claim(seller.token, pkg.id, [seller.proof])).statusCode).toBe(409);
  });
});

describe('matching', () => {
  it('moves the package to the claimant and charges the handling fee once; the other claims are refused', async () => {
    const pkg = await checkInPackage(t, op);
    const winner = await claimant();
    const loser = await claimant();
    const won = (await claim(winner.token, pkg.id, [winner.proof])).json();
    const lost = (await claim(loser.token, pkg.id, [loser.proof])).json();

    const key = crypto.randomUUID();
    const first = await approve(won.id, key);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ status: 'approved', fee: { amount: '5.00', currency: 'USD' } });
    const replay = await approve(won.id, key);
    expect(replay.json()).toEqual(first.json());
    expect((await balanceOf(t, winner.token)).balance).toBe('15.00');

    const mine = (await t.call(usPackagesApi.list, { token: winner.token })).json();
    expect(mine.packages.map((p: { id: number }) => p.id)).toEqual([pkg.id]);
    const photo = await t.call(usPackagesApi.photo, {
      token: winner.token,
      params: { id: pkg.id, filename: pkg.photos[0]!.filename },
    });
    expect(photo.statusCode).toBe(200);

    // Another seller already proved it: their claim was refused, a new one is refused, and so is a second approval.
    expect((await balanceOf(t, loser.token)).balance).toBe('20.00');
    const claims = (await t.call(opsPackageClaimsApi.list, { token: op, query: { on_page: 100 } })).json();
    expect(claims.claims.find((c: { id: number }) => c.id === lost.id).status).toBe('rejected');
    expect((await approve(lost.id)).statusCode).toBe(409);
    const late = await claimant();
    expect((await claim(late.token, pkg.id, [late.proof])).statusCode).toBe(409);
    expect(
      (await t.call(unidentifiedPackagesApi.labelPhoto, { token: late.token, params: { id: pkg.id } })).statusCode,
    ).toBe(404);

    // The audit trail names the seller the approval concerns, and what it changed (the first call; not its replay).
    const trail = await t.call(auditApi.list, {
      token: admin,
      query: { account_id: winner.accountId, action: 'us_package_claim_approved' },
    });
    expect(trail.json().events.at(-1)).toMatchObject({
      seller: { account_id: winner.accountId },
      before: { owner: null },
      after: { owner: winner.accountId, fee: '5.00' },
    });

    const told = await notificationsOf(t, winner.token);
    expect(told.find((n) => n.kind === 'shipments.us_package_claim_decided')?.payload).toMatchObject({
      status: 'approved',
    });
  });

  it('refuses with a reason, charges nothing, and lets the seller see why', async () => {
    const pkg = await checkInPackage(t, op);
    const seller = await claimant();
    const made = (await claim(seller.token, pkg.id, [seller.proof])).json();
    const empty = await t.call(opsPackageClaimsApi.refuse, {
      token: op,
      params: { id: made.id },
      payload: { reason: '' },
    });
    expect(empty.statusCode).toBe(400);
    const res = await t.call(opsPackageClaimsApi.refuse, {
      token: op,
      params: { id: made.id },
      payload: { reason: 'The invoice names another address' },
    });
    expect(res.json()).toMatchObject({ status: 'rejected', reason: 'The invoice names another address', fee: null });
    expect((await balanceOf(t, seller.token)).balance).toBe('20.00');
    const pool = (await t.call(unidentifiedPackagesApi.list, { token: seller.token, query: { on_page: 100 } })).json();
    expect(pool.packages.find((p: { id: number }) => p.id === pkg.id).my_claim).toEqual({
      id: made.id,
      status: 'rejected',
      reason: 'The invoice names another address',
    });
  });

  it('needs the fee on the balance: without it nothing moves (422)', async () => {
    const pkg = await checkInPackage(t, op);
    const poor = await fundedSeller(t, '1.00', admin);
    const proof = await upload(t, poor.token, 'order.png');
    const made = (await claim(poor.token, pkg.id, [proof])).json();
    const res = await approve(made.id);
    expect(res.statusCode).toBe(422);
    expect((await balanceOf(t, poor.token)).balance).toBe('1.00');
    expect((await t.call(usPackagesApi.list, { token: poor.token })).json().packages).toEqual([]);
  });
});
