import { randomInt } from 'node:crypto';
import { pageInfo, type PageQuery } from '@cabinet/contracts/common';
import type { ReturnStatus } from '@cabinet/contracts/returns';
import type {
  OpsReturn,
  OpsReturnList,
  returnProcessBodySchema,
  returnRegisterBodySchema,
} from '@cabinet/contracts/returns-ops';
import type { z } from 'zod';
import type { Db, Tx } from '../../platform/db/client.ts';
import { AppError, invalid, notFound } from '../../platform/errors.ts';
import { describeAudit } from '../audit/audit-context.ts';
import type { NotificationService } from '../notifications/notifications.service.ts';
import { byReturn, toOpsReturn } from './returns-mapping.ts';
import type { ReturnRepository } from './returns.repository.ts';
import type { ReturnItemRow, ReturnRow } from './returns.schema.ts';
import { warehouseDay } from '../warehouse/warehouse-day.ts';
import { freeStorageUntil } from './storage.ts';

type RegisterBody = z.output<typeof returnRegisterBodySchema>;
type ProcessBody = z.output<typeof returnProcessBodySchema>;

/** The warehouse's stock, where a restocked return's goods go back (the stock module's service). */
export interface ReturnRestock {
  restock(
    tx: Tx,
    r: {
      accountId: number;
      operatorId: number;
      note: string;
      lines: { sku: string; quantity: number; name: string }[];
    },
  ): Promise<{ unknown: string[] }>;
}

/**
 * The warehouse desk (/ops/returns): register a parcel that came back — for a seller, or as unidentified — list
 * them, and mark a decided return processed once the warehouse has restocked, disposed of or sent out its items.
 */
export class ReturnOpsService {
  constructor(
    private readonly deps: {
      db: Db;
      repo: ReturnRepository;
      notifications: Pick<NotificationService, 'notify'>;
      stock: ReturnRestock;
      now: () => Date;
    },
  ) {}

  private async withDetails(found: Parameters<typeof toOpsReturn>[0][]): Promise<OpsReturn[]> {
    const ids = found.map((f) => f.row.id);
    const [items, distributions] = await Promise.all([this.deps.repo.items(ids), this.deps.repo.distributions(ids)]);
    const itemsOf = byReturn(items);
    const distributionsOf = byReturn(distributions);
    const today = warehouseDay(this.deps.now());
    return found.map((f) => toOpsReturn(f, itemsOf.get(f.row.id) ?? [], distributionsOf.get(f.row.id) ?? [], today));
  }

  async list(q: PageQuery & { status?: ReturnStatus }): Promise<OpsReturnList> {
    const { rows, total } = await this.deps.repo.all(q);
    return { returns: await this.withDetails(rows), ...pageInfo(q, total) };
  }

  /** The back office's home page: decided returns to carry out. */
  waitingToProcess(cutoff: Date) {
    return this.deps.repo.waitingToProcess(cutoff);
  }

  async get(id: number): Promise<OpsReturn> {
    const found = await this.deps.repo.one(id);
    if (!found) throw notFound();
    const [mapped] = await this.withDetails([found]);
    return mapped!;
  }

