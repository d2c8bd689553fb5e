import { z } from 'zod';
import { optionSchema } from './common.ts';

export const countriesResponseSchema = z.object({ countries: z.array(optionSchema) });
export const statesResponseSchema = z.object({ country: z.string(), states: z.array(optionSchema) });
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
