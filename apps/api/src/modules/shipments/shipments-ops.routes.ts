import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { opsShipmentsApi, type BulkMoveResult } from '@cabinet/contracts/shipments-ops';
import { signedInCaller } from '../../platform/auth/guard.ts';
import { AppError } from '../../platform/errors.ts';
import { route } from '../../platform/http/endpoint-route.ts';
import { translate } from '../../platform/i18n/messages.ts';
import type { BulkMoveOutcome } from './bulk-moves.ts';
import type { Actor } from './lifecycle.service.ts';
import type { LifecycleServices } from './lifecycle-services.ts';
import { toShipment } from './shipment-mapper.ts';
import { shipmentNumber } from './shipment-number.ts';

const operator = (request: FastifyRequest): Actor => ({ kind: 'operator', operatorId: signedInCaller(request).userId });

/**
 * One outcome of a bulk move as the single move would have answered it: the refusal's code and words in the caller's
 * language; an unexpected failure is logged and reported as a server error, and the other shipments still move.
 */
function bulkResult(request: FastifyRequest, { id, row, error }: BulkMoveOutcome): BulkMoveResult {
  const shipment = row && toShipment(row);
  const base = { id, number: shipmentNumber(id), shipment };
  if (error === null) return { ...base, outcome: 'moved', code: null, message: null };
  const known = error instanceof AppError && error.statusCode < 500;
  if (!known) request.log.error({ err: error, shipment_id: id }, 'bulk move failed');
  const code = known ? error.code : 'internal_error';
  const message = translate(request.lang, 'errors', code, known ? error.details.params : undefined);
  return { ...base, outcome: 'refused', code, message };
}

/** The operators' shipment desk (opsShipmentsApi in the contracts). */
export const shipmentsOpsRoutes: FastifyPluginAsync<{ lifecycle: LifecycleServices }> = async (
  app,
  { lifecycle: { ops, lifecycle, receipt, bulk } },
) => {
  route(app, opsShipmentsApi.list, (request) => ops.list(request.query));

  route(app, opsShipmentsApi.detail, (request) => ops.detail(request.params.id));

  route(app, opsShipmentsApi.lookup, (request) => ops.lookup(request.query.code));

  route(app, opsShipmentsApi.bulkTransition, async (request) => {
    const { ids, to, note } = request.body;
    const outcomes = await bulk.move(ids, to, operator(request), note);
    return { results: outcomes.map((outcome) => bulkResult(request, outcome)) };
  });

  route(app, opsShipmentsApi.receive, async (request) => {
    const { note, ...box } = request.body;
    return { shipment: toShipment(await receipt.receive(request.params.id, box, operator(request), note)) };
  });

  route(app, opsShipmentsApi.transition, async (request) => ({
    shipment: toShipment(
      await lifecycle.move(request.params.id, request.body.to, operator(request), request.body.note),
    ),
  }));

  route(app, opsShipmentsApi.freeze, async (request) => ({
    shipment: toShipment(await lifecycle.freeze(request.params.id, operator(request), request.body.note)),
  }));

  route(app, opsShipmentsApi.unfreeze, async (request) => ({
    shipment: toShipment(await lifecycle.unfreeze(request.params.id, operator(request), request.body.note)),
  }));
};
