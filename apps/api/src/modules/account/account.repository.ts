import { eq } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';
import { ownedBy } from '../../platform/db/scoped.ts';
import {
  accounts,
  personalData,
  users,
  type AccountRow,
  type NewAccount,
  type NewUser,
  type UserRow,
} from './account.schema.ts';

/** Queries on accounts, their users and personal data. No rules here: those live in the services. */
export class AccountRepository {
  constructor(private readonly db: Db) {}

  async userByEmail(email: string): Promise<UserRow | undefined> {
    const [row] = await this.db.select().from(users).where(eq(users.email, email)).limit(1);
    return row;
  }

  async userById(id: number): Promise<UserRow | undefined> {
    const [row] = await this.db.select().from(users).where(eq(users.id, id)).limit(1);
    return row;
  }

  async userWithAccount(userId: number): Promise<{ user: UserRow; account: AccountRow } | undefined> {
    const [row] = await this.db
      .select({ user: users, account: accounts })
      .from(users)
      .innerJoin(accounts, eq(accounts.id, users.account_id))
      .where(eq(users.id, userId))
      .limit(1);
    return row;
  }

  /** A new account and its owner, in one transaction. */
  async createAccountWithOwner(account: NewAccount, owner: Omit<NewUser, 'account_id' | 'role'>): Promise<UserRow> {
    return this.db.transaction(async (tx) => {
      const [acc] = await tx.insert(accounts).values(account).returning({ id: accounts.id });
      const [user] = await tx
        .insert(users)
        .values({ ...owner, account_id: acc!.id, role: 'owner' })
        .returning();
      return user!;
    });
  }

  async createOperator(operator: Omit<NewUser, 'account_id' | 'role'>): Promise<UserRow> {
    const [user] = await this.db
      .insert(users)
      .values({ ...operator, role: 'operator' })
      .returning();
    return user!;
  }

  async updateUser(userId: number, patch: Partial<NewUser>): Promise<void> {
    await this.db.update(users).set(patch).where(eq(users.id, userId));
  }

  async updateAccount(accountId: number, patch: Partial<NewAccount>): Promise<void> {
    await this.db.update(accounts).set(patch).where(eq(accounts.id, accountId));
  }

  async personalData(accountId: number) {
    const [row] = await this.db.select().from(personalData).where(ownedBy(personalData, accountId)).limit(1);
    return row;
  }

  async savePersonalData(row: typeof personalData.$inferInsert): Promise<void> {
    const { account_id: _, ...values } = row;
    await this.db
      .insert(personalData)
      .values(row)
      .onConflictDoUpdate({ target: personalData.account_id, set: { ...values, updated_at: new Date() } });
  }
}
