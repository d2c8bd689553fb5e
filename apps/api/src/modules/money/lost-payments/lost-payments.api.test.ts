import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lostPaymentsApi, lostPaymentsOpsApi } from '@cabinet/contracts/lost-payments';
import { createTestApp, registerSeller, type TestApp } from '../../../../test/app.ts';
import { rowCount } from '../../../../test/db.ts';
import { signInOperator } from '../../../../test/money.ts';
import { unidentifiedClaimFiles, unidentifiedClaims, unidentifiedPayments } from './lost-payments.schema.ts';
import {
  EXE,
  JPEG,
  PDF,
  PNG,
  claimForm,
  claimPayment,
  registerPayment,
  submitClaim,
} from './lost-payments.test-kit.ts';

let t: TestApp;
let op: string;
const dataDir = mkdtempSync(join(tmpdir(), 'lost-payments-'));
beforeAll(async () => {
  t = await createTestApp({ DATA_DIR: dataDir });
  op = await signInOperator(t);
});
afterAll(async () => {
  await t.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const claimsWritten = async () => ({
  claims: await rowCount(t.database, unidentifiedClaims),
  files: await rowCount(t.database, unidentifiedClaimFiles),
  folders: existsSync(join(dataDir, 'files', 'claims')) ? readdirSync(join(dataDir, 'files', 'claims')).length : 0,
});

describe('POST /ops/money/unidentified-payments', () => {
  const register = (payload: object, token = op, headers: Record<string, string> = {}) =>
    t.call(lostPaymentsOpsApi.register, { token, payload, headers });

  it('registers an open payment, once per Idempotency-Key', async () => {
    const body = { amount: '120.5', payer: 'John Smith', date: '2026-02-01', details: 'Wire, ref INV-9' };
    const headers = { 'idempotency-key': 'unidentified-0001' };
    const before = await rowCount(t.database, unidentifiedPayments);
    const res = await register(body, op, headers);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      amount: { amount: '120.50', currency: 'USD' },
      payer: 'John Smith',
      date: '2026-02-01',
      details: 'Wire, ref INV-9',
      status: 'open',
      assigned_account_id: null,
      pending_claims: 0,
    });
    const again = await register(body, op, headers);
    expect(again.json().id).toBe(res.json().id);
    expect(await rowCount(t.database, unidentifiedPayments)).toBe(before + 1);
  });

  it('is for operators only', async () => {
    const { token } = await registerSeller(t);
    const body = { amount: '1', payer: 'John Smith', date: '2026-02-01' };
    expect((await register(body, '')).statusCode).toBe(401);
    expect((await register(body, token)).statusCode).toBe(403);
  });

  it.each([
    [{ amount: '0', payer: 'John', date: '2026-02-01' }, 'amount'],
    [{ amount: '1.234', payer: 'John', date: '2026-02-01' }, 'amount'],
    [{ amount: '5', payer: 'J', date: '2026-02-01' }, 'payer'],
    [{ amount: '5', payer: 'John', date: '01.02.2026' }, 'date'],
    [{ amount: '5', payer: 'John', date: '2999-01-01' }, 'date'],
    [{ amount: '5', payer: 'John' }, 'date'],
    [{ amount: '5', payer: 'John', date: '2026-02-01', account_id: 1 }, 'account_id'],
  ])('refuses %j with 400 on %s and writes nothing', async (payload, field) => {
    const before = await rowCount(t.database, unidentifiedPayments);
    const res = await register(payload);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message: expect.any(String), errors: { [field]: expect.any(Array) } });
    expect(await rowCount(t.database, unidentifiedPayments)).toBe(before);
  });
});

