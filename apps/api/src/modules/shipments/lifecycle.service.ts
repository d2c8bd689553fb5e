import { afterCommit } from '../../platform/db/unit-of-work.ts';
import type { ShipmentMoves } from './order-shipments.ts';
import { needsLaterLabel, releasingStatuses, type ShipmentStatus } from '@cabinet/contracts/shipments';
import type { NotificationKind, NotificationPayload } from '@cabinet/contracts/notifications';
import type { Db, Tx } from '../../platform/db/client.ts';
import { AppError, invalid, notFound } from '../../platform/errors.ts';
import { MIN_REASON_LENGTH } from '@cabinet/contracts/shipments-ops';
import type { NotificationService } from '../notifications/notifications.service.ts';
import type { CarriersProvider } from '../../providers/carriers/carriers.ts';
import { deliveryStatusAfter } from './delivery-status.ts';
import type { LifecycleRepository, ShipmentPatch } from './lifecycle.repository.ts';
import { shipmentNumber } from './shipment-number.ts';
import { shipmentSearchText, type ShipmentRow } from './shipment-mapper.ts';
import { describeAudit } from '../audit/audit-context.ts';
import { money as moneyText } from '../money/money-format.ts';
import type { ShipmentMoney } from './shipment-money.ts';
import type { ShipmentRepository } from './shipments.repository.ts';
import { familyOf, isDeparted, nextStatuses, reachableFrom, warehouseStatuses } from './type-paths.ts';

/** Who changes a shipment: an operator at the desk, the sandbox job, or the seller (paying, buying a label). */
export type Actor = { kind: 'operator'; operatorId: number } | { kind: 'system' } | { kind: 'seller'; userId: number };

export const createdBy = (a: Actor) => (a.kind === 'operator' ? a.operatorId : a.kind === 'seller' ? a.userId : null);

/** A notification to send once the transaction has committed. */
export interface Notice {
  accountId: number;
  kind: NotificationKind;
  payload: NotificationPayload;
}

export interface LifecycleDeps {
  db: Db;
  repo: LifecycleRepository;
  shipments: ShipmentRepository;
  money: ShipmentMoney;
  notifications: Pick<NotificationService, 'notify'>;
  carriers: Pick<CarriersProvider, 'issueLabel'>;
  /** Told of every committed move (marketplace orders send tracks on them). */
  moves?: ShipmentMoves;
  now: () => Date;
}

/** Where an operator may move this shipment now; a frozen one only back to where it was frozen. */
export function allowedNext(row: ShipmentRow): readonly ShipmentStatus[] {
  if (row.status === 'frozen') return row.status_before_freeze ? [row.status_before_freeze] : [];
  // A warehouse is entered only by a receipt with the parcel's measurements (issue 23: no parcel leaves at a price
  // nobody checked); a parcel frozen at the warehouse goes back to it as it was measured.
  return nextStatuses(row.type, row.status).filter((s) => !isWarehouseStatus(s));
}

const isWarehouseStatus = (s: ShipmentStatus) => (warehouseStatuses as readonly ShipmentStatus[]).includes(s);

/** The warehouse a "receive" lands in from here: the Ukrainian one first, else the US one; null if neither. */
export const receiveTarget = (row: ShipmentRow): ShipmentStatus | null =>
  warehouseStatuses.find((s) => nextStatuses(row.type, row.status).includes(s)) ?? null;

/**
 * Why a move the state machine does not allow is refused: into a warehouse only by a receipt (`receipt_required`); on
 * beyond the warehouse a parcel not yet received there (`not_received`: it must be measured first); else
 * `invalid_transition`.
 */
function refusal(row: ShipmentRow, to: ShipmentStatus): AppError {
  if (row.status !== 'frozen') {
    if (isWarehouseStatus(to) && nextStatuses(row.type, row.status).includes(to)) {
      return new AppError(409, 'receipt_required');
    }
    const warehouse = receiveTarget(row);
    if (warehouse && reachableFrom(row.type, warehouse).has(to)) return new AppError(409, 'not_received');
  }
  return new AppError(409, 'invalid_transition', { params: { from: row.status, to } });
}

/**
 * The state machine of issue 5 (docs/shipments.md "Statuses and transitions"): every move is checked against the
 * shipment type's route, locks the row, changes the money in the same transaction (leaving captures the hold,
 * a return before leaving releases it), appends a timeline event, and tells the seller afterwards. A bulk
 * master carries its parcels along.
 */
export class LifecycleService {
  constructor(private readonly deps: LifecycleDeps) {}

  async move(id: number, to: ShipmentStatus, actor: Actor, note = ''): Promise<ShipmentRow> {
    return this.inTransaction(async (tx, notices) => {
      const row = await this.lockTopLevel(tx, id);
      if (!allowedNext(row).includes(to)) throw refusal(row, to);
      // A freeze stops the seller's parcel: the seller is told why, so an operator's freeze says it (issue 23).
      if (to === 'frozen' && actor.kind === 'operator' && note.trim().length < MIN_REASON_LENGTH) {
        throw invalid({ note: ['reason_required'] });
      }
      return this.apply(tx, row, to, actor, note, notices);
    });
  }

  /** Stops the shipment where it is; `reason` is what the seller reads on the shipment and in the notification. */
  freeze(id: number, actor: Actor, reason: string): Promise<ShipmentRow> {
    return this.move(id, 'frozen', actor, reason);
  }

  /** Back to the status the shipment was frozen in. */
  async unfreeze(id: number, actor: Actor, note = ''): Promise<ShipmentRow> {
    const row = await this.deps.shipments.findById(id);
    if (!row) throw notFound();
    if (row.status !== 'frozen' || !row.status_before_freeze) {
      throw new AppError(409, 'invalid_transition', { params: { from: row.status, to: 'unfreeze' } });
    }
    return this.move(id, row.status_before_freeze, actor, note);
  }

