import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { opsDisposalApi, disposalApi } from '@cabinet/contracts/disposal';
import { sellersOpsApi } from '@cabinet/contracts/sellers';
import { opsShipmentsApi } from '@cabinet/contracts/shipments-ops';
import { shopsApi } from '@cabinet/contracts/shops';
import { opsStockApi } from '@cabinet/contracts/warehouse-stock';
import { withdrawalsOpsApi } from '@cabinet/contracts/withdrawals-ops';
import { accountApi } from '@cabinet/contracts/user';
import { createTestApp, registerSeller, type TestApp } from '../../../test/app.ts';
import { signInOperator } from '../../../test/money.ts';
import { cardWithdrawal, readySeller, withdraw } from '../../../test/withdrawals.ts';
import { insertShipment } from '../shipments/lifecycle.test-kit.ts';
import { addProduct, adjust } from '../warehouse/stock/stock.test-kit.ts';

/*
 * Issue 23: operators see sellers by name and e-mail, never as "#1". The seller's page has a head every desk's role
 * may read, and each desk's list filters by the seller and names the seller on every row.
 */

let t: TestApp;
let op: string;
beforeAll(async () => {
  t = await createTestApp();
  op = await signInOperator(t);
});
afterAll(() => t.close());

describe('a seller for the back office', () => {
  it('is named by company or owner, with the e-mail and phone, to every desk’s role; 404 when unknown', async () => {
    const seller = await registerSeller(t, { first_name: 'Taras', last_name: 'Bondar' });
    const { account_id } = (await t.call(accountApi.me, { token: seller.token })).json<{ account_id: number }>();
    for (const role of ['finance', 'warehouse', 'support'] as const) {
      const res = await t.call(sellersOpsApi.get, {
        params: { id: account_id },
        token: await signInOperator(t, [role]),
      });
      expect(res.statusCode, role).toBe(200);
      expect(res.json()).toMatchObject({
        id: account_id,
        user_type: 'individual',
        company_name: null,
        owner_name: 'Taras Bondar',
        email: seller.email,
        members: 0,
      });
    }
    expect((await t.call(sellersOpsApi.get, { params: { id: 999_999 }, token: op })).statusCode).toBe(404);
    expect((await t.call(sellersOpsApi.get, { params: { id: account_id }, token: seller.token })).statusCode).toBe(403);
  });

  it('filters each desk’s list by the seller, and names the seller on its rows', async () => {
    const seller = await readySeller(t, '200.00', op);
    const other = await readySeller(t, '200.00', op);
    const ref = { account_id: seller.accountId, name: 'Olena Kovalenko', email: seller.email };
    // Two withdrawals of the seller, one of another: the seller's page reads the latest first.
    t.clock.advance(-60_000);
    const first = (await withdraw(t, seller.token, cardWithdrawal('10.00'))).json<{ id: number }>();
    t.clock.advance(60_000);
    const second = (await withdraw(t, seller.token, cardWithdrawal('11.00'))).json<{ id: number }>();
    await withdraw(t, other.token, cardWithdrawal('12.00'));
    const mine = await t.call(withdrawalsOpsApi.list, {
      query: { account_id: seller.accountId, order: 'newest' },
      token: op,
    });
    expect(mine.json().withdrawals.map((w: { id: number }) => w.id)).toEqual([second.id, first.id]);
    const queue = await t.call(withdrawalsOpsApi.list, { query: { account_id: seller.accountId }, token: op });
    expect(queue.json().withdrawals.map((w: { id: number }) => w.id)).toEqual([first.id, second.id]);

    await insertShipment(t, { accountId: seller.accountId });
    await insertShipment(t, { accountId: other.accountId });
    const shipments = (
      await t.call(opsShipmentsApi.list, { query: { account_id: seller.accountId }, token: op })
    ).json();
    expect(shipments.total).toBe(1);
    expect(shipments.shipments[0].owner).toEqual(ref);

    const soap = await addProduct(t, seller.accountId, 'SOAP-S');
    await adjust(t, op, soap, 5);
    await adjust(t, op, await addProduct(t, other.accountId, 'SOAP-O'), 5);
    const stock = (await t.call(opsStockApi.list, { query: { account_id: seller.accountId }, token: op })).json();
    expect(stock.products.map((p: { sku: string; seller: unknown }) => [p.sku, p.seller])).toEqual([['SOAP-S', ref]]);

    const created = await t.call(disposalApi.create, {
      token: seller.token,
      body: { items: [{ product_id: soap, quantity: 1 }] },
    });
    const disposal = await t.call(opsDisposalApi.get, { params: { id: created.json().id }, token: op });
    expect(disposal.json().seller).toEqual(ref);

    await t.call(shopsApi.request, {
      token: seller.token,
      body: { platform: 'Allegro', shop_url: 'https://allegro.pl/shop', comment: '' },
    });
    const requests = (await t.call(shopsApi.opsRequests, { query: { status: 'open' }, token: op })).json();
    expect(requests.items.map((r: { seller: unknown }) => r.seller)).toEqual([ref]);
    expect(
      (await t.call(shopsApi.opsShops, { query: { account_id: seller.accountId }, token: op })).json().items,
    ).toEqual([]);
  });
});
