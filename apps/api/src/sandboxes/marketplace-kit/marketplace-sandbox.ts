import type { FastifyPluginAsync } from 'fastify';
import type { ShopKind } from '@cabinet/contracts/shops';
import type { Db } from '../../platform/db/client.ts';
import type { SandboxSecrets } from '../secrets/sandbox-secrets.ts';
import type { SellerOf } from './owner.ts';
import type { SandboxShop } from './store.ts';
import type { Deliveries, DeliverySender } from '../deliveries/deliveries.ts';

/** What a marketplace's sandbox needs from our server. */
export interface SandboxDeps {
  db: Db;
  now: () => Date;
  /** Our server's public address: the sandbox lives at `${publicUrl}/api/sandbox/<kind>/…`. */
  publicUrl: string;
  /** Where the sandbox's pushes go: sent over HTTP to the subscribed address once the caller is answered. */
  deliveries: Deliveries;
  /** This installation's sandbox credentials (the adapters in sandbox mode are configured with the same). */
  secrets: SandboxSecrets;
  /** The signed-in seller's account at a consent page (owner.ts), or null. */
  sellerOf: SellerOf;
}

/**
 * One marketplace's sandbox: its API (routes under /api/sandbox/<kind>/) and the life it has of its own — new orders
 * arrive in its shops over time and, where the marketplace pushes, it pushes them.
 */
export interface MarketplaceSandbox {
  kind: ShopKind;
  routes: FastifyPluginAsync<SandboxDeps>;
  /** A new order in the shop, in the marketplace's shape, pushed to subscribers as the marketplace would. */
  addOrder(deps: SandboxDeps, shop: SandboxShop, at: Date): Promise<string>;
  /**
   * How its pushes are signed and retried (pushes queued before a restart are sent with these), with this
   * installation's signing secrets.
   */
  deliverySenders?: (secrets: SandboxSecrets) => DeliverySender[];
}
