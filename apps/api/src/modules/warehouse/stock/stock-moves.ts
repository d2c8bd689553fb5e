import { AppError } from '../../../platform/errors.ts';
import type { Tx } from '../../../platform/db/client.ts';
import type { Movement, StockRepository } from './stock.repository.ts';
import type { StockItemRow } from './stock.schema.ts';

/** A change that would take a quantity below zero. */
export const stockNegative = () => new AppError(409, 'stock_negative');

/**
 * The one way stock quantities change: each movement updates its stock item and writes its journal row in the
 * caller's transaction. Rows are locked in product-id order first, so concurrent changes of the same products
 * serialise (and never deadlock); a quantity that would go below zero fails the whole transaction.
 */
export class StockMoves {
  constructor(private readonly repo: StockRepository) {}

  async apply(tx: Tx, moves: Movement[]): Promise<void> {
    const byAccount = new Map<number, number[]>();
    for (const m of moves) byAccount.set(m.accountId, [...(byAccount.get(m.accountId) ?? []), m.productId]);
    const locked = new Map<number, StockItemRow>();
    for (const [accountId, ids] of [...byAccount].sort(([a], [b]) => a - b)) {
      for (const [id, row] of await this.repo.lock(tx, accountId, ids)) locked.set(id, row);
    }
    const quantities = new Map([...locked].map(([id, r]) => [id, { in_stock: r.in_stock, on_the_way: r.on_the_way }]));
    for (const m of moves) {
      const q = quantities.get(m.productId)!;
      q.in_stock += m.inStock ?? 0;
      q.on_the_way += m.onTheWay ?? 0;
      if (q.in_stock < 0 || q.on_the_way < 0) throw stockNegative();
    }
    const at = moves.reduce((latest, m) => (m.at > latest ? m.at : latest), new Date(0));
    for (const [productId, q] of quantities) {
      const row = locked.get(productId)!;
      if (q.in_stock !== row.in_stock || q.on_the_way !== row.on_the_way) {
        await this.repo.setQuantities(tx, row.id, { ...q, updated_at: at });
      }
    }
    for (const m of moves) {
      if ((m.inStock ?? 0) !== 0 || (m.onTheWay ?? 0) !== 0) await this.repo.insertMovement(tx, m);
    }
  }
}
