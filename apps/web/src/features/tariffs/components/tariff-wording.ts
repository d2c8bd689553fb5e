import type { TFunction } from 'i18next';
import { currentLanguage } from '../../../shared/i18n/i18n.ts';
import { htmlLang } from '../../../shared/i18n/languages.ts';
import { formatMoney } from '../../../shared/lib/format.ts';

/** Grams as the interface language writes a whole number: 1,000 / 1 000. */
export const grams = (value: number) => new Intl.NumberFormat(htmlLang(currentLanguage())).format(value);

/** A band's prices in words: "$7.00 + $1.00 per 100 g"; "none" where a table has no such band. */
export const bandText = (t: TFunction, band: { base: string; per_100g: string } | null) =>
  band
    ? t('ops.band_prices', {
        base: formatMoney({ amount: band.base, currency: 'USD' }),
        per_100g: formatMoney({ amount: band.per_100g, currency: 'USD' }),
      })
    : t('ops.no_band');

/** Delivery days as a range: 10–18. */
export const daysText = (days: { min: number; max: number }) => `${days.min}–${days.max}`;

const KYIV_DATE = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Europe/Kyiv',
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
});

/** DD.MM.YYYY of the Kyiv day an instant falls on: a change dated a day takes effect at its 00:00 in Kyiv. */
export const kyivDateText = (iso: string) => KYIV_DATE.format(new Date(iso)).replace(/\//g, '.');
