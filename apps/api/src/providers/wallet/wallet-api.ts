import { z } from 'zod';
import type { Language } from '@cabinet/contracts/common';
import { ownApiClient, OwnApiRefusal, segment, type OwnApiConnection } from '../own-api-client.ts';
import { WalletProviderError, type ActivationResult, type WalletProvider } from './wallet-provider.ts';

/*
 * The wallet provider's HTTP API as our own definition describes it (sandboxes/wallet/definition/wallet-api.json: no
 * provider is chosen, so no vendor publishes one; it is modelled on Payoneer's account linking): link by e-mail, send
 * the code again, activate with the code the provider e-mailed to the seller.
 */

/** The API names languages by ISO 639-1: Ukrainian is `uk`, where the cabinet says `ua`. */
const ISO_639_1: Record<Language, string> = { ua: 'uk', ru: 'ru', en: 'en' };

const accountSchema = z.object({ account_id: z.string().min(1), status: z.string() });

/** The refusals of an activation that are the seller's to act on: an answer, not an error. */
const ACTIVATION_REFUSALS = new Set<string>([
  'invalid_code',
  'code_expired',
  'too_many_attempts',
] satisfies ActivationResult[]);
const ACCOUNT_REFUSALS = new Set<string>([
  'account_unavailable',
  'unknown_account',
] satisfies WalletProviderError['reason'][]);

const accountError = (err: unknown) =>
  err instanceof OwnApiRefusal && ACCOUNT_REFUSALS.has(err.code)
    ? new WalletProviderError(err.code as WalletProviderError['reason'])
    : err;

/** The provider's refusals of the account become `WalletProviderError`; anything else (an outage) stays an error. */
async function refusing<T>(work: Promise<T>): Promise<T> {
  try {
    return await work;
  } catch (err) {
    throw accountError(err);
  }
}

export function walletApi(connection: OwnApiConnection & { name: WalletProvider['name'] }): WalletProvider {
  const call = ownApiClient(connection);
  const account = (id: string) => `/v1/accounts/${segment(id)}`;
  return {
    name: connection.name,

    async link(email, language) {
      const answer = await refusing(call('POST', '/v1/accounts/links', { email, language: ISO_639_1[language] }));
      return { providerAccountId: accountSchema.parse(answer).account_id };
    },

    async resendCode(providerAccountId, language) {
      await refusing(call('POST', `${account(providerAccountId)}/codes`, { language: ISO_639_1[language] }));
    },

    async activate(providerAccountId, code): Promise<ActivationResult> {
      try {
        const answer = accountSchema.parse(await call('POST', `${account(providerAccountId)}/activation`, { code }));
        if (answer.status !== 'active') throw new Error(`the wallet provider answered the activation ${answer.status}`);
        return 'active';
      } catch (err) {
        if (err instanceof OwnApiRefusal && ACTIVATION_REFUSALS.has(err.code)) return err.code as ActivationResult;
        throw accountError(err);
      }
    },
  };
}
