import { createHash, randomInt } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { Language } from '@cabinet/contracts/common';
import type { Db } from '../../db/client.ts';
import { translate } from '../../platform/i18n/messages.ts';
import type { Mailer } from '../../providers/mail/mailer.ts';
import { walletSandboxAccounts } from './sandbox.schema.ts';
import {
  WalletProviderError,
  type ActivationResult,
  type WalletProvider,
} from '../../providers/wallet/wallet-provider.ts';

export const ACTIVATION_CODE_TTL_HOURS = 24;
export const ACTIVATION_ATTEMPTS = 5;
/** Sandbox test address, like a test card number: an e-mail with this tag is an account in error at the provider. */
export const UNAVAILABLE_TAG = '+unavailable@';

const hash = (code: string) => createHash('sha256').update(code).digest('hex');

/**
 * The wallet provider in sandbox mode: it keeps its own accounts (in its own table) and e-mails the activation code
 * through the mailer, exactly as the real provider would write to the seller; the cabinet learns the code only
 * from the seller.
 */
export function sandboxWalletProvider(deps: { db: Db; mailer: Mailer; now: () => Date }): WalletProvider {
  const { db, mailer, now } = deps;

  async function issueCode(providerAccountId: string, email: string, language: Language) {
    const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
    await db
      .update(walletSandboxAccounts)
      .set({
        code_hash: hash(code),
        code_expires_at: new Date(now().getTime() + ACTIVATION_CODE_TTL_HOURS * 3_600_000),
        failed_attempts: 0,
      })
      .where(eq(walletSandboxAccounts.provider_account_id, providerAccountId));
    await mailer.send({
      to: email,
      template: 'wallet_activation_code',
      subject: translate(language, 'mail', 'wallet_activation_subject'),
      text: translate(language, 'mail', 'wallet_activation_text', {
        code,
        account: providerAccountId,
        hours: ACTIVATION_CODE_TTL_HOURS,
      }),
    });
  }

  async function find(providerAccountId: string) {
    const [row] = await db
      .select()
      .from(walletSandboxAccounts)
      .where(eq(walletSandboxAccounts.provider_account_id, providerAccountId));
    if (!row) throw new WalletProviderError('unknown_account');
    return row;
  }

  return {
    name: 'sandbox',

    async link(email, language) {
      if (email.includes(UNAVAILABLE_TAG)) throw new WalletProviderError('account_unavailable');
      const providerAccountId = `W${String(randomInt(100_000_000, 1_000_000_000))}`;
      await db.insert(walletSandboxAccounts).values({
        provider_account_id: providerAccountId,
        email,
        status: 'pending',
        code_hash: '',
        code_expires_at: now(),
        created_at: now(),
      });
      await issueCode(providerAccountId, email, language);
      return { providerAccountId };
    },

    async resendCode(providerAccountId, language) {
      const row = await find(providerAccountId);
      await issueCode(providerAccountId, row.email, language);
    },

    async activate(providerAccountId, code): Promise<ActivationResult> {
      const row = await find(providerAccountId);
      if (row.status === 'active') return 'active';
      if (row.failed_attempts >= ACTIVATION_ATTEMPTS) return 'too_many_attempts';
      if (row.code_expires_at.getTime() <= now().getTime()) return 'code_expired';
      if (row.code_hash !== hash(code)) {
        await db
          .update(walletSandboxAccounts)
          .set({ failed_attempts: sql`${walletSandboxAccounts.failed_attempts} + 1` })
          .where(eq(walletSandboxAccounts.provider_account_id, providerAccountId));
        return row.failed_attempts + 1 >= ACTIVATION_ATTEMPTS ? 'too_many_attempts' : 'invalid_code';
      }
      await db
        .update(walletSandboxAccounts)
        .set({ status: 'active', code_hash: '' })
        .where(eq(walletSandboxAccounts.provider_account_id, providerAccountId));
      return 'active';
    },
  };
}
