import type { FastifyPluginAsync } from 'fastify';
import { withdrawalsOpsApi } from '@cabinet/contracts/withdrawals-ops';
import { signedInCaller } from '../../../platform/auth/guard.ts';
import { route } from '../../../platform/http/endpoint-route.ts';
import { translate } from '../../../platform/i18n/messages.ts';
import type { Idempotency } from '../../../platform/idempotency/idempotency.ts';
import type { BulkItem, WithdrawalBulkService } from './withdrawals-bulk.service.ts';
import type { WithdrawalOpsService } from './withdrawals-ops.service.ts';

/** The back office's withdrawal desk (withdrawalsOpsApi in the contracts). */
export const withdrawalOpsRoutes: FastifyPluginAsync<{
  ops: WithdrawalOpsService;
  bulk: WithdrawalBulkService;
  idempotency: Idempotency;
}> = async (app, { ops, bulk, idempotency }) => {
  route(app, withdrawalsOpsApi.list, (request) => ops.list(signedInCaller(request).userId, request.query));

  route(app, withdrawalsOpsApi.get, (request) => ops.get(signedInCaller(request).userId, request.params.id));

  // 200 paid; 202 waiting for a second operator's approval.
  route(app, withdrawalsOpsApi.pay, (request, reply) =>
    idempotency.run(
      request,
      reply,
      (w) => (w.status === 'paid' ? 200 : 202),
      () => ops.pay(signedInCaller(request).userId, request.params.id),
    ),
  );

  route(app, withdrawalsOpsApi.reject, (request, reply) =>
    idempotency.run(request, reply, 200, () =>
      ops.reject(signedInCaller(request).userId, request.params.id, request.body.reason),
    ),
  );

  route(app, withdrawalsOpsApi.needsCorrection, (request, reply) =>
    idempotency.run(request, reply, 200, () =>
      ops.needsCorrection(signedInCaller(request).userId, request.params.id, request.body.reason),
    ),
  );

  // Each refusal is worded in the caller's language, as the error body of a single request would be.
  const worded = (items: BulkItem[], lang: Parameters<typeof translate>[0]) => ({
    results: items.map((item) => ({
      ...item,
      message: item.code === null ? null : translate(lang, 'errors', item.code),
    })),
  });

  route(app, withdrawalsOpsApi.bulkPay, (request, reply) =>
    idempotency.run(request, reply, 200, async () =>
      worded(await bulk.payAll(signedInCaller(request).userId, request.body.ids), request.lang),
    ),
  );

  route(app, withdrawalsOpsApi.bulkReject, (request, reply) =>
    idempotency.run(request, reply, 200, async () =>
      worded(await bulk.rejectAll(signedInCaller(request).userId, request.body.ids, request.body.reason), request.lang),
    ),
  );

  route(app, withdrawalsOpsApi.methodSettings, () => ops.methodSettings());

  route(app, withdrawalsOpsApi.saveMethodSettings, (request) =>
    ops.saveMethodSettings(request.params.method, request.body),
  );
};
