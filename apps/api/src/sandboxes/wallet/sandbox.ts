import { createHash, randomInt } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { Language } from '@cabinet/contracts/common';
import type { Db } from '../../platform/db/client.ts';
import { translate } from '../../platform/i18n/messages.ts';
import { walletSandboxAccounts } from './sandbox.schema.ts';

export const ACTIVATION_CODE_TTL_HOURS = 24;
export const ACTIVATION_ATTEMPTS = 5;
/** Sandbox test address, like a test card number: an e-mail with this tag is an account in error at the provider. */
export const UNAVAILABLE_TAG = '+unavailable@';

/**
 * How the provider's letters leave: the real provider has its own mail; the sandbox is handed a sender by the
 * composition root (the installation's outbox), so that the seller reads the code where the real one would write it.
 */
export type SendMail = (letter: { to: string; template: string; subject: string; text: string }) => Promise<void>;

/** Why the provider refuses: the error codes of its API (definition/wallet-api.json). */
export class WalletRefusal extends Error {
  constructor(
    readonly code: 'account_unavailable' | 'unknown_account' | 'invalid_code' | 'code_expired' | 'too_many_attempts',
  ) {
    super(code);
  }
}

const hash = (code: string) => createHash('sha256').update(code).digest('hex');

/**
 * The wallet provider's books in the sandbox, behind its HTTP API (wallet.routes.ts): it keeps its own accounts (in
 * its own table) and e-mails the activation code to the account's address, exactly as the real provider would write
 * to the seller; the cabinet learns the code only from the seller.
 */
export function walletBooks(deps: { db: Db; now: () => Date; sendMail: SendMail }) {
  const { db, now, sendMail } = deps;

  async function issueCode(accountId: string, email: string, language: Language) {
    const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
    await db
      .update(walletSandboxAccounts)
      .set({
        code_hash: hash(code),
        code_expires_at: new Date(now().getTime() + ACTIVATION_CODE_TTL_HOURS * 3_600_000),
        failed_attempts: 0,
      })
      .where(eq(walletSandboxAccounts.provider_account_id, accountId));
    await sendMail({
      to: email,
      template: 'wallet_activation_code',
      subject: translate(language, 'mail', 'wallet_activation_subject'),
      text: translate(language, 'mail', 'wallet_activation_text', {
        code,
        account: accountId,
        hours: ACTIVATION_CODE_TTL_HOURS,
      }),
    });
  }

  async function find(accountId: string) {
    const [row] = await db
      .select()
      .from(walletSandboxAccounts)
      .where(eq(walletSandboxAccounts.provider_account_id, accountId));
    if (!row) throw new WalletRefusal('unknown_account');
    return row;
  }

  const view = (accountId: string, status: 'pending' | 'active' | 'closed') => ({ account_id: accountId, status });

  return {
    /** Starts a link: a pending account, and its code e-mailed to the address. */
    async link(email: string, language: Language) {
      if (email.includes(UNAVAILABLE_TAG)) throw new WalletRefusal('account_unavailable');
      const accountId = `W${String(randomInt(100_000_000, 1_000_000_000))}`;
      await db.insert(walletSandboxAccounts).values({
        provider_account_id: accountId,
        email,
        status: 'pending',
        code_hash: '',
        code_expires_at: now(),
        created_at: now(),
      });
      await issueCode(accountId, email, language);
      return view(accountId, 'pending');
    },

    /** A new code, e-mailed; the old one stops working. */
    async resendCode(accountId: string, language: Language) {
      const row = await find(accountId);
      await issueCode(accountId, row.email, language);
      return view(accountId, row.status);
    },

    async activate(accountId: string, code: string) {
      const row = await find(accountId);
      if (row.status === 'active') return view(accountId, 'active');
      if (row.failed_attempts >= ACTIVATION_ATTEMPTS) throw new WalletRefusal('too_many_attempts');
      if (row.code_expires_at.getTime() <= now().getTime()) throw new WalletRefusal('code_expired');
      if (row.code_hash !== hash(code)) {
        await db
          .update(walletSandboxAccounts)
          .set({ failed_attempts: sql`${walletSandboxAccounts.failed_attempts} + 1` })
          .where(eq(walletSandboxAccounts.provider_account_id, accountId));
        throw new WalletRefusal(row.failed_attempts + 1 >= ACTIVATION_ATTEMPTS ? 'too_many_attempts' : 'invalid_code');
      }
      await db
        .update(walletSandboxAccounts)
        .set({ status: 'active', code_hash: '' })
        .where(eq(walletSandboxAccounts.provider_account_id, accountId));
      return view(accountId, 'active');
    },
  };
}
