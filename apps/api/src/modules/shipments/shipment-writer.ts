import { toMinor } from '@cabinet/contracts/money';
import { isBulkType, type ParcelBox, type ShipmentCreateInput, type ShipmentParty } from '@cabinet/contracts/shipments';
import type { AttachedFile } from '@cabinet/contracts/uploads';
import { parcelOf } from '@cabinet/contracts/parcel';
import { AppError } from '../../platform/errors.ts';
import type { AddressEntry } from '../addresses/addresses.service.ts';
import type { Tx } from '../../platform/db/client.ts';
import { money } from '../money/money-format.ts';
import { shipmentNumber } from './shipment-number.ts';
import type { ShipmentRow } from './shipment-mapper.ts';
import { startsInUkraine } from './shipment-rules.ts';
import type { NewShipment, NewShipmentLine } from './shipments.repository.ts';
import type { Prepared, ShipmentDeps } from './shipment-deps.ts';

/** A parsed line (defaults filled in). */
type Line = ShipmentCreateInput['lines'][number];

const lineValue = (l: Line) => toMinor(l.unit_value)! * l.quantity;

/** The customs value: the sum of every line, over all parcels of a bulk shipment. */
export function customsValueOf(input: ShipmentCreateInput): number {
  const lines = [...input.lines, ...input.parcels.flatMap((p) => p.lines)];
  return lines.reduce((sum, l) => sum + lineValue(l), 0);
}

const lineRows = (lines: Line[]): NewShipmentLine[] =>
  lines.map((l) => ({
    name_ua: l.name_ua,
    name_en: l.name_en,
    quantity: l.quantity,
    unit_value: toMinor(l.unit_value)!,
    hs_code: l.hs_code,
    sku: l.sku,
  }));

/** "Socks ×2, Mug": the one-line content a list shows. */
const contentOf = (lines: Line[]) =>
  lines
    .map((l) => (l.quantity > 1 ? `${l.name_en} ×${l.quantity}` : l.name_en))
    .join(', ')
    .slice(0, 200);

/** A snapshot of an address-book entry: later edits of the entry do not move a parcel. */
const partyOf = (a: AddressEntry): ShipmentParty => ({
  variation_type: a.variation_type,
  company_name: a.company_name,
  first_name: a.first_name,
  last_name: a.last_name,
  country: a.country,
  state: a.state,
  city: a.city,
  zip: a.zip,
  address_line1: a.address_line1,
  address_line2: a.address_line2,
  phone: a.phone,
  email: a.email,
});

const sizes = (box: ParcelBox) => {
  const p = parcelOf(box);
  return { weight_g: p.weight_g, length_mm: p.length_mm, width_mm: p.width_mm, height_mm: p.height_mm };
};

/**
 * The internal track (TTN) of the national-post leg to our Ukrainian warehouse: 14 digits like the national
 * post's, "2045" and the shipment id. The sandbox assigns it; a real post adapter will return its own.
 */
export const internalTrackOf = (id: number) => `2045${String(id).padStart(10, '0')}`;

function isOrderViolation(err: unknown): boolean {
  for (let e: unknown = err; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    const { code, constraint } = e as { code?: unknown; constraint?: unknown };
    if (code === '23505' && (constraint === undefined || constraint === 'shipments_one_per_order')) return true;
  }
  return false;
}

/** What the master box and its parcels share: the owner, the first status, the sender, the handover. */
function commonFields(accountId: number, p: Prepared, files: AttachedFile[], now: Date) {
  const { input } = p;
  return {
    account_id: accountId,
    type: input.type,
    status: 'customer_created' as const,
    status_changed_at: now,
    // Outside Ukraine nobody brings the parcel to our warehouse: there is no national-post leg to track.
    handover: startsInUkraine(input.type) ? input.handover : ('self' as const),
    sender: partyOf(p.parties.sender),
    to_hands: input.to_hands,
    tags: input.tags,
    proof_files: files,
    payment_state: 'held' as const,
    created_at: now,
  };
}
type Common = ReturnType<typeof commonFields>;

/** The shipment's own row: a single parcel, or a bulk shipment's master box priced for all its parcels. */
function masterOf(common: Common, p: Prepared, allLines: Line[]): NewShipment {
  const { input, plan, priced } = p;
  return {
    ...common,
    ...sizes(input.box),
    delivery_type: plan.delivery_type,
    recipient: p.parties.recipient && partyOf(p.parties.recipient),
    order_number: input.order_number,
    order_total: input.order_total === undefined ? null : toMinor(input.order_total),
    customs_value: p.customsValue,
    insurance: priced.insurance,
    content: contentOf(allLines),
    price: priced.total,
    price_breakdown: priced.breakdown,
    // The seller still has to bring or send it, except a return label, which the buyer uses.
    pending_action: input.type === 'return_label' ? null : 'hand_over',
  };
}

