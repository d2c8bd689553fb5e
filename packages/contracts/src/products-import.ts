import { z } from 'zod';
import { idParamsSchema, languageSchema, pageInfoSchema, pageQuerySchema, type Language } from './common.ts';
import { endpoint } from './endpoint.ts';

/**
 * Product import (§2 /products/import, §4 import statuses; docs/products-import.md): a seller uploads an xlsx or csv
 * file, starts it, and a background job writes the rows into the catalogue, keeping a journal of row errors.
 * §4 names failed, successful and cancelled; `pending` (uploaded, not started) and `in_progress` are ours.
 */
export const productImportStatuses = ['pending', 'in_progress', 'successful', 'failed', 'cancelled'] as const;
export type ProductImportStatus = (typeof productImportStatuses)[number];
export const productImportStatusSchema = z.enum(productImportStatuses);
/** Statuses after which nothing changes any more. */
export const finishedImportStatuses: readonly ProductImportStatus[] = ['successful', 'failed', 'cancelled'];

export const productImportFormats = ['xlsx', 'csv'] as const;
export type ProductImportFormat = (typeof productImportFormats)[number];

/** A file holds at most this many product rows. */
export const MAX_IMPORT_ROWS = 10_000;
/** The upload limit of an import file (10,000 rows of xlsx stay well under it). */
export const MAX_IMPORT_FILE_BYTES = 10 * 1024 * 1024;
/** How often the page asks for the status of a running import. */
export const IMPORT_POLL_MS = 1500;

/**
 * The columns of an import file, in template order, with their headers in each language. A header is recognised in
 * any of the three languages (or as the key itself), whatever language the template was downloaded in.
 */
export const importColumns = [
  { key: 'sku', required: true, header: { ua: 'Артикул (SKU)', ru: 'Артикул (SKU)', en: 'SKU' } },
  {
    key: 'title_uk',
    required: true,
    header: { ua: 'Назва українською', ru: 'Название на украинском', en: 'Title in Ukrainian' },
  },
  {
    key: 'title_en',
    required: true,
    header: { ua: 'Назва англійською', ru: 'Название на английском', en: 'Title in English' },
  },
  { key: 'hs_code', required: false, header: { ua: 'Код УКТЗЕД', ru: 'Код УКТВЭД', en: 'HS code (UKTVED)' } },
  { key: 'manufacturer', required: false, header: { ua: 'Виробник', ru: 'Производитель', en: 'Manufacturer' } },
  { key: 'category', required: false, header: { ua: 'Категорія', ru: 'Категория', en: 'Category' } },
  { key: 'kind', required: false, header: { ua: 'Тип товару', ru: 'Тип товара', en: 'Kind' } },
  { key: 'handmade', required: false, header: { ua: 'Ручна робота', ru: 'Ручная работа', en: 'Handmade' } },
  {
    key: 'individual_packaging',
    required: false,
    header: { ua: 'Індивідуальне пакування', ru: 'Индивидуальная упаковка', en: 'Individual packaging' },
  },
  { key: 'cost', required: false, header: { ua: 'Вартість, USD', ru: 'Стоимость, USD', en: 'Cost, USD' } },
  { key: 'weight_kg', required: false, header: { ua: 'Вага, кг', ru: 'Вес, кг', en: 'Weight, kg' } },
  { key: 'length_cm', required: false, header: { ua: 'Довжина, см', ru: 'Длина, см', en: 'Length, cm' } },
  { key: 'width_cm', required: false, header: { ua: 'Ширина, см', ru: 'Ширина, см', en: 'Width, cm' } },
  { key: 'height_cm', required: false, header: { ua: 'Висота, см', ru: 'Высота, см', en: 'Height, cm' } },
  { key: 'description', required: false, header: { ua: 'Опис', ru: 'Описание', en: 'Description' } },
] as const satisfies readonly { key: string; required: boolean; header: Record<Language, string> }[];
export type ImportColumnKey = (typeof importColumns)[number]['key'];

/** Yes/no cells and the product kind, as a seller may type them in any of the three languages. */
export const importYesWords = ['yes', 'y', 'true', '1', 'так', 'да', '+'];
export const importNoWords = ['no', 'n', 'false', '0', 'ні', 'нет', '-'];
export const importKindWords: Record<'physical' | 'digital', string[]> = {
  physical: ['physical', 'фізичний', 'физический'],
  digital: ['digital', 'цифровий', 'цифровой'],
};
/** The words the template offers in its drop-down lists, per language. */
export const importChoiceWords: Record<Language, { yes: string; no: string; physical: string; digital: string }> = {
  ua: { yes: 'так', no: 'ні', physical: 'фізичний', digital: 'цифровий' },
  ru: { yes: 'да', no: 'нет', physical: 'физический', digital: 'цифровой' },
  en: { yes: 'yes', no: 'no', physical: 'physical', digital: 'digital' },
};

