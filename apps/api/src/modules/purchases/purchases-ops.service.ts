import { pageInfo } from '@cabinet/contracts/common';
import type { SellerRef } from '@cabinet/contracts/sellers';
import {
  type purchaseBuyBodySchema,
  type purchaseQuoteBodySchema,
  type OpsPurchase,
  type OpsPurchaseList,
  type OpsPurchasesQuery,
} from '@cabinet/contracts/purchases-ops';
import { partialTotal, purchaseTotals, type PurchaseFee, type PurchaseStatus } from '@cabinet/contracts/purchases';
import type { z } from 'zod';
import { inTransaction } from '../../platform/db/unit-of-work.ts';
import { AppError, notFound } from '../../platform/errors.ts';
import { describeAudit } from '../audit/audit-context.ts';
import { sellerAccount } from '../money/ledger/ledger.ts';
import { assertMove, purchaseView } from './purchase-view.ts';
import type { PurchasesDeps, PurchasesService } from './purchases.service.ts';
import { PURCHASE_PAYOUTS } from './purchases.service.ts';
import type { PurchaseRow } from './purchases.schema.ts';

const HOUR_MS = 3_600_000;

/**
 * The purchases desk (issue 24, docs/purchases.md): quote, buy (the hold captured; what the shop lacked refunded),
 * the plain moves, cancel (every cent held released) and refund (the shop gave the money back).
 */
export class PurchasesOpsService {
  constructor(
    private readonly deps: PurchasesDeps & {
      purchases: PurchasesService;
      sellers: (accountIds: readonly number[]) => Promise<Map<number, SellerRef>>;
      fee: PurchaseFee;
      quoteHours: number;
    },
  ) {}

  async list(q: OpsPurchasesQuery): Promise<OpsPurchaseList> {
    await this.deps.purchases.expireQuotes();
    const { rows, total } = await this.deps.repo.list(null, q);
    const sellers = await this.deps.sellers(rows.map((r) => r.account_id));
    return { purchases: rows.map((row) => this.opsView(row, sellers)), ...pageInfo(q, total) };
  }

  async get(id: number): Promise<OpsPurchase> {
    await this.deps.purchases.expireQuotes();
    const row = await this.deps.repo.find(null, id);
    if (!row) throw notFound();
    return this.withSeller(row);
  }

  quote(by: number, id: number, body: z.output<typeof purchaseQuoteBodySchema>): Promise<OpsPurchase> {
    return this.change(id, async (row) => {
      assertMove(row.status, 'wait_pay');
      if (body.prices.length !== row.items.length) throw new AppError(400, 'purchase_prices_mismatch');
      const items = row.items.map((item, i) => ({ ...item, price: body.prices[i]! }));
      const itemsMinor = items.reduce((sum, item) => sum + item.price * item.quantity, 0);
      const totals = purchaseTotals(
        { items: itemsMinor, sales_tax: body.sales_tax, us_shipping: body.us_shipping },
        this.deps.fee,
      );
      return this.deps.purchases.moveTo(row, 'wait_pay', {
        items,
        quote_items: totals.items,
        quote_sales_tax: totals.sales_tax,
        quote_us_shipping: totals.us_shipping,
        quote_fee: totals.fee,
        quote_total: totals.total,
        quote_expires_at: new Date(this.deps.now().getTime() + this.deps.quoteHours * HOUR_MS),
        created_by: row.created_by ?? by,
      });
    });
  }

  /** Bought: the hold goes to the shop; when the shop had less, the difference comes back to the seller. */
  buy(by: number, id: number, body: z.output<typeof purchaseBuyBodySchema>): Promise<OpsPurchase> {
    return this.change(id, async (row) => {
      const bought = body.bought ?? row.items.map((item) => item.quantity);
      const fits = bought.length === row.items.length && bought.every((n, i) => n <= row.items[i]!.quantity);
      if (!fits || bought.every((n) => n === 0)) throw new AppError(400, 'purchase_nothing_bought');
      const items = row.items.map((item, i) => ({ ...item, bought: bought[i]! }));
      const boughtItems = items.reduce((sum, item) => sum + (item.price ?? 0) * item.bought, 0);
      const quote = { items: row.quote_items!, sales_tax: row.quote_sales_tax!, us_shipping: row.quote_us_shipping! };
      const refund = row.paid! - partialTotal(quote, boughtItems, this.deps.fee);
      const status: PurchaseStatus = refund > 0 ? 'partrefund' : 'payed';
      assertMove(row.status, status);
      const { ledger } = this.deps;
      await ledger.atomically(async (tx) => {
        await ledger.capture(tx, row.hold_id!, PURCHASE_PAYOUTS, { createdBy: by, meta: { purchase_id: row.id } });
        if (refund > 0) await this.credit(tx, row, refund, by, 'partly bought');
      });
      return this.deps.purchases.moveTo(row, status, {
        items,
        refunded: row.refunded + Math.max(refund, 0),
        shop_order_number: body.shop_order_number,
        tracking: body.tracking || null,
      });
    });
  }

  move(id: number, status: PurchaseStatus): Promise<OpsPurchase> {
    return this.change(id, (row) => this.deps.purchases.moveTo(row, status));
  }

  cancel(by: number, id: number): Promise<OpsPurchase> {
    return this.change(id, (row) => this.deps.purchases.cancelRow(row, by));
  }

  /** The shop refunded the order: what the seller paid and has not had back returns to the balance. */
  refund(by: number, id: number): Promise<OpsPurchase> {
    return this.change(id, async (row) => {
      assertMove(row.status, 'refunded');
      const due = (row.paid ?? 0) - row.refunded;
      if (due > 0) {
        const { ledger } = this.deps;
        await ledger.atomically((tx) => this.credit(tx, row, due, by, 'refunded'));
      }
      return this.deps.purchases.moveTo(row, 'refunded', { refunded: row.refunded + Math.max(due, 0) });
    });
  }

  private credit(
    tx: Parameters<Parameters<PurchasesDeps['ledger']['atomically']>[0]>[0],
    row: PurchaseRow,
    amount: number,
    by: number,
    why: string,
  ) {
    return this.deps.ledger.post(tx, {
      accountId: row.account_id,
      kind: 'purchase_refund',
      description: `US purchase ${row.id} ${why}`,
      meta: { purchase_id: row.id },
      createdBy: by,
      lines: [
        { account: PURCHASE_PAYOUTS, amount: -amount },
        { account: sellerAccount(row.account_id, 'available'), amount },
      ],
    });
  }

  private change(id: number, work: (row: PurchaseRow) => Promise<PurchaseRow>): Promise<OpsPurchase> {
    return inTransaction(this.deps.db, async () => {
      const row = await this.deps.purchases.lockedAny(id);
      const changed = await work(row);
      describeAudit({
        accountId: row.account_id,
        before: { purchase_status: row.status },
        after: { purchase_status: changed.status },
      });
      return this.withSeller(changed);
    });
  }

  private async withSeller(row: PurchaseRow): Promise<OpsPurchase> {
    return this.opsView(row, await this.deps.sellers([row.account_id]));
  }

  private opsView(row: PurchaseRow, sellers: Map<number, SellerRef>): OpsPurchase {
    return {
      ...purchaseView(row),
      seller: sellers.get(row.account_id) ?? { account_id: row.account_id, name: '', email: '' },
    };
  }
}
