import { z } from 'zod';
import { pageInfoSchema, pageQuerySchema } from './common.ts';

export const outboxQuerySchema = pageQuerySchema.extend({ to: z.string().trim().max(254).toLowerCase().optional() });
export const outboxMessageSchema = z.object({
  id: z.number().int(),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  template: z.string(),
  status: z.enum(['sandbox', 'sent', 'failed']),
  created_at: z.string(),
});
export type OutboxMessage = z.infer<typeof outboxMessageSchema>;
export const outboxResponseSchema = pageInfoSchema.extend({ messages: z.array(outboxMessageSchema) });

/** The signed-in operator (GET /ops/me): the back office's header and guard. */
export const operatorSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  first_name: z.string(),
  last_name: z.string(),
});
export type Operator = z.infer<typeof operatorSchema>;
