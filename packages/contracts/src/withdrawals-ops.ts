import { z } from 'zod';
import { TEXT_LIMITS } from './limits.ts';
import { endpoint } from './endpoint.ts';
import { idParamsSchema, pageInfoSchema } from './common.ts';
import { decimalAmountText } from './amount.ts';
import { moneySchema } from './money.ts';
import {
  withdrawalMethodSchema,
  requisitesParamsSchema,
  withdrawalFeeSchema,
  withdrawalSchema,
  withdrawalsQuerySchema,
} from './withdrawals.ts';

/*
 * The back office's withdrawal desk (issue 4): the queue, pay, reject, ask for corrected details, and the methods'
 * limits and fees as operators set them. The seller's side is withdrawals.ts.
 */

const operator = { access: 'operator', opsRole: 'finance', tags: ['ops'] } as const;

export const opsWithdrawalSchema = withdrawalSchema.extend({
  account_id: z.number().int(),
  seller_email: z.string(),
  seller_name: z.string(),
  /** The card's opaque token at the payouts provider (the operator pays to it). */
  card_token: z.string().nullable(),
});
export type OpsWithdrawal = z.infer<typeof opsWithdrawalSchema>;
export const opsWithdrawalListSchema = pageInfoSchema.extend({ withdrawals: z.array(opsWithdrawalSchema) });
export type OpsWithdrawalList = z.infer<typeof opsWithdrawalListSchema>;
export const opsWithdrawalsQuerySchema = withdrawalsQuerySchema;

export const opsReasonBodySchema = z.strictObject({ reason: z.string().trim().min(3).max(TEXT_LIMITS.description) });
export type OpsReasonBody = z.input<typeof opsReasonBodySchema>;

const decimalString = decimalAmountText();

/** A method's limits and fee as operators set them. */
export const withdrawalMethodSettingsSchema = z.object({
  method: withdrawalMethodSchema,
  enabled: z.boolean(),
  min: moneySchema,
  max: moneySchema,
  fee: withdrawalFeeSchema,
});
export type WithdrawalMethodSettings = z.infer<typeof withdrawalMethodSettingsSchema>;
export const withdrawalMethodSettingsListSchema = z.object({ methods: z.array(withdrawalMethodSettingsSchema) });
export const withdrawalMethodSettingsBodySchema = z
  .strictObject({
    enabled: z.boolean(),
    min_amount: decimalString,
    max_amount: decimalString,
    fee_percent: z
      .string()
      .trim()
      .regex(/^\d{1,2}(\.\d{1,2})?$/, 'invalid_amount'),
    fee_minimum: decimalString,
  })
  .refine((b) => Number(b.min_amount) > 0 && Number(b.min_amount) <= Number(b.max_amount), {
    path: ['max_amount'],
    message: 'invalid_limits',
  });
export type WithdrawalMethodSettingsBody = z.input<typeof withdrawalMethodSettingsBodySchema>;

/** The back office's withdrawal desk: the queue, pay, reject, ask for corrected details; method limits and fees. */
export const withdrawalsOpsApi = {
  /** Every seller's withdrawals, by status. */
  list: endpoint({
    method: 'GET',
    path: '/ops/money/withdrawals',
    query: opsWithdrawalsQuerySchema,
    response: opsWithdrawalListSchema,
    ...operator,
  }),
  /** One withdrawal with its seller (404). */
  get: endpoint({
    method: 'GET',
    path: '/ops/money/withdrawals/:id',
    params: idParamsSchema,
    response: opsWithdrawalSchema,
    ...operator,
  }),
  /** Paid out: the hold is charged (409 withdrawal_not_pending). */
  pay: endpoint({
    method: 'POST',
    path: '/ops/money/withdrawals/:id/pay',
    audit: 'withdrawal_paid',
    params: idParamsSchema,
    response: opsWithdrawalSchema,
    idempotent: true,
    ...operator,
  }),
  /** Rejected with a reason: the hold is released (409 withdrawal_not_pending). */
  reject: endpoint({
    method: 'POST',
    path: '/ops/money/withdrawals/:id/reject',
    audit: 'withdrawal_refused',
    params: idParamsSchema,
    body: opsReasonBodySchema,
    response: opsWithdrawalSchema,
    idempotent: true,
    ...operator,
  }),
  /** The seller is asked to correct the requisites, with a reason (409 withdrawal_not_pending). */
  needsCorrection: endpoint({
    method: 'POST',
    path: '/ops/money/withdrawals/:id/needs-correction',
    audit: 'withdrawal_correction_asked',
    params: idParamsSchema,
    body: opsReasonBodySchema,
    response: opsWithdrawalSchema,
    idempotent: true,
    ...operator,
  }),
  /** Every method's limits, fee and switch. */
  methodSettings: endpoint({
    method: 'GET',
    path: '/ops/money/withdrawal-methods',
    response: withdrawalMethodSettingsListSchema,
    ...operator,
  }),
  /** Changes one method's limits, fee and switch. */
  saveMethodSettings: endpoint({
    method: 'PUT',
    path: '/ops/money/withdrawal-methods/:method',
    audit: 'withdrawal_method_saved',
    params: requisitesParamsSchema,
    body: withdrawalMethodSettingsBodySchema,
    response: withdrawalMethodSettingsListSchema,
    ...operator,
  }),
};
