import { z } from 'zod';
import { TEXT_LIMITS } from './limits.ts';
import { languageSchema } from './common.ts';
import { endpoint } from './endpoint.ts';

/**
 * §3 Customs code (UKTVED / УКТ ЗЕД): the Ukrainian customs classification, a tree of 2-digit chapters, 4-digit
 * headings, 6-digit HS subheadings, 8-digit national categories and 10-digit leaves (docs/customs-codes.md).
 * The code is its own id: it stays the same when the classification data is reloaded.
 */
export const CUSTOMS_CODE_LEVELS = [2, 4, 6, 8, 10] as const;
/** Only 10-digit leaves can be picked (§5). */
export const SELECTABLE_CODE_LENGTH = 10;
/** §9: the copy button shows for codes of 10 or more characters. */
export const COPYABLE_CODE_LENGTH = 10;
/** §9: the picker waits this long after typing before it searches. */
export const CUSTOMS_SEARCH_THROTTLE_MS = 1500;
/** At most this many codes answer one search. */
export const CUSTOMS_SEARCH_LIMIT = 50;

export const customsCodeIdSchema = z.string().regex(/^(\d{2}|\d{4}|\d{6}|\d{8}|\d{10})$/, 'invalid_customs_code');
/** A code a product or a customs line may carry: a 10-digit leaf. */
export const selectableCustomsCodeSchema = z
  .string()
  .trim()
  .regex(/^\d{10}$/, 'invalid_customs_code');

/** An ancestor in a breadcrumb: chapter first. */
export const customsCodeCrumbSchema = z.object({
  id: z.string(),
  code: z.string(),
  title: z.string(),
  title_translated: z.string(),
});
export type CustomsCodeCrumb = z.infer<typeof customsCodeCrumbSchema>;

export const customsCodeSchema = z.object({
  id: z.string(),
  code: z.string(),
  /** Official Ukrainian title. */
  title: z.string(),
  /** The title in the requested language, falling back to Ukrainian where the data has none. */
  title_translated: z.string(),
  /** The parent's id; null for chapters. */
  parent: z.string().nullable(),
  /** Ancestors from the chapter down to the parent: many leaves are just "other", and only make sense in context. */
  ancestors: z.array(customsCodeCrumbSchema),
  has_children: z.boolean(),
  is_selectable: z.boolean(),
  /** HS section (I…XXI). */
  section: z.string(),
});
export type CustomsCode = z.infer<typeof customsCodeSchema>;

/** One node with its direct children (`GET /v2/products/uktved/{id}`). */
export const customsCodeNodeSchema = customsCodeSchema.extend({ children: z.array(customsCodeSchema) });
export type CustomsCodeNode = z.infer<typeof customsCodeNodeSchema>;

export const customsCodeListSchema = z.object({ codes: z.array(customsCodeSchema) });
export type CustomsCodeList = z.infer<typeof customsCodeListSchema>;

export const customsLangQuerySchema = z.object({ lang: languageSchema.default('ua') });
export const customsSearchQuerySchema = z.object({
  /** Words of a title (any language we hold), or the leading digits of a code. */
  title: z.string().trim().min(1).max(TEXT_LIMITS.short_text),
  lang: languageSchema.default('ua'),
  /** Only 10-digit leaves (the picker); the public browser shows every level. */
  selectable_only: z
    .enum(['true', 'false'])
    .default('false')
    .transform((v) => v === 'true'),
});
export type CustomsSearchQuery = z.input<typeof customsSearchQuerySchema>;
export const customsCodeParamsSchema = z.object({ id: customsCodeIdSchema });

/** §7 `v2/products/uktved*`: the customs classification, browsed and searched; public (the /hs-codes page). */
export const customsCodesApi = {
  /** The chapters, where tree browsing starts. */
  roots: endpoint({
    method: 'GET',
    path: '/v2/products/uktved/roots',
    query: customsLangQuerySchema,
    response: customsCodeListSchema,
    access: 'public',
    tags: ['customs codes'],
  }),
  /** Leading digits find codes by prefix, words find titles (any language held); at most CUSTOMS_SEARCH_LIMIT. */
  search: endpoint({
    method: 'GET',
    path: '/v2/products/uktved',
    query: customsSearchQuerySchema,
    response: customsCodeListSchema,
    access: 'public',
    tags: ['customs codes'],
  }),
  /** One code with its ancestors and direct children (404 customs_code_not_found). */
  node: endpoint({
    method: 'GET',
    path: '/v2/products/uktved/:id',
    params: customsCodeParamsSchema,
    query: customsLangQuerySchema,
    response: customsCodeNodeSchema,
    access: 'public',
    tags: ['customs codes'],
  }),
};
