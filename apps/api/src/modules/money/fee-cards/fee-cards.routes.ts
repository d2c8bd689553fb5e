import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParamsSchema } from '@cabinet/contracts/common';
import {
  feeCardDetailQuerySchema,
  feeCardDetailSchema,
  feeCardListQuerySchema,
  feeCardListSchema,
  feeCardResultSchema,
  feeCardSchema,
  feeCardTopUpBodySchema,
  issueFeeCardBodySchema,
} from '@cabinet/contracts/fee-cards';
import { accountCaller } from '../../../platform/auth/guard.ts';
import type { Idempotency } from '../../../platform/idempotency/idempotency.ts';
import type { FeeCardService } from './fee-cards.service.ts';

const tags = ['money'];
const read = { permission: 'money.read' } as const;
const write = { permission: 'money.write' } as const;
const params = idParamsSchema;

/** Virtual fee cards (§2 menu "virtual cards", §9): list, issue, top up, freeze, unfreeze, close. */
export const feeCardRoutes: FastifyPluginAsyncZod<{ feeCards: FeeCardService; idempotency: Idempotency }> = async (
  app,
  { feeCards, idempotency },
) => {
  app.get(
    '/fee-cards',
    { config: read, schema: { tags, querystring: feeCardListQuerySchema, response: { 200: feeCardListSchema } } },
    (request) => feeCards.list(accountCaller(request).accountId, request.query),
  );

  app.get(
    '/fee-cards/:id',
    {
      config: read,
      schema: { tags, params, querystring: feeCardDetailQuerySchema, response: { 200: feeCardDetailSchema } },
    },
    (request) => feeCards.get(accountCaller(request).accountId, request.params.id, request.query),
  );

  app.post(
    '/fee-cards',
    { config: write, schema: { tags, body: issueFeeCardBodySchema, response: { 201: feeCardResultSchema } } },
    (request, reply) => {
      const caller = accountCaller(request);
      return idempotency.run(request, reply, 201, () => feeCards.issue(caller.accountId, caller.userId, request.body));
    },
  );

  app.post(
    '/fee-cards/:id/top-up',
    {
      config: write,
      schema: { tags, params, body: feeCardTopUpBodySchema, response: { 201: feeCardResultSchema } },
    },
    (request, reply) => {
      const caller = accountCaller(request);
      return idempotency.run(request, reply, 201, () =>
        feeCards.topUp(caller.accountId, caller.userId, request.params.id, request.body.amount),
      );
    },
  );

  app.post(
    '/fee-cards/:id/freeze',
    { config: write, schema: { tags, params, response: { 200: feeCardSchema } } },
    (request) => feeCards.freeze(accountCaller(request).accountId, request.params.id),
  );

  app.post(
    '/fee-cards/:id/unfreeze',
    { config: write, schema: { tags, params, response: { 200: feeCardSchema } } },
    (request) => feeCards.unfreeze(accountCaller(request).accountId, request.params.id),
  );

  app.post(
    '/fee-cards/:id/close',
    { config: write, schema: { tags, params, response: { 200: feeCardResultSchema } } },
    (request, reply) => {
      const caller = accountCaller(request);
      return idempotency.run(request, reply, 200, () =>
        feeCards.close(caller.accountId, caller.userId, request.params.id),
      );
    },
  );
};
