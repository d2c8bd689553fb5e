import {
  returnStatusColors,
  type Return,
  type ReturnClaim,
  type ReturnClaimStatus,
  type UnidentifiedReturn,
} from '@cabinet/contracts/returns';
import { type OpsReturn, type OpsReturnClaim } from '@cabinet/contracts/returns-ops';
import { toSellerRef } from '../account/seller-ref.ts';
import { money } from '../money/money-format.ts';
import type { ReturnClaimRow, ReturnDistributionRow, ReturnItemRow, ReturnRow } from './returns.schema.ts';
import { storageDue } from './storage.ts';

const iso = (at: Date | null) => (at ? at.toISOString() : null);

/** Rows of many returns, grouped by return for the mappers. */
export function byReturn<T extends { return_id: number }>(rows: T[]): Map<number, T[]> {
  const map = new Map<number, T[]>();
  for (const row of rows) map.set(row.return_id, [...(map.get(row.return_id) ?? []), row]);
  return map;
}

const toItems = (items: ReturnItemRow[]) => items.map(({ id, name, quantity }) => ({ id, name, quantity }));

/** A seller's return; storage owed is counted only while it waits for a decision (the decision pays it). */
export function toReturn(
  row: ReturnRow,
  items: ReturnItemRow[],
  distributions: ReturnDistributionRow[],
  today: string,
): Return {
  const due = row.status === 'awaiting_decision' ? storageDue(row.storage_paid_until, today) : { days: 0, amount: 0 };
  return {
    id: row.id,
    number: row.number,
    status: row.status,
    status_color: returnStatusColors[row.status],
    shipment_number: row.shipment_number,
    carrier: row.carrier,
    tracking_number: row.tracking_number,
    note: row.note,
    items: toItems(items),
    total_items: items.reduce((sum, item) => sum + item.quantity, 0),
    arrived_at: row.arrived_at,
    storage_paid_until: row.storage_paid_until,
    overdue: due.days > 0,
    overdue_days: due.days,
    storage_due: money(due.amount),
    storage_charged: money(row.storage_charged),
    decision: row.decision,
    decision_comment: row.decision_comment,
    decided_at: iso(row.decided_at),
    distribution: distributions.map((d) => ({
      recipient_id: d.recipient.id,
      recipient_name: d.recipient.name,
      recipient_country: d.recipient.country,
      recipient_city: d.recipient.city,
      items: d.items,
    })),
    processed_at: iso(row.processed_at),
  };
}

type NamedSeller = { seller_name: string | null; seller_email: string | null };

export function toOpsReturn(
  found: { row: ReturnRow; pending_claims: number; account_email: string | null } & NamedSeller,
  items: ReturnItemRow[],
  distributions: ReturnDistributionRow[],
  today: string,
): OpsReturn {
  return {
    ...toReturn(found.row, items, distributions, today),
    account_id: found.row.account_id,
    account_email: found.account_email,
    seller: toSellerRef({ ...found, account_id: found.row.account_id }),
    sender_name: found.row.sender_name,
    pending_claims: found.pending_claims,
  };
}

/** What every seller may see of a return nobody has claimed: no sender, no owner, the tracking number's tail. */
export function toUnidentified(
  row: ReturnRow,
  items: ReturnItemRow[],
  myClaim: { id: number; status: ReturnClaimStatus; reason: string | null } | null,
): UnidentifiedReturn {
  return {
    id: row.id,
    number: row.number,
    carrier: row.carrier,
    tracking_tail: row.tracking_number.slice(-4),
    note: row.note,
    items: toItems(items),
    arrived_at: row.arrived_at,
    my_claim: myClaim,
  };
}

export function toClaim(claim: ReturnClaimRow, ret: ReturnRow): ReturnClaim {
  return {
    id: claim.id,
    return_id: ret.id,
    return_number: ret.number,
    status: claim.status,
    message: claim.message,
    files: claim.files,
    reason: claim.reason,
    created_at: claim.created_at.toISOString(),
    decided_at: iso(claim.decided_at),
  };
}

export function toOpsClaim(
  found: { claim: ReturnClaimRow; ret: ReturnRow; account_email: string } & NamedSeller,
): OpsReturnClaim {
  return {
    ...toClaim(found.claim, found.ret),
    account_id: found.claim.account_id,
    account_email: found.account_email,
    seller: toSellerRef({ ...found, account_id: found.claim.account_id })!,
    carrier: found.ret.carrier,
    tracking_number: found.ret.tracking_number,
    arrived_at: found.ret.arrived_at,
  };
}
