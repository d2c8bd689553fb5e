import type { TFunction } from 'i18next';
import { ApiError } from '../../../shared/api/api-error.ts';
import { errorMessage } from '../../../shared/api/error-message.ts';

/**
 * Refusals only withdrawals, wallet accounts and transfers meet, worded here (STYLE: the UI owns the wording; §8 "Money
 * and requisites").
 */
const OWN_CODES = [
  'no_requisites',
  'withdrawal_blocked',
  'withdrawal_agreement_required',
  'amount_out_of_limits',
  'rate_changed',
  'withdrawal_method_unavailable',
  'withdrawal_update_failed',
  'requisites_not_corrected',
  'wallet_account_not_active',
  'wallet_account_not_found',
  'withdrawal_not_pending',
  'wallet_account_unavailable',
  'activation_code_expired',
  'activation_attempts_exhausted',
  'wallet_account_already_active',
  'wallet_account_in_use',
  'recipient_not_found',
  'transfer_to_self',
  'transfers_blocked',
  'insufficient_funds',
  'not_found',
] as const;

function ownWording(error: ApiError, t: TFunction): string | null {
  if (!(OWN_CODES as readonly string[]).includes(error.code)) return null;
  const body = (error.body ?? {}) as { min?: { amount: string }; max?: { amount: string } };
  return t(`withdrawals:problems.${error.code}`, { min: body.min?.amount ?? '', max: body.max?.amount ?? '' });
}

/** The same failure with our wording as its message, so that the shared form and dialog paths show it. */
export function reworded(error: unknown, t: TFunction): unknown {
  if (!(error instanceof ApiError)) return error;
  const message = ownWording(error, t);
  if (!message) return error;
  return new ApiError({
    status: error.status,
    code: error.code,
    message,
    errors: error.body?.errors,
    body: error.body,
  });
}

export const problemMessage = (error: unknown, t: TFunction): string => errorMessage(reworded(error, t), t);

/** A refusal known only by its code and the server's words (a bulk action's item): ours where we word it. */
export const codeWording = (code: string, serverWords: string | null, t: TFunction): string =>
  (OWN_CODES as readonly string[]).includes(code)
    ? t(`withdrawals:problems.${code}`, { min: '', max: '' })
    : (serverWords ?? code);