  /** "RT" + 8 random digits, unused so far (the unique index still guards the rare race). */
  private async newNumber(): Promise<string> {
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const number = `RT${String(randomInt(0, 100_000_000)).padStart(8, '0')}`;
      if (!(await this.deps.repo.numberTaken(number))) return number;
    }
    throw new AppError(503, 'internal_error');
  }

  async register(operatorId: number | null, body: RegisterBody): Promise<OpsReturn> {
    const { db, repo, now } = this.deps;
    const accountId = body.owner ? await repo.findAccount(body.owner) : null;
    if (accountId === undefined) throw invalid({ owner: ['unknown_account'] });
    const at = now();
    const today = warehouseDay(at);
    if (body.arrived_at > today) throw invalid({ arrived_at: ['date_in_future'] });
    const number = await this.newNumber();
    const created = await db.transaction((tx) =>
      repo.insert(
        tx,
        {
          number,
          account_id: accountId,
          status: accountId === null ? 'unidentified' : 'awaiting_decision',
          shipment_number: body.shipment_number || null,
          carrier: body.carrier,
          tracking_number: body.tracking_number,
          sender_name: body.sender_name,
          note: body.note,
          arrived_at: body.arrived_at,
          assigned_at: accountId === null ? null : at,
          storage_paid_until: accountId === null ? null : freeStorageUntil(body.arrived_at, today),
          created_by: operatorId,
          created_at: at,
        },
        body.items,
      ),
    );
    if (accountId !== null) {
      await this.deps.notifications.notify(accountId, 'shipments.return_registered', { number });
    }
    return this.get(created.id);
  }

  /**
   * The warehouse carried out the seller's decision. A restock puts every item back into the seller's stock as the
   * product the operator names by SKU (a journal entry each), in the same transaction that marks the return
   * processed; the seller is told what was done (issue 23).
   */
  async markProcessed(operatorId: number, id: number, body: ProcessBody): Promise<OpsReturn> {
    const { db, repo, now } = this.deps;
    const done = await db.transaction(async (tx) => {
      const row = await repo.lock(tx, id);
      if (!row) throw notFound();
      if (row.status !== 'decided') throw new AppError(409, 'return_not_decided');
      const items = await repo.items([id], tx);
      const restocked = row.decision === 'restock' ? await this.restock(tx, operatorId, row, items, body) : [];
      if (row.decision !== 'restock' && body.restock.length > 0) throw invalid({ restock: ['not_a_restock'] });
      await repo.update(tx, id, { status: 'processed', processed_at: now(), processed_by: operatorId });
      return { row, restocked };
    });
    const { row, restocked } = done;
    describeAudit({
      accountId: row.account_id,
      before: { status: 'decided' },
      after: {
        status: 'processed',
        decision: row.decision,
        restocked: restocked.map((l) => `${l.sku} × ${l.quantity}`).join(', ') || null,
      },
    });
    await this.deps.notifications.notify(row.account_id!, 'shipments.return_processed', {
      number: row.number,
      decision: row.decision,
      ...(restocked.length > 0
        ? {
            units: restocked.reduce((sum, l) => sum + l.quantity, 0),
            lines: restocked.map((l) => `${l.sku} × ${l.quantity}`).join(', '),
          }
        : {}),
    });
    return this.get(id);
  }

  /** Every item of the return once, each into a product of the seller's catalogue (400 otherwise, nothing moved). */
  private async restock(tx: Tx, operatorId: number, row: ReturnRow, items: ReturnItemRow[], body: ProcessBody) {
    const errors: Record<string, string[]> = {};
    const ids = new Set(items.map((i) => i.id));
    body.restock.forEach((line, n) => {
      if (!ids.has(line.item_id)) errors[`restock.${n}.item_id`] = ['unknown_item'];
    });
    const named = new Set(body.restock.map((l) => l.item_id));
    if (named.size !== body.restock.length || items.some((i) => !named.has(i.id))) {
      errors.restock = ['restock_every_item'];
    }
    if (Object.keys(errors).length > 0) throw invalid(errors);
    const lines = body.restock.map((l) => {
      const item = items.find((i) => i.id === l.item_id)!;
      return { sku: l.sku, quantity: item.quantity, name: item.name };
    });
    const { unknown } = await this.deps.stock.restock(tx, {
      accountId: row.account_id!,
      operatorId,
      note: `Return ${row.number}`,
      lines,
    });
    if (unknown.length > 0) {
      throw invalid(
        Object.fromEntries(
          body.restock.flatMap((l, n) => (unknown.includes(l.sku) ? [[`restock.${n}.sku`, ['unknown_sku']]] : [])),
        ),
      );
    }
    return lines;
  }
}