  /** Runs `work` in a transaction, then sends the notifications it collected (never for a rolled-back change). */
  async inTransaction<T>(work: (tx: Tx, notices: Notice[]) => Promise<T>): Promise<T> {
    const notices: Notice[] = [];
    const result = await this.deps.db.transaction((tx) => work(tx, notices));
    for (const n of notices) await this.deps.notifications.notify(n.accountId, n.kind, n.payload);
    return result;
  }

  /** Bulk parcels travel inside their master box: operators move the master. */
  async lockTopLevel(tx: Tx, id: number): Promise<ShipmentRow> {
    const row = await this.deps.repo.lockById(tx, id);
    if (!row) throw notFound();
    if (row.parent_id !== null) throw new AppError(409, 'bulk_parcel_moves_with_master');
    return row;
  }

  /**
   * Changes a locked, already checked shipment (and its bulk parcels) to `to`. `extra` is written with the
   * status (the measured box of a receive, a re-quote).
   */
  async apply(
    tx: Tx,
    row: ShipmentRow,
    to: ShipmentStatus,
    actor: Actor,
    note: string,
    notices: Notice[],
    extra: ShipmentPatch = {},
  ): Promise<ShipmentRow> {
    const updated = await this.applyOne(tx, { ...row, ...extra }, to, actor, note, extra);
    describeAudit({
      accountId: row.account_id,
      before: { status: row.status, price: moneyText(row.price).amount },
      after: { status: updated.status, price: moneyText(updated.price).amount },
    });
    for (const child of await this.deps.repo.lockChildren(tx, row.id)) {
      const target = row.status === 'frozen' ? (child.status_before_freeze ?? to) : to;
      await this.applyOne(tx, child, target, actor, note, {});
    }
    if (actor.kind !== 'seller') {
      const number = shipmentNumber(row.id);
      notices.push(
        to === 'frozen'
          ? {
              accountId: row.account_id,
              kind: 'shipments.frozen',
              payload: { number, shipment_id: row.id, reason: note },
            }
          : {
              accountId: row.account_id,
              kind: 'shipments.status_changed',
              payload: { number, shipment_id: row.id, status: to, note },
            },
      );
    }
    return updated;
  }

  private async applyOne(
    tx: Tx,
    row: ShipmentRow,
    to: ShipmentStatus,
    actor: Actor,
    note: string,
    extra: ShipmentPatch,
  ): Promise<ShipmentRow> {
    const { money, repo, shipments, now } = this.deps;
    const at = now();
    const patch: ShipmentPatch = { ...extra, status: to, status_changed_at: at };
    if (to === 'frozen') patch.status_before_freeze = row.status;
    else if (row.status === 'frozen') patch.status_before_freeze = null;
    if (isDeparted(to)) {
      // A bulk master has no recipient: its parcels carry the labels, and each is checked as it moves along.
      if (needsLaterLabel(row.type) && to === 'transit_usa_buyer' && !row.track_number && row.recipient) {
        throw new AppError(409, 'label_not_bought');
      }
      Object.assign(patch, await money.charge(tx, row, createdBy(actor)));
      // A parcel whose whole route was paid at creation is registered with the carrier as it leaves: it gets its
      // track (later-label types buy theirs at the US warehouse; a bulk master travels on its parcels' labels).
      if (!row.track_number && row.recipient && row.delivery_type && !needsLaterLabel(row.type)) {
        const label = await this.deps.carriers.issueLabel({
          shipment_id: row.id,
          delivery_type: row.delivery_type,
          to_country: row.recipient.country,
        });
        patch.track_number = label.tracking_number;
        patch.search_text = shipmentSearchText({ ...row, track_number: label.tracking_number });
      }
    }
    if (releasingStatuses.includes(to)) {
      Object.assign(patch, await money.refund(tx, row, createdBy(actor)));
      // Sent back, a held parcel is held no more: the seller has no delivery type left to choose.
      if (row.pending_action === 'fix_delivery') Object.assign(patch, { pending_action: null, delivery_problem: null });
    }
    patch.delivery_status = deliveryStatusAfter({
      current: row.delivery_status,
      to,
      hasTrack: Boolean(patch.track_number ?? row.track_number),
      onTheRoad: ['in_transit', 'exception', 'returned'].includes(row.delivery_status),
      endsAtWarehouse: row.type === 'return_label',
    });
    const pending = 'pending_action' in patch ? patch.pending_action : row.pending_action;
    // Handed over: the seller no longer has to bring or send the parcel.
    if (pending === 'hand_over' && to !== 'frozen' && to !== 'customer_created') patch.pending_action = null;
    // A later-label box at the US warehouse waits for the seller to buy its last leg (unless a payment comes first).
    if (
      needsLaterLabel(row.type) &&
      to === 'in_transit_warehouse' &&
      !row.track_number &&
      pending !== 'pay_difference'
    ) {
      patch.pending_action = 'buy_label';
    }
    const updated = await repo.update(tx, row.id, patch);
    const moves = this.deps.moves;
    if (moves && updated.order_number) {
      await afterCommit(() =>
        moves.emit({
          accountId: updated.account_id,
          shipmentId: updated.id,
          orderNumber: updated.order_number,
          status: updated.status,
          trackNumber: updated.track_number,
          viaUsWarehouse: familyOf[updated.type].path.includes('in_transit_warehouse'),
        }),
      );
    }
    await shipments.addEvent(tx, {
      shipment_id: row.id,
      status: to,
      note,
      actor: actor.kind,
      operator_id: actor.kind === 'operator' ? actor.operatorId : null,
      at,
    });
    return updated;
  }
}
