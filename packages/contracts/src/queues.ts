import { z } from 'zod';
import { approvalsOpsApi } from './approvals.ts';
import { opsDisposalApi } from './disposal.ts';
import { endpoint, type EndpointDefinition } from './endpoint.ts';
import { lostPaymentsOpsApi } from './lost-payments.ts';
import { opsReturnsApi } from './returns-ops.ts';
import { purchasesOpsApi } from './purchases-ops.ts';
import { opsPackageClaimsApi } from './us-package-claims.ts';
import { opsShipmentsApi } from './shipments-ops.ts';
import { shopsApi } from './shops.ts';
import { topUpsOpsApi } from './top-up.ts';
import { withdrawalsOpsApi } from './withdrawals-ops.ts';

/*
 * The back office's home page (issue 23, docs/decisions.md "Desks that are queues"): what waits at each desk, how
 * long the oldest has waited and how many are overdue. A desk is one entry of `queueDesks`; the API counts it
 * (modules/queues, with the desk's own module's query) and the web shows it (features/queues).
 */

/** How long an item may wait at its desk before it is overdue: hours, calendar days or business days (Mon–Fri). */
export interface OverdueRule {
  unit: 'hours' | 'days' | 'business_days';
  count: number;
}

interface QueueDesk {
  /** The desk's list: who may call it sees the desk on the home page (its `opsRole`). */
  list: Pick<EndpointDefinition, 'opsRole'>;
  overdue: OverdueRule;
}

/**
 * Every desk where work waits, in the order the home page shows them, with what makes an item overdue (the one
 * place that says it; docs/decisions.md lists the reasons). What waits, and since when:
 * - `withdrawals`: pending withdrawal requests to pay (since requested);
 * - `approvals`: payouts and credits or debits above the threshold, waiting for a second operator (since asked);
 * - `top_ups`: bank transfers to confirm (pending, since the seller asked for the invoice);
 * - `unidentified_payments`: payments that arrived without a seller's details, to assign (open, since registered);
 * - `payment_claims`: sellers' claims on unidentified payments to decide (since claimed);
 * - `parcels`: parcels on their way to our warehouse to receive (`customer_sent`, since sent);
 * - `return_claims`: sellers' claims on unidentified returns to decide (since claimed);
 * - `package_claims`: sellers' claims on unidentified US packages to decide (since claimed);
 * - `returns`: returns the seller decided on, to carry out (`decided`, since decided);
 * - `disposals`: disposal requests to approve or reject (pending, since requested);
 * - `disposals_approved`: approved disposals to complete (since approved);
 * - `shop_requests`: requests to connect a kind of shop, to answer (new or in progress, since sent; §9: 3 business
 *   days);
 * - `purchases`: "buy for me" requests to quote and paid ones to buy (new, accepted, paid, verified, resumed; since
 *   they reached that status; one business day).
 * Disputes and support requests join as one entry each when their desks land.
 */
export const queueDesks = {
  withdrawals: { list: withdrawalsOpsApi.list, overdue: { unit: 'hours', count: 24 } },
  approvals: { list: approvalsOpsApi.list, overdue: { unit: 'hours', count: 24 } },
  top_ups: { list: topUpsOpsApi.list, overdue: { unit: 'business_days', count: 2 } },
  unidentified_payments: { list: lostPaymentsOpsApi.payments, overdue: { unit: 'business_days', count: 2 } },
  payment_claims: { list: lostPaymentsOpsApi.claims, overdue: { unit: 'business_days', count: 2 } },
  parcels: { list: opsShipmentsApi.list, overdue: { unit: 'days', count: 14 } },
  return_claims: { list: opsReturnsApi.claims, overdue: { unit: 'business_days', count: 2 } },
  package_claims: { list: opsPackageClaimsApi.list, overdue: { unit: 'business_days', count: 2 } },
  returns: { list: opsReturnsApi.list, overdue: { unit: 'business_days', count: 3 } },
  disposals: { list: opsDisposalApi.list, overdue: { unit: 'business_days', count: 3 } },
  disposals_approved: { list: opsDisposalApi.list, overdue: { unit: 'business_days', count: 3 } },
  shop_requests: { list: shopsApi.opsRequests, overdue: { unit: 'business_days', count: 3 } },
  purchases: { list: purchasesOpsApi.list, overdue: { unit: 'business_days', count: 1 } },
} as const satisfies Record<string, QueueDesk>;

export type QueueDeskKey = keyof typeof queueDesks;
export const queueDeskKeys = Object.keys(queueDesks) as QueueDeskKey[];

/** One desk's figures. */
export const deskQueueSchema = z.object({
  desk: z.enum(queueDeskKeys as [QueueDeskKey, ...QueueDeskKey[]]),
  /** Items waiting now. */
  count: z.number().int(),
  /** Since when the oldest of them waits; null when none does. */
  oldest_at: z.string().nullable(),
  /** Of them, those waiting longer than the desk's rule allows. */
  overdue: z.number().int(),
});
export type DeskQueue = z.infer<typeof deskQueueSchema>;
export const queuesSchema = z.object({ desks: z.array(deskQueueSchema) });
export type Queues = z.infer<typeof queuesSchema>;

export const queuesApi = {
  /** What waits at each desk the caller's roles open (the others are left out), in `queueDesks` order. */
  list: endpoint({
    method: 'GET',
    path: '/ops/queues',
    response: queuesSchema,
    access: 'operator',
    opsRole: 'any',
    tags: ['ops'],
  }),
};
