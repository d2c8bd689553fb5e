import type { FastifyBaseLogger } from 'fastify';
import { shopKindBrands, type ShopKind } from '@cabinet/contracts/shops';
import type { NotificationService } from '../notifications/notifications.service.ts';
import type { PrivacyNotice } from '../../providers/marketplaces/marketplace.ts';
import type { ShopPrivacyService } from '../shops/shop-privacy.service.ts';
import type { OrdersRepository } from './orders.repository.ts';

/**
 * What the marketplaces tell us about their users' personal data (docs/shops.md, "Buyers' personal data"), verified
 * and taken once by the shops module (shop-privacy.service.ts), acted on here: eBay's closed accounts (the user as a
 * buyer and as a seller), Shopify's customers/redact, shop/redact and customers/data_request; and the buyers whose
 * retention period is over (Amazon). Erased orders keep what the seller's books need; a data request is the seller's
 * to answer, so they are told which orders it names.
 */
export class PrivacyNoticeHandler {
  constructor(
    private readonly deps: {
      shopPrivacy: Pick<ShopPrivacyService, 'challenge' | 'notice' | 'release' | 'shopsOf' | 'forget'>;
      repo: Pick<OrdersRepository, 'forgetBuyer' | 'forgetOrders' | 'numbersOf' | 'forgetBuyersDue'>;
      notifications: Pick<NotificationService, 'notify'>;
      log: () => FastifyBaseLogger | null;
    },
  ) {}

  /**
   * The other half of the marketplaces' privacy rules, which comes as a period rather than a notice: buyers whose
   * `buyer_data_until` has passed (Amazon: 30 days after delivery, docs/shops.md) are forgotten like a notice's.
   */
  async forgetBuyersDue(now: Date): Promise<number> {
    const forgotten = await this.deps.repo.forgetBuyersDue(now);
    if (forgotten > 0) this.deps.log()?.info({ forgotten }, "buyers forgotten after the marketplaces' retention");
    return forgotten;
  }

  challenge(kind: ShopKind, challengeCode: string): string {
    return this.deps.shopPrivacy.challenge(kind, challengeCode);
  }

  async receive(kind: ShopKind, headers: Record<string, string | undefined>, rawBody: string): Promise<void> {
    const notice = await this.deps.shopPrivacy.notice(kind, headers, rawBody);
    if (!notice) return;
    try {
      const erased = await this.act(kind, notice);
      this.deps.log()?.info({ kind, type: notice.type, erased }, 'privacy notice handled');
    } catch (error) {
      // Taken but not done: the marketplace retries a failed delivery, and the retry must not look handled.
      await this.deps.shopPrivacy.release(kind, notice.deliveryId);
      throw error;
    }
  }

  /** Does what the notice asks; how many orders lost their buyer. */
  private async act(kind: ShopKind, notice: PrivacyNotice): Promise<number> {
    const { shopPrivacy: shops, repo } = this.deps;
    if (notice.type === 'user_closed') {
      await shops.forget(kind, notice.username);
      return repo.forgetBuyer(kind, notice.username);
    }
    const rows = await shops.shopsOf(kind, notice.shopExternalId);
    const shopIds = rows.map((row) => row.id);
    if (notice.type === 'shop_redact') {
      const erased = await repo.forgetOrders(shopIds);
      await shops.forget(kind, notice.shopExternalId);
      return erased;
    }
    const named = { externalIds: notice.orderExternalIds, email: notice.customerEmail };
    if (notice.type === 'customer_redact') return repo.forgetOrders(shopIds, named);
    await this.tellOfDataRequest(kind, rows, named);
    return 0;
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
