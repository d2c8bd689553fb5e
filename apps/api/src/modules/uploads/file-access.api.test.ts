import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lostPaymentsApi } from '@cabinet/contracts/lost-payments';
import type { Permission } from '@cabinet/contracts/permissions';
import { uploadsApi } from '@cabinet/contracts/uploads';
import { createTestApp, registerSeller, type TestApp } from '../../../test/app.ts';
import { requestOf } from '../../../test/call.ts';
import { signInOperator } from '../../../test/money.ts';
import { productWithPicture } from '../catalog/products/products.test-kit.ts';
import { claimPayment, registerPayment } from '../money/lost-payments/lost-payments.test-kit.ts';
import { claimReturn, registerReturn } from '../returns/returns.test-kit.ts';
import { createShipment, directBody, shipper, type Shipper } from '../shipments/shipments.test-kit.ts';
import { activeMember } from '../subaccounts/subaccounts.test-helpers.ts';
import { PDF, PNG, upload } from './uploads.test-kit.ts';

/**
 * A file is read only by those who may read the domain it belongs to: the owner, and members holding that domain's
 * `read` permission; other members get 403 `permission_denied` (as every route refuses a member), another account
 * 404. Each file route below is asked by a member holding only the domain's permission and by one holding only
 * another domain's.
 */
let t: TestApp;
let s: Shipper;
let other: string;
const members: Partial<Record<Permission, string>> = {};
const urls: Record<string, { url: string; domain: Permission }> = {};
const dataDir = mkdtempSync(join(tmpdir(), 'file-access-'));

/** The files are read at the addresses the API hands out (a product's picture) or an upload's own route. */
const get = (url: string, token: string, lang = 'en') => t.request({ method: 'GET', url, token, lang });
const fileUrl = (filename: string) => requestOf(uploadsApi.file, { params: { filename } }).url;

beforeAll(async () => {
  t = await createTestApp({ DATA_DIR: dataDir });
  const op = await signInOperator(t);
  s = await shipper(t, '500.00', op);
  other = (await registerSeller(t)).token;
  for (const p of ['shipments.read', 'products.read', 'money.read'] as const) {
    members[p] = (await activeMember(t, s.token, [p])).token;
  }

  const proof = await upload(t, s.token, 'statement.pdf', PDF);
  const express = directBody(s, {
    delivery_type: 'express',
    box: { weight_kg: 0.8, length_cm: 22, width_cm: 16, height_cm: 5 },
    proof_files: [proof],
  });
  await createShipment(t, s.token, express);
  urls['shipment proof of value'] = { url: fileUrl(proof), domain: 'shipments.read' };

  const chat = await upload(t, s.token, 'chat.png', PNG);
  const ret = await registerReturn(t, op);
  const claimed = await claimReturn(t, s.token, ret.id, { message: 'This parcel is mine', files: [chat] });
  expect(claimed.statusCode).toBe(201);
  urls['return claim proof'] = { url: fileUrl(chat), domain: 'shipments.read' };

  const product = await productWithPicture(t, s.token);
  urls['product picture'] = { url: product.images[0].thumb_url, domain: 'products.read' };

  const payment = await registerPayment(t, op);
  const claim = await claimPayment(t, s.token, payment.id);
  urls['unidentified payment claim file'] = {
    url: requestOf(lostPaymentsApi.file, { params: { id: claim.id, fileId: claim.files[0]!.id } }).url,
    domain: 'money.read',
  };
});
afterAll(async () => {
  await t.close();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('uploaded files are read by the holders of their domain', () => {
  const routes = [
    'shipment proof of value',
    'return claim proof',
    'product picture',
    'unidentified payment claim file',
  ];

  it.each(routes)('%s: the owner and a member with its read permission get it', async (route) => {
    const { url, domain } = urls[route]!;
    for (const token of [s.token, members[domain]!]) {
      const res = await get(url, token);
      expect(res.statusCode).toBe(200);
      expect(res.rawPayload.length).toBeGreaterThan(0);
    }
  });

  it.each(routes)('%s: a member with only another domain’s permission is refused', async (route) => {
    const { url, domain } = urls[route]!;
    for (const [permission, token] of Object.entries(members)) {
      if (permission === domain) continue;
      const res = await get(url, token!, 'ua');
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({
        code: 'permission_denied',
        message: 'Ваш субакаунт не має дозволу на цю дію',
      });
    }
  });

  it.each(routes)('%s: another account gets 404', async (route) => {
    expect((await get(urls[route]!.url, other)).statusCode).toBe(404);
  });

  it('a file attached nowhere yet is read by the member who uploaded it, not by the others', async () => {
    const mine = await upload(t, members['products.read']!, 'draft.png', PNG);
    const url = fileUrl(mine);
    expect((await get(url, members['products.read']!)).statusCode).toBe(200);
    expect((await get(url, s.token)).statusCode).toBe(200);
    expect((await get(url, members['shipments.read']!)).statusCode).toBe(403);
  });
});
