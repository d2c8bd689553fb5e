import { and, asc, eq, lte } from 'drizzle-orm';
import type { PayoutMarketplace } from '@cabinet/contracts/top-up';
import type { Db } from '../../../platform/db/client.ts';
import { accounts } from '../../account/account.schema.ts';
import type { Tx } from '../ledger/ledger.ts';
import { marketplacePayouts, type MarketplacePayoutRow } from './top-up.schema.ts';

/** Queries behind marketplace payouts: registering one (once per order) and finding those due. */
export class MarketplacePayoutRepository {
  constructor(private readonly db: Db) {}

  async accountExists(accountId: number): Promise<boolean> {
    const [row] = await this.db.select({ id: accounts.id }).from(accounts).where(eq(accounts.id, accountId));
    return Boolean(row);
  }

  async findOrder(accountId: number, marketplace: PayoutMarketplace, orderRef: string) {
    const [row] = await this.db
      .select()
      .from(marketplacePayouts)
      .where(
        and(
          eq(marketplacePayouts.account_id, accountId),
          eq(marketplacePayouts.marketplace, marketplace),
          eq(marketplacePayouts.order_ref, orderRef),
        ),
      );
    return row ?? null;
  }

  /** Inserts the payout unless the order already has one (then null: a concurrent registration won). */
  async insert(tx: Tx, values: typeof marketplacePayouts.$inferInsert): Promise<MarketplacePayoutRow | null> {
    const [row] = await tx.insert(marketplacePayouts).values(values).onConflictDoNothing().returning();
    return row ?? null;
  }

  async dueIds(at: Date, limit = 500): Promise<number[]> {
    const rows = await this.db
      .select({ id: marketplacePayouts.id })
      .from(marketplacePayouts)
      .where(and(eq(marketplacePayouts.status, 'waiting'), lte(marketplacePayouts.clears_at, at)))
      .orderBy(asc(marketplacePayouts.clears_at))
      .limit(limit);
    return rows.map((r) => r.id);
  }

  async lockWaiting(tx: Tx, id: number): Promise<MarketplacePayoutRow | null> {
    const [row] = await tx
      .select()
      .from(marketplacePayouts)
      .where(and(eq(marketplacePayouts.id, id), eq(marketplacePayouts.status, 'waiting')))
      .for('update');
    return row ?? null;
  }

  async markCredited(tx: Tx, id: number, journalId: number, at: Date): Promise<MarketplacePayoutRow> {
    const [row] = await tx
      .update(marketplacePayouts)
      .set({ status: 'credited', credited_journal_id: journalId, credited_at: at })
      .where(eq(marketplacePayouts.id, id))
      .returning();
    return row!;
  }
}
