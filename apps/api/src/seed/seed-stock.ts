import type { StockMovementReason } from '@cabinet/contracts/warehouse-stock';
import type { Movement } from '../modules/warehouse/stock/stock.repository.ts';
import type { Services } from '../services.ts';

type Step = [daysAgo: number, reason: StockMovementReason, inStock: number, onTheWay: number, note: string];

/**
 * The demo seller's US warehouse stock over the last 60 days (docs/warehouse.md "Demo data"): received, shipped,
 * one disposal, one blocked item, goods on the way; the storage snapshots are built from these movements, so their
 * dates are in the past. Each step is an ordinary movement through the one stock path.
 */
const HISTORY: Record<string, Step[]> = {
  'DEMO-001': [
    [58, 'received', 40, 0, 'First consolidation'],
    [40, 'shipped', -6, 0, 'Etsy orders'],
    [20, 'shipped', -5, 0, 'Etsy orders'],
    [5, 'shipped', -3, 0, 'Etsy orders'],
  ],
  'DEMO-002': [
    [55, 'received', 60, 0, 'First consolidation'],
    [30, 'shipped', -10, 0, 'Shopify orders'],
    [12, 'disposed', -4, 0, 'Expired batch'],
  ],
  'DEMO-003': [
    [45, 'received', 30, 0, 'Bulk shipment'],
    [15, 'shipped', -8, 0, 'Etsy orders'],
  ],
  'DEMO-004': [[35, 'received', 15, 0, 'Bulk shipment']],
  'DEMO-005': [
    [25, 'received', 20, 0, 'Bulk shipment'],
    [3, 'shipped', -2, 0, 'Amazon orders'],
    [2, 'inbound_expected', 0, 10, 'Consolidation on its way'],
  ],
  'DEMO-006': [[1, 'inbound_expected', 0, 5, 'Consolidation on its way']],
};

/** At 15:00 UTC (mid-morning in Philadelphia), `days` before `now`. */
function daysBefore(now: Date, days: number): Date {
  const at = new Date(now.getTime() - days * 86_400_000);
  at.setUTCHours(15, 0, 0, 0);
  return at > now ? new Date(now.getTime() - days * 86_400_000) : at;
}

/** Returns how many products got stock. Runs after the demo products exist. */
export async function seedDemoStock(
  services: Services,
  caller: { accountId: number; userId: number },
  now: Date,
): Promise<number> {
  const { repo, moves, disposal } = services.stock;
  const products = await repo.productsBySku(caller.accountId, Object.keys(HISTORY));
  const idOf = new Map(products.map((p) => [p.sku, p.id]));
  const steps: Movement[] = Object.entries(HISTORY).flatMap(([sku, history]) =>
    idOf.has(sku)
      ? history.map(([days, reason, inStock, onTheWay, note]) => ({
          accountId: caller.accountId,
          productId: idOf.get(sku)!,
          inStock,
          onTheWay,
          reason,
          note,
          at: daysBefore(now, days),
        }))
      : [],
  );
  // In date order, one movement at a time, as the warehouse would have recorded them.
  steps.sort((a, b) => a.at.getTime() - b.at.getTime());
  await services.money.ledger.transaction(async (tx) => {
    for (const step of steps) await moves.apply(tx, [step]);
  });
  const scarf = idOf.get('DEMO-004');
  if (scarf) await services.stock.stock.setState(scarf, 'blocked', 'Damaged packaging: waiting for an inspection');
  const soap = idOf.get('DEMO-002');
  if (soap) {
    await disposal.create(caller, {
      items: [{ product_id: soap, quantity: 3 }],
      comment: 'Dented boxes, not sellable',
    });
  }
  return idOf.size;
}
