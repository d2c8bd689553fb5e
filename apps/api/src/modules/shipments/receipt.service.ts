import { parcelOf } from '@cabinet/contracts/parcel';
import { needsLaterLabel, type ParcelBox } from '@cabinet/contracts/shipments';
import { AppError, notFound } from '../../platform/errors.ts';
import type { Tx } from '../../platform/db/client.ts';
import { money } from '../money/money-format.ts';
import type { LifecycleRepository, ShipmentPatch } from './lifecycle.repository.ts';
import { createdBy, receiveTarget, type Actor, type LifecycleService, type Notice } from './lifecycle.service.ts';
import { shipmentNumber } from './shipment-number.ts';
import type { ShipmentRow } from './shipment-mapper.ts';
import type { ShipmentMoney } from './shipment-money.ts';
import type { RequoteResult, Requoter } from './requote.ts';
import type { StoredMeasure } from './shipments.schema.ts';
import type { ShipmentRepository } from './shipments.repository.ts';

const isUnpaid = (row: ShipmentRow) => row.payment_state === 'held' || row.payment_state === 'due';

const isInsufficientFunds = (err: unknown) => err instanceof AppError && err.code === 'insufficient_funds';

/**
 * Receiving at a warehouse and what follows from it: the measured box is stored, the shipment re-quoted while its
 * price is still only held, and the difference held or released; a seller who cannot cover a higher price owes
 * it (`due`, pending `pay_difference`) until paying it here — a due shipment cannot leave.
 */
export class ReceiptService {
  constructor(
    private readonly deps: {
      lifecycle: LifecycleService;
      repo: LifecycleRepository;
      shipments: ShipmentRepository;
      money: ShipmentMoney;
      requote: Requoter;
      now: () => Date;
    },
  ) {}

  async receive(id: number, box: ParcelBox, actor: Actor, note = ''): Promise<ShipmentRow> {
    const { lifecycle, shipments } = this.deps;
    const measured: StoredMeasure = parcelOf(box);
    // The carrier quotes before the transaction (it reads the tariffs; PGlite runs one query at a time, and a
    // real carrier is a network call); the locked row must still be the one that was quoted.
    const seen = await shipments.findById(id);
    if (!seen) throw notFound();
    const quoted = isUnpaid(seen) ? await this.deps.requote(seen, measured) : null;
    return lifecycle.inTransaction(async (tx, notices) => {
      const row = await lifecycle.lockTopLevel(tx, id);
      if (row.price !== seen.price || row.payment_state !== seen.payment_state) {
        throw new AppError(409, 'shipment_changed');
      }
      const to = receiveTarget(row);
      if (!to) throw new AppError(409, 'invalid_transition', { params: { from: row.status, to: 'receive' } });
      const requote = quoted ? await this.requote(tx, row, quoted, actor, notices) : { patch: {}, note: '' };
      const notes = [requote.note, note].filter(Boolean).join('; ');
      return lifecycle.apply(tx, row, to, actor, notes, notices, { measured, ...requote.patch });
    });
  }

  /**
   * Re-prices a shipment whose price is not yet charged (requote.ts: the carrier leg again, other lines kept).
   * Same price → nothing; otherwise the new price is held in place of the old, or, when the balance cannot cover
   * it, the old hold stays and the difference is due.
   */
  private async requote(tx: Tx, row: ShipmentRow, result: RequoteResult, actor: Actor, notices: Notice[]) {
    const unchanged = { patch: {} as ShipmentPatch, note: '' };
    if (result.price === null) return { patch: {}, note: `requote_failed: ${result.reason}` };
    const { price, breakdown } = result;
    if (price === row.price) return unchanged;
    const held = await this.deps.money.held(tx, row);
    const note = `requoted: ${money(row.price).amount} → ${money(price).amount}`;
    const patch: ShipmentPatch = { price, price_breakdown: breakdown };
    const number = shipmentNumber(row.id);
    try {
      patch.hold_id = await tx.transaction((sp) => this.deps.money.rehold(sp, row, price, createdBy(actor)));
      Object.assign(patch, { payment_state: 'held', amount_due: null });
      if (row.pending_action === 'pay_difference') patch.pending_action = null;
      notices.push({
        accountId: row.account_id,
        kind: 'shipments.requoted',
        payload: { number, shipment_id: row.id, old_price: money(row.price).amount, new_price: money(price).amount },
      });
    } catch (err) {
      if (!isInsufficientFunds(err)) throw err;
      const due = price - held;
      Object.assign(patch, { payment_state: 'due', amount_due: due, pending_action: 'pay_difference' });
      notices.push({
        accountId: row.account_id,
        kind: 'shipments.payment_due',
        payload: { number, shipment_id: row.id, amount: money(due).amount, currency: 'USD' },
      });
    }
    return { patch, note };
  }

  /** The seller pays what a re-quote left due: the whole new price is held in place of the old hold. */
  async payDue(accountId: number, id: number, userId: number): Promise<ShipmentRow> {
    const { lifecycle, shipments, money: shipmentMoney, repo } = this.deps;
    return lifecycle.inTransaction(async (tx) => {
      const row = await shipments.lockOwned(tx, accountId, id);
      if (!row) throw notFound();
      if (row.payment_state !== 'due') throw new AppError(409, 'nothing_due');
      const holdId = await shipmentMoney.rehold(tx, row, row.price, userId);
      const waitsForLabel = needsLaterLabel(row.type) && row.status === 'in_transit_warehouse' && !row.track_number;
      const updated = await repo.update(tx, row.id, {
        hold_id: holdId,
        payment_state: 'held',
        amount_due: null,
        pending_action: waitsForLabel ? 'buy_label' : null,
      });
      await shipments.addEvent(tx, {
        shipment_id: row.id,
        status: row.status,
        note: `difference_paid: ${money(row.amount_due ?? 0).amount}`,
        actor: 'seller',
        at: this.deps.now(),
      });
      return updated;
    });
  }
}
