import { z } from 'zod';

/** Interface languages (§9). `ua` is our code for Ukrainian, as the spec spells it. */
export const languages = ['ua', 'ru', 'en'] as const;
export const languageSchema = z.enum(languages);
export type Language = z.infer<typeof languageSchema>;

/**
 * The error body of every failed request (ARCHITECTURE §4, spec §8). `message` is already translated into the
 * caller's language; `code` is stable for programs; `errors` maps a field path to its messages.
 */
export const errorBodySchema = z.object({
  code: z.string(),
  message: z.string(),
  errors: z.union([z.record(z.string(), z.array(z.string())), z.array(z.string())]).optional(),
  logout: z.literal(true).optional(),
  mandatory_field: z.string().optional(),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;

export const okSchema = z.object({ ok: z.literal(true) });

/** Label/value pairs (§3 "Country and state lists"). */
export const optionSchema = z.object({ value: z.string(), label: z.string() });
export type Option = z.infer<typeof optionSchema>;

export const langQuerySchema = z.object({ lang: languageSchema.optional() });

/**
 * The largest value a 32-bit integer column holds (ids, quantities, counts). Every whole number a client sends is
 * bounded by it in its contract, so a larger one is a 400 naming the field, never a database error (issue 12).
 */
export const INT32_MAX = 2_147_483_647;

/** A whole number a client sends in a JSON body, within a 32-bit column; narrow it further with `.min`/`.max`. */
export const int32Schema = z
  .number()
  .int()
  .min(-INT32_MAX - 1)
  .max(INT32_MAX, 'number_too_large');
/** The same in a query string or a path (a string there, coerced). */
export const int32QuerySchema = z.coerce
  .number()
  .int()
  .min(-INT32_MAX - 1)
  .max(INT32_MAX, 'number_too_large');
/** A row id in a JSON body: a positive 32-bit integer. */
export const idSchema = int32Schema.min(1);
/** A row id in a query string or a path. */
export const idQuerySchema = int32QuerySchema.min(1);

/**
 * The dates a client may send (issue 12): YYYY-MM-DD from 1900-01-01 to 2999-12-31. Every date a person or a
 * report can mean lies inside; the edges of the calendar (0001-01-01, 9999-12-31) would overflow the date arithmetic
 * of filters (a day added, a time zone applied) and are refused as a 400 naming the field instead.
 */
export const DATE_MIN = '1900-01-01';
export const DATE_MAX = '2999-12-31';
export const isoDateSchema = (message = 'invalid_date') =>
  z.iso
    .date(message)
    // Only a well-formed date is out of range; a malformed one has its own message already.
    .refine((d) => !/^\d{4}-\d{2}-\d{2}$/.test(d) || (d >= DATE_MIN && d <= DATE_MAX), 'date_out_of_range');

/** Paging of every list (§3: page, on_page, total, next_page). */
export const pageQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(INT32_MAX, 'number_too_large').default(1),
  on_page: z.coerce.number().int().min(1).max(100).default(20),
});
export type PageQuery = z.infer<typeof pageQuerySchema>;
export const pageInfoSchema = z.object({
  page: z.number().int(),
  on_page: z.number().int(),
  total: z.number().int(),
  next_page: z.number().int().nullable(),
});
export const pageInfo = (q: PageQuery, total: number) => ({
  page: q.page,
  on_page: q.on_page,
  total,
  next_page: q.page * q.on_page < total ? q.page + 1 : null,
});

/** A person as the back office names them — an operator, or a seller by the account's owner: never a bare number. */
export const personSchema = z.object({ id: z.number().int(), name: z.string(), email: z.string() });
export type Person = z.infer<typeof personSchema>;

/** `/:id` of any row: a positive 32-bit integer (a larger one is a 400, never a database error). */
export const idParamsSchema = z.object({ id: idQuerySchema });
