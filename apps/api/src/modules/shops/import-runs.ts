import { shopKindBrands } from '@cabinet/contracts/shops';
import type { NotificationService } from '../notifications/notifications.service.ts';
import type { ShopsRepository } from './shops.repository.ts';
import type { ShopRow } from './shops.schema.ts';

/** What a run learnt about the shop beside its orders. */
export interface RunObservations {
  personal_data_withheld_since?: Date | null;
}

/**
 * The shop's side of the orders import (docs/orders.md "Import"): the run's state kept on the shop row — the row is the
 * lock, the cursor is where to resume, the high-water mark is where the next run starts. The orders module runs the
 * import and receives only this port of the shops module for its bookkeeping.
 */
export class ShopImportRuns {
  constructor(
    private readonly deps: {
      repo: ShopsRepository;
      now: () => Date;
      notifications: Pick<NotificationService, 'notify'>;
    },
  ) {}

  /** The linked shops whose last import ended before `before`. */
  dueForSync(before: Date): Promise<number[]> {
    return this.deps.repo.dueForSync(before);
  }

  /** Takes the shop's import run; null while another run is alive or the shop cannot be imported. */
  claim(id: number): Promise<ShopRow | null> {
    return this.deps.repo.claimRun(id, this.deps.now());
  }

  /** A page is in: where to resume, and the greatest change time seen. */
  async recordProgress(id: number, progress: { cursor: string | null; seenUntil: Date | null }) {
    await this.deps.repo.update(id, {
      sync_cursor: progress.cursor,
      sync_seen_until: progress.seenUntil,
      sync_started_at: this.deps.now(),
    });
  }

  async recordOrdersCount(id: number, ordersCount: number) {
    await this.deps.repo.update(id, { orders_count: ordersCount });
  }

  /** The run reached the last page: the next one asks for changes since `modifiedSince`. */
  async complete(id: number, modifiedSince: Date | null, seen: RunObservations = {}) {
    await this.deps.repo.update(id, {
      ...seen,
      sync_state: 'idle',
      sync_cursor: null,
      sync_seen_until: null,
      sync_modified_since: modifiedSince,
      last_synced_at: this.deps.now(),
      last_error: null,
      last_error_detail: null,
    });
  }

  /** The run stopped at its page budget: the next run resumes from the stored cursor. */
  async release(id: number, seen: RunObservations = {}) {
    await this.deps.repo.update(id, { ...seen, sync_state: 'queued' });
  }

  /** The run stopped on a refusal; the cursor stays, so the next run resumes there. */
  async fail(id: number, failure: { code: string; detail: string; reconnect: boolean }) {
    const now = this.deps.now();
    const before = await this.deps.repo.find(id);
    await this.deps.repo.update(id, {
      sync_state: 'failed',
      status: failure.reconnect ? 'reconnect' : 'connected',
      last_error: failure.code,
      last_error_detail: failure.detail.slice(0, 1000),
      last_error_at: now,
      last_synced_at: now,
    });
    // Once, when the marketplace stops taking the connection: until the seller reconnects, no order arrives.
    if (failure.reconnect && before && before.status !== 'reconnect' && !before.unlinked_at) {
      await this.deps.notifications.notify(before.account_id, 'sales.shop_reconnect', {
        shop: before.name,
        kind: before.kind,
        marketplace: shopKindBrands[before.kind],
      });
    }
  }
}

/**
 * "Import this shop now" (a connection, a seller's or an operator's "sync now"), told by the shops module to whoever
 * runs imports — the orders module listens — so that neither holds the other.
 */
export class SyncRequests {
  private readonly listeners: Array<(shopId: number) => void> = [];

  listen(listener: (shopId: number) => void): void {
    this.listeners.push(listener);
  }

  request(shopId: number): void {
    for (const listener of this.listeners) listener(shopId);
  }
}
