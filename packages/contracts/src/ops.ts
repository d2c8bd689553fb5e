import { z } from 'zod';
import { pageInfoSchema, pageQuerySchema } from './common.ts';
import { endpoint } from './endpoint.ts';
import { opsRoleSchema } from './permissions.ts';

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
  /** What the back office lets this operator do (an administrator: everything). */
  ops_roles: z.array(opsRoleSchema),
});
export type Operator = z.infer<typeof operatorSchema>;

/** The back office (§6 "an operator processes requests"): operators only. */
export const opsApi = {
  /** The signed-in operator. */
  me: endpoint({
    method: 'GET',
    path: '/ops/me',
    response: operatorSchema,
    access: 'operator',
    opsRole: 'any',
    tags: ['ops'],
  }),
  /** The letters the server sent or, in the sandbox, kept; newest first. */
  outbox: endpoint({
    method: 'GET',
    path: '/ops/outbox',
    query: outboxQuerySchema,
    response: outboxResponseSchema,
    access: 'operator',
    opsRole: 'support',
    tags: ['ops'],
  }),
};

/** GET /health: the server is up and its database answers. */
export const healthSchema = z.object({ status: z.literal('ok'), database: z.enum(['pglite', 'postgres']) });
export type Health = z.infer<typeof healthSchema>;

export const healthApi = {
  /** For load balancers and monitoring; 5xx when the database does not answer. */
  health: endpoint({ method: 'GET', path: '/health', response: healthSchema, access: 'public', tags: ['ops'] }),
};