describe('GET /lost-payments', () => {
  it('shows open payments with the payer masked and the caller’s own pending claim', async () => {
    const seller = await registerSeller(t);
    const other = await registerSeller(t);
    const mine = await registerPayment(t, op, { payer: 'Olena Kovalenko', date: '2026-03-02', amount: '15' });
    const theirs = await registerPayment(t, op, { payer: 'buyer.mail@gmail.com', date: '2026-03-01' });
    const claim = await claimPayment(t, seller.token, mine.id);
    await claimPayment(t, other.token, theirs.id);

    const res = await t.call(lostPaymentsApi.list, { query: { on_page: 100 }, token: seller.token });
    expect(res.statusCode).toBe(200);
    const rows = res.json().payments as { id: number; payer: string; my_claim_id: number | null }[];
    expect(rows.find((r) => r.id === mine.id)).toMatchObject({
      payer: 'O**** K******',
      amount: { amount: '15.00', currency: 'USD' },
      date: '2026-03-02',
      details: 'SWIFT ref 77',
      my_claim_id: claim.id,
    });
    expect(rows.find((r) => r.id === theirs.id)).toMatchObject({ payer: 'b******@gmail.com', my_claim_id: null });
    expect(JSON.stringify(res.json())).not.toContain('Kovalenko');
  });

  it('needs a session and valid paging', async () => {
    const { token } = await registerSeller(t);
    expect((await t.call(lostPaymentsApi.list)).statusCode).toBe(401);
    expect((await t.call(lostPaymentsApi.list, { query: { page: 0 }, token })).statusCode).toBe(400);
  });
});

