import { shopKindBrands } from '@cabinet/contracts/shops';
import { ddmmyyyy } from '../../platform/kyiv-date.ts';
import type { NotificationService } from '../notifications/notifications.service.ts';
import type { ShopsRepository } from './shops.repository.ts';

/** A seller is told this long before a marketplace authorisation ends (Amazon's year, eBay's 18 months). */
export const AUTHORIZATION_WARNING_MS = 14 * 86_400_000;

/** Sellers hear of an Amazon or eBay authorisation ending in time to renew it (docs/shops.md). */
export class AuthorizationWarningsService {
  constructor(
    private readonly deps: {
      repo: ShopsRepository;
      notifications: Pick<NotificationService, 'notify'>;
      now: () => Date;
    },
  ) {}

  /**
   * The daily round: sellers whose authorisation ends within two weeks are told once, with the date, so they renew
   * it before the imports stop (a new authorisation clears the mark). Returns how many were told.
   */
  async warnEnding(): Promise<number> {
    const now = this.deps.now();
    const rows = await this.deps.repo.authorizationEnding(new Date(now.getTime() + AUTHORIZATION_WARNING_MS));
    for (const row of rows) {
      await this.deps.repo.update(row.id, { ending_warned_at: now });
      await this.deps.notifications.notify(row.account_id, 'sales.authorization_ending', {
        shop: row.name,
        kind: row.kind,
        marketplace: shopKindBrands[row.kind],
        date: ddmmyyyy(new Date(row.credentials?.authorizationExpiresAt ?? now)),
      });
    }
    return rows.length;
  }
}
