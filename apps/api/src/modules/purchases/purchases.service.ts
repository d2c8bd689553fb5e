import { pageInfo } from '@cabinet/contracts/common';
import type { NotificationKind, NotificationPayload } from '@cabinet/contracts/notifications';
import {
  type purchaseCreateBodySchema,
  sellerCancellable,
  type Purchase,
  type PurchaseList,
  type PurchaseListQuery,
  type PurchaseStatus,
} from '@cabinet/contracts/purchases';
import type { z } from 'zod';
import { inTransaction } from '../../platform/db/unit-of-work.ts';
import type { Db } from '../../platform/db/client.ts';
import { AppError, notFound } from '../../platform/errors.ts';
import { providerAccount, type Ledger } from '../money/ledger/ledger.ts';
import { assertMove, purchaseView } from './purchase-view.ts';
import type { PurchasesRepository } from './purchases.repository.ts';
import type { PurchaseRow } from './purchases.schema.ts';

/** Where the seller's payment goes once we have bought with it (paid out to the shop), and where a refund comes from. */
export const PURCHASE_PAYOUTS = providerAccount('payouts', 'us_purchases');
const EXPIRE_BATCH = 500;

export interface PurchasesDeps {
  db: Db;
  repo: PurchasesRepository;
  ledger: Ledger;
  notifications: {
    notify(accountId: number, kind: NotificationKind, payload: NotificationPayload): Promise<void>;
  };
  now: () => Date;
}

interface Caller {
  accountId: number;
  userId: number;
}

/**
 * Buy for me, the seller's side (issue 24, docs/purchases.md): requests, paying a quote from the balance (a hold) and
 * cancelling while nothing is bought (the hold released). Every change of status goes through `moveTo`.
 */
export class PurchasesService {
  constructor(private readonly deps: PurchasesDeps) {}

  async create(caller: Caller, body: z.output<typeof purchaseCreateBodySchema>): Promise<Purchase> {
    const at = this.deps.now();
    const row = await this.deps.repo.insert({
      account_id: caller.accountId,
      status: 'incoming',
      items: body.items.map((item) => ({
        url: item.url,
        title: item.title,
        options: item.options,
        quantity: item.quantity,
        expected_price: item.expected_price ?? null,
        notes: item.notes,
        price: null,
        bought: null,
      })),
      created_by: caller.userId,
      created_at: at,
      updated_at: at,
    });
    return purchaseView(row);
  }

  async list(accountId: number, q: PurchaseListQuery): Promise<PurchaseList> {
    await this.expireQuotes();
    const { rows, total } = await this.deps.repo.list(accountId, q);
    return { purchases: rows.map(purchaseView), ...pageInfo(q, total) };
  }

  async get(accountId: number, id: number): Promise<Purchase> {
    await this.expireQuotes();
    const row = await this.deps.repo.find(accountId, id);
    if (!row) throw notFound();
    return purchaseView(row);
  }

  /** Pays the quote: the total moves from the balance to a hold (422 insufficient_funds). */
  pay(caller: Caller, id: number): Promise<Purchase> {
    const { ledger, repo } = this.deps;
    return inTransaction(this.deps.db, async (tx) => {
      const row = await this.locked(caller.accountId, id);
      assertMove(row.status, 'money_come');
      if (row.quote_expires_at! <= this.deps.now()) throw new AppError(409, 'purchase_quote_expired');
      const amount = row.quote_total!;
      const holdId = await ledger.hold(tx, {
        accountId: caller.accountId,
        amount,
        purpose: 'charge',
        kind: 'purchase_charge',
        description: `US purchase ${row.id}`,
        meta: { purchase_id: row.id },
        createdBy: caller.userId,
      });
      await repo.update(row.id, { hold_id: holdId, paid: amount });
      return purchaseView(await this.moveTo(row, 'money_come'));
    });
  }

  /** The seller cancels while nothing is bought; what was held comes back. */
  async cancel(caller: Caller, id: number): Promise<Purchase> {
    return inTransaction(this.deps.db, async () => {
      const row = await this.locked(caller.accountId, id);
      if (!sellerCancellable.includes(row.status)) throw new AppError(409, 'purchase_bad_move');
      return purchaseView(await this.cancelRow(row, caller.userId));
    });
  }

  /** Cancels a purchase and releases every cent held (the seller's or the desk's cancel, an expired quote). */
  async cancelRow(row: PurchaseRow, by: number | null): Promise<PurchaseRow> {
    assertMove(row.status, 'cancelled');
    if (row.hold_id !== null) {
      const { ledger } = this.deps;
      await ledger.atomically((tx) =>
        ledger.release(tx, row.hold_id!, { createdBy: by, description: `US purchase ${row.id} cancelled` }),
      );
      await this.deps.repo.update(row.id, { refunded: row.paid ?? 0 });
    }
    return this.moveTo(row, 'cancelled');
  }

  /** Quotes nobody paid in time are cancelled (nothing was held); the job calls this, and so does every read. */
  async expireQuotes(): Promise<number> {
    return inTransaction(this.deps.db, async () => {
      const rows = await this.deps.repo.expiredQuotes(this.deps.now(), EXPIRE_BATCH);
      for (const row of rows) await this.cancelRow(row, null);
      return rows.length;
    });
  }

  /** Sets the status (the caller has checked the move) and tells the seller. */
  async moveTo(row: PurchaseRow, status: PurchaseStatus, set: Partial<PurchaseRow> = {}): Promise<PurchaseRow> {
    assertMove(row.status, status);
    const moved = await this.deps.repo.update(row.id, { ...set, status, updated_at: this.deps.now() });
    await this.deps.notifications.notify(row.account_id, 'purchases.status_changed', {
      purchase: row.id,
      status,
    });
    return moved;
  }

  private async locked(accountId: number | null, id: number): Promise<PurchaseRow> {
    const row = await this.deps.repo.lock(accountId, id);
    if (!row) throw notFound();
    return row;
  }

  lockedAny(id: number): Promise<PurchaseRow> {
    return this.locked(null, id);
  }
}
