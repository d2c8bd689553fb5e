import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { opsPackageServicesApi, packageServicesApi } from '@cabinet/contracts/us-package-services';
import { suiteNumber } from '@cabinet/contracts/us-suite';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { balanceOf, fundedSeller, signInOperator } from '../../../test/money.ts';
import { checkInPackage } from './us-packages.test-kit.ts';

let t: TestApp;
let op: string;
let admin: string;
const dataDir = mkdtempSync(join(tmpdir(), 'us-package-services-'));
beforeAll(async () => {
  t = await createTestApp({ DATA_DIR: dataDir });
  op = await signInOperator(t, ['warehouse']);
  admin = await signInOperator(t);
});
afterAll(async () => {
  await t.close();
  rmSync(dataDir, { recursive: true, force: true });
});

async function sellerWithPackage(funds = '20.00') {
  const seller = await fundedSeller(t, funds, admin);
  const pkg = await checkInPackage(t, op, { suite: `Suite ${suiteNumber(seller.accountId)}` });
  return { ...seller, pkg };
}
const ask = (token: string, id: number, kind: string, key = crypto.randomUUID()) =>
  t.call(packageServicesApi.request, {
    token,
    params: { id },
    payload: { kind } as never,
    headers: { 'idempotency-key': key },
  });
const key = () => ({ 'idempotency-key': crypto.randomUUID() });

describe('extra services on a package', () => {
  it('hold the listed price when asked, once per key, and charge it when the warehouse does it', async () => {
    const s = await sellerWithPackage();
    const k = crypto.randomUUID();
    const first = await ask(s.token, s.pkg.id, 'inspection', k);
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({ kind: 'inspection', status: 'requested', price: { amount: '5.00' } });
    expect((await ask(s.token, s.pkg.id, 'inspection', k)).json()).toEqual(first.json());
    expect(await balanceOf(t, s.token)).toMatchObject({ balance: '15.00', will_be_removed: '5.00' });
    // One open request of a kind.
    expect((await ask(s.token, s.pkg.id, 'inspection')).statusCode).toBe(409);

    const desk = (await t.call(opsPackageServicesApi.list, { token: op, query: { on_page: 100 } })).json();
    expect(desk.services.find((x: { id: number }) => x.id === first.json().id)).toMatchObject({
      seller: { email: s.email },
      package: { tracking_number: '1Z999AA10123456784' },
    });
    const done = await t.call(opsPackageServicesApi.done, {
      token: op,
      params: { id: first.json().id },
      headers: key(),
    });
    expect(done.json()).toMatchObject({ status: 'done', done_at: expect.any(String) });
    expect(await balanceOf(t, s.token)).toMatchObject({ balance: '15.00', will_be_removed: '0.00' });
    const again = await t.call(opsPackageServicesApi.done, {
      token: op,
      params: { id: first.json().id },
      headers: key(),
    });
    expect(again.statusCode).toBe(409);
  });

  it('release the hold when the seller cancels before it is done', async () => {
    const s = await sellerWithPackage();
    const made = (await ask(s.token, s.pkg.id, 'repack')).json();
    expect(await balanceOf(t, s.token)).toMatchObject({ balance: '13.00', will_be_removed: '7.00' });
    const cancel = await t.call(packageServicesApi.cancel, {
      token: s.token,
      params: { id: s.pkg.id, serviceId: made.id },
      headers: key(),
    });
    expect(cancel.json()).toMatchObject({ status: 'cancelled' });
    expect(await balanceOf(t, s.token)).toMatchObject({ balance: '20.00', will_be_removed: '0.00' });
    const done = await t.call(opsPackageServicesApi.done, { token: op, params: { id: made.id }, headers: key() });
    expect(done.statusCode).toBe(409);
    const list = (await t.call(packageServicesApi.list, { token: s.token, params: { id: s.pkg.id } })).json();
    expect(list.services.map((x: { status: string }) => x.status)).toEqual(['cancelled']);
  });

  it('refuse another seller’s package (404), an unknown kind (400), and a balance that cannot cover it (422)', async () => {
    const s = await sellerWithPackage();
    const other = await sellerWithPackage('2.00');
    expect((await ask(other.token, s.pkg.id, 'photos')).statusCode).toBe(404);
    expect((await t.call(packageServicesApi.list, { token: other.token, params: { id: s.pkg.id } })).statusCode).toBe(
      404,
    );
    expect((await ask(s.token, s.pkg.id, 'gift_wrap')).statusCode).toBe(400);
    expect((await ask(other.token, other.pkg.id, 'photos')).statusCode).toBe(422);
    expect(await balanceOf(t, other.token)).toMatchObject({ balance: '2.00', will_be_removed: '0.00' });
  });
});
