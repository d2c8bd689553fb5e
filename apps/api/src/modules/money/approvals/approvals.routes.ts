import type { FastifyPluginAsync } from 'fastify';
import { approvalsOpsApi } from '@cabinet/contracts/approvals';
import { signedInCaller } from '../../../platform/auth/guard.ts';
import { route } from '../../../platform/http/endpoint-route.ts';
import type { Idempotency } from '../../../platform/idempotency/idempotency.ts';
import type { ApprovalsService } from './approvals.service.ts';

/** The back office's second pair of eyes (approvalsOpsApi in the contracts). */
export const approvalRoutes: FastifyPluginAsync<{ approvals: ApprovalsService; idempotency: Idempotency }> = async (
  app,
  { approvals, idempotency },
) => {
  route(app, approvalsOpsApi.list, (request) => approvals.list(signedInCaller(request).userId, request.query));

  route(app, approvalsOpsApi.approve, (request, reply) =>
    idempotency.run(request, reply, 200, () => approvals.approve(signedInCaller(request).userId, request.params.id)),
  );

  route(app, approvalsOpsApi.refuse, (request) =>
    approvals.refuse(signedInCaller(request).userId, request.params.id, request.body.reason),
  );

  route(app, approvalsOpsApi.threshold, () => approvals.threshold());

  route(app, approvalsOpsApi.saveThreshold, (request) =>
    approvals.saveThreshold(signedInCaller(request).userId, request.body.threshold),
  );
};
