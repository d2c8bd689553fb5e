import type { ShopKind } from '@cabinet/contracts/shops';
import { AppError, notFound } from '../../platform/errors.ts';
import { MarketplaceError, type PrivacyNotice } from '../../providers/marketplaces/marketplace.ts';
import type { ShopsRepository } from './shops.repository.ts';
import type { ShopRow } from './shops.schema.ts';
import type { ShopsService } from './shops.service.ts';

/**
 * The shops' side of the marketplaces' privacy notices (docs/shops.md, "When a marketplace user leaves"): the
 * marketplace's check of our endpoint, each notice verified and taken once, and the shops of a user or shop that
 * must be forgotten. modules/orders privacy-notices.ts acts on the notices.
 */
export class ShopPrivacyService {
  constructor(
    private readonly deps: { repo: ShopsRepository; shops: Pick<ShopsService, 'adapterIfOffered'>; now: () => Date },
  ) {}

  /** The answer to the marketplace's check of our privacy endpoint; 404 where it makes no such check. */
  challenge(kind: ShopKind, challengeCode: string): string {
    const notices = this.deps.shops.adapterIfOffered(kind)?.privacyNotices;
    if (!notices?.challengeResponse) throw notFound();
    return notices.challengeResponse(challengeCode);
  }

  /**
   * A verified notice, or null when it was handled before. One we cannot verify is refused with the status the
   * marketplace asks for, and changes nothing.
   */
  async notice(kind: ShopKind, headers: Record<string, string | undefined>, rawBody: string) {
    const notices = this.deps.shops.adapterIfOffered(kind)?.privacyNotices;
    if (!notices) throw notFound();
    let notice: PrivacyNotice;
    try {
      notice = await notices.verify(headers, rawBody);
    } catch (error) {
      if (error instanceof MarketplaceError && error.code === 'bad_signature') {
        throw new AppError(notices.refusedStatus, 'webhook_signature_invalid');
      }
      throw error;
    }
    return (await this.deps.repo.firstDelivery(kind, notice.deliveryId, this.deps.now())) ? notice : null;
  }

  /** A notice that could not be acted on is let go, so the marketplace's retry is taken. */
  release(kind: ShopKind, deliveryId: string): Promise<void> {
    return this.deps.repo.forgetDelivery(kind, deliveryId);
  }

  /** Every row of a marketplace shop or user, linked or not, in any cabinet. */
  shopsOf(kind: ShopKind, externalId: string): Promise<ShopRow[]> {
    return this.deps.repo.byExternal(kind, externalId);
  }

  /** Unlinks them all and keeps nothing that names the marketplace user or shop. */
  forget(kind: ShopKind, externalId: string): Promise<number> {
    return this.deps.repo.forgetUser(kind, externalId, this.deps.now());
  }
}
