import { disposalStatusColors, type DisposalRequest } from '@cabinet/contracts/disposal';
import { money } from '../../money/money-format.ts';
import type { DisposalRepository } from './disposal.repository.ts';
import type { DisposalRequestRow } from './disposal.schema.ts';

type ItemRow = Awaited<ReturnType<DisposalRepository['items']>>[number];

export function toDisposal(row: DisposalRequestRow, items: ItemRow[]): DisposalRequest & { account_id: number } {
  return {
    id: row.id,
    account_id: row.account_id,
    status: row.status,
    status_color: disposalStatusColors[row.status],
    comment: row.comment,
    items: items.map(({ product_id, sku, title_uk, title_en, quantity }) => ({
      product_id,
      sku,
      title_uk,
      title_en,
      quantity,
    })),
    total_quantity: items.reduce((sum, i) => sum + i.quantity, 0),
    fee: money(row.fee),
    reason: row.reason,
    created_at: row.created_at.toISOString(),
    decided_at: row.decided_at?.toISOString() ?? null,
    completed_at: row.completed_at?.toISOString() ?? null,
  };
}

export const toSellerDisposal = (row: DisposalRequestRow, items: ItemRow[]) => {
  const { account_id: _account, ...rest } = toDisposal(row, items);
  return rest;
};
