import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { pageQuerySchema } from '@cabinet/contracts/common';
import {
  createTransferBodySchema,
  recipientQuerySchema,
  transferListSchema,
  transferRecipientSchema,
  transferSchema,
} from '@cabinet/contracts/money-out';
import { accountCaller } from '../../../platform/auth/guard.ts';
import type { Idempotency } from '../../../platform/idempotency/idempotency.ts';
import type { TransfersService } from './transfers.service.ts';

const tags = ['money'];
const read = { permission: 'money.read' } as const;
const write = { permission: 'money.write' } as const;

/** §2 /send-money: find the recipient (a preview), send, and the list of what was sent and received. */
export const transferRoutes: FastifyPluginAsyncZod<{ transfers: TransfersService; idempotency: Idempotency }> = async (
  app,
  { transfers, idempotency },
) => {
  app.get(
    '/transfers/recipient',
    { config: read, schema: { tags, querystring: recipientQuerySchema, response: { 200: transferRecipientSchema } } },
    (request) => transfers.recipient(accountCaller(request).accountId, request.query.query),
  );

  app.get(
    '/transfers',
    { config: read, schema: { tags, querystring: pageQuerySchema, response: { 200: transferListSchema } } },
    (request) => transfers.list(accountCaller(request).accountId, request.query),
  );

  app.post(
    '/transfers',
    { config: write, schema: { tags, body: createTransferBodySchema, response: { 201: transferSchema } } },
    (request, reply) =>
      idempotency.run(request, reply, 201, () => transfers.create(accountCaller(request), request.body)),
  );
};
