import { pageInfo, type Language, type PageQuery } from '@cabinet/contracts/common';
import {
  DISPOSAL_FEE_PER_UNIT_MINOR,
  disposalStatusColors,
  disposalStatuses,
  type DisposalList,
  type DisposalRequest,
  type DisposalStatus,
  type DisposalStatusList,
  type OpsDisposalList,
  type OpsDisposalRequest,
  type disposalCreateBodySchema,
} from '@cabinet/contracts/disposal';
import type { z } from 'zod';
import { AppError, invalid, notFound } from '../../../platform/errors.ts';
import { translate } from '../../../platform/i18n/messages.ts';
import { providerAccount, sellerAccount, type Ledger } from '../../money/ledger/ledger.ts';
import { money } from '../../money/money-format.ts';
import type { CashbackService } from '../../money/cashback/cashback.service.ts';
import { describeAudit } from '../../audit/audit-context.ts';
import type { NotificationService } from '../../notifications/notifications.service.ts';
import type { StockMoves } from '../stock/stock-moves.ts';
import type { StockRepository } from '../stock/stock.repository.ts';
import { toDisposal, toSellerDisposal } from './disposal-mapping.ts';
import type { DisposalRepository } from './disposal.repository.ts';
import type { DisposalRequestRow } from './disposal.schema.ts';

type CreateBody = z.output<typeof disposalCreateBodySchema>;
type ListQuery = PageQuery & { status?: DisposalStatus };

/** Where disposal fees go in the ledger. */
export const DISPOSAL_REVENUE = providerAccount('revenue', 'disposal');

/**
 * Disposal requests (docs/warehouse.md "Disposal"): the seller asks, units are reserved while pending or approved,
 * an operator approves or rejects, and completing destroys the units (`disposed` movements) and charges the fee
 * from the balance in the same transaction — once, however often it is retried.
 */
export class DisposalService {
  constructor(
    private readonly deps: {
      repo: DisposalRepository;
      stock: StockRepository;
      moves: StockMoves;
      ledger: Ledger;
      cashback: Pick<CashbackService, 'accrueFor'>;
      notifications: Pick<NotificationService, 'notify'>;
      now: () => Date;
    },
  ) {}

  statuses(lang: Language): DisposalStatusList {
    return {
      statuses: disposalStatuses.map((status) => ({
        status,
        label: translate(lang, 'disposal_status', status),
        color: disposalStatusColors[status],
      })),
    };
  }

  private async withItems(rows: DisposalRequestRow[]) {
    const items = await this.deps.repo.items(rows.map((r) => r.id));
    return rows.map((r) =>
      toDisposal(
        r,
        items.filter((i) => i.request_id === r.id),
      ),
    );
  }

  async list(accountId: number, q: ListQuery): Promise<DisposalList> {
    const { rows, total } = await this.deps.repo.page({ ...q, accountId });
    const items = await this.deps.repo.items(rows.map((r) => r.id));
    const list = rows.map((r) =>
      toSellerDisposal(
        r,
        items.filter((i) => i.request_id === r.id),
      ),
    );
    return { list, ...pageInfo(q, total) };
  }

  async get(accountId: number, id: number): Promise<DisposalRequest> {
    const row = await this.deps.repo.one(id, accountId);
    if (!row) throw notFound();
    return toSellerDisposal(row, await this.deps.repo.items([id]));
  }

  async opsList(q: ListQuery): Promise<OpsDisposalList> {
    const { rows, total } = await this.deps.repo.page(q);
    const [list, sellers] = await Promise.all([
      this.withItems(rows),
      this.deps.repo.sellers(rows.map((r) => r.account_id)),
    ]);
    return { list: list.map((d) => ({ ...d, seller: sellers.get(d.account_id)! })), ...pageInfo(q, total) };
  }

  /** The back office's home page: requests to decide (`pending`) and approved ones to complete. */
  waiting(status: 'pending' | 'approved', cutoff: Date) {
    return this.deps.repo.waiting(status, cutoff);
  }

  async opsGet(id: number): Promise<OpsDisposalRequest> {
    const row = await this.deps.repo.one(id);
    if (!row) throw notFound();
    const [items, sellers] = await Promise.all([this.deps.repo.items([id]), this.deps.repo.sellers([row.account_id])]);
    return { ...toDisposal(row, items), seller: sellers.get(row.account_id)! };
  }

