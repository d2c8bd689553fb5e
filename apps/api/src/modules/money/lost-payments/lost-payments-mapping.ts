import type { Claim, ClaimFile, OpsClaim, OpsUnidentifiedPayment } from '@cabinet/contracts/lost-payments';
import { money } from '../money-format.ts';
import type { ClaimFileRow, ClaimRow, PaymentRow } from './lost-payments.repository.ts';
import { maskPayer } from './mask.ts';

/** A payment as a seller sees it: the payer masked. */
export const toSellerPayment = (p: PaymentRow) => ({
  id: p.id,
  amount: money(p.amount),
  payer: maskPayer(p.payer),
  date: p.paid_on,
  details: p.details,
});

/** The assigned seller's name and e-mail, as the payments query reads them. */
export interface AssignedSeller {
  assigned_name: string | null;
  assigned_email: string | null;
}

export const toOpsPayment = (p: PaymentRow, pendingClaims: number, seller: AssignedSeller): OpsUnidentifiedPayment => ({
  id: p.id,
  amount: money(p.amount),
  payer: p.payer,
  date: p.paid_on,
  details: p.details,
  status: p.status,
  assigned_account_id: p.assigned_account_id,
  assigned_to:
    seller.assigned_email === null ? null : { name: seller.assigned_name ?? '', email: seller.assigned_email },
  pending_claims: pendingClaims,
  created_at: p.created_at.toISOString(),
});

const toFile = (f: ClaimFileRow): ClaimFile => ({ id: f.id, name: f.name, mime: f.mime, size: f.size });

export function toClaim(c: ClaimRow, p: PaymentRow, files: ClaimFileRow[]): Claim {
  return {
    id: c.id,
    payment: toSellerPayment(p),
    comment: c.comment,
    status: c.status,
    reason: c.reason,
    assigned_elsewhere: c.assigned_elsewhere,
    files: files.filter((f) => f.claim_id === c.id).map(toFile),
    created_at: c.created_at.toISOString(),
    decided_at: c.decided_at?.toISOString() ?? null,
  };
}

export function toOpsClaim(
  row: {
    claim: ClaimRow;
    payment: PaymentRow;
    pending_claims: number;
    seller_name: string;
    seller_email: string;
  } & AssignedSeller,
  files: ClaimFileRow[],
): OpsClaim {
  return {
    ...toClaim(row.claim, row.payment, files),
    payment: toOpsPayment(row.payment, row.pending_claims, row),
    account_id: row.claim.account_id,
    seller_name: row.seller_name,
    seller_email: row.seller_email,
  };
}
