import { z } from 'zod';
import { optionSchema } from './common.ts';

/** Countries as label/value pairs (§3): `value` is the ISO 3166-1 alpha-2 code, sorted by `label`. */
export const countriesResponseSchema = z.object({ countries: z.array(optionSchema) });
export type Countries = z.infer<typeof countriesResponseSchema>;
/** A country's states or regions (§3): USPS codes for the US, ISO 3166-2 codes elsewhere; `country` upper-case. */
export const statesResponseSchema = z.object({ country: z.string(), states: z.array(optionSchema) });
export type States = z.infer<typeof statesResponseSchema>;
/** An ISO 3166-1 alpha-2 code in either case. */
export const countryParamSchema = z.object({ country: z.string().regex(/^[A-Za-z]{2}$/) });

export const rateCurrencies = ['USD', 'EUR', 'GBP', 'UAH'] as const;
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
  office_address: z.string(),
  warehouse_address: z.string(),
  sandbox: z.object({ mail: z.boolean(), fx_rates: z.boolean() }),
});
export type ClientInfo = z.infer<typeof clientInfoSchema>;
