import { bandsQueryText, tariffVersionsApi } from '@cabinet/contracts/tariff-versions';
import type { DeliveryType, TariffBand, TariffZone } from '@cabinet/contracts/tariffs';
import type { TestApp } from '../../../test/app.ts';
import { kyivDate } from './effective-date.ts';

export interface ProposedTable {
  days_min: number;
  days_max: number;
  bands: TariffBand[];
}

/** Today on the app's clock, as an operator dates a change: YYYY-MM-DD in Kyiv. */
export const today = (t: TestApp) => kyivDate(t.clock.now());
/** A Kyiv day `n` days after today's. */
export const daysAhead = (t: TestApp, n: number) => kyivDate(new Date(t.clock.now().getTime() + n * 86_400_000));

export const previewTariff = (
  t: TestApp,
  token: string,
  pair: { delivery_type: DeliveryType; zone: TariffZone },
  table: ProposedTable,
  effective_date = today(t),
  lang?: string,
) =>
  t.call(tariffVersionsApi.preview, {
    params: pair,
    token,
    lang,
    query: { effective_date, days_min: table.days_min, days_max: table.days_max, bands: bandsQueryText(table.bands) },
  });

/** What an operator does on /ops/tariffs: previews a table and confirms it with the preview's version. */
export async function changeTariff(
  t: TestApp,
  token: string,
  pair: { delivery_type: DeliveryType; zone: TariffZone },
  table: ProposedTable,
  effective_date = today(t),
) {
  const preview = await previewTariff(t, token, pair, table, effective_date);
  if (preview.statusCode !== 200) throw new Error(`preview failed: ${preview.statusCode} ${preview.body}`);
  const expected_version_id = preview.json<{ version_id: number }>().version_id;
  const res = await t.call(tariffVersionsApi.save, {
    params: pair,
    token,
    body: { ...table, effective_date, expected_version_id },
  });
  if (res.statusCode !== 200) throw new Error(`save failed: ${res.statusCode} ${res.body}`);
  return res.json<{ id: number; effective_from: string; state: string }>();
}

/** Every band of a table with its prices raised by `percent`, rounded to the cent. */
export const raised = (bands: readonly TariffBand[], percent: number): TariffBand[] =>
  bands.map((b) => ({
    up_to_g: b.up_to_g,
    base: ((Math.round(Number(b.base) * 100) * (100 + percent)) / 10_000).toFixed(2),
    per_100g: ((Math.round(Number(b.per_100g) * 100) * (100 + percent)) / 10_000).toFixed(2),
  }));
