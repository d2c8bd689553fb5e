import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { opsUsPackagesApi, usPackagesApi } from '@cabinet/contracts/us-packages';
import { suiteNumber } from '@cabinet/contracts/us-suite';
import { createTestApp, notificationsOf, registerSeller, type TestApp } from '../../../test/app.ts';
import { signInOperator } from '../../../test/money.ts';
import { PDF, PNG, TEXT, uploadForm } from '../uploads/uploads.test-kit.ts';
import { checkInPackage, packageBody, PHOTO, uploadPackagePhoto } from './us-packages.test-kit.ts';

let t: TestApp;
let op: string;
const dataDir = mkdtempSync(join(tmpdir(), 'us-packages-'));
beforeAll(async () => {
  t = await createTestApp({ DATA_DIR: dataDir });
  op = await signInOperator(t, ['warehouse']);
});
afterAll(async () => {
  await t.close();
  rmSync(dataDir, { recursive: true, force: true });
});

async function seller() {
  const s = await registerSeller(t);
  const accountId = (await t.app.services.sessions.resolve(s.token))!.accountId!;
  return { ...s, accountId };
}
const checkIn = (body: unknown) =>
  t.call(opsUsPackagesApi.checkIn, {
    token: op,
    lang: 'en',
    payload: body as never,
    headers: { 'idempotency-key': crypto.randomUUID() },
  });

describe('check-in', () => {
  it('gives the package to the seller the label’s suite names, who sees it with its photo and is told', async () => {
    const s = await seller();
    const pkg = await checkInPackage(t, op, { suite: `Suite ${suiteNumber(s.accountId)}` });
    expect(pkg.seller).toEqual({ account_id: s.accountId, name: expect.any(String), email: s.email });

    const list = (await t.call(usPackagesApi.list, { token: s.token })).json();
    expect(list.packages).toEqual([
      {
        id: pkg.id,
        carrier: 'UPS',
        tracking_number: '1Z999AA10123456784',
        weight_kg: 1.25,
        length_cm: 30,
        width_cm: 20,
        height_cm: 10.5,
        contents: 'Sneakers, one pair',
        photos: [{ filename: pkg.photos[0]!.filename, original_name: 'label.png' }],
        arrived_at: expect.any(String),
      },
    ]);
    const photo = await t.call(usPackagesApi.photo, {
      token: s.token,
      params: { id: pkg.id, filename: pkg.photos[0]!.filename },
    });
    expect(photo.statusCode).toBe(200);
    expect(photo.headers['content-type']).toBe('image/png');
    expect(photo.rawPayload.equals(PHOTO)).toBe(true);
    expect((await notificationsOf(t, s.token)).map((n) => n.kind)).toContain('shipments.us_package_arrived');
  });

  it('leaves a package whose label names no account in the unidentified pool', async () => {
    const noSuite = await checkInPackage(t, op, { suite: '' });
    const nobody = await checkInPackage(t, op, { suite: 'Suite 999-998' });
    expect(noSuite.seller).toBeNull();
    expect(nobody.seller).toBeNull();
    const desk = (await t.call(opsUsPackagesApi.list, { token: op, query: { on_page: 100 } })).json();
    expect(desk.packages.filter((p: { id: number }) => [noSuite.id, nobody.id].includes(p.id))).toHaveLength(2);
  });

  it('needs a photo, measures and contents; changes nothing on bad input', async () => {
    const before = (await t.call(opsUsPackagesApi.list, { token: op })).json().total;
    const res = await checkIn({ ...packageBody([]), weight_kg: null, contents: ' ' });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toMatchObject({
      photos: ['Add at least one photo of the package'],
      weight_kg: [expect.any(String)],
      contents: ['Required field'],
    });
    const notUploaded = await checkIn(packageBody(['0123456789abcdef0123456789abcdef.png']));
    expect(notUploaded.statusCode).toBe(400);
    expect(notUploaded.json().errors).toEqual({ photos: [expect.stringContaining('not found among your uploads')] });
    expect((await t.call(opsUsPackagesApi.list, { token: op })).json().total).toBe(before);
  });

  it('takes a photo once, and only an image', async () => {
    const pkg = await checkInPackage(t, op);
    const again = await checkIn(packageBody([pkg.photos[0]!.filename]));
    expect(again.statusCode).toBe(400);
    // A PDF is no photo; nor is text; nor a file that only starts like a PNG.
    for (const data of [PDF, TEXT, PNG]) {
      const form = uploadForm('x.png', data);
      const res = await t.call(opsUsPackagesApi.uploadPhoto, { token: op, lang: 'en', payload: form as never });
      expect(res.statusCode).toBe(400);
      expect(res.json().errors).toEqual({ file: ['One or more of the uploaded files is in an invalid format'] });
    }
    expect(await uploadPackagePhoto(t, op)).toMatch(/\.png$/);
  });

  it('is the warehouse’s: a seller cannot check in', async () => {
    const s = await seller();
    expect((await t.call(opsUsPackagesApi.list, { token: s.token })).statusCode).toBe(403);
  });
});

describe('the seller’s packages', () => {
  it('hide another seller’s package and its photos (404)', async () => {
    const owner = await seller();
    const other = await seller();
    const pkg = await checkInPackage(t, op, { suite: suiteNumber(owner.accountId) });
    expect((await t.call(usPackagesApi.list, { token: other.token })).json().packages).toEqual([]);
    const res = await t.call(usPackagesApi.photo, {
      token: other.token,
      params: { id: pkg.id, filename: pkg.photos[0]!.filename },
    });
    expect(res.statusCode).toBe(404);
  });
});
