import type { MarketplacePayout, PayoutMarketplace } from '@cabinet/contracts/top-up';
import { BALANCE_CURRENCY } from '@cabinet/contracts/money';
import { AppError, notFound } from '../../../platform/errors.ts';
import type { NotificationService } from '../../notifications/notifications.service.ts';
import { providerAccount, sellerAccount, type Ledger } from '../ledger/ledger.ts';
import { money } from '../money-format.ts';
import type { MarketplacePayoutRepository } from './marketplace-payouts.repository.ts';
import type { MarketplacePayoutRow } from './top-up.schema.ts';

/**
 * How long a marketplace's payout waits before it is available. With the job running every 5 minutes, a payout is
 * credited at most delay + 5 minutes after it arrives — within the 15 minutes of §9.
 */
export const CLEARING_DELAY_MS: Record<PayoutMarketplace, number> = {
  etsy: 10 * 60_000,
  amazon: 10 * 60_000,
  shopify: 5 * 60_000,
  ebay: 10 * 60_000,
};
export const PAYOUT_JOB_INTERVAL_MINUTES = 5;

/** Thrown inside the registering transaction when a concurrent request registered the same order first. */
class AlreadyRegistered extends Error {}

const toPayout = (r: MarketplacePayoutRow): MarketplacePayout => ({
  id: r.id,
  account_id: r.account_id,
  marketplace: r.marketplace,
  order_ref: r.order_ref,
  amount: money(r.amount, r.currency),
  status: r.status,
  clears_at: r.clears_at.toISOString(),
  credited_at: r.credited_at?.toISOString() ?? null,
  created_at: r.created_at.toISOString(),
});

/**
 * Marketplace sales money (§9): a payout lands in the seller's `waiting` balance (clearing(marketplace) → waiting)
 * and `creditDue` — run by a job, or called directly — moves each one whose delay has passed to `available`, once.
 * Until marketplace integrations exist, operators register payouts (the sandbox's source of them).
 */
export class MarketplacePayoutService {
  constructor(
    private readonly deps: {
      repo: MarketplacePayoutRepository;
      ledger: Ledger;
      notifications: Pick<NotificationService, 'notify'>;
      now: () => Date;
    },
  ) {}

  /** Registers a payout once per (seller, marketplace, order); the same again answers the first one. */
  async register(body: {
    account_id: number;
    amount: number;
    marketplace: PayoutMarketplace;
    order_ref: string;
  }): Promise<MarketplacePayout> {
    const { repo, ledger, now } = this.deps;
    const same = async () => {
      const existing = await repo.findOrder(body.account_id, body.marketplace, body.order_ref);
      if (!existing) return null;
      if (existing.amount !== body.amount) throw new AppError(409, 'payout_conflict');
      return toPayout(existing);
    };
    const known = await same();
    if (known) return known;
    if (!(await repo.accountExists(body.account_id))) throw notFound();
    const at = now();
    try {
      const row = await ledger.transaction(async (tx) => {
        const journalId = await ledger.post(tx, {
          accountId: body.account_id,
          kind: 'marketplace_payout',
          description: `${body.marketplace} ${body.order_ref}`,
          meta: { marketplace: body.marketplace, order_ref: body.order_ref, stage: 'received' },
          lines: [
            { account: providerAccount('clearing', body.marketplace), amount: -body.amount },
            { account: sellerAccount(body.account_id, 'waiting'), amount: body.amount },
          ],
        });
        const inserted = await repo.insert(tx, {
          account_id: body.account_id,
          marketplace: body.marketplace,
          order_ref: body.order_ref,
          currency: BALANCE_CURRENCY,
          amount: body.amount,
          clears_at: new Date(at.getTime() + CLEARING_DELAY_MS[body.marketplace]),
          received_journal_id: journalId,
          created_at: at,
        });
        if (!inserted) throw new AlreadyRegistered();
        return inserted;
      });
      return toPayout(row);
    } catch (err) {
      if (!(err instanceof AlreadyRegistered)) throw err;
      return (await same())!;
    }
  }

  /** Moves every payout whose clearing delay has passed from waiting to available; returns how many. */
  async creditDue(): Promise<number> {
    const { repo, ledger, now } = this.deps;
    let credited = 0;
    for (const id of await repo.dueIds(now())) {
      const row = await ledger.transaction(async (tx) => {
        const payout = await repo.lockWaiting(tx, id);
        if (!payout) return null;
        const journalId = await ledger.post(tx, {
          accountId: payout.account_id,
          kind: 'marketplace_payout',
          description: `${payout.marketplace} ${payout.order_ref}`,
          meta: { marketplace: payout.marketplace, order_ref: payout.order_ref, stage: 'credited', payout_id: id },
          lines: [
            { account: sellerAccount(payout.account_id, 'waiting'), amount: -payout.amount },
            { account: sellerAccount(payout.account_id, 'available'), amount: payout.amount },
          ],
        });
        return repo.markCredited(tx, id, journalId, now());
      });
      if (!row) continue;
      credited += 1;
      await this.deps.notifications.notify(row.account_id, 'money.payment_received', {
        amount: money(row.amount, row.currency).amount,
        currency: row.currency,
      });
    }
    return credited;
  }
}
