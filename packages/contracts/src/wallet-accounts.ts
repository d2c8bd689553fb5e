import { z } from 'zod';
import { emailSchema } from './auth.ts';
import { endpoint } from './endpoint.ts';
import { idParamsSchema, okSchema } from './common.ts';

const read = { permission: 'money.read', tags: ['money'] } as const;
const write = { permission: 'money.write', tags: ['money'] } as const;

/* ——— Wallet provider accounts (§2 /payoneer-accounts) ——— */

export const walletAccountStatuses = ['pending_activation', 'active'] as const;
export const walletAccountSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  status: z.enum(walletAccountStatuses),
  /** The account's number at the wallet provider. */
  provider_account_id: z.string(),
  created_at: z.string(),
  activated_at: z.string().nullable(),
  /** Chosen as the requisites of the wallet withdrawal method. */
  used_for_withdrawals: z.boolean(),
});
export type WalletAccount = z.infer<typeof walletAccountSchema>;
export const walletAccountListSchema = z.object({
  accounts: z.array(walletAccountSchema),
  /** `sandbox`: the provider is simulated inside the server (ARCHITECTURE §6); the UI shows a badge. */
  provider: z.enum(['sandbox', 'live']),
});
export type WalletAccountList = z.infer<typeof walletAccountListSchema>;
export const linkWalletAccountBodySchema = z.strictObject({
  email: emailSchema,
});
export type LinkWalletAccountBody = z.input<typeof linkWalletAccountBodySchema>;
export const activateWalletAccountBodySchema = z.strictObject({
  code: z
    .string()
    .trim()
    .regex(/^\d{6}$/, 'invalid_code_format'),
});
export type ActivateWalletAccountBody = z.input<typeof activateWalletAccountBodySchema>;

/** §2 /payoneer-accounts and /payoneer-accounts/{account_id}/activate/: wallet provider accounts. */
export const walletAccountsApi = {
  /** The linked accounts, and whether the provider is the sandbox. */
  list: endpoint({ method: 'GET', path: '/wallet-accounts', response: walletAccountListSchema, ...read }),
  /** One account (404). */
  get: endpoint({
    method: 'GET',
    path: '/wallet-accounts/:id',
    params: idParamsSchema,
    response: walletAccountSchema,
    ...read,
  }),
  /** Links an account by e-mail; the provider sends a code (400 wallet_already_linked, 422 wallet_account_unavailable). */
  link: endpoint({
    method: 'POST',
    path: '/wallet-accounts',
    body: linkWalletAccountBodySchema,
    response: walletAccountSchema,
    status: 201,
    ...write,
  }),
  /** Activates it with the code (400 invalid_code; 422 activation_code_expired, activation_attempts_exhausted). */
  activate: endpoint({
    method: 'POST',
    path: '/wallet-accounts/:id/activate',
    params: idParamsSchema,
    body: activateWalletAccountBodySchema,
    response: walletAccountSchema,
    ...write,
  }),
  /** Sends a new code (409 wallet_account_already_active). */
  resendCode: endpoint({
    method: 'POST',
    path: '/wallet-accounts/:id/resend-code',
    params: idParamsSchema,
    response: okSchema,
    ...write,
  }),
  /** Unlinks it and drops it as the wallet requisites (409 wallet_account_in_use while a withdrawal to it waits). */
  unlink: endpoint({
    method: 'DELETE',
    path: '/wallet-accounts/:id',
    params: idParamsSchema,
    response: okSchema,
    ...write,
  }),
};
