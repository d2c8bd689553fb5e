import { describeAudit } from '../audit/audit-context.ts';
import { parcelOf } from '@cabinet/contracts/parcel';
import {
  impliedDeliveryType,
  isBulkType,
  needsLaterLabel,
  type CreatableShipmentType,
  type ParcelBox,
} from '@cabinet/contracts/shipments';
import type { DeliveryOptions } from '@cabinet/contracts/shipment-lifecycle';
import { deliveryTypes, type DeliveryType } from '@cabinet/contracts/tariffs';
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

/** A type whose delivery is implied (a postcard) or a bulk master box has no other type to go by: only back. */
const hasOtherTypes = (row: ShipmentRow) =>
  !impliedDeliveryType[row.type as CreatableShipmentType] && !isBulkType(row.type);

const isUnpaid = (row: ShipmentRow) => row.payment_state === 'held' || row.payment_state === 'due';

const isInsufficientFunds = (err: unknown) => err instanceof AppError && err.code === 'insufficient_funds';

/**
 * Receiving at a warehouse and what follows from it: the measured box is stored, the shipment re-quoted while its
 * price is still only held, and the difference held or released; a seller who cannot cover a higher price owes
 * it (`due`, pending `pay_difference`) until paying it here — a due shipment cannot leave.
 */
/** A box as the audit trail keeps it: in the units the desk types. */
const boxValues = (b: StoredMeasure) => ({
  weight_kg: b.weight_g / 1000,
  length_cm: b.length_mm / 10,
  width_cm: b.width_mm / 10,
  height_cm: b.height_mm / 10,
});

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
      const received = await lifecycle.apply(tx, row, to, actor, notes, notices, { measured, ...requote.patch });
      // The trail keeps the box as declared and as measured, and why a parcel is held (issue 23).
      describeAudit({
        before: boxValues(row),
        after: { ...boxValues(measured), ...(received.delivery_problem && { held: received.delivery_problem }) },
      });
      return received;
    });
  }

  /**
   * Re-prices a shipment whose price is not yet charged (requote.ts: the carrier leg again, other lines kept).
   * Same price → nothing; otherwise the new price is held in place of the old, or, when the balance cannot cover
   * it, the old hold stays and the difference is due.
   */
  private async requote(tx: Tx, row: ShipmentRow, result: RequoteResult, actor: Actor, notices: Notice[]) {
    const unchanged = { patch: {} as ShipmentPatch, note: '' };
    if (result.price === null) return this.unfit(row, result.reason, notices);
    const { price, breakdown, cause } = result;
    if (price === row.price) return unchanged;
    const held = await this.deps.money.held(tx, row);
    // Says what changed the price (`requoted_box`, `requoted_delivery_type`): never the tariff (requote.ts).
    const note = `requoted_${cause}: ${money(row.price).amount} → ${money(price).amount}`;
    const patch: ShipmentPatch = { price, price_breakdown: breakdown };
    const number = shipmentNumber(row.id);
    try {
      patch.hold_id = await tx.transaction((sp) => this.deps.money.rehold(sp, row, price, createdBy(actor)));
      Object.assign(patch, { payment_state: 'held', amount_due: null });
      if (row.pending_action === 'pay_difference') patch.pending_action = null;
      notices.push({
        accountId: row.account_id,
        kind: 'shipments.requoted',
        payload: {
          number,
          shipment_id: row.id,
          old_price: money(row.price).amount,
          new_price: money(price).amount,
          currency: 'USD',
          cause,
        },
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

  /**
   * The measured parcel fits its delivery type no more (2.6 kg as a small pack, a side out of range): it stays at the
   * warehouse, held (`fix_delivery`: it cannot leave), until the seller chooses another type or it is sent back; the
   * seller is told why, in words (issue 23).
   */
  private unfit(row: ShipmentRow, reason: string, notices: Notice[]) {
    notices.push({
      accountId: row.account_id,
      kind: 'shipments.delivery_unfit',
      payload: { number: shipmentNumber(row.id), shipment_id: row.id, reason },
    });
    const patch: ShipmentPatch = { pending_action: 'fix_delivery', delivery_problem: reason };
    return { patch, note: `requote_failed: ${reason}` };
  }

  /** The delivery types a held parcel can go by instead, priced for its measured box (cheapest first). */
  async deliveryOptions(accountId: number, id: number): Promise<DeliveryOptions> {
    const row = await this.heldForDelivery(accountId, id);
    const options: DeliveryOptions['options'] = [];
    const excluded: DeliveryOptions['excluded'] = [];
    if (!hasOtherTypes(row)) return { options, excluded };
    for (const type of deliveryTypes) {
      if (type === row.delivery_type || type === 'postcard') continue;
      const quoted = await this.deps.requote(row, row.measured!, type);
      if (quoted.price === null) excluded.push({ delivery_type: type, reason: quoted.reason });
      else
        options.push({ delivery_type: type, price: money(quoted.price), difference: money(quoted.price - row.price) });
    }
    options.sort((a, b) => Number(a.price.amount) - Number(b.price.amount));
    return { options, excluded };
  }

  /**
   * The seller sends a held parcel by another type: re-quoted for the measured box like a receipt (the new price held
   * in place of the old through the ledger, or the difference due), and free to leave once paid.
   */
  async changeDeliveryType(accountId: number, id: number, userId: number, type: DeliveryType): Promise<ShipmentRow> {
    const { lifecycle, shipments, repo } = this.deps;
    const seen = await this.heldForDelivery(accountId, id);
    const quoted = hasOtherTypes(seen)
      ? await this.deps.requote(seen, seen.measured!, type)
      : { price: null, reason: 'not_offered' };
    if (quoted.price === null) {
      throw new AppError(422, 'delivery_type_unfit', { errors: { delivery_type: [quoted.reason] } });
    }
    return lifecycle.inTransaction(async (tx) => {
      const row = await shipments.lockOwned(tx, accountId, id);
      if (!row) throw notFound();
      if (row.price !== seen.price || row.pending_action !== 'fix_delivery')
        throw new AppError(409, 'shipment_changed');
      // The seller acts here and sees the outcome: no notification of their own change.
      const requote = await this.requote(tx, { ...row, delivery_type: type }, quoted, { kind: 'seller', userId }, []);
      const patch: ShipmentPatch = {
        delivery_type: type,
        delivery_problem: null,
        pending_action: null,
        ...requote.patch,
      };
      const updated = await repo.update(tx, row.id, patch);
      const changed = `delivery_type_changed: ${row.delivery_type ?? ''} → ${type}`;
      await shipments.addEvent(tx, {
        shipment_id: row.id,
        status: row.status,
        note: [changed, requote.note].filter(Boolean).join('; '),
        actor: 'seller',
        at: this.deps.now(),
      });
      return updated;
    });
  }

  private async heldForDelivery(accountId: number, id: number): Promise<ShipmentRow> {
    const row = await this.deps.shipments.findOwned(accountId, id);
    if (!row) throw notFound();
    if (row.pending_action !== 'fix_delivery' || !row.measured) throw new AppError(409, 'nothing_to_fix');
    return row;
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
