import type { DistributionInput, ReturnItem } from '@cabinet/contracts/returns';

/** One row of the distribution table: a recipient (address-book id) and how many of each item they get. */
export interface DistributionRow {
  key: number;
  recipientId: string | null;
  quantities: Record<number, number>;
}

export const emptyRow = (key: number): DistributionRow => ({ key, recipientId: null, quantities: {} });

/** The first row gets everything: the common case (one recipient) needs no typing. */
export const firstRow = (items: ReturnItem[]): DistributionRow => ({
  key: 0,
  recipientId: null,
  quantities: Object.fromEntries(items.map((item) => [item.id, item.quantity])),
});

export const distributedCount = (rows: DistributionRow[]) =>
  rows.reduce((sum, row) => sum + Object.values(row.quantities).reduce((a, b) => a + (b || 0), 0), 0);

/** The request body's `distribution`: rows without a recipient are left to the form's check, zero cells dropped. */
export const toDistribution = (rows: DistributionRow[]): DistributionInput[] =>
  rows.map((row) => ({
    recipient_id: Number(row.recipientId),
    items: Object.entries(row.quantities)
      .filter(([, quantity]) => quantity > 0)
      .map(([itemId, quantity]) => ({ item_id: Number(itemId), quantity })),
  }));
