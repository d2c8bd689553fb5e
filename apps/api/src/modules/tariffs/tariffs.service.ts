import { parcelOf, type Parcel } from '@cabinet/contracts/parcel';
import type {
  CalculatorBody,
  CalculatorNote,
  CalculatorResponse,
  DeliveryType,
  TariffTable,
  TariffZone,
} from '@cabinet/contracts/tariffs';
import { AppError, invalid, notFound } from '../../platform/errors.ts';
import type { CarriersProvider } from '../../providers/carriers/carriers.ts';
import { money } from '../money/money-format.ts';
import { STATES } from '../reference/states.data.ts';
import { volumetricGrams } from './tariff-math.ts';
import { tableToWire } from './tariff-wire.ts';
import type { TariffRepository } from './tariffs.repository.ts';
import { LOW_DUTY_THRESHOLD } from './zones.ts';

const US_STATES = new Set((STATES.US ?? []).map((s) => s.value));

/** The stable id of a quote: what the cart keeps as an item's uid (docs/tariffs.md). */
export function quoteUid(type: DeliveryType, body: { from: string; to: string; state: string | null }, p: Parcel) {
  const route = `${body.from}-${body.to}${body.state ? `.${body.state}` : ''}`;
  return `calc:${type}:${route}:${p.weight_g}g:${p.length_mm}x${p.width_mm}x${p.height_mm}mm`;
}

/** The public calculator and the operators' tables in force (their dated changes: tariff-versions.service.ts). */
export class TariffService {
  constructor(
    private readonly repo: TariffRepository,
    private readonly carriers: CarriersProvider,
    private readonly now: () => Date,
  ) {}

  async calculate(body: CalculatorBody & { from_country: string; to_country: string }): Promise<CalculatorResponse> {
    const state = body.to_country === 'US' ? (body.to_state ?? '') : null;
    if (state !== null && !US_STATES.has(state)) {
      throw invalid({ to_state: [state ? 'unknown_state' : 'required'] });
    }
    const parcel = parcelOf(body);
    const quote = await this.carriers.quote({
      from_country: body.from_country,
      to_country: body.to_country,
      to_state: state,
      parcel,
      delivery_type: body.delivery_type,
    });
    if (!quote.zone || quote.rates.length === 0) {
      throw new AppError(422, 'no_rates_found', { extra: { excluded: quote.excluded } });
    }
    const notes: CalculatorNote[] = [];
    if (quote.zone !== 'us_domestic') notes.push('consolidation_saves_customs');
    if (quote.zone !== 'us_domestic' && LOW_DUTY_THRESHOLD.has(body.to_country)) notes.push('low_duty_threshold');
    const route = { from: body.from_country, to: body.to_country, state };
    return {
      zone: quote.zone,
      actual_weight_g: parcel.weight_g,
      volumetric_weight_g: volumetricGrams(parcel),
      chargeable_weight_g: quote.chargeable_weight_g,
      rates: quote.rates.map((r) => ({
        uid: quoteUid(r.delivery_type, route, parcel),
        delivery_type: r.delivery_type,
        price: money(r.price),
        chargeable_weight_g: r.chargeable_weight_g,
        delivery_days: { min: r.days_min, max: r.days_max },
      })),
      excluded: quote.excluded,
      notes,
      sandbox: this.carriers.name === 'sandbox',
    };
  }

  /** Every pair's table in force now, with its next scheduled change. */
  async tables(): Promise<{ tables: TariffTable[] }> {
    const now = this.now();
    const rows = await this.repo.inForce(now);
    const next = await this.repo.nextChanges(now);
    return { tables: rows.map((row) => tableToWire(row, next.get(`${row.delivery_type}:${row.zone}`))) };
  }

  async table(type: DeliveryType, zone: TariffZone): Promise<TariffTable> {
    const now = this.now();
    const row = await this.repo.oneInForce(type, zone, now);
    if (!row) throw notFound();
    const [next] = await this.repo.later(type, zone, now);
    return tableToWire(row, next?.effective_from);
  }
}
