import { fromMinor, toMinor } from '@cabinet/contracts/money';
import type { TariffVersion, TariffVersionState } from '@cabinet/contracts/tariff-versions';
import type { TariffBand, TariffTable } from '@cabinet/contracts/tariffs';
import type { HistoryRow, VersionRow } from './tariffs.repository.ts';
import { INITIAL_EFFECTIVE_FROM, type StoredBand } from './tariffs.schema.ts';

export const bandsToWire = (bands: readonly StoredBand[]): TariffBand[] =>
  bands.map((b) => ({ up_to_g: b.up_to_g, base: fromMinor(b.base), per_100g: fromMinor(b.per_100g) }));

export const bandsFromWire = (bands: readonly TariffBand[]): StoredBand[] =>
  bands.map((b) => ({ up_to_g: b.up_to_g, base: toMinor(b.base)!, per_100g: toMinor(b.per_100g)! }));

const isInitial = (row: VersionRow) => row.effective_from.getTime() === INITIAL_EFFECTIVE_FROM.getTime();

/** A pair's table in force, with when it took effect and its next scheduled change. */
export const tableToWire = (row: VersionRow, next: Date | undefined): TariffTable => ({
  delivery_type: row.delivery_type,
  zone: row.zone,
  days_min: row.days_min,
  days_max: row.days_max,
  bands: bandsToWire(row.bands),
  version_id: row.id,
  effective_from: isInitial(row) ? null : row.effective_from.toISOString(),
  updated_at: row.created_by === null ? null : row.created_at.toISOString(),
  next_change: next?.toISOString() ?? null,
});

const snapshot = (row: VersionRow) => ({
  days_min: row.days_min,
  days_max: row.days_max,
  bands: bandsToWire(row.bands),
});

/**
 * A pair's versions as the history shows them, latest date first: each with its state at `now` and the table it
 * replaces (the previous live version by date; for a cancelled one, the previous of those confirmed before it).
 */
export function historyToWire(rows: readonly HistoryRow[], now: Date): TariffVersion[] {
  const live = rows.filter((r) => r.cancelled_at === null).sort((a, b) => +a.effective_from - +b.effective_from);
  const inForce = live.filter((r) => r.effective_from <= now).at(-1);
  // A cancelled change shows what it would have replaced when it was confirmed (versions confirmed before it).
  const before = (row: HistoryRow) =>
    live.filter((r) => r.effective_from < row.effective_from && (!row.cancelled_at || r.id < row.id)).at(-1);
  const state = (row: HistoryRow): TariffVersionState => {
    if (row.cancelled_at) return 'cancelled';
    if (row.effective_from > now) return 'scheduled';
    return row === inForce ? 'in_force' : 'past';
  };
  return [...rows]
    .sort((a, b) => +b.effective_from - +a.effective_from || b.id - a.id)
    .map((row) => {
      const previous = before(row);
      return {
        id: row.id,
        delivery_type: row.delivery_type,
        zone: row.zone,
        effective_from: isInitial(row) ? null : row.effective_from.toISOString(),
        state: state(row),
        ...snapshot(row),
        before: previous ? snapshot(previous) : null,
        note: row.note,
        created_at: row.created_at.toISOString(),
        created_by: row.author,
        cancelled_at: row.cancelled_at?.toISOString() ?? null,
        cancelled_by: row.canceller,
      };
    });
}
