import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import type { Permission } from '@cabinet/contracts/permissions';
import { allPermissions } from '@cabinet/contracts/permissions';
import type { Language } from '@cabinet/contracts/common';
import { isProfileValid } from '@cabinet/contracts/user';
import type { Db } from '../db/client.ts';
import { accounts, users } from '../../modules/account/account.schema.ts';
import type { AccountRow, UserRow } from '../../modules/account/account.schema.ts';
import { sessions } from './auth.schema.ts';
import { hashToken, newToken } from './secrets.ts';

/** Who is calling: resolved once per request from the API-KEY header. */
export interface AuthContext {
  sessionId: number;
  userId: number;
  /** null for operators, who belong to no account. */
  accountId: number | null;
  role: 'owner' | 'member' | 'operator';
  permissions: ReadonlySet<Permission>;
  profileValid: boolean;
  language: Language;
  /** The rows read to authenticate, so that a handler needing the user does not read them again. */
  user: UserRow;
  account: AccountRow | null;
}

/** A session's expiry slides forward when used, but the row is written at most once a minute. */
const TOUCH_EVERY_MS = 60_000;

export class SessionStore {
  /**
   * The one query behind every authenticated request, prepared once per connection: planning a three-table join
   * on each call cost as much as running it (bench/auth-overhead.ts).
   */
  private readonly lookup;

  constructor(
    private readonly db: Db,
    private readonly ttlDays: number,
    private readonly now: () => Date,
  ) {
    this.lookup = db
      .select({ session: sessions, user: users, account: accounts })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.user_id))
      .leftJoin(accounts, eq(accounts.id, users.account_id))
      .where(eq(sessions.token_hash, sql.placeholder('hash')))
      .limit(1)
      .prepare('session_lookup');
  }

  private expiry(from: Date) {
    return new Date(from.getTime() + this.ttlDays * 86_400_000);
  }

  async create(userId: number, meta: { ip?: string; userAgent?: string } = {}): Promise<string> {
    const token = newToken();
    const now = this.now();
    await this.db.insert(sessions).values({
      user_id: userId,
      token_hash: hashToken(token),
      created_at: now,
      last_used_at: now,
      expires_at: this.expiry(now),
      ip: meta.ip ?? null,
      user_agent: meta.userAgent?.slice(0, 300) ?? null,
    });
    return token;
  }

  /** The caller behind a token, or null when the token is unknown, revoked, expired or its user disabled. */
  async resolve(token: string): Promise<AuthContext | null> {
    const [row] = await this.lookup.execute({ hash: hashToken(token) });
    const now = this.now();
    if (!row || row.session.revoked_at || row.user.disabled_at || row.session.expires_at <= now) return null;
    const { session, user, account } = row;
    if (now.getTime() - session.last_used_at.getTime() > TOUCH_EVERY_MS) {
      await this.db
        .update(sessions)
        .set({ last_used_at: now, expires_at: this.expiry(now) })
        .where(eq(sessions.id, session.id));
    }
    const granted =
      user.role === 'owner' ? allPermissions : user.role === 'member' ? (user.permissions as Permission[]) : [];
    return {
      sessionId: session.id,
      userId: user.id,
      accountId: user.account_id,
      role: user.role,
      permissions: new Set(granted),
      profileValid: account ? isProfileValid(account) : true,
      language: user.language,
      user,
      account,
    };
  }

  async revoke(sessionId: number): Promise<void> {
    await this.db.update(sessions).set({ revoked_at: this.now() }).where(eq(sessions.id, sessionId));
  }

  /** Ends every session of a user (password restored), or every other one (password changed). */
  async revokeAllOf(userId: number, keepSessionId?: number): Promise<void> {
    const open = and(eq(sessions.user_id, userId), isNull(sessions.revoked_at));
    await this.db
      .update(sessions)
      .set({ revoked_at: this.now() })
      .where(keepSessionId === undefined ? open : and(open, ne(sessions.id, keepSessionId)));
  }
}
