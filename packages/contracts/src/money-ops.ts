import { z } from 'zod';
import { TEXT_LIMITS } from './limits.ts';
import { decimalAmountText } from './amount.ts';
import { idParamsSchema, pageInfoSchema, pageQuerySchema, personSchema } from './common.ts';
import { endpoint } from './endpoint.ts';
import {
  amountInputSchema,
  balanceLogEntrySchema,
  balanceSchema,
  journalResultSchema,
  logQuerySchema,
  moneySchema,
} from './money.ts';

/*
 * The back office's side of a seller's money (issue 4, issue 23): find a seller, read the balance and its log with
 * the operators named, credit or debit (four eyes above the threshold), the minimum balance and the withdrawal block,
 * reversals. The seller's side is money.ts.
 */

/**
 * The balance log as operators read it: each entry an operator made names them, and each says whether "Reverse"
 * may be offered for its journal (issue 23).
 */
export const opsBalanceLogEntrySchema = balanceLogEntrySchema.extend({
  operator: personSchema.nullable(),
  reversible: z
    .boolean()
    .describe('an operator may reverse this journal now (operatorReversibleKinds, not reversed, no hold)'),
  reversed: z.boolean().describe('a reversal of this journal was posted'),
});
export type OpsBalanceLogEntry = z.infer<typeof opsBalanceLogEntrySchema>;
export const opsBalanceLogSchema = pageInfoSchema.extend({ entries: z.array(opsBalanceLogEntrySchema) });
export type OpsBalanceLog = z.infer<typeof opsBalanceLogSchema>;

/* ——— Operators (/ops): the other side of every money operation ——— */

export const opsAccountsQuerySchema = pageQuerySchema.extend({
  search: z.string().trim().max(TEXT_LIMITS.name).optional(),
});
export const opsAccountSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  name: z.string(),
  company_name: z.string().nullable(),
  available: moneySchema,
  withdrawal_blocked: z.boolean(),
  withdrawal_block_reason: z.string(),
});
export type OpsAccount = z.infer<typeof opsAccountSchema>;
export const opsAccountListSchema = pageInfoSchema.extend({ accounts: z.array(opsAccountSchema) });
export type OpsAccountList = z.infer<typeof opsAccountListSchema>;
export const opsAccountDetailSchema = opsAccountSchema.extend({ balance: balanceSchema });
export type OpsAccountDetail = z.infer<typeof opsAccountDetailSchema>;

export const adjustmentBodySchema = z.strictObject({
  direction: z.enum(['credit', 'debit']),
  amount: amountInputSchema,
  reason: z.string().trim().min(3).max(TEXT_LIMITS.description),
});
export type AdjustmentBody = z.input<typeof adjustmentBodySchema>;

/** The fewest characters of a reason the seller is told (a withdrawal block). */
export const MIN_BLOCK_REASON_LENGTH = 3;

/**
 * §6 withdrawals can be blocked: a block says why (at least 3 characters, 400 `reason_required` on
 * `withdrawal_block_reason`), and the seller reads it on the withdrawals page and in the notification (issue 23).
 */
export const moneySettingsBodySchema = z
  .strictObject({
    /** Decimal, may be negative (a credit line), e.g. "-100.00". */
    minimum_balance: decimalAmountText({ signed: true }),
    withdrawal_blocked: z.boolean(),
    withdrawal_block_reason: z.string().trim().max(TEXT_LIMITS.description).default(''),
  })
  .superRefine((body, ctx) => {
    if (body.withdrawal_blocked && body.withdrawal_block_reason.length < MIN_BLOCK_REASON_LENGTH) {
      ctx.addIssue({ code: 'custom', path: ['withdrawal_block_reason'], message: 'reason_required' });
    }
  });
export type MoneySettingsBody = z.input<typeof moneySettingsBodySchema>;

/**
 * A credit or debit: done (201, its journal), or above the approval threshold waiting for a second operator (202,
 * its approval request; nothing moved yet).
 */
export const adjustmentResultSchema = journalResultSchema.extend({
  journal_id: z.number().int().nullable(),
  approval_id: z.number().int().nullable(),
});
export type AdjustmentResult = z.infer<typeof adjustmentResultSchema>;

/** The back office's money desk: find a seller, see the balance, credit/debit, settings, reversals. */
export const moneyOpsApi = {
  /** Sellers with their available balance, found by e-mail, name or account number. */
  accounts: endpoint({
    method: 'GET',
    path: '/ops/money/accounts',
    query: opsAccountsQuerySchema,
    response: opsAccountListSchema,
    access: 'operator',
    opsRole: ['finance', 'support'],
    tags: ['ops'],
  }),
  /** One seller with the whole balance (404). */
  account: endpoint({
    method: 'GET',
    path: '/ops/money/accounts/:id',
    params: idParamsSchema,
    response: opsAccountDetailSchema,
    access: 'operator',
    opsRole: ['finance', 'support'],
    tags: ['ops'],
  }),
  /** The seller's balance log, where a journal is picked for a reversal (each entry says if it may be). */
  balanceLog: endpoint({
    method: 'GET',
    path: '/ops/money/accounts/:id/balance-log',
    params: idParamsSchema,
    query: logQuerySchema,
    response: opsBalanceLogSchema,
    access: 'operator',
    opsRole: ['finance', 'support'],
    tags: ['ops'],
  }),
  /**
   * A credit or debit of the available balance, with a reason the seller is told (201; 404 no such seller). Above
   * the approval threshold it waits for a second operator instead (202, approvalsOpsApi).
   */
  adjust: endpoint({
    method: 'POST',
    path: '/ops/money/accounts/:id/adjustments',
    audit: 'balance_adjusted',
    params: idParamsSchema,
    body: adjustmentBodySchema,
    response: adjustmentResultSchema,
    status: [201, 202],
    idempotent: true,
    access: 'operator',
    opsRole: 'finance',
    tags: ['ops'],
  }),
  /** The minimum balance and the withdrawal block. */
  saveSettings: endpoint({
    method: 'PUT',
    path: '/ops/money/accounts/:id/settings',
    audit: 'money_settings_saved',
    params: idParamsSchema,
    body: moneySettingsBodySchema,
    response: opsAccountDetailSchema,
    access: 'operator',
    opsRole: 'finance',
    tags: ['ops'],
  }),
  /**
   * A journal's mirror image; the seller is told (404, 409 already_reversed, 422 not_reversible: a reversal, a hold's
   * journal, or a kind outside operatorReversibleKinds).
   */
  reverse: endpoint({
    method: 'POST',
    path: '/ops/money/journals/:id/reverse',
    audit: 'journal_reversed',
    params: idParamsSchema,
    response: journalResultSchema,
    status: 201,
    idempotent: true,
    access: 'operator',
    opsRole: 'finance',
    tags: ['ops'],
  }),
};
