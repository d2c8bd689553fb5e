import { and, count, eq } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';
import { accounts, users } from './account.schema.ts';

/** Sellers for the back office: an account with its owner (account.schema.ts). */
export class SellersRepository {
  constructor(private readonly db: Db) {}

  async find(accountId: number) {
    const [row] = await this.db
      .select({ account: accounts, owner: users })
      .from(accounts)
      .innerJoin(users, and(eq(users.account_id, accounts.id), eq(users.role, 'owner')))
      .where(eq(accounts.id, accountId))
      .limit(1);
    return row;
  }

  async memberCount(accountId: number): Promise<number> {
    const [row] = await this.db
      .select({ n: count() })
      .from(users)
      .where(and(eq(users.account_id, accountId), eq(users.role, 'member')));
    return row?.n ?? 0;
  }
}
