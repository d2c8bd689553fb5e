import { toMinor } from '@cabinet/contracts/money';
import { isBulkType, type Shipment, type ShipmentCreateInput, type ShipmentQuote } from '@cabinet/contracts/shipments';
import { AppError, forbidden, invalid, notFound } from '../../platform/errors.ts';
import type { AddressEntry } from '../addresses/addresses.service.ts';
import { money } from '../money/money-format.ts';
import { customsValueOf, ShipmentWriter } from './shipment-writer.ts';
import { shipmentNumber } from './shipment-number.ts';
import { toShipment } from './shipment-mapper.ts';
import { planShipment, startsInUkraine, type Parties } from './shipment-rules.ts';
import { priceShipment } from './pricing.ts';
import type { Prepared, ShipmentDeps } from './shipment-deps.ts';

/** Creating, quoting and deleting shipments (issue 5 "Creating shipments"; docs/shipments.md). */
export class ShipmentService {
  private readonly writer: ShipmentWriter;

  constructor(private readonly deps: ShipmentDeps) {
    this.writer = new ShipmentWriter(deps);
  }

  /** POST /shipping/shipment/quote: the price and the confirmations creation will ask for; nothing is written. */
  async quote(accountId: number, input: ShipmentCreateInput): Promise<ShipmentQuote> {
    return (await this.prepare(accountId, input)).quote;
  }

  /**
   * POST /shipping/shipment. The §5 checks answer in this order: the address book and the type's route, the
   * tariffs, the proof files, the double-shipment guard, the confirmations, the price the seller saw; then the
   * rows and the hold are written in one transaction.
   */
  async create(accountId: number, input: ShipmentCreateInput): Promise<{ shipment: Shipment }> {
    const prepared = await this.prepare(accountId, input);
    if (input.delivery_type === 'express' && input.proof_files.length === 0) {
      throw invalid({ proof_files: ['express_proof_required'] }, 'express_proof_required');
    }
    await this.checkCustomsCodes(input);
    const files = await this.deps.uploads.assertOwned(accountId, input.proof_files, 'proof_files');
    await this.guardOrders(accountId, input);
    if (prepared.shortfall !== null && !input.confirm_low_customs_value) {
      throw new AppError(422, 'customs_value_below_order_total', {
        params: { difference: money(prepared.shortfall).amount },
        extra: { difference: money(prepared.shortfall), customs_value: money(prepared.customsValue) },
      });
    }
    if (prepared.quote.needs_confirmation.includes('no_track') && !input.confirm_no_track) {
      throw new AppError(422, 'no_track_number_confirm');
    }
    if (input.expected_price !== undefined && toMinor(input.expected_price) !== prepared.priced.total) {
      throw new AppError(409, 'price_changed', { extra: { quote: prepared.quote } });
    }
    const { master, parcels } = await this.writer.write(accountId, prepared, files);
    return { shipment: toShipment(master, parcels) };
  }

  /** DELETE /shipping/shipment: only before anything happened to it; the hold (and its parcels') goes back. */
  async remove(accountId: number, id: number): Promise<void> {
    const { repo, ledger } = this.deps;
    await ledger.transaction(async (tx) => {
      const row = await repo.lockOwned(tx, accountId, id);
      if (!row) throw notFound();
      const children = isBulkType(row.type) ? await repo.children(row.id, tx) : [];
      const touched = [row, ...children].some((r) => r.status !== 'customer_created');
      if (!toShipment(row).can_delete || touched) throw new AppError(409, 'shipment_not_deletable');
      const holds = [row, ...children].flatMap((r) => (r.hold_id === null ? [] : [r.hold_id]));
      for (const holdId of await this.deps.holds.stillOpen(tx, holds)) {
        await ledger.release(tx, holdId, { description: `Shipment ${shipmentNumber(row.id)} deleted` });
      }
      await this.deps.inbound?.withdraw(tx, row.id);
      await repo.delete(tx, row.id);
    });
  }

