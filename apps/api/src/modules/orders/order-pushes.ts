import type { FastifyBaseLogger } from 'fastify';
import type { ShopKind } from '@cabinet/contracts/shops';
import type { ShopsService } from '../shops/shops.service.ts';
import type { OrderImport } from './order-import.ts';
import type { OrdersRepository } from './orders.repository.ts';

/**
 * Pushed orders: verified by the shops service (the marketplace's signature, one handling per delivery), then the
 * order is fetched and stored. If the marketplace cannot answer now, the shop's import is started instead: the push
 * is still acknowledged, since the import brings the order anyway and a retried push would change nothing.
 */
export class OrderPushes {
  constructor(
    private readonly deps: {
      shops: Pick<ShopsService, 'push' | 'accountDeleted' | 'accountDeletionChallenge'>;
      repo: Pick<OrdersRepository, 'forgetBuyer'>;
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

  accountDeletionChallenge(kind: ShopKind, challengeCode: string): string {
    return this.deps.shops.accountDeletionChallenge(kind, challengeCode);
  }

  /**
   * A marketplace user closed their account (eBay's notice): the shops forget them as a seller, and their orders as
   * a buyer keep no personal data. A repeated notice changes nothing.
   */
  async accountDeleted(kind: ShopKind, headers: Record<string, string | undefined>, rawBody: string): Promise<void> {
    const notice = await this.deps.shops.accountDeleted(kind, headers, rawBody);
    if (!notice) return;
    const orders = await this.deps.repo.forgetBuyer(kind, notice.username);
    this.deps.log()?.info({ kind, orders }, 'a marketplace user closed their account: their data is erased');
  }
}
