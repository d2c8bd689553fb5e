import { and, eq, gt, inArray, isNull, lt, or } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';
import { users } from '../account/account.schema.ts';
import { loginChallenges, passwordResets, recoveryCodes } from './auth.schema.ts';

/**
 * Queries for the sign-in flows. Every "use once" row is consumed with a conditional UPDATE … RETURNING, so that
 * two concurrent requests with the same code, link or challenge cannot both succeed.
 */
export class AuthRepository {
  constructor(private readonly db: Db) {}

  async addChallenge(userId: number, tokenHash: string, expiresAt: Date): Promise<void> {
    await this.db.insert(loginChallenges).values({ user_id: userId, token_hash: tokenHash, expires_at: expiresAt });
  }

  async openChallenge(tokenHash: string, now: Date) {
    const [row] = await this.db
      .select()
      .from(loginChallenges)
      .where(
        and(
          eq(loginChallenges.token_hash, tokenHash),
          isNull(loginChallenges.used_at),
          gt(loginChallenges.expires_at, now),
        ),
      )
      .limit(1);
    return row;
  }

  async consumeChallenge(id: number, now: Date): Promise<boolean> {
    const rows = await this.db
      .update(loginChallenges)
      .set({ used_at: now })
      .where(and(eq(loginChallenges.id, id), isNull(loginChallenges.used_at)))
      .returning({ id: loginChallenges.id });
    return rows.length === 1;
  }

  /** Records a TOTP step as used, unless it (or a later one) already was: the replay guard. */
  async claimTotpStep(userId: number, step: number): Promise<boolean> {
    const rows = await this.db
      .update(users)
      .set({ totp_last_step: step })
      .where(and(eq(users.id, userId), or(isNull(users.totp_last_step), lt(users.totp_last_step, step))))
      .returning({ id: users.id });
    return rows.length === 1;
  }

  async useRecoveryCode(userId: number, codeHash: string, now: Date): Promise<boolean> {
    const rows = await this.db
      .update(recoveryCodes)
      .set({ used_at: now })
      .where(
        and(eq(recoveryCodes.user_id, userId), eq(recoveryCodes.code_hash, codeHash), isNull(recoveryCodes.used_at)),
      )
      .returning({ id: recoveryCodes.id });
    return rows.length === 1;
  }

  async unusedRecoveryCodes(userId: number): Promise<number> {
    const rows = await this.db
      .select({ id: recoveryCodes.id })
      .from(recoveryCodes)
      .where(and(eq(recoveryCodes.user_id, userId), isNull(recoveryCodes.used_at)));
    return rows.length;
  }

  async replaceRecoveryCodes(userId: number, hashes: string[]): Promise<void> {
    await this.db.transaction(async (tx) => {
      await tx.delete(recoveryCodes).where(eq(recoveryCodes.user_id, userId));
      if (hashes.length)
        await tx.insert(recoveryCodes).values(hashes.map((code_hash) => ({ user_id: userId, code_hash })));
    });
  }

  async addPasswordReset(userId: number, tokenHash: string, expiresAt: Date): Promise<void> {
    await this.db.insert(passwordResets).values({ user_id: userId, token_hash: tokenHash, expires_at: expiresAt });
  }

  /**
   * Uses a restore link and, in the same statement, every other outstanding link of its user; returns the user, or
   * undefined when the link is unknown, used or expired. Of two links of one user used at once, one wins: the
   * other's row is already used when its statement gets to it.
   */
  async consumePasswordReset(tokenHash: string, now: Date): Promise<number | undefined> {
    const owner = this.db
      .select({ userId: passwordResets.user_id })
      .from(passwordResets)
      .where(
        and(
          eq(passwordResets.token_hash, tokenHash),
          isNull(passwordResets.used_at),
          gt(passwordResets.expires_at, now),
        ),
      );
    const used = await this.db
      .update(passwordResets)
      .set({ used_at: now })
      .where(and(inArray(passwordResets.user_id, owner), isNull(passwordResets.used_at)))
      .returning({ userId: passwordResets.user_id, tokenHash: passwordResets.token_hash });
    return used.find((row) => row.tokenHash === tokenHash)?.userId;
  }

  /** Ends every outstanding restore link of a user (the password was changed another way). */
  async retirePasswordResets(userId: number, now: Date): Promise<void> {
    await this.db
      .update(passwordResets)
      .set({ used_at: now })
      .where(and(eq(passwordResets.user_id, userId), isNull(passwordResets.used_at)));
  }
}
