import { z } from 'zod';
import { TEXT_LIMITS } from './limits.ts';
import { endpoint } from './endpoint.ts';
import { pageInfoSchema, pageQuerySchema } from './common.ts';
import { amountInputSchema, moneySchema } from './money.ts';

/* ——— Transfers between sellers (§2 /send-money) ——— */

export const recipientQuerySchema = z.object({ query: z.string().trim().min(1).max(254) });
export const transferRecipientSchema = z.object({
  account_id: z.number().int().describe('the account number'),
  /** Enough to recognise the recipient, not to learn who owns an e-mail: "Olena K." */
  name: z.string(),
});
export type TransferRecipient = z.infer<typeof transferRecipientSchema>;

export const createTransferBodySchema = z.strictObject({
  /** The recipient's e-mail or account number. */
  recipient: z.string().trim().min(1).max(254),
  amount: amountInputSchema,
  comment: z.string().trim().max(TEXT_LIMITS.short_text).default(''),
});
export type CreateTransferBody = z.input<typeof createTransferBodySchema>;

export const transferSchema = z.object({
  id: z.number().int(),
  direction: z.enum(['sent', 'received']),
  counterparty: transferRecipientSchema,
  amount: moneySchema,
  comment: z.string(),
  created_at: z.string(),
});
export type Transfer = z.infer<typeof transferSchema>;
export const transferListSchema = pageInfoSchema.extend({ transfers: z.array(transferSchema) });
export type TransferList = z.infer<typeof transferListSchema>;

/** §2 /send-money: find the recipient (a preview), send, and the list of what was sent and received. */
export const transfersApi = {
  /** The seller behind an e-mail or account number, by a masked name (404 recipient_not_found, 422 transfer_to_self). */
  recipient: endpoint({
    method: 'GET',
    path: '/transfers/recipient',
    query: recipientQuerySchema,
    response: transferRecipientSchema,
    permission: 'money.read',
    tags: ['money'],
  }),
  /** Sent and received, newest first. */
  list: endpoint({
    method: 'GET',
    path: '/transfers',
    query: pageQuerySchema,
    response: transferListSchema,
    permission: 'money.read',
    tags: ['money'],
  }),
  /** 422 insufficient_funds, 403 transfers_blocked. */
  create: endpoint({
    method: 'POST',
    path: '/transfers',
    body: createTransferBodySchema,
    response: transferSchema,
    status: 201,
    idempotent: true,
    permission: 'money.write',
    tags: ['money'],
  }),
};
