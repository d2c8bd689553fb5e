import { pageInfo, type PageQuery } from '@cabinet/contracts/common';
import type {
  OpsStockList,
  OpsStockProduct,
  StockList,
  StockMovementList,
  StockState,
  stockAdjustBodySchema,
  stockListQuerySchema,
  opsStockListQuerySchema,
} from '@cabinet/contracts/warehouse-stock';
import type { z } from 'zod';
import { notFound } from '../../../platform/errors.ts';
import type { Tx } from '../../../platform/db/client.ts';
import type { Ledger } from '../../money/ledger/ledger.ts';
import type { StockMoves } from './stock-moves.ts';
import { toSellerStockProduct, toStockMovement, toStockProduct } from './stock-mapping.ts';
import type { StockRepository } from './stock.repository.ts';

type SellerQuery = z.output<typeof stockListQuerySchema>;
type OpsQuery = z.output<typeof opsStockListQuerySchema>;
type Adjust = z.output<typeof stockAdjustBodySchema>;

/**
 * The US warehouse stock (docs/warehouse.md "Stock"): the seller's list, and the operators' stock desk — the list of
 * every account's stock, counted adjustments with a reason, blocking and freezing, and a product's journal.
 */
export class StockService {
  constructor(private readonly deps: { repo: StockRepository; moves: StockMoves; ledger: Ledger; now: () => Date }) {}

  /** Whether the warehouse holds (or held, or expects) the product: the catalogue archives such a product rather than deleting it. */
  hasStock(tx: Tx, productId: number): Promise<boolean> {
    return this.deps.repo.hasItem(tx, productId);
  }

  async list(accountId: number, q: SellerQuery): Promise<StockList> {
    const { rows, total } = await this.deps.repo.page({ ...q, accountId });
    return { products: rows.map(toSellerStockProduct), ...pageInfo(q, total) };
  }

  async opsList(q: OpsQuery): Promise<OpsStockList> {
    const { account_id, ...rest } = q;
    const { rows, total } = await this.deps.repo.page({ ...rest, accountId: account_id });
    const sellers = await this.deps.repo.sellers(rows.map((r) => r.item.account_id));
    const products = rows.map((r) => ({ ...toStockProduct(r), seller: sellers.get(r.item.account_id)! }));
    return { products, ...pageInfo(q, total) };
  }

  async opsGet(productId: number): Promise<OpsStockProduct> {
    const row = await this.deps.repo.one(productId);
    if (!row) throw notFound();
    const sellers = await this.deps.repo.sellers([row.item.account_id]);
    return { ...toStockProduct(row), seller: sellers.get(row.item.account_id)! };
  }

  async movements(productId: number, q: PageQuery): Promise<StockMovementList> {
    if (!(await this.deps.repo.one(productId))) throw notFound();
    const { rows, total } = await this.deps.repo.movements(productId, q);
    return { movements: rows.map(toStockMovement), ...pageInfo(q, total) };
  }

  /** A counted correction of what is in stock (never below zero); the reason goes into the journal. */
  async adjust(operatorId: number, productId: number, body: Adjust): Promise<OpsStockProduct> {
    const { repo, moves, ledger, now } = this.deps;
    await ledger.transaction(async (tx) => {
      const product = await repo.product(productId, tx);
      if (!product) throw notFound();
      await moves.apply(tx, [
        {
          accountId: product.account_id,
          productId,
          inStock: body.in_stock_delta,
          reason: 'adjustment',
          note: body.reason,
          createdBy: operatorId,
          at: now(),
        },
      ]);
    });
    return this.opsGet(productId);
  }

  /**
   * Goods of a return go back onto the shelf (issue 23): per line, the seller's product of that SKU gains the units,
   * with a `return_restock` journal entry each, in the caller's transaction. SKUs outside the seller's catalogue are
   * answered (and nothing moves), for the caller to refuse.
   */
  async restock(
    tx: Tx,
    r: {
      accountId: number;
      operatorId: number;
      note: string;
      lines: { sku: string; quantity: number; name: string }[];
    },
  ): Promise<{ unknown: string[] }> {
    const { repo, moves, now } = this.deps;
    const products = await repo.productsBySku(
      r.accountId,
      r.lines.map((l) => l.sku),
      tx,
    );
    const bySku = new Map(products.map((p) => [p.sku.toLowerCase(), p.id]));
    const unknown = r.lines.map((l) => l.sku).filter((sku) => !bySku.has(sku.trim().toLowerCase()));
    if (unknown.length > 0) return { unknown };
    const at = now();
    await moves.apply(
      tx,
      r.lines.map((l) => ({
        accountId: r.accountId,
        productId: bySku.get(l.sku.trim().toLowerCase())!,
        inStock: l.quantity,
        reason: 'return_restock' as const,
        note: `${r.note}: ${l.name}`,
        createdBy: r.operatorId,
        at,
      })),
    );
    return { unknown: [] };
  }

  /** Blocks, freezes or unblocks a stock item (§4); the reason is shown to the seller. */
  async setState(productId: number, state: StockState, reason: string): Promise<OpsStockProduct> {
    const { repo, ledger, now } = this.deps;
    await ledger.transaction(async (tx) => {
      const product = await repo.product(productId, tx);
      if (!product) throw notFound();
      const [locked] = [...(await repo.lock(tx, product.account_id, [productId])).values()];
      await repo.setState(tx, locked!.id, { state, state_reason: reason, updated_at: now() });
    });
    return this.opsGet(productId);
  }
}
