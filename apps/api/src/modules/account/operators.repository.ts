import { and, asc, eq, sql } from 'drizzle-orm';
import type { OpsRole } from '@cabinet/contracts/permissions';
import type { Db } from '../../platform/db/client.ts';
import { users, type UserRow } from './account.schema.ts';

const isOperator = eq(users.role, 'operator');

/** The back office's people: operators are users of no account (account.schema.ts). */
export class OperatorsRepository {
  constructor(private readonly db: Db) {}

  list(): Promise<UserRow[]> {
    return this.db.select().from(users).where(isOperator).orderBy(asc(users.id));
  }

  async find(id: number): Promise<UserRow | undefined> {
    const [row] = await this.db
      .select()
      .from(users)
      .where(and(isOperator, eq(users.id, id)))
      .limit(1);
    return row;
  }

  /**
   * Replaces an operator's roles unless that would leave no administrator; the administrators' rows are locked
   * first, so two administrators taking each other's role at once cannot both succeed. Null: refused.
   */
  setRolesKeepingAnAdministrator(id: number, roles: OpsRole[]): Promise<UserRow | null> {
    return this.db.transaction(async (tx) => {
      const admins = await tx
        .select({ id: users.id })
        .from(users)
        .where(and(isOperator, sql`'admin' = any(${users.ops_roles})`, sql`${users.disabled_at} is null`))
        .for('update');
      const remaining = admins.filter((a) => a.id !== id).length + (roles.includes('admin') ? 1 : 0);
      if (remaining === 0) return null;
      const [row] = await tx
        .update(users)
        .set({ ops_roles: roles })
        .where(and(isOperator, eq(users.id, id)))
        .returning();
      return row ?? null;
    });
  }
}
