import type { QueueDeskKey } from '@cabinet/contracts/queues';
import { paths } from '../../shared/lib/paths.ts';

const filtered = (path: string, query: Record<string, string>) => `${path}?${new URLSearchParams(query)}`;

/**
 * Where each desk of the home page leads: its page, filtered to what waits there (the filters each desk keeps in its
 * address). One entry per desk of `queueDesks` (packages/contracts/src/queues.ts), its words under `desks.<key>`.
 */
export const deskLinks: Record<QueueDeskKey, string> = {
  withdrawals: filtered(paths.opsWithdrawals, { status: 'pending' }),
  approvals: filtered(paths.opsApprovals, { status: 'pending' }),
  top_ups: filtered(paths.opsTopUps, { status: 'pending', method: 'bank_transfer' }),
  unidentified_payments: filtered(paths.opsUnidentifiedPayments, { payments: 'open' }),
  payment_claims: filtered(paths.opsUnidentifiedPayments, { claims: 'pending' }),
  parcels: filtered(paths.opsShipments, { status: 'customer_sent' }),
  return_claims: filtered(paths.opsReturns, { claims: 'pending' }),
  package_claims: filtered(paths.opsUsPackages, { claims: 'pending' }),
  returns: filtered(paths.opsReturns, { returns: 'decided' }),
  disposals: filtered(paths.opsDisposals, { status: 'pending' }),
  disposals_approved: filtered(paths.opsDisposals, { status: 'approved' }),
  shop_requests: filtered(paths.opsShops, { request_status: 'open' }),
  purchases: paths.opsPurchases,
};
