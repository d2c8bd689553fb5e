/*
 * Money in other currencies for the marketplace sandboxes (docs/orders.md, "Currencies"): a marketplace converts at
 * its own rates, not the National Bank's, so the sandboxes keep a table of their own — levels close to the real ones,
 * fixed, so that a shop's orders are the same on every run. Every currency here has two decimals, as the sandboxes'
 * amounts are counted in hundredths.
 */

/** Units of each currency for one US dollar, as a marketplace's converter had them in late 2026. */
const PER_USD = { USD: 1, EUR: 0.86, GBP: 0.75, CAD: 1.39, AUD: 1.52, UAH: 41.5 } as const;
export type SandboxCurrency = keyof typeof PER_USD;
export const SANDBOX_CURRENCIES = Object.keys(PER_USD) as SandboxCurrency[];

/** The currency a buyer in each country sees prices in, where the sandboxes' shops offer it. */
export const LOCAL_CURRENCY: Readonly<Record<string, SandboxCurrency>> = {
  US: 'USD',
  CA: 'CAD',
  GB: 'GBP',
  DE: 'EUR',
  FR: 'EUR',
  AU: 'AUD',
  UA: 'UAH',
};

const isSandboxCurrency = (code: string): code is SandboxCurrency => code in PER_USD;

/** Cents of `from` in cents of `to` at the sandboxes' rates. */
export function convertCents(cents: number, from: string, to: string): number {
  if (from === to || !isSandboxCurrency(from) || !isSandboxCurrency(to)) return cents;
  return Math.round((cents * PER_USD[to]) / PER_USD[from]);
}

/**
 * A shop's price in its own currency for goods the catalogue prices in US cents: converted, then made a price a
 * seller would set (whole hryvnias; other currencies to the half unit, as "24.50").
 */
export function listPrice(usdCents: number, currency: string): number {
  if (currency === 'USD') return usdCents;
  const cents = convertCents(usdCents, 'USD', currency);
  const step = currency === 'UAH' ? 100 : 50;
  return Math.max(step, Math.round(cents / step) * step);
}

/**
 * The currency a sandbox shop sells in, read off its name the way docs/sandbox-*.md say: a code written in capitals
 * anywhere ("KyivEUR", for Etsy's names that cannot hold a separator), or as a word of its own in any case
 * ("kyiv-eur", "Maple cad store"). USD otherwise.
 */
export function currencyOfName(name: string): SandboxCurrency {
  for (const code of SANDBOX_CURRENCIES) {
    if (code === 'USD') continue;
    if (name.includes(code) || new RegExp(`(^|[^a-z])${code}($|[^a-z])`, 'i').test(name)) return code;
  }
  return 'USD';
}