export const importTemplateQuerySchema = z.object({ lang: languageSchema.default('ua') });

export const productImportSchema = z.object({
  id: z.number().int(),
  status: productImportStatusSchema,
  original_name: z.string(),
  format: z.enum(productImportFormats),
  total_rows: z.number().int(),
  processed_rows: z.number().int(),
  created_count: z.number().int(),
  updated_count: z.number().int(),
  error_count: z.number().int(),
  /** Why an import failed as a whole (`all_rows_failed`, `interrupted`, `unreadable_file`); null otherwise. */
  failure_code: z.string().nullable(),
  /** The same, in the caller's language. */
  failure_message: z.string().nullable(),
  created_at: z.string(),
  started_at: z.string().nullable(),
  finished_at: z.string().nullable(),
  updated_at: z.string(),
});
export type ProductImport = z.infer<typeof productImportSchema>;

export const productImportListSchema = pageInfoSchema.extend({ imports: z.array(productImportSchema) });
export type ProductImportList = z.infer<typeof productImportListSchema>;

/** One row error of the journal; `row` is the spreadsheet's row number (the header is row 1). */
export const productImportErrorSchema = z.object({
  row: z.number().int(),
  /** The column key (`sku`, `hs_code`, …) or null when the error concerns the whole row. */
  column: z.string().nullable(),
  /** The column's header in the caller's language. */
  column_title: z.string().nullable(),
  code: z.string(),
  message: z.string(),
});
export type ProductImportError = z.infer<typeof productImportErrorSchema>;

export const importErrorsQuerySchema = pageQuerySchema.extend({
  on_page: z.coerce.number().int().min(1).max(100).default(50),
});
export type ImportErrorsQuery = z.input<typeof importErrorsQuerySchema>;
export const productImportErrorListSchema = pageInfoSchema.extend({ errors: z.array(productImportErrorSchema) });
export type ProductImportErrorList = z.infer<typeof productImportErrorListSchema>;

/** §2 /products/import: template, upload, start, cancel, the list of imports and each one's journal of row errors. */
export const productImportApi = {
  /** The xlsx template, headers and drop-down words in `lang`. */
  template: endpoint({
    method: 'GET',
    path: '/products/import/template',
    query: importTemplateQuerySchema,
    file: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    permission: 'products.read',
    tags: ['products'],
    description: 'The xlsx template, headers and drop-down words in `lang`.',
  }),
  /** The account's imports, latest first; failures worded in the caller's language. */
  list: endpoint({
    method: 'GET',
    path: '/products/import',
    query: pageQuerySchema,
    response: productImportListSchema,
    permission: 'products.read',
    tags: ['products'],
  }),
  /**
   * A form with one xlsx or csv file (`file`), checked and kept as a pending import; 400 `file_too_large` over
   * MAX_IMPORT_FILE_BYTES, 400 for a file that cannot be read or has no rows.
   */
  upload: endpoint({
    method: 'POST',
    path: '/products/import',
    multipart: true,
    response: productImportSchema,
    status: 201,
    permission: 'products.write',
    tags: ['products'],
    description: 'multipart/form-data with one xlsx or csv file (`file`): checked and kept as a pending import.',
  }),
  /** One import, its status and counts. */
  get: endpoint({
    method: 'GET',
    path: '/products/import/:id',
    params: idParamsSchema,
    response: productImportSchema,
    permission: 'products.read',
    tags: ['products'],
  }),
  /** One import's row errors, in the caller's language. */
  errors: endpoint({
    method: 'GET',
    path: '/products/import/:id/errors',
    params: idParamsSchema,
    query: importErrorsQuerySchema,
    response: productImportErrorListSchema,
    permission: 'products.read',
    tags: ['products'],
  }),
  /** Starts the job in the background; 409 `import_not_pending`, 409 `import_already_running` (one per account). */
  start: endpoint({
    method: 'POST',
    path: '/products/import/:id/start',
    params: idParamsSchema,
    response: productImportSchema,
    permission: 'products.write',
    tags: ['products'],
  }),
  /** Rows already written stay; 409 `import_finished`. */
  cancel: endpoint({
    method: 'POST',
    path: '/products/import/:id/cancel',
    params: idParamsSchema,
    response: productImportSchema,
    permission: 'products.write',
    tags: ['products'],
    description: 'Rows already written stay; 409 `import_finished`.',
  }),
};