  /** Checked under the stock rows' locks, so concurrent requests over the same units never oversubscribe them. */
  async create(caller: { accountId: number; userId: number }, body: CreateBody): Promise<DisposalRequest> {
    const { repo, stock, ledger, now } = this.deps;
    const ids = body.items.map((i) => i.product_id);
    const owned = new Set((await stock.productsOf(caller.accountId, ids)).map((p) => p.id));
    const unknown = Object.fromEntries(
      body.items.flatMap((i, n) => (owned.has(i.product_id) ? [] : [[`items.${n}.product_id`, ['unknown_product']]])),
    );
    if (Object.keys(unknown).length > 0) throw invalid(unknown);
    const created = await ledger.transaction(async (tx) => {
      const locked = await stock.lock(tx, caller.accountId, ids);
      const reserved = await repo.reserved(tx, ids);
      const errors: Record<string, string[]> = {};
      let code = 'disposal_exceeds_available';
      body.items.forEach((item, n) => {
        const row = locked.get(item.product_id)!;
        if (row.state !== 'unblocked') {
          errors[`items.${n}.product_id`] = ['stock_blocked'];
          code = 'stock_blocked';
        } else if (item.quantity > row.in_stock - (reserved.get(item.product_id) ?? 0)) {
          errors[`items.${n}.quantity`] = ['exceeds_available'];
        }
      });
      if (Object.keys(errors).length > 0) throw invalid(errors, code);
      const units = body.items.reduce((sum, i) => sum + i.quantity, 0);
      return repo.insert(
        tx,
        {
          account_id: caller.accountId,
          comment: body.comment,
          fee: units * DISPOSAL_FEE_PER_UNIT_MINOR,
          created_by: caller.userId,
          created_at: now(),
        },
        body.items,
      );
    });
    return this.get(caller.accountId, created.id);
  }

  /** The seller withdraws a request while it is pending; its units are free again. */
  async cancel(accountId: number, id: number): Promise<DisposalRequest> {
    await this.deps.ledger.transaction(async (tx) => {
      const row = await this.deps.repo.lock(tx, id);
      if (!row || row.account_id !== accountId) throw notFound();
      if (row.status === 'cancelled') return;
      if (row.status !== 'pending') throw new AppError(409, 'disposal_not_pending');
      await this.deps.repo.update(tx, id, { status: 'cancelled', decided_at: this.deps.now() });
    });
    return this.get(accountId, id);
  }

  private async decide(operatorId: number, id: number, from: DisposalStatus[], to: DisposalStatus, reason = '') {
    const row = await this.deps.ledger.transaction(async (tx) => {
      const found = await this.deps.repo.lock(tx, id);
      if (!found) throw notFound();
      if (found.status === to) return null;
      if (!from.includes(found.status)) throw new AppError(409, 'disposal_not_pending');
      await this.deps.repo.update(tx, id, { status: to, reason, decided_by: operatorId, decided_at: this.deps.now() });
      return found;
    });
    if (row) {
      describeAudit({
        accountId: row.account_id,
        before: { status: row.status },
        after: { status: to },
        ...(reason ? { reason } : {}),
      });
      await this.deps.notifications.notify(row.account_id, 'shipments.disposal_decided', {
        number: id,
        status: to,
        ...(reason ? { reason } : {}),
      });
    }
    return this.opsGet(id);
  }

  approve(operatorId: number, id: number) {
    return this.decide(operatorId, id, ['pending'], 'approved');
  }

  /** A pending or approved request may be rejected (e.g. the goods need special handling); the reason is shown. */
  reject(operatorId: number, id: number, reason: string) {
    return this.decide(operatorId, id, ['pending', 'approved'], 'rejected', reason);
  }

  /** The warehouse destroyed the units: stock goes down and the fee is charged, atomically; repeating is harmless. */
  async complete(operatorId: number, id: number): Promise<OpsDisposalRequest> {
    const { repo, moves, ledger, now } = this.deps;
    const done = await ledger.transaction(async (tx) => {
      const row = await repo.lock(tx, id);
      if (!row) throw notFound();
      if (row.status === 'completed') return null;
      if (row.status !== 'approved') throw new AppError(409, 'disposal_not_approved');
      const items = await repo.items([id], tx);
      const at = now();
      await moves.apply(
        tx,
        items.map((i) => ({
          accountId: row.account_id,
          productId: i.product_id,
          inStock: -i.quantity,
          reason: 'disposed' as const,
          note: `Disposal No. ${id}`,
          disposalId: id,
          createdBy: operatorId,
          at,
        })),
      );
      const journalId =
        row.fee > 0
          ? await ledger.post(tx, {
              accountId: row.account_id,
              kind: 'service_charge',
              description: `Disposal No. ${id}: ${items.reduce((s, i) => s + i.quantity, 0)} units`,
              createdBy: operatorId,
              meta: { disposal_id: id },
              lines: [
                { account: sellerAccount(row.account_id, 'available'), amount: -row.fee },
                { account: DISPOSAL_REVENUE, amount: row.fee },
              ],
            })
          : null;
      // Like every service charge, the fee earns cashback.
      if (journalId !== null) await this.deps.cashback.accrueFor(tx, journalId);
      await repo.update(tx, id, { status: 'completed', completed_at: at, journal_id: journalId });
      return { row, units: items.reduce((sum, i) => sum + i.quantity, 0) };
    });
    // The seller is told in words what went: how many units, and the fee taken from the balance (issue 23).
    if (done) {
      describeAudit({
        accountId: done.row.account_id,
        before: { status: 'approved' },
        after: { status: 'completed', units: done.units, fee: money(done.row.fee).amount },
      });
      await this.deps.notifications.notify(done.row.account_id, 'shipments.disposal_decided', {
        number: id,
        status: 'completed',
        units: done.units,
        amount: money(done.row.fee).amount,
        currency: 'USD',
      });
    }
    return this.opsGet(id);
  }
}
