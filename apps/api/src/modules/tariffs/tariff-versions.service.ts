import { fromMinor } from '@cabinet/contracts/money';
import type { ConfirmedTariff, ProposedTariff, TariffPreview, TariffVersion } from '@cabinet/contracts/tariff-versions';
import type { DeliveryType, TariffZone } from '@cabinet/contracts/tariffs';
import { AppError, notFound } from '../../platform/errors.ts';
import { ddmmyyyy } from '../../platform/kyiv-date.ts';
import { describeAudit } from '../audit/audit-context.ts';
import { money } from '../money/money-format.ts';
import { effectiveMoment } from './effective-date.ts';
import { bandChanges, samplePrices, sameTable } from './tariff-preview.ts';
import { bandsFromWire, historyToWire } from './tariff-wire.ts';
import type { TariffRepository } from './tariffs.repository.ts';
import type { StoredBand } from './tariffs.schema.ts';

/** How many parcels of a delivery type and zone have not left yet (their price is held, not charged). */
export type OpenParcelCounter = (type: DeliveryType, zone: TariffZone) => Promise<number>;

const bandPrices = (b: { base: number; per_100g: number } | null) =>
  b && { base: fromMinor(b.base), per_100g: fromMinor(b.per_100g) };
const orNull = (cents: number | null) => (cents === null ? null : money(cents));

/** A table as the audit trail keeps it: the delivery days and the bands in one line each. */
const auditTable = (table: { days_min: number; days_max: number; bands: readonly StoredBand[] }) => ({
  days: `${table.days_min}–${table.days_max}`,
  bands: table.bands.map((b) => `${b.up_to_g} g: ${fromMinor(b.base)} + ${fromMinor(b.per_100g)}/100 g`).join('; '),
});

/**
 * Dated changes of the rate tables (issue 23, docs/tariffs.md "Dated versions"): the preview of a proposed table, its
 * confirmation as a new version from its date, the history, and cancelling a change not yet in force. Sellers are
 * not notified: a change never re-prices a parcel already paid, and new parcels are quoted before they are paid.
 */
export class TariffVersionService {
  constructor(private readonly deps: { repo: TariffRepository; openParcels: OpenParcelCounter; now: () => Date }) {}

  async preview(type: DeliveryType, zone: TariffZone, query: ProposedTariff): Promise<TariffPreview> {
    const { repo } = this.deps;
    const now = this.deps.now();
    const at = effectiveMoment(query.effective_date, now);
    const current = await repo.oneInForce(type, zone, at);
    if (!current) throw notFound();
    const proposed = { days_min: query.days_min, days_max: query.days_max, bands: bandsFromWire(query.bands) };
    const later = await repo.later(type, zone, at);
    return {
      delivery_type: type,
      zone,
      effective_from: at.toISOString(),
      immediate: at.getTime() === now.getTime(),
      version_id: await repo.latestId(type, zone),
      days: {
        before: { min: current.days_min, max: current.days_max },
        after: { min: proposed.days_min, max: proposed.days_max },
      },
      bands: bandChanges(current.bands, proposed.bands).map((c) => ({
        up_to_g: c.up_to_g,
        before: bandPrices(c.before),
        after: bandPrices(c.after),
      })),
      samples: samplePrices(current.bands, proposed.bands).map((s) => ({
        weight_g: s.weight_g,
        before: orNull(s.before),
        after: orNull(s.after),
      })),
      open_parcels: await this.deps.openParcels(type, zone),
      later_changes: later.map((v) => v.effective_from.toISOString()),
      changed: !sameTable(current, proposed),
    };
  }

  /**
   * Confirms a previewed table as a new version from its date. The pair's versions are locked, so of two operators
   * confirming the same preview one succeeds and the other is told the table changed (409 tariff_changed).
   */
  async save(type: DeliveryType, zone: TariffZone, body: ConfirmedTariff, operatorId: number): Promise<TariffVersion> {
    const { repo } = this.deps;
    const now = this.deps.now();
    const effective_from = effectiveMoment(body.effective_date, now);
    await repo.ensureDefaults();
    const id = await repo.transaction(async (tx) => {
      await repo.lockPair(tx, type, zone);
      if ((await repo.latestId(type, zone)) !== body.expected_version_id) throw new AppError(409, 'tariff_changed');
      if (await repo.takenAt(tx, type, zone, effective_from)) throw new AppError(409, 'tariff_date_taken');
      const replaced = await repo.oneInForce(type, zone, effective_from);
      const row = await repo.insert(tx, {
        delivery_type: type,
        zone,
        effective_from,
        days_min: body.days_min,
        days_max: body.days_max,
        bands: bandsFromWire(body.bands),
        note: body.note,
        created_by: operatorId,
        created_at: now,
      });
      describeAudit({
        before: replaced ? auditTable(replaced) : null,
        after: { effective_from: ddmmyyyy(effective_from), ...auditTable(row) },
        reason: body.note || null,
      });
      return row.id;
    });
    return this.version(type, zone, id);
  }

  /** Every version of a pair: who confirmed it and when, from when, and the table before and after. */
  async history(type: DeliveryType, zone: TariffZone): Promise<{ versions: TariffVersion[] }> {
    return { versions: historyToWire(await this.deps.repo.history(type, zone), this.deps.now()) };
  }

  /** Cancels a change that has not taken effect yet; one in force or past stays (409 tariff_version_not_scheduled). */
  async cancel(type: DeliveryType, zone: TariffZone, id: number, operatorId: number): Promise<TariffVersion> {
    const { repo } = this.deps;
    const now = this.deps.now();
    await repo.transaction(async (tx) => {
      await repo.lockPair(tx, type, zone);
      const row = await repo.findInTx(tx, id);
      if (!row || row.delivery_type !== type || row.zone !== zone) throw notFound();
      if (row.cancelled_at !== null || row.effective_from <= now) {
        throw new AppError(409, 'tariff_version_not_scheduled');
      }
      await repo.cancel(tx, id, operatorId, now);
      describeAudit({
        before: { effective_from: ddmmyyyy(row.effective_from), ...auditTable(row) },
        after: { cancelled: true },
      });
    });
    return this.version(type, zone, id);
  }

  private async version(type: DeliveryType, zone: TariffZone, id: number): Promise<TariffVersion> {
    const { versions } = await this.history(type, zone);
    return versions.find((v) => v.id === id)!;
  }
}
