import { z } from 'zod';
import { idQuerySchema, isoDateSchema, pageInfoSchema, pageQuerySchema, personSchema } from './common.ts';
import { endpoint } from './endpoint.ts';
import { sellerRefSchema } from './sellers.ts';

/*
 * The back office's audit trail (issue 23): every operator action that changed something, with who, when, which
 * object, the seller, before and after, and the reason. The actions are the endpoint table's `audit` keys.
 */

const auditValueSchema = z.union([z.string(), z.number(), z.boolean(), z.null()]);
export const auditValuesSchema = z.record(z.string(), auditValueSchema);
export type AuditValues = z.infer<typeof auditValuesSchema>;

export const auditEventSchema = z.object({
  id: z.number().int(),
  at: z.string(),
  /** Null once the operator's user is gone. */
  operator: personSchema.nullable(),
  action: z.string(),
  object: z.record(z.string(), z.union([z.string(), z.number()])),
  /** The seller the action concerns, when there is one. */
  seller: sellerRefSchema.nullable(),
  before: auditValuesSchema.nullable(),
  after: auditValuesSchema.nullable(),
  reason: z.string().nullable(),
});
export type AuditEvent = z.infer<typeof auditEventSchema>;

export const auditQuerySchema = pageQuerySchema.extend({
  operator_id: idQuerySchema.optional(),
  account_id: idQuerySchema.optional(),
  action: z
    .string()
    .regex(/^[a-z][a-z0-9_]{0,63}$/, 'invalid_value')
    .optional(),
  /** Kyiv calendar days, both included. */
  from: isoDateSchema().optional(),
  to: isoDateSchema().optional(),
});
export type AuditQuery = z.input<typeof auditQuerySchema>;

export const auditListSchema = pageInfoSchema.extend({
  events: z.array(auditEventSchema),
  /** Every action the trail holds, for the filter. */
  actions: z.array(z.string()),
  /** Every operator who acted, for the filter. */
  operators: z.array(personSchema),
});
export type AuditList = z.infer<typeof auditListSchema>;

export const auditApi = {
  /** The audit page: newest first, filtered by operator, seller, action and days. */
  list: endpoint({
    method: 'GET',
    path: '/ops/audit',
    query: auditQuerySchema,
    response: auditListSchema,
    access: 'operator',
    opsRole: 'admin',
    tags: ['ops'],
  }),
} as const;
