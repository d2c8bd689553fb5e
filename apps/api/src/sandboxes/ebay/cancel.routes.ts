import { randomInt } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { SandboxDeps } from '../marketplace-kit/marketplace-sandbox.ts';
import { recordAction, type SandboxShop } from '../marketplace-kit/store.ts';
import { MARKETPLACE, SANDBOX_PATH, SELLER_CANCEL_REASONS } from './ebay-definitions.ts';
import { sendEbayErrors, type EbayGate } from './api.ts';
import type { EbayOrderRecord } from './order-factory.ts';
import { EBAY, ebayOrderByAnyId, saveEbayOrder } from './orders-store.ts';

/*
 * The Post-Order API's seller cancellation as the sandbox answers it: check_eligibility (EBAY_US: only in the hour
 * after purchase, nothing shipped, no cancellation yet) and the cancellation itself, which a seller's request completes
 * at once: the order is CANCELED and, if paid, FULLY_REFUNDED.
 */

const config = { access: 'public' } as const;
const schema = { hide: true } as const;
const CANCELLATION = `${SANDBOX_PATH}/post-order/v2/cancellation`;
const WINDOW_MS = 60 * 60_000;
const SELLER_REASONS: readonly string[] = SELLER_CANCEL_REASONS;

type Body = Record<string, unknown>;
const objectOf = (value: unknown): Body =>
  value && typeof value === 'object' && !Array.isArray(value) ? (value as Body) : {};

/** Why the order cannot be cancelled now (EligibilityFailureReasonEnum; ALREADY_SHIPPED is the sandbox's name). */
function failuresOf(record: EbayOrderRecord, now: Date): string[] {
  const { order } = record;
  const failures: string[] = [];
  if (order.cancelStatus && order.cancelStatus.cancelState !== 'NONE_REQUESTED') failures.push('CANCELLATION_EXIST');
  if (order.orderFulfillmentStatus !== 'NOT_STARTED') failures.push('ALREADY_SHIPPED');
  if (now.getTime() - Date.parse(order.creationDate) > WINDOW_MS) failures.push('CANCEL_WINDOW_ELAPSED');
  return failures;
}

export function ebayCancelRoutes(app: FastifyInstance, deps: SandboxDeps, admit: EbayGate) {
  /** The user and the order the request names, or null once the refusal has been sent. */
  async function orderOfRequest(
    request: FastifyRequest,
    reply: FastifyReply,
  ): Promise<{ shop: SandboxShop; record: EbayOrderRecord } | null> {
    const shop = await admit(request, reply, 'post-order');
    if (!shop) return null;
    const refuse = (status: number, errorId: number, message: string) => {
      sendEbayErrors(reply, status, { errorId, domain: 'API_POST_ORDER', message });
      return null;
    };
    if (request.headers['x-ebay-c-marketplace-id'] !== MARKETPLACE) {
      return refuse(400, 1605, 'X-EBAY-C-MARKETPLACE-ID must be EBAY_US.');
    }
    const legacyOrderId = String(objectOf(request.body).legacyOrderId ?? '');
    const record = await ebayOrderByAnyId(deps.db, shop.id, legacyOrderId);
    return record ? { shop, record } : refuse(404, 1606, `Invalid legacyOrderId: ${legacyOrderId}`);
  }

  app.post(`${CANCELLATION}/check_eligibility`, { config, schema }, async (request, reply) => {
    const found = await orderOfRequest(request, reply);
    if (!found) return reply;
    const { order } = found.record;
    const failures = failuresOf(found.record, deps.now());
    const eligible = failures.length === 0;
    return {
      legacyOrderId: order.orderId,
      eligible,
      ...(eligible ? { eligibleCancelReason: SELLER_REASONS } : { failureReason: failures }),
      itemEligibilityResult: order.lineItems.map((item) => ({
        itemId: item.legacyItemId,
        transactionId: item.lineItemId,
        eligible,
        ...(eligible ? {} : { failureReason: failures }),
      })),
    };
  });

  app.post(CANCELLATION, { config, schema }, async (request, reply) => {
    const found = await orderOfRequest(request, reply);
    if (!found) return reply;
    const now = deps.now();
    const reason = String(objectOf(request.body).cancelReason ?? '');
    const refuse = (errorId: number, message: string) =>
      sendEbayErrors(reply, 400, { errorId, domain: 'API_POST_ORDER', message });
    if (!SELLER_REASONS.includes(reason)) return refuse(1607, `Invalid cancelReason: ${reason}`);
    const failures = failuresOf(found.record, now);
    if (failures.length > 0) return refuse(1608, `The order is not eligible for cancellation: ${failures.join(', ')}`);
    const record = structuredClone(found.record);
    const { order } = record;
    const cancelId = String(randomInt(5_000_000_000, 5_999_999_999));
    order.cancelStatus = {
      cancelState: 'CANCELED',
      cancelledDate: now.toISOString(),
      cancelRequests: [
        {
          cancelInitiator: 'SELLER',
          cancelReason: reason,
          cancelRequestedDate: now.toISOString(),
          cancelCompletedDate: now.toISOString(),
          cancelRequestId: cancelId,
          cancelRequestState: 'COMPLETED',
        },
      ],
    };
    if (order.orderPaymentStatus === 'PAID') order.orderPaymentStatus = 'FULLY_REFUNDED';
    order.lastModifiedDate = now.toISOString();
    await saveEbayOrder(deps.db, found.shop.id, record);
    await recordAction(
      deps.db,
      {
        kind: EBAY,
        shopId: found.shop.id,
        orderExternalId: order.orderId,
        action: 'cancel',
        body: { cancelId, cancelReason: reason },
      },
      now,
    );
    return reply.status(201).send({ cancelId });
  });
}
