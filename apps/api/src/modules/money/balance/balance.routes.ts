import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { balanceLogSchema, balanceSchema, holdLogSchema, logQuerySchema } from '@cabinet/contracts/money';
import { accountCaller } from '../../../platform/auth/guard.ts';
import type { BalanceService } from './balance.service.ts';

const tags = ['money'];
const read = { permission: 'money.read' } as const;

function sendCsv(reply: FastifyReply, name: string, csv: string) {
  return reply
    .header('content-type', 'text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${name}.csv"`)
    .send(csv);
}

/** §7 GET /user/balance; the logs of §2 /balance-log and /money-hold-log, as pages and as CSV. */
export const balanceRoutes: FastifyPluginAsyncZod<{ balance: BalanceService }> = async (app, { balance }) => {
  app.get('/user/balance', { config: read, schema: { tags, response: { 200: balanceSchema } } }, (request) =>
    balance.get(accountCaller(request).accountId),
  );

  app.get(
    '/money/balance-log',
    { config: read, schema: { tags, querystring: logQuerySchema, response: { 200: balanceLogSchema } } },
    (request) => balance.balanceLog(accountCaller(request).accountId, request.query),
  );

  app.get(
    '/money/balance-log/export',
    { config: read, schema: { tags, querystring: logQuerySchema } },
    async (request, reply) =>
      sendCsv(
        reply,
        'balance-log',
        await balance.balanceLogCsv(accountCaller(request).accountId, request.query, request.lang),
      ),
  );

  app.get(
    '/money/hold-log',
    { config: read, schema: { tags, querystring: logQuerySchema, response: { 200: holdLogSchema } } },
    (request) => balance.holdLog(accountCaller(request).accountId, request.query),
  );

  app.get(
    '/money/hold-log/export',
    { config: read, schema: { tags, querystring: logQuerySchema } },
    async (request, reply) =>
      sendCsv(
        reply,
        'money-hold-log',
        await balance.holdLogCsv(accountCaller(request).accountId, request.query, request.lang),
      ),
  );
};
