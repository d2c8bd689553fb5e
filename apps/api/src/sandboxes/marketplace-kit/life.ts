import { asc, inArray } from 'drizzle-orm';
import type { MarketplaceSandbox, SandboxDeps } from './marketplace-sandbox.ts';
import { sandboxMarketplaceShops } from './kit.schema.ts';

/**
 * The sandboxes' own life (issue 14: "a fresh install looks alive"): every round, each sandbox shop receives a new
 * order, which its marketplace pushes where it pushes. Our import then finds it as it would a real one.
 */
export async function sandboxLife(deps: SandboxDeps, sandboxes: MarketplaceSandbox[]): Promise<number> {
  const byKind = new Map(sandboxes.map((s) => [s.kind, s]));
  if (byKind.size === 0) return 0;
  const shops = await deps.db
    .select()
    .from(sandboxMarketplaceShops)
    .where(inArray(sandboxMarketplaceShops.kind, [...byKind.keys()]))
    .orderBy(asc(sandboxMarketplaceShops.id));
  let added = 0;
  for (const shop of shops) {
    // A shop that cannot take orders (Etsy's member without a shop, say) is skipped, not the round.
    const placed = await byKind
      .get(shop.kind as MarketplaceSandbox['kind'])!
      .addOrder(deps, shop, deps.now())
      .then(() => true)
      .catch(() => false);
    if (placed) added += 1;
  }
  return added;
}
