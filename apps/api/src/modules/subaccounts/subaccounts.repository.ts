import { and, asc, eq, gt, isNotNull, isNull, max, TransactionRollbackError } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';
import { ownedBy } from '../../platform/db/scoped.ts';
import { users } from '../account/account.schema.ts';
import type { NewUser, UserRow } from '../account/account.schema.ts';
import { sessions } from '../../platform/auth/auth.schema.ts';
import { subaccountInvitations } from './subaccounts.schema.ts';

export type MemberRow = UserRow & { last_login_at: Date | null };

/** The members of an account and their invitations. Every member query is scoped by the account. */
export class SubaccountRepository {
  constructor(private readonly db: Db) {}

  private selectMembers() {
    const lastLogin = this.db
      .select({ user_id: sessions.user_id, at: max(sessions.created_at).as('at') })
      .from(sessions)
      .groupBy(sessions.user_id)
      .as('last_login');
    return this.db
      .select({ user: users, last_login_at: lastLogin.at })
      .from(users)
      .leftJoin(lastLogin, eq(lastLogin.user_id, users.id));
  }

  async members(accountId: number): Promise<MemberRow[]> {
    const rows = await this.selectMembers()
      .where(ownedBy(users, accountId, eq(users.role, 'member')))
      .orderBy(asc(users.created_at), asc(users.id));
    return rows.map((r) => ({ ...r.user, last_login_at: r.last_login_at }));
  }

  /** A member of this account; undefined for a missing id, the owner, or another account's user alike. */
  async member(accountId: number, id: number): Promise<MemberRow | undefined> {
    const [row] = await this.selectMembers()
      .where(ownedBy(users, accountId, eq(users.role, 'member'), eq(users.id, id)))
      .limit(1);
    return row && { ...row.user, last_login_at: row.last_login_at };
  }

  /** A new member and their first invitation, in one transaction. */
  async createInvited(
    member: Omit<NewUser, 'role'> & { account_id: number },
    invitation: { tokenHash: string; expiresAt: Date },
  ): Promise<number> {
    return this.db.transaction(async (tx) => {
      const [user] = await tx
        .insert(users)
        .values({ ...member, role: 'member' })
        .returning({ id: users.id });
      await tx
        .insert(subaccountInvitations)
        .values({ user_id: user!.id, token_hash: invitation.tokenHash, expires_at: invitation.expiresAt });
      return user!.id;
    });
  }

  async updateMember(accountId: number, id: number, patch: Partial<NewUser>): Promise<void> {
    await this.db
      .update(users)
      .set(patch)
      .where(ownedBy(users, accountId, eq(users.role, 'member'), eq(users.id, id)));
  }

  async deleteMember(accountId: number, id: number): Promise<void> {
    await this.db.delete(users).where(ownedBy(users, accountId, eq(users.role, 'member'), eq(users.id, id)));
  }

  /** Replaces every open invitation of the member with a new one: only the latest link works. */
  async replaceInvitation(userId: number, tokenHash: string, expiresAt: Date, now: Date): Promise<void> {
    await this.db.transaction(async (tx) => {
      await tx
        .update(subaccountInvitations)
        .set({ used_at: now })
        .where(and(eq(subaccountInvitations.user_id, userId), isNull(subaccountInvitations.used_at)));
      await tx.insert(subaccountInvitations).values({ user_id: userId, token_hash: tokenHash, expires_at: expiresAt });
    });
  }

  /** Whether a link is still open (a cheap check before hashing the new password). */
  async isInvitationOpen(tokenHash: string, now: Date): Promise<boolean> {
    const rows = await this.db
      .select({ id: subaccountInvitations.id })
      .from(subaccountInvitations)
      .where(
        and(
          eq(subaccountInvitations.token_hash, tokenHash),
          isNull(subaccountInvitations.used_at),
          gt(subaccountInvitations.expires_at, now),
        ),
      )
      .limit(1);
    return rows.length === 1;
  }

  /**
   * Consumes an open invitation of a still invited, enabled member and sets their password, in one transaction.
   * Returns the member's id, or undefined when the link is unknown, used, expired, or its member disabled.
   * The conditional UPDATE … RETURNING lets only one of two concurrent requests with the same link win.
   */
  async acceptInvitation(tokenHash: string, passwordHash: string, now: Date): Promise<number | undefined> {
    try {
      return await this.db.transaction(async (tx) => {
        const [invitation] = await tx
          .update(subaccountInvitations)
          .set({ used_at: now })
          .where(
            and(
              eq(subaccountInvitations.token_hash, tokenHash),
              isNull(subaccountInvitations.used_at),
              gt(subaccountInvitations.expires_at, now),
            ),
          )
          .returning({ userId: subaccountInvitations.user_id });
        if (!invitation) return undefined;
        const [member] = await tx
          .update(users)
          .set({ password_hash: passwordHash, password_changed_at: now, invited_at: null })
          .where(
            and(
              eq(users.id, invitation.userId),
              eq(users.role, 'member'),
              isNull(users.disabled_at),
              isNotNull(users.invited_at),
            ),
          )
          .returning({ id: users.id });
        // A disabled member keeps the link: enabling them again makes it work until it expires.
        if (!member) tx.rollback();
        return member!.id;
      });
    } catch (err) {
      if (err instanceof TransactionRollbackError) return undefined;
      throw err;
    }
  }
}
