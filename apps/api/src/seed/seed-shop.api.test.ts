import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, registerSeller, type TestApp } from '../../test/app.ts';
import { and, eq, isNull } from 'drizzle-orm';
import { accountIdOf } from '../../test/money.ts';
import { sessions as sessionsTable } from '../platform/auth/auth.schema.ts';
import { sandboxMarketplaceShops } from '../sandboxes/marketplace-kit/kit.schema.ts';
import { DEMO_SELLER } from './seed.ts';
import { DEMO_ETSY_SHOP, seedDemoShop } from './seed-shop.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
}, 60_000);
afterAll(() => t.close());

describe('the demo seller’s shop', () => {
  it('is an Etsy sandbox shop connected through its consent page, with its orders, and is connected once', async () => {
    const demo = await registerSeller(t, { email: DEMO_SELLER.email });
    expect(await seedDemoShop(t.app)).toBe(true);
    await t.app.services.orders.importer.settled();
    const shops = await t.request({ method: 'GET', url: '/api/shops', token: demo.token });
    expect(shops.json()).toMatchObject({
      shops: [{ kind: 'etsy', name: DEMO_ETSY_SHOP, status: 'connected', sync_state: 'idle' }],
    });
    const orders = await t.request({ method: 'GET', url: '/api/orders', token: demo.token });
    expect(orders.json<{ total: number }>().total).toBeGreaterThan(5);
    expect(await seedDemoShop(t.app)).toBe(false);
    // The sandbox shop is the demo seller's own: only their session (or an operator's) drives its controls.
    const [sandboxShop] = await t.database.db
      .select()
      .from(sandboxMarketplaceShops)
      .where(eq(sandboxMarketplaceShops.kind, 'etsy'));
    expect(sandboxShop!.owner_account_id).toBe(await accountIdOf(t, demo.token));
    // The session it signed in with for the consent is gone again: only the one registering opened is left.
    const user = await t.app.services.accountRepo.userByEmail(DEMO_SELLER.email);
    const live = await t.database.db
      .select()
      .from(sessionsTable)
      .where(and(eq(sessionsTable.user_id, user!.id), isNull(sessionsTable.revoked_at)));
    expect(live).toHaveLength(1);
  });
});