/** A bulk shipment's parcel: paid through the master box's hold, its own last leg shown. */
function parcelRowOf(common: Common, p: Prepared, masterId: number, i: number): NewShipment {
  const parcel = p.input.parcels[i]!;
  const leg = p.priced.domesticLegs[i];
  const price = leg?.price ?? 0;
  return {
    ...common,
    ...sizes(parcel.box),
    proof_files: [],
    parent_id: masterId,
    delivery_type: leg?.delivery_type ?? null,
    recipient: partyOf(p.parties.parcelRecipients[i]!),
    order_number: parcel.order_number,
    customs_value: parcel.lines.reduce((sum, l) => sum + lineValue(l), 0),
    content: contentOf(parcel.lines),
    // Paid through the master box's hold; shown so the seller sees what each parcel's last leg costs.
    price,
    price_breakdown: {
      delivery_type: leg?.delivery_type ?? null,
      chargeable_weight_g: leg?.chargeable_weight_g ?? parcelOf(parcel.box).weight_g,
      lines: leg ? [{ code: 'domestic_leg', price: money(price) }] : [],
      total: money(price),
      delivery_days: leg ? { min: leg.days_min, max: leg.days_max } : null,
    },
  };
}

/** Writes a prepared shipment: its rows, lines and first events, and the hold of its price, in one transaction. */
export class ShipmentWriter {
  constructor(private readonly deps: Pick<ShipmentDeps, 'repo' | 'ledger' | 'carriers' | 'inbound' | 'now'>) {}

  async write(accountId: number, p: Prepared, files: AttachedFile[]) {
    try {
      return await this.deps.ledger.transaction((tx) => this.insertAll(tx, accountId, p, files));
    } catch (err) {
      if (isOrderViolation(err)) {
        const orders = [p.input.order_number, ...p.input.parcels.map((x) => x.order_number)].filter(Boolean);
        throw new AppError(409, 'shipment_already_created', { extra: { order_numbers: orders } });
      }
      throw err;
    }
  }

  private async insertAll(tx: Tx, accountId: number, p: Prepared, files: AttachedFile[]) {
    const { repo } = this.deps;
    const { input } = p;
    const now = this.deps.now();
    const common = commonFields(accountId, p, files, now);
    const bulk = isBulkType(input.type);
    const allLines = bulk ? input.parcels.flatMap((x) => x.lines) : input.lines;
    let row = await repo.insert(tx, masterOf(common, p, allLines), bulk ? [] : lineRows(input.lines));
    row = await repo.patch(tx, row, await this.afterInsert(tx, accountId, p, row.id, common.handover));
    await repo.addEvent(tx, { shipment_id: row.id, status: 'customer_created', actor: 'seller', at: now });

    for (const [i, parcel] of input.parcels.entries()) {
      const child = await repo.insert(tx, parcelRowOf(common, p, row.id, i), lineRows(parcel.lines));
      await repo.patch(tx, child, {});
      await repo.addEvent(tx, { shipment_id: child.id, status: 'customer_created', actor: 'seller', at: now });
    }
    await this.deps.inbound?.announce(tx, row, allLines);
    return { master: row, parcels: input.parcels.length };
  }

  /** What the row gets once it has an id: the hold of its price, its internal track, a return's label. */
  private async afterInsert(
    tx: Tx,
    accountId: number,
    p: Prepared,
    id: number,
    handover: Common['handover'],
  ): Promise<Partial<ShipmentRow>> {
    const { input, plan, priced } = p;
    const holdId = await this.deps.ledger.hold(tx, {
      accountId,
      amount: priced.total,
      purpose: 'charge',
      kind: 'shipment_charge',
      description: `Shipment ${shipmentNumber(id)}`,
      meta: { shipment_id: id },
    });
    const changes: Partial<ShipmentRow> = { hold_id: holdId };
    if (startsInUkraine(input.type) && handover === 'office') changes.internal_track = internalTrackOf(id);
    if (input.type === 'return_label') {
      const label = await this.deps.carriers.issueLabel({
        shipment_id: id,
        delivery_type: plan.delivery_type!,
        to_country: 'US',
      });
      Object.assign(changes, { track_number: label.tracking_number, delivery_status: 'label_created' });
    }
    return changes;
  }
}