  async prepare(accountId: number, input: ShipmentCreateInput): Promise<Prepared> {
    await this.checkEnabled(accountId, input);
    const parties = await this.parties(accountId, input);
    const plan = planShipment(input, parties);
    const customsValue = customsValueOf(input);
    const priced = await priceShipment(this.deps.carriers, plan, input.box, {
      customsValue,
      insurance: input.insurance,
      toHands: input.to_hands,
    });
    const orderTotal = input.order_total === undefined ? null : toMinor(input.order_total)!;
    const shortfall = orderTotal !== null && orderTotal > customsValue ? orderTotal - customsValue : null;
    const needs: ShipmentQuote['needs_confirmation'] = [];
    if (shortfall !== null) needs.push('low_customs_value');
    if (startsInUkraine(input.type) && input.handover === 'self') needs.push('no_track');
    const quote: ShipmentQuote = {
      price: priced.breakdown,
      customs_value: money(customsValue),
      customs_value_shortfall: shortfall === null ? null : money(shortfall),
      needs_confirmation: needs,
    };
    return { input, parties, plan, priced, customsValue, shortfall, quote };
  }

  /** §5 only selectable codes: every customs line's `hs_code` is a 10-digit leaf of the classification. */
  private async checkCustomsCodes(input: ShipmentCreateInput) {
    const lines = [
      ...input.lines.map((line, i) => ({ field: `lines.${i}.hs_code`, code: line.hs_code })),
      ...input.parcels.flatMap((parcel, p) =>
        parcel.lines.map((line, i) => ({ field: `parcels.${p}.lines.${i}.hs_code`, code: line.hs_code })),
      ),
    ];
    const bad = new Set(await this.deps.customsCodes.unknownOrUnselectable(lines.map((l) => l.code)));
    const errors = Object.fromEntries(
      lines.filter((l) => bad.has(l.code)).map((l) => [l.field, ['customs_code_not_selectable']]),
    );
    if (Object.keys(errors).length > 0) throw invalid(errors);
  }

  /** §6: Global forward needs ECOM_GF = 1; sender consolidation CUSTOMER_DHL_ENABLE ≠ 0. */
  private async checkEnabled(accountId: number, input: ShipmentCreateInput) {
    if (input.type !== 'consolidation_usa' && input.type !== 'consolidated_from_sender') return;
    const vars = await this.deps.repo.accountVars(accountId);
    if (input.type === 'consolidation_usa' && vars.ECOM_GF !== 1) throw forbidden('global_forward_disabled');
    if (input.type === 'consolidated_from_sender' && !vars.CUSTOMER_DHL_ENABLE) {
      throw forbidden('sender_consolidation_disabled');
    }
  }

  /** The address-book entries named, each the caller's own (else 404) and from the right book (else 400). */
  private async parties(accountId: number, input: ShipmentCreateInput): Promise<Parties> {
    const entry = async (id: number, book: AddressEntry['book_type'], field: string) => {
      const row = await this.deps.addresses.entry(accountId, id);
      if (!row) throw notFound('address_not_found');
      if (row.book_type !== book) throw invalid({ [field]: [book === 'sender' ? 'not_a_sender' : 'not_a_recipient'] });
      return row;
    };
    const sender = await entry(input.sender_id, 'sender', 'sender_id');
    const recipient =
      input.recipient_id === undefined ? null : await entry(input.recipient_id, 'recipient', 'recipient_id');
    const parcelRecipients: AddressEntry[] = [];
    for (const [i, parcel] of input.parcels.entries()) {
      parcelRecipients.push(await entry(parcel.recipient_id, 'recipient', `parcels.${i}.recipient_id`));
    }
    return { sender, recipient, parcelRecipients };
  }

  /** §5 double-shipment guard, checked first for a clean answer (the unique index settles races). */
  private async guardOrders(accountId: number, input: ShipmentCreateInput) {
    const orders = [input.order_number, ...input.parcels.map((p) => p.order_number)].filter(Boolean);
    const repeated = orders.filter((o, i) => orders.indexOf(o) !== i);
    const taken = [...new Set([...repeated, ...(await this.deps.repo.takenOrders(accountId, orders))])];
    if (taken.length > 0) throw new AppError(409, 'shipment_already_created', { extra: { order_numbers: taken } });
  }
}
