import type { FastifyBaseLogger } from 'fastify';
import { MarketplaceError } from '../../providers/marketplaces/marketplace.ts';
import type { ShopRow, ShopsService } from '../shops/shops.service.ts';
import type { ShopImportRuns } from '../shops/import-runs.ts';
import { orderValues } from './order-values.ts';
import type { OrdersRepository } from './orders.repository.ts';

/** Changes at the marketplace may land with a timestamp a little in the past: the next run re-reads this much. */
const OVERLAP_MS = 5 * 60_000;
/** One run reads at most this many pages; the next run resumes from its cursor. */
const MAX_PAGES_PER_RUN = 1_000;

export interface ImportResult {
  shopId: number;
  imported: number;
  pages: number;
  outcome: 'done' | 'busy' | 'failed' | 'skipped';
}

/** How an import's stop is told to the seller (errors catalogue codes). */
const IMPORT_FAILURES: Partial<Record<MarketplaceError['code'], string>> = {
  rate_limited: 'marketplace_rate_limited',
  reauthorize: 'marketplace_reauthorize',
  invalid_grant: 'marketplace_invalid_grant',
  not_found: 'marketplace_not_found',
  invalid: 'marketplace_invalid',
  unavailable: 'marketplace_unavailable',
};

/** Refusals after which the seller must connect the shop again. */
const NEEDS_RECONNECT = new Set(['reauthorize', 'invalid_grant']);

/**
 * The orders import (docs/orders.md "Import"): per shop, the orders changed since the last run's high-water mark, page
 * by page from the marketplace's cursor, each page stored with the cursor that follows it, so a crash or a refusal
 * resumes where it stopped; one run per shop at a time (the shop row is the lock); the adapter honours the rate limit.
 */
export class OrderImport {
  private readonly running = new Set<Promise<unknown>>();

  constructor(
    private readonly deps: {
      /** The marketplace to read, and the shop's session with it. */
      shops: Pick<ShopsService, 'adapter' | 'session'>;
      /** The run's state on the shop row. */
      runs: ShopImportRuns;
      repo: OrdersRepository;
      now: () => Date;
      log: () => FastifyBaseLogger | null;
    },
  ) {}

  async sync(shopId: number): Promise<ImportResult> {
    const { shops, runs, repo, now } = this.deps;
    const shop = await runs.claim(shopId);
    if (!shop) return { shopId, imported: 0, pages: 0, outcome: 'busy' };
    const adapter = shops.adapter(shop.kind);
    let cursor = shop.sync_cursor;
    let seenUntil = shop.sync_seen_until;
    let imported = 0;
    let pages = 0;
    let withheld: boolean | undefined;
    try {
      const session = shops.session(shop);
      do {
        const page = await adapter.listOrders(session, { modifiedSince: shop.sync_modified_since, cursor });
        const at = now();
        await repo.upsert(page.orders.map((o) => orderValues(shop, o, at)));
        for (const o of page.orders) if (!seenUntil || o.updatedAt > seenUntil) seenUntil = o.updatedAt;
        imported += page.orders.length;
        pages += 1;
        if (page.personalDataWithheld !== undefined) withheld = (withheld ?? false) || page.personalDataWithheld;
        cursor = page.cursor;
        await runs.recordProgress(shop.id, { cursor, seenUntil });
      } while (cursor && pages < MAX_PAGES_PER_RUN);
      const mark = seenUntil ? new Date(seenUntil.getTime() - OVERLAP_MS) : shop.sync_modified_since;
      const seen =
        withheld === undefined
          ? {}
          : { personal_data_withheld_since: withheld ? (shop.personal_data_withheld_since ?? now()) : null };
      if (cursor) await runs.release(shop.id, seen);
      else await runs.complete(shop.id, mark, seen);
      return { shopId, imported, pages, outcome: 'done' };
    } catch (error) {
      await this.fail(shop, error);
      return { shopId, imported, pages, outcome: 'failed' };
    } finally {
      // Counted once a run, not a page: a 10,000-order backlog is 100 pages.
      if (imported > 0) await runs.recordOrdersCount(shop.id, await repo.countOfShop(shop.id));
    }
  }

  private async fail(shop: ShopRow, error: unknown) {
    const known = error instanceof MarketplaceError;
    const code = known ? (IMPORT_FAILURES[error.code] ?? 'marketplace_refused') : 'marketplace_unavailable';
    this.deps
      .log()
      ?.warn({ shopId: shop.id, kind: shop.kind, code, err: known ? undefined : error }, 'order import failed');
    await this.deps.runs.fail(shop.id, {
      code,
      detail: error instanceof Error ? error.message : String(error),
      reconnect: known && NEEDS_RECONNECT.has(error.code),
    });
  }

  /** One order the marketplace pushed (its push may carry only the id): fetched and stored like an imported one. */
  async importOne(shop: ShopRow, externalId: string): Promise<void> {
    const { shops, repo, now } = this.deps;
    const order = await shops.adapter(shop.kind).order(shops.session(shop), externalId);
    await repo.upsert([orderValues(shop, order, now())]);
  }

  /** The job's round: every linked shop whose last import is older than `staleMs`. */
  async syncDue(staleMs: number): Promise<ImportResult[]> {
    const ids = await this.deps.runs.dueForSync(new Date(this.deps.now().getTime() - staleMs));
    const results: ImportResult[] = [];
    for (const id of ids) results.push(await this.sync(id));
    return results;
  }

  /** Starts an import in the background (after a connection, a "sync now", a push); its failure is on the shop. */
  kick(shopId: number): void {
    const run = this.sync(shopId)
      .catch((err: unknown) => this.deps.log()?.error({ err, shopId }, 'order import crashed'))
      .finally(() => this.running.delete(run));
    this.running.add(run);
  }

  /** Resolves when every background import started so far has ended (tests and shutdown wait on it). */
  async settled(): Promise<void> {
    while (this.running.size > 0) await Promise.allSettled([...this.running]);
  }
}
