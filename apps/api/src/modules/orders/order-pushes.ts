import type { FastifyBaseLogger } from 'fastify';
import type { ShopKind } from '@cabinet/contracts/shops';
import type { ShopsService } from '../shops/shops.service.ts';
import type { OrderImport } from './order-import.ts';

/**
 * Pushed orders: verified by the shops service (the marketplace's signature, one handling per delivery), then the
 * order is fetched and stored. If the marketplace cannot answer now, the shop's import is started instead: the push
 * is still acknowledged, since the import brings the order anyway and a retried push would change nothing.
 */
export class OrderPushes {
  constructor(
    private readonly deps: {
      shops: Pick<ShopsService, 'push'>;
      importer: Pick<OrderImport, 'importOne' | 'kick'>;
      log: () => FastifyBaseLogger | null;
    },
  ) {}

  async receive(kind: ShopKind, headers: Record<string, string | undefined>, rawBody: string): Promise<void> {
    const pushed = await this.deps.shops.push(kind, headers, rawBody);
    if (!pushed) return;
    try {
      await this.deps.importer.importOne(pushed.shop, pushed.orderExternalId);
    } catch (err) {
      this.deps.log()?.warn({ err, shopId: pushed.shop.id }, 'pushed order not fetched; importing the shop');
      this.deps.importer.kick(pushed.shop.id);
    }
  }
}