describe('POST /lost-payments/:id/claims', () => {
  it('claims a payment with a comment and proof files kept on disk', async () => {
    const seller = await registerSeller(t);
    const payment = await registerPayment(t, op);
    const res = await submitClaim(
      t,
      seller.token,
      payment.id,
      claimForm('  Buyer paid by wire, chat attached  ', [
        { name: 'chat.png', data: PNG, type: 'image/png' },
        { name: '../../../etc/receipt.pdf', data: PDF },
        { name: 'photo.jpeg', data: JPEG },
      ]),
    );
    expect(res.statusCode).toBe(201);
    const claim = res.json();
    expect(claim).toMatchObject({
      payment: { id: payment.id, payer: 'O**** K******', amount: { amount: '40.00' } },
      comment: 'Buyer paid by wire, chat attached',
      status: 'pending',
      reason: null,
      assigned_elsewhere: false,
      files: [
        { name: 'chat.png', mime: 'image/png', size: PNG.length },
        { name: 'receipt.pdf', mime: 'application/pdf', size: PDF.length },
        { name: 'photo.jpeg', mime: 'image/jpeg', size: JPEG.length },
      ],
    });
    expect(readdirSync(join(dataDir, 'files', 'claims', String(claim.id))).sort()).toEqual(['1.png', '2.pdf', '3.jpg']);

    const file = await t.call(lostPaymentsApi.file, {
      params: { id: claim.id, fileId: claim.files[1].id },
      token: seller.token,
    });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.rawPayload.equals(PDF)).toBe(true);

    const mine = await t.call(lostPaymentsApi.claims, { token: seller.token });
    expect(mine.json()).toMatchObject({ total: 1, claims: [{ id: claim.id, status: 'pending' }] });
  });

  it('refuses six files with the §8 message and writes nothing', async () => {
    const seller = await registerSeller(t);
    const payment = await registerPayment(t, op);
    const before = await claimsWritten();
    const six = Array.from({ length: 6 }, (_, i) => ({ name: `chat-${i}.png`, data: PNG }));
    const res = await submitClaim(t, seller.token, payment.id, claimForm('My payment, see chats', six));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'too_many_files',
      message: 'The number of attached files cannot exceed 5',
      errors: { files: ['The number of attached files cannot exceed 5'] },
    });
    expect(await claimsWritten()).toEqual(before);
  });

  it('refuses an executable renamed to .png as an invalid format and writes nothing', async () => {
    const seller = await registerSeller(t);
    const payment = await registerPayment(t, op);
    const before = await claimsWritten();
    const res = await submitClaim(
      t,
      seller.token,
      payment.id,
      claimForm('My payment, see chats', [
        { name: 'chat.png', data: PNG },
        { name: 'screenshot.png', data: EXE, type: 'image/png' },
      ]),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'invalid_file_format',
      message: 'One or more of the uploaded files is in an invalid format',
    });
    expect(await claimsWritten()).toEqual(before);
  });

  it('refuses a file over 10 MB', async () => {
    const seller = await registerSeller(t);
    const payment = await registerPayment(t, op);
    const before = await claimsWritten();
    const big = Buffer.concat([PNG, Buffer.alloc(10 * 1024 * 1024)]);
    const res = await submitClaim(
      t,
      seller.token,
      payment.id,
      claimForm('My payment', [{ name: 'big.png', data: big }]),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('file_too_large');
    expect(await claimsWritten()).toEqual(before);
  });

  it.each([
    ['no files', 'files', claimForm('My payment, honestly', [])],
    ['no comment', 'comment', claimForm(null, [{ name: 'a.png', data: PNG }])],
    ['a short comment', 'comment', claimForm('ok', [{ name: 'a.png', data: PNG }])],
  ])('refuses a claim with %s (400 on %s)', async (_name, field, form) => {
    const seller = await registerSeller(t);
    const payment = await registerPayment(t, op);
    const before = await claimsWritten();
    const res = await submitClaim(t, seller.token, payment.id, form);
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[field]).toBeDefined();
    expect(await claimsWritten()).toEqual(before);
  });

  it('wants multipart', async () => {
    const seller = await registerSeller(t);
    const payment = await registerPayment(t, op);
    const res = await t.call(lostPaymentsApi.claim, {
      params: { id: payment.id },
      token: seller.token,
      payload: { comment: 'My payment' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('multipart_expected');
  });

  it('allows one pending claim per seller and payment', async () => {
    const seller = await registerSeller(t);
    const payment = await registerPayment(t, op);
    await claimPayment(t, seller.token, payment.id);
    const before = await claimsWritten();
    const res = await submitClaim(t, seller.token, payment.id, claimForm('Again', [{ name: 'a.png', data: PNG }]));
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('claim_exists');
    expect(await claimsWritten()).toEqual(before);
  });

  it('answers 404 for an unknown payment, 401 without a session, 403 for an operator', async () => {
    const seller = await registerSeller(t);
    const payment = await registerPayment(t, op);
    const form = () => claimForm('My payment', [{ name: 'a.png', data: PNG }]);
    expect((await submitClaim(t, seller.token, 999_999, form())).statusCode).toBe(404);
    expect((await submitClaim(t, undefined, payment.id, form())).statusCode).toBe(401);
    expect((await submitClaim(t, op, payment.id, form())).statusCode).toBe(403);
  });
});

describe('GET /lost-payments/claims and their files', () => {
  it('shows only the caller’s claims and files (another seller gets 404)', async () => {
    const owner = await registerSeller(t);
    const stranger = await registerSeller(t);
    const payment = await registerPayment(t, op);
    const claim = await claimPayment(t, owner.token, payment.id);
    const params = { id: claim.id, fileId: claim.files[0]!.id };
    expect((await t.call(lostPaymentsApi.file, { params, token: stranger.token })).statusCode).toBe(404);
    expect((await t.call(lostPaymentsApi.file, { params })).statusCode).toBe(401);
    const wrongClaim = { id: claim.id + 1000, fileId: claim.files[0]!.id };
    expect((await t.call(lostPaymentsApi.file, { params: wrongClaim, token: owner.token })).statusCode).toBe(404);
    const theirs = await t.call(lostPaymentsApi.claims, { token: stranger.token });
    expect(theirs.json()).toMatchObject({ total: 0, claims: [] });
    const bad = await t.call(lostPaymentsApi.claims, { query: { status: 'won' }, token: owner.token });
    expect(bad.statusCode).toBe(400);
  });
});
