import type { DocsPrice } from '@cabinet/contracts/shipment-lifecycle';
import { needsLaterLabel, type ConsolidationRates } from '@cabinet/contracts/shipments';
import type { DeliveryType } from '@cabinet/contracts/tariffs';
import { AppError, notFound } from '../../platform/errors.ts';
import type { CarriersProvider } from '../../providers/carriers/carriers.ts';
import type { Tx } from '../../platform/db/client.ts';
import { money } from '../money/money-format.ts';
import { parcelOf, type Parcel } from '@cabinet/contracts/parcel';
import type { LifecycleRepository } from './lifecycle.repository.ts';
import type { LifecycleService } from './lifecycle.service.ts';
import { shipmentSearchText, type ShipmentRow } from './shipment-mapper.ts';
import type { ShipmentMoney } from './shipment-money.ts';
import type { ShipmentRepository } from './shipments.repository.ts';

/** The box as the warehouse measured it, else as the seller declared it. */
export const boxOf = (row: ShipmentRow): Parcel =>
  row.measured ?? {
    weight_g: row.weight_g,
    length_mm: row.length_mm,
    width_mm: row.width_mm,
    height_mm: row.height_mm,
  };

const noRates = (excluded: unknown) => new AppError(422, 'no_rates_found', { extra: { excluded } });

/**
 * The last leg of a later-label shipment (consolidation, bulk consolidated, sender consolidation): once the box
 * is at our US warehouse the seller asks for US domestic rates and buys one label, charged straight from the
 * balance; the carrier issues the track. And the documents price: what a label with another shipper would cost.
 */
export class ConsolidationService {
  constructor(
    private readonly deps: {
      carriers: CarriersProvider;
      lifecycle: LifecycleService;
      repo: LifecycleRepository;
      shipments: ShipmentRepository;
      money: ShipmentMoney;
      now: () => Date;
    },
  ) {}

  async rates(accountId: number, shipmentId: number): Promise<ConsolidationRates> {
    const row = await this.deps.shipments.findOwned(accountId, shipmentId);
    if (!row) throw notFound();
    assertWaitsForLabel(row);
    const quote = await this.domesticQuote(row);
    return {
      rates: quote.rates.map((r) => ({
        delivery_type: r.delivery_type,
        price: money(r.price),
        delivery_days: { min: r.days_min, max: r.days_max },
      })),
    };
  }

  async buyLabel(accountId: number, userId: number, shipmentId: number, type: DeliveryType): Promise<ShipmentRow> {
    const { lifecycle, shipments, repo, carriers } = this.deps;
    // Quoted before the transaction (the quote reads the tariffs; PGlite runs one query at a time).
    const seen = await shipments.findOwned(accountId, shipmentId);
    if (!seen) throw notFound();
    assertWaitsForLabel(seen);
    const [rate] = (await this.domesticQuote(seen, type)).rates;
    if (!rate) throw noRates([]);
    return lifecycle.inTransaction(async (tx: Tx) => {
      // A bulk parcel's master is locked first, as every move of the master does, so the two cannot deadlock.
      const master = seen.parent_id === null ? null : await repo.lockById(tx, seen.parent_id);
      const row = await shipments.lockOwned(tx, accountId, shipmentId);
      if (!row) throw notFound();
      assertWaitsForLabel(row);
      await this.deps.money.chargeNow(tx, row, rate.price, userId, `label ${type}`);
      // The sandbox answers at once; a real carrier call inside the transaction keeps the charge and the track
      // together (no label without a charge, no charge without a label).
      const label = await carriers.issueLabel({
        shipment_id: row.id,
        delivery_type: type,
        to_country: row.recipient?.country ?? 'US',
      });
      const breakdown = row.price_breakdown;
      const price = row.price + rate.price;
      const updated = await repo.update(tx, row.id, {
        track_number: label.tracking_number,
        delivery_status: 'label_created',
        pending_action: row.pending_action === 'buy_label' ? null : row.pending_action,
        price,
        price_breakdown: {
          ...breakdown,
          lines: [...breakdown.lines, { code: 'domestic_leg', price: money(rate.price) }],
          total: money(price),
        },
        search_text: shipmentSearchText({ ...row, track_number: label.tracking_number }),
      });
      await shipments.addEvent(tx, {
        shipment_id: row.id,
        status: row.status,
        note: `label_bought: ${type} ${money(rate.price).amount} ${label.tracking_number}`,
        actor: 'seller',
        at: this.deps.now(),
      });
      if (master) await this.masterLabelled(tx, master);
      return updated;
    });
  }

  /** Once every parcel of a bulk box has its label, the box no longer waits for the seller. */
  private async masterLabelled(tx: Tx, master: ShipmentRow): Promise<void> {
    const parcels = await this.deps.repo.lockChildren(tx, master.id);
    if (master.pending_action === 'buy_label' && parcels.every((p) => p.track_number)) {
      await this.deps.repo.update(tx, master.id, { pending_action: null });
    }
  }

  /** §7 docs/price: the label of this shipment with `shipper`, for the given box, along the shipment's route. */
  async docsPrice(
    accountId: number,
    body: {
      shipper: DeliveryType;
      shipment_id: number;
      dimensions: { length_cm: number; width_cm: number; height_cm: number };
      total_weight: number;
    },
  ): Promise<DocsPrice> {
    const row = await this.deps.shipments.findOwned(accountId, body.shipment_id);
    if (!row) throw notFound();
    if (!row.recipient) throw new AppError(409, 'no_recipient');
    const quote = await this.deps.carriers.quote({
      from_country: needsLaterLabel(row.type) ? 'US' : row.sender.country,
      to_country: row.recipient.country,
      to_state: row.recipient.country === 'US' ? row.recipient.state || null : null,
      delivery_type: body.shipper,
      parcel: parcelOf({ weight_kg: body.total_weight, ...body.dimensions }),
    });
    const [rate] = quote.rates;
    if (!rate) throw noRates(quote.excluded);
    return {
      shipper: rate.delivery_type,
      price: money(rate.price),
      chargeable_weight_g: rate.chargeable_weight_g,
      delivery_days: { min: rate.days_min, max: rate.days_max },
    };
  }

  /** US warehouse → the recipient, for the box as measured. */
  private async domesticQuote(row: ShipmentRow, type?: DeliveryType) {
    const recipient = row.recipient;
    if (!recipient) throw new AppError(409, 'no_recipient');
    const quote = await this.deps.carriers.quote({
      from_country: 'US',
      to_country: recipient.country,
      to_state: recipient.country === 'US' ? recipient.state || null : null,
      parcel: boxOf(row),
      delivery_type: type,
    });
    if (quote.zone !== 'us_domestic' || quote.rates.length === 0) throw noRates(quote.excluded);
    return quote;
  }
}

/** Only a later-label type, at the US warehouse, without a label yet. */
function assertWaitsForLabel(row: ShipmentRow): void {
  if (!needsLaterLabel(row.type)) throw new AppError(409, 'no_consolidation_label');
  if (row.track_number) throw new AppError(409, 'label_already_bought');
  if (row.status !== 'in_transit_warehouse') throw new AppError(409, 'not_at_us_warehouse');
}
