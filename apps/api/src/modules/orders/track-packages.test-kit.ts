import { eq } from 'drizzle-orm';
import type { Order } from '@cabinet/contracts/orders';
import type { ShopKind } from '@cabinet/contracts/shops';
import type { TestApp } from '../../../test/app.ts';
import { actionsOf, orderOf, shopByExternalId, type SandboxShop } from '../../sandboxes/marketplace-kit/store.ts';
import { shops } from '../shops/shops.schema.ts';

/*
 * What a marketplace's sandbox holds of an order's parcels, read from the sandbox's own record (each in its vendor's
 * shape), to check that each track number reached the marketplace with its own lines.
 */

/** One parcel at the marketplace: its number and, where the marketplace takes lines, line id → quantity. */
export interface ParcelAtMarketplace {
  number: string;
  lines: Record<string, number> | null;
}

export async function sandboxShopOf(t: TestApp, shopId: number): Promise<SandboxShop> {
  const [shop] = await t.database.db.select().from(shops).where(eq(shops.id, shopId));
  return (await shopByExternalId(t.database.db, shop!.kind, shop!.external_id))!;
}

type Json = Record<string, unknown>;
const linesOf = (items: unknown, id: string, quantity = 'quantity') =>
  Object.fromEntries((items as Json[]).map((item) => [String(item[id]), Number(item[quantity] ?? 1)]));

const READERS: Record<ShopKind, (t: TestApp, shop: SandboxShop, order: Order) => Promise<ParcelAtMarketplace[]>> = {
  // createReceiptShipment takes no lines: the receipt's shipments carry only their tracking codes.
  etsy: async (t, shop, order) =>
    (await actionsOf(t.database.db, shop.id, order.external_id))
      .filter((a) => a.action === 'tracking')
      .map((a) => ({ number: String(a.body.tracking_code), lines: null })),
  // confirmShipment's packageDetail, as the sandbox took it.
  amazon: async (t, shop, order) =>
    (await actionsOf(t.database.db, shop.id, order.external_id))
      .filter((a) => a.action === 'tracking')
      .map((a) => ({ number: String(a.body.trackingNumber), lines: linesOf(a.body.orderItems, 'orderItemId') })),
  // createShippingFulfillment's body, as the sandbox took it.
  ebay: async (t, shop, order) =>
    (await actionsOf(t.database.db, shop.id, order.external_id))
      .filter((a) => a.action === 'tracking')
      .map((a) => ({ number: String(a.body.trackingNumber), lines: linesOf(a.body.lineItems, 'lineItemId') })),
  // The order's fulfillments, each with its fulfillment line items (the order's line items).
  shopify: async (t, shop, order) => {
    const row = await orderOf(t.database.db, shop.id, order.external_id);
    return ((row!.body.fulfillments ?? []) as Json[]).map((f) => ({
      number: String((f.trackingInfo as Json[])[0]!.number),
      lines: Object.fromEntries(
        ((f.fulfillmentLineItems as { nodes: Json[] }).nodes ?? []).map((node) => [
          String((node.lineItem as Json).id),
          Number(node.quantity),
        ]),
      ),
    }));
  },
  // The order's shipments, each with its items.
  market: async (t, shop, order) => {
    const row = await orderOf(t.database.db, shop.id, order.external_id);
    return ((row!.body.shipments ?? []) as Json[]).map((s) => ({
      number: String(s.tracking_number),
      lines: linesOf(s.items, 'line_id'),
    }));
  },
};

export async function parcelsAtMarketplace(t: TestApp, shop: SandboxShop, order: Order) {
  return READERS[order.kind](t, shop, order);
}

/** What we expect the marketplace to hold for a parcel we sent (no lines where it takes none). */
export const expectedParcel = (
  kind: ShopKind,
  number: string,
  lines: Array<{ external_id: string; quantity: number }>,
): ParcelAtMarketplace => ({
  number,
  lines: kind === 'etsy' ? null : Object.fromEntries(lines.map((l) => [l.external_id, l.quantity])),
});
