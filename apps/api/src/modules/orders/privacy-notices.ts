import type { FastifyBaseLogger } from 'fastify';
import { shopKindBrands, type ShopKind } from '@cabinet/contracts/shops';
import type { NotificationService } from '../notifications/notifications.service.ts';
import type { ShopPrivacyService } from '../shops/shop-privacy.service.ts';
import type { OrdersRepository } from './orders.repository.ts';

/**
 * What the marketplaces tell us about their users' personal data (docs/shops.md, "When a marketplace user leaves"),
 * verified and taken once by the shops module (shop-privacy.service.ts), acted on here: eBay's closed accounts (the user as a buyer and as
 * a seller), Shopify's customers/redact, shop/redact and customers/data_request. Erased orders keep what the seller's
 * books need; a data request is the seller's to answer, so they are told which orders it names.
 */
export class PrivacyNoticeHandler {
  constructor(
    private readonly deps: {
      shopPrivacy: Pick<ShopPrivacyService, 'challenge' | 'notice' | 'shopsOf' | 'forget'>;
      repo: Pick<OrdersRepository, 'forgetBuyer' | 'forgetOrders' | 'numbersOf'>;
      notifications: Pick<NotificationService, 'notify'>;
      log: () => FastifyBaseLogger | null;
    },
  ) {}

  challenge(kind: ShopKind, challengeCode: string): string {
    return this.deps.shopPrivacy.challenge(kind, challengeCode);
  }

  async receive(kind: ShopKind, headers: Record<string, string | undefined>, rawBody: string): Promise<void> {
    const { shopPrivacy: shops, repo } = this.deps;
    const notice = await shops.notice(kind, headers, rawBody);
    if (!notice) return;
    let erased = 0;
    if (notice.type === 'user_closed') {
      await shops.forget(kind, notice.username);
      erased = await repo.forgetBuyer(kind, notice.username);
    } else {
      const rows = await shops.shopsOf(kind, notice.shopExternalId);
      const shopIds = rows.map((row) => row.id);
      if (notice.type === 'shop_redact') {
        erased = await repo.forgetOrders(shopIds);
        await shops.forget(kind, notice.shopExternalId);
      } else {
        const named = { externalIds: notice.orderExternalIds, email: notice.customerEmail };
        if (notice.type === 'customer_redact') erased = await repo.forgetOrders(shopIds, named);
        else await this.tellOfDataRequest(kind, rows, named);
      }
    }
    this.deps.log()?.info({ kind, type: notice.type, erased }, 'privacy notice handled');
  }

  /** Each cabinet that holds the shop hears which of its orders the customer asked about. */
  private async tellOfDataRequest(
    kind: ShopKind,
    rows: Array<{ id: number; account_id: number; name: string }>,
    named: { externalIds: string[]; email: string | null },
  ) {
    for (const row of rows) {
      const numbers = await this.deps.repo.numbersOf([row.id], named);
      await this.deps.notifications.notify(row.account_id, 'sales.customer_data_request', {
        shop: row.name,
        kind,
        marketplace: shopKindBrands[kind],
        email: named.email,
        orders: numbers.join(', '),
      });
    }
  }
}
