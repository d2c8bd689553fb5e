import type { FastifyPluginAsync } from 'fastify';
import { lostPaymentsOpsApi } from '@cabinet/contracts/lost-payments';
import { signedInCaller } from '../../../platform/auth/guard.ts';
import { route } from '../../../platform/http/endpoint-route.ts';
import type { Idempotency } from '../../../platform/idempotency/idempotency.ts';
import type { ClaimsReviewService } from './claims-review.service.ts';
import { sendClaimFile } from './lost-payments.routes.ts';

/** The back office's unidentified payments (lostPaymentsOpsApi in the contracts). */
export const lostPaymentOpsRoutes: FastifyPluginAsync<{
  review: ClaimsReviewService;
  idempotency: Idempotency;
}> = async (app, { review, idempotency }) => {
  route(app, lostPaymentsOpsApi.register, (request, reply) =>
    idempotency.run(request, reply, 201, () => review.register(signedInCaller(request).userId, request.body)),
  );

  route(app, lostPaymentsOpsApi.payments, (request) => review.payments(request.query));

  route(app, lostPaymentsOpsApi.assign, (request, reply) =>
    idempotency.run(request, reply, 200, () =>
      review.assign(signedInCaller(request).userId, request.params.id, request.body.account_id),
    ),
  );

  route(app, lostPaymentsOpsApi.claims, (request) => review.claims(request.query));

  route(app, lostPaymentsOpsApi.file, async (request, reply) =>
    sendClaimFile(reply, await review.file(request.params.id, request.params.fileId)),
  );

  route(app, lostPaymentsOpsApi.approve, (request, reply) =>
    idempotency.run(request, reply, 200, () => review.approve(signedInCaller(request).userId, request.params.id)),
  );

  route(app, lostPaymentsOpsApi.reject, (request) =>
    review.reject(signedInCaller(request).userId, request.params.id, request.body.reason),
  );
};
