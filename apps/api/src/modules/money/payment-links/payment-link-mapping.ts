import type { PaymentLink, PaymentLinkPayment } from '@cabinet/contracts/payment-links';
import { money } from '../money-format.ts';
import type { PaymentLinkPaymentRow, PaymentLinkRow } from './payment-links.repository.ts';

/** Only an accepted link the seller has not switched off takes payments. */
export const isPayable = (row: Pick<PaymentLinkRow, 'status' | 'active'>) => row.status === 'accepted' && row.active;

/** The pay page's path; `payLinkUrl` on the web side builds the same. */
export const payPath = (code: string) => `/pay/${code}`;

export function toPaymentLink(row: PaymentLinkRow, publicUrl: string): PaymentLink {
  return {
    id: row.id,
    code: row.code,
    url: `${publicUrl.replace(/\/$/, '')}${payPath(row.code)}`,
    kind: row.kind,
    status: row.status,
    active: row.active,
    payable: isPayable(row),
    amount: money(row.amount, row.currency),
    description: row.description,
    payments_count: row.payments_count,
    received: money(row.received),
    review_reason: row.review_reason,
    created_at: row.created_at.toISOString(),
    reviewed_at: row.reviewed_at?.toISOString() ?? null,
  };
}

export function toPayment(row: PaymentLinkPaymentRow): PaymentLinkPayment {
  return {
    id: row.id,
    payer_email: row.payer_email,
    amount: money(row.amount, row.currency),
    credited: money(row.credited),
    rate: row.rate,
    created_at: row.created_at.toISOString(),
  };
}
