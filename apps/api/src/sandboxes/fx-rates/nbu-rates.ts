/**
 * The rates the sandbox bank publishes: levels close to the real ones, so that amounts converted in the sandbox look
 * plausible, one set a day, moving a little from day to day, the same for everyone on the same date.
 */
const CURRENCIES = [
  { cc: 'USD', r030: 840, txt: 'Долар США', base: 41.25 },
  { cc: 'EUR', r030: 978, txt: 'Євро', base: 47.8 },
  { cc: 'GBP', r030: 826, txt: 'Фунт стерлінгів', base: 54.9 },
  { cc: 'XDR', r030: 960, txt: 'СПЗ (спеціальні права запозичення)', base: 55.6 },
  { cc: 'PLN', r030: 985, txt: 'Злотий', base: 11.24 },
  { cc: 'CAD', r030: 124, txt: 'Канадський долар', base: 29.69 },
  { cc: 'AUD', r030: 36, txt: 'Австралійський долар', base: 27.03 },
] as const;

/** One row as the National Bank writes it (`statdirectory/exchange?json`): the rate has up to four decimals. */
export interface NbuRow {
  r030: number;
  txt: string;
  rate: number;
  cc: string;
  exchangedate: string;
}

/** The rows published for a UTC day (`YYYY-MM-DD`); the bank writes the date as DD.MM.YYYY. */
export function nbuRowsOn(day: string): NbuRow[] {
  const dayNumber = Math.floor(Date.parse(`${day}T00:00:00Z`) / 86_400_000);
  const [y, m, d] = day.split('-');
  return CURRENCIES.map(({ cc, r030, txt, base }, i) => ({
    r030,
    txt,
    cc,
    rate: Math.round(base * (1 + 0.004 * Math.sin(dayNumber / 7 + i)) * 10_000) / 10_000,
    exchangedate: `${d}.${m}.${y}`,
  }));
}
