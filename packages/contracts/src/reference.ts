import { z } from 'zod';
import { langQuerySchema, optionSchema } from './common.ts';
import { endpoint } from './endpoint.ts';
import { errorReportingSchema } from './error-reports.ts';

/** Countries as label/value pairs (§3): `value` is the ISO 3166-1 alpha-2 code, sorted by `label`. */
export const countriesResponseSchema = z.object({ countries: z.array(optionSchema) });
export type Countries = z.infer<typeof countriesResponseSchema>;
/** A country's states or regions (§3): USPS codes for the US, ISO 3166-2 codes elsewhere; `country` upper-case. */
export const statesResponseSchema = z.object({ country: z.string(), states: z.array(optionSchema) });
export type States = z.infer<typeof statesResponseSchema>;
/** An ISO 3166-1 alpha-2 code in either case. */
export const countryParamSchema = z.object({ country: z.string().regex(/^[A-Za-z]{2}$/) });

/**
 * The official rates the cabinet keeps: the currencies sellers are paid in by the marketplaces (an Amazon.ca order is
 * in Canadian dollars, an Etsy shop sells in its own currency; docs/orders.md "Currencies"), so that each has a dollar
 * figure; and XDR (the IMF's SDR), in which UPU sets customs thresholds (CN22 under 300 SDR).
 */
export const rateCurrencies = ['USD', 'EUR', 'GBP', 'CAD', 'AUD', 'PLN', 'XDR', 'UAH'] as const;
/** Exchange rates against the hryvnia: `rate` UAH for one unit of `currency`, a decimal string. */
export const ratesResponseSchema = z.object({
  base: z.literal('UAH'),
  date: z.string(),
  source: z.enum(['sandbox', 'nbu']),
  rates: z.array(z.object({ currency: z.enum(rateCurrencies), rate: z.string() })),
});
export type Rates = z.infer<typeof ratesResponseSchema>;

/** What the web client needs to know about this installation (banner, footer, sandbox badges). */
export const clientInfoSchema = z.object({
  old_cabinet_url: z.string(),
  /** §2 menu "old market": its own cabinet; null when not configured (the entry is hidden). */
  old_market_url: z.string().nullable(),
  office_address: z.string(),
  warehouse_address: z.string(),
  sandbox: z.object({ mail: z.boolean(), fx_rates: z.boolean() }),
  /** Where the web app reports its unhandled errors and traces (docs/error-reporting.md); null: it does not. */
  error_reporting: errorReportingSchema.nullable(),
});
export type ClientInfo = z.infer<typeof clientInfoSchema>;

const publicList = { access: 'public', tags: ['reference'] } as const;

/** Public reference lists. A list's language is `?lang=`, else the request's (Accept-Language). */
export const referenceApi = {
  /** What this installation tells the web client (banner, footer, sandbox badges). */
  clientInfo: endpoint({ method: 'GET', path: '/info/client', response: clientInfoSchema, ...publicList }),
  /** Today's rates against the hryvnia (503 rates_unavailable). */
  rates: endpoint({ method: 'GET', path: '/info/rates', response: ratesResponseSchema, ...publicList }),
  /** Every country: where a sender or a manufacturer may be. */
  countries: endpoint({
    method: 'GET',
    path: '/info/countries/',
    query: langQuerySchema,
    response: countriesResponseSchema,
    ...publicList,
  }),
  /** The countries we ship to. */
  shippingCountries: endpoint({
    method: 'GET',
    path: '/shipping/get_countries',
    query: langQuerySchema,
    response: countriesResponseSchema,
    ...publicList,
  }),
  /** A country's states or regions; an empty list where it has none (404 unknown_country). */
  states: endpoint({
    method: 'GET',
    path: '/shipping/get_states/:country',
    params: countryParamSchema,
    query: langQuerySchema,
    response: statesResponseSchema,
    ...publicList,
  }),
};
