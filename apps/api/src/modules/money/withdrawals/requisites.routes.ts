import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  bankRequisitesBodySchema,
  cardRequisitesBodySchema,
  requisitesParamsSchema,
  requisitesResponseSchema,
  walletRequisitesBodySchema,
} from '@cabinet/contracts/money-out';
import { accountCaller } from '../../../platform/auth/guard.ts';
import type { RequisitesService } from './requisites.service.ts';

const tags = ['money'];
const read = { permission: 'money.read' } as const;
const write = { permission: 'money.write' } as const;
const response = { 200: requisitesResponseSchema };

/** §2 /requisites/{method}: one GET for every method, one PUT per method (each with its own fields). */
export const requisitesRoutes: FastifyPluginAsyncZod<{ requisites: RequisitesService }> = async (
  app,
  { requisites },
) => {
  app.get(
    '/requisites/:method',
    { config: read, schema: { tags, params: requisitesParamsSchema, response } },
    (request) => requisites.get(accountCaller(request).accountId, request.params.method),
  );

  app.put(
    '/requisites/card',
    { config: write, schema: { tags, body: cardRequisitesBodySchema, response } },
    (request) => requisites.saveCard(accountCaller(request), request.body),
  );

  app.put(
    '/requisites/bank',
    { config: write, schema: { tags, body: bankRequisitesBodySchema, response } },
    (request) => requisites.saveBank(accountCaller(request), request.body),
  );

  app.put(
    '/requisites/wallet',
    { config: write, schema: { tags, body: walletRequisitesBodySchema, response } },
    (request) => requisites.saveWallet(accountCaller(request), request.body.wallet_account_id),
  );
};
