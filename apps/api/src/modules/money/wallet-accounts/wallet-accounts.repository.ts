import { and, asc, eq, ne } from 'drizzle-orm';
import type { Db } from '../../../platform/db/client.ts';
import { ownedBy } from '../../../platform/db/scoped.ts';
import type { Tx } from '../ledger/ledger.ts';
import { withdrawalRequisites } from '../withdrawals/withdrawals.schema.ts';
import { walletAccounts } from './wallet-accounts.schema.ts';

export type WalletAccountRow = typeof walletAccounts.$inferSelect;

/** A seller's linked wallet provider accounts; unlinked ones are kept but never listed. */
export class WalletAccountsRepository {
  constructor(private readonly db: Db) {}

  list(accountId: number): Promise<WalletAccountRow[]> {
    return this.db
      .select()
      .from(walletAccounts)
      .where(ownedBy(walletAccounts, accountId, ne(walletAccounts.status, 'unlinked')))
      .orderBy(asc(walletAccounts.created_at), asc(walletAccounts.id));
  }

  async get(accountId: number, id: number, db: Db | Tx = this.db): Promise<WalletAccountRow | null> {
    const [row] = await db
      .select()
      .from(walletAccounts)
      .where(ownedBy(walletAccounts, accountId, eq(walletAccounts.id, id), ne(walletAccounts.status, 'unlinked')));
    return row ?? null;
  }

  /** The account, locked until the transaction ends, if it is active: a withdrawal to it races no unlink. */
  async lockActive(tx: Tx, accountId: number, id: number): Promise<WalletAccountRow | null> {
    const [row] = await tx
      .select()
      .from(walletAccounts)
      .where(ownedBy(walletAccounts, accountId, eq(walletAccounts.id, id)))
      .for('update');
    return row?.status === 'active' ? row : null;
  }

  async linked(accountId: number, email: string): Promise<WalletAccountRow | null> {
    const [row] = await this.db
      .select()
      .from(walletAccounts)
      .where(
        ownedBy(walletAccounts, accountId, eq(walletAccounts.email, email), ne(walletAccounts.status, 'unlinked')),
      );
    return row ?? null;
  }

  async insert(row: typeof walletAccounts.$inferInsert): Promise<WalletAccountRow> {
    const [created] = await this.db.insert(walletAccounts).values(row).returning();
    return created!;
  }

  async update(
    accountId: number,
    id: number,
    set: Partial<typeof walletAccounts.$inferInsert>,
    db: Db | Tx = this.db,
  ): Promise<WalletAccountRow> {
    const [row] = await db
      .update(walletAccounts)
      .set(set)
      .where(ownedBy(walletAccounts, accountId, eq(walletAccounts.id, id)))
      .returning();
    return row!;
  }

  /** Unlinks the account and forgets it as the wallet method's requisites, in one transaction. */
  async unlink(accountId: number, id: number, at: Date, guard: (tx: Tx) => Promise<void>): Promise<void> {
    await this.db.transaction(async (tx) => {
      await tx
        .select({ id: walletAccounts.id })
        .from(walletAccounts)
        .where(ownedBy(walletAccounts, accountId, eq(walletAccounts.id, id)))
        .for('update');
      await guard(tx);
      await this.update(accountId, id, { status: 'unlinked', unlinked_at: at }, tx);
      const [requisites] = await tx
        .select()
        .from(withdrawalRequisites)
        .where(ownedBy(withdrawalRequisites, accountId, eq(withdrawalRequisites.method, 'wallet')));
      if (requisites?.data.method === 'wallet' && requisites.data.wallet_account_id === id) {
        await tx
          .delete(withdrawalRequisites)
          .where(and(eq(withdrawalRequisites.account_id, accountId), eq(withdrawalRequisites.method, 'wallet')));
      }
    });
  }
}
