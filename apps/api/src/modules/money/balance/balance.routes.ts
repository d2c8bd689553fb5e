import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { balanceApi } from '@cabinet/contracts/money';
import { accountCaller } from '../../../platform/auth/guard.ts';
import { route } from '../../../platform/http/endpoint-route.ts';
import type { BalanceService } from './balance.service.ts';

function sendCsv(reply: FastifyReply, name: string, csv: string) {
  return reply
    .header('content-type', 'text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${name}.csv"`)
    .send(csv);
}

/** §7 GET /user/balance; the logs of §2 /balance-log and /money-hold-log (balanceApi in the contracts). */
export const balanceRoutes: FastifyPluginAsync<{ balance: BalanceService }> = async (app, { balance }) => {
  route(app, balanceApi.get, (request) => balance.get(accountCaller(request).accountId));

  route(app, balanceApi.balanceLog, (request) => balance.balanceLog(accountCaller(request).accountId, request.query));

  route(app, balanceApi.balanceLogCsv, async (request, reply) =>
    sendCsv(
      reply,
      'balance-log',
      await balance.balanceLogCsv(accountCaller(request).accountId, request.query, request.lang),
    ),
  );

  route(app, balanceApi.holdLog, (request) => balance.holdLog(accountCaller(request).accountId, request.query));

  route(app, balanceApi.holdLogCsv, async (request, reply) =>
    sendCsv(
      reply,
      'money-hold-log',
      await balance.holdLogCsv(accountCaller(request).accountId, request.query, request.lang),
    ),
  );
};
