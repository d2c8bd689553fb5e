import type { Language } from '@cabinet/contracts/common';

/** What the provider answers to an activation code. */
export type ActivationResult = 'active' | 'invalid_code' | 'code_expired' | 'too_many_attempts';

/** The provider refused to link the address (§8 "account unavailable due to errors"). */
export class WalletProviderError extends Error {
  constructor(readonly reason: 'account_unavailable' | 'unknown_account') {
    super(reason);
  }
}

/**
 * A "Payoneer-like" wallet provider (ARCHITECTURE §6): it links an account by its e-mail and proves the seller
 * owns it by e-mailing an activation code, which the seller types into the cabinet. `wallet-api.ts` speaks it over
 * HTTP, to the sandbox this server serves or to a live provider.
 */
export interface WalletProvider {
  readonly name: 'sandbox' | 'live';
  /** Starts a link: the provider e-mails an activation code to the address, in the seller's language. */
  link(email: string, language: Language): Promise<{ providerAccountId: string }>;
  /** E-mails a new code; the old one stops working. */
  resendCode(providerAccountId: string, language: Language): Promise<void>;
  activate(providerAccountId: string, code: string): Promise<ActivationResult>;
}
