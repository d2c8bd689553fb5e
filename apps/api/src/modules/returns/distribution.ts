import type { DistributionInput } from '@cabinet/contracts/returns';
import { AppError, invalid } from '../../platform/errors.ts';
import type { ReturnItemRow } from './returns.schema.ts';

/**
 * §5: the distributed items must add up to the return's items. The total is checked first, with the spec's message;
 * when the totals agree but one item is given more (and another fewer) than arrived, that item is named.
 */
export function checkDistribution(items: ReturnItemRow[], distribution: DistributionInput[]): void {
  const known = new Map(items.map((item) => [item.id, item]));
  const given = new Map<number, number>();
  for (const recipient of distribution) {
    for (const line of recipient.items) {
      if (!known.has(line.item_id)) throw invalid({ distribution: ['unknown_item'] });
      given.set(line.item_id, (given.get(line.item_id) ?? 0) + line.quantity);
    }
  }
  const total = items.reduce((sum, item) => sum + item.quantity, 0);
  const distributed = [...given.values()].reduce((sum, n) => sum + n, 0);
  if (distributed !== total) {
    throw new AppError(400, 'distributed_items_mismatch', {
      errors: { distribution: ['distributed_items_mismatch'] },
      extra: { total, distributed },
    });
  }
  const wrong = items.find((item) => (given.get(item.id) ?? 0) !== item.quantity);
  if (wrong) throw invalid({ distribution: ['item_quantity_mismatch'] });
}
