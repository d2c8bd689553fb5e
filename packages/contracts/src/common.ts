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

/** Paging of every list (§3: page, on_page, total, next_page). */
export const pageQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
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

/** `/:id` of any row: a positive 32-bit integer (a larger one is a 400, never a database error). */
export const idParamsSchema = z.object({ id: z.coerce.number().int().min(1).max(2_147_483_647) });
