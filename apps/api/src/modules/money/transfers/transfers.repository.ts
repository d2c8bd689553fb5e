import { and, count, desc, eq, inArray, or, sql } from 'drizzle-orm';
import type { PageQuery } from '@cabinet/contracts/common';
import type { Db } from '../../../platform/db/client.ts';
import { accounts, users } from '../../account/account.schema.ts';
import type { Tx } from '../ledger/ledger.ts';
import { moneySettings } from '../ledger/ledger.schema.ts';
import { transfers } from './transfers.schema.ts';

export type TransferRow = typeof transfers.$inferSelect;
export interface AccountHolder {
  account_id: number;
  email: string;
  first_name: string;
  last_name: string;
  company_name: string | null;
}

const holderColumns = {
  account_id: accounts.id,
  email: users.email,
  first_name: users.first_name,
  last_name: users.last_name,
  company_name: accounts.company_name,
};

/** Transfers between sellers and the lookup of a recipient by e-mail or account number. */
export class TransfersRepository {
  constructor(private readonly db: Db) {}

  /** The account's owner by the owner's e-mail or by the account number. */
  async holder(by: { email: string } | { accountId: number }): Promise<AccountHolder | null> {
    const [row] = await this.db
      .select(holderColumns)
      .from(accounts)
      .innerJoin(users, and(eq(users.account_id, accounts.id), eq(users.role, 'owner')))
      .where('email' in by ? eq(users.email, by.email) : eq(accounts.id, by.accountId));
    return row ?? null;
  }

  /**
   * Both sides of a transfer in one read: the sender's owner, the recipient's (by e-mail or account number, null when
   * there is none) and whether the sender's withdrawals — and so its transfers — are blocked.
   */
  async parties(
    senderId: number,
    recipient: { email: string } | { accountId: number },
  ): Promise<{ sender: AccountHolder | null; recipient: AccountHolder | null; blocked: boolean }> {
    const match = 'email' in recipient ? eq(users.email, recipient.email) : eq(accounts.id, recipient.accountId);
    const rows = await this.db
      .select({
        ...holderColumns,
        is_recipient: sql<boolean>`${match}`,
        blocked: sql<boolean>`coalesce((select ${moneySettings.withdrawal_blocked} from ${moneySettings}
          where ${moneySettings.account_id} = ${senderId}), false)`,
      })
      .from(accounts)
      .innerJoin(users, and(eq(users.account_id, accounts.id), eq(users.role, 'owner')))
      .where(or(eq(accounts.id, senderId), match));
    const pick = ({ is_recipient: _r, blocked: _b, ...holder }: (typeof rows)[number]): AccountHolder => holder;
    const sender = rows.find((r) => r.account_id === senderId);
    const found = rows.find((r) => r.is_recipient);
    return {
      sender: sender ? pick(sender) : null,
      recipient: found ? pick(found) : null,
      blocked: rows[0]?.blocked ?? false,
    };
  }

  async holders(ids: number[]): Promise<AccountHolder[]> {
    if (ids.length === 0) return [];
    return this.db
      .select(holderColumns)
      .from(accounts)
      .innerJoin(users, and(eq(users.account_id, accounts.id), eq(users.role, 'owner')))
      .where(inArray(accounts.id, ids));
  }

  async insert(tx: Tx, row: typeof transfers.$inferInsert): Promise<TransferRow> {
    const [created] = await tx.insert(transfers).values(row).returning();
    return created!;
  }

  /** What the account sent and received, newest first. */
  async list(accountId: number, q: PageQuery) {
    const where = or(eq(transfers.from_account_id, accountId), eq(transfers.to_account_id, accountId));
    const [rows, [total]] = await Promise.all([
      this.db
        .select()
        .from(transfers)
        .where(where)
        .orderBy(desc(transfers.created_at), desc(transfers.id))
        .limit(q.on_page)
        .offset((q.page - 1) * q.on_page),
      this.db.select({ n: count() }).from(transfers).where(where),
    ]);
    return { rows, total: total?.n ?? 0 };
  }
}
