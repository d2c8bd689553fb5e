import type { z } from 'zod';
import { costInputSchema, productBodySchema, skuSchema } from '@cabinet/contracts/products';
import {
  importKindWords,
  importNoWords,
  importYesWords,
  type ImportColumnKey,
} from '@cabinet/contracts/products-import';
import { gramsOf, millimetresOf } from '@cabinet/contracts/parcel';
import { sideCmSchema, weightKgSchema } from '@cabinet/contracts/tariffs';
import { selectableCustomsCodeSchema } from '@cabinet/contracts/customs-codes';
import { lookup } from '../../../platform/i18n/messages.ts';
import type { ImportRow } from './import-file.ts';

/** A row error before translation: the journal stores these. */
export interface RowError {
  row: number;
  column: ImportColumnKey | null;
  code: string;
  params?: Record<string, string | number>;
}

/**
 * A valid row, ready to write. Optional cells left empty are `undefined`: a new product takes the default, an
 * existing one (same SKU) keeps what it has — so a re-import may carry only the columns to fix.
 */
export interface ProductDraft {
  row: number;
  sku: string;
  title_uk: string;
  title_en: string;
  hs_code?: string;
  manufacturer?: string;
  /** Folder names from the root: "Clothes / T-shirts" → ["Clothes", "T-shirts"]. */
  category?: string[];
  kind?: 'physical' | 'digital';
  handmade?: boolean;
  individual_packaging?: boolean;
  description?: string;
  cost?: number;
  weight_g?: number;
  length_mm?: number;
  width_mm?: number;
  height_mm?: number;
}

const shape = productBodySchema.shape;
const MAX_NAME = 200;

/** The first zod issue as one of our field codes (custom messages are codes already). */
function issueCode(error: z.ZodError): { code: string; params?: Record<string, string | number> } {
  const issue = error.issues[0]!;
  if (lookup('en', 'fields', issue.message)) return { code: issue.message };
  if (issue.code === 'too_big' && issue.origin === 'string')
    return { code: 'too_long', params: { maximum: Number(issue.maximum) } };
  if (issue.code === 'too_small' && issue.origin === 'string') return { code: 'required' };
  if (issue.code === 'too_big' || issue.code === 'too_small') return { code: 'import_out_of_range' };
  return { code: 'invalid_value' };
}

/** "1,5" and "1.5" both mean one and a half: spreadsheets in Ukrainian and Russian write a decimal comma. */
const decimal = (text: string) => text.replace(/\s/g, '').replace(',', '.');

function yesNo(text: string): boolean | null {
  const word = text.trim().toLowerCase();
  if (importYesWords.includes(word)) return true;
  if (importNoWords.includes(word)) return false;
  return null;
}

function kindOf(text: string): 'physical' | 'digital' | null {
  const word = text.trim().toLowerCase();
  if (importKindWords.physical.includes(word)) return 'physical';
  if (importKindWords.digital.includes(word)) return 'digital';
  return null;
}

type Params = Record<string, string | number>;

/** Reads a row's cells, collecting an error for each one that does not hold. */
function cellReader({ row, cells }: ImportRow) {
  const errors: RowError[] = [];
  const fail = (column: ImportColumnKey, code: string, params?: Params) =>
    errors.push({ row, column, code, ...(params ? { params } : {}) });
  const parse = <T>(column: ImportColumnKey, schema: z.ZodType<T>, value: unknown): T | undefined => {
    const result = schema.safeParse(value);
    if (result.success) return result.data;
    const { code, params } = issueCode(result.error);
    fail(column, code, params);
    return undefined;
  };
  /** A number cell in the spreadsheet's unit (kg, cm), checked by `schema` and stored in ours (g, mm). */
  const number = (
    column: ImportColumnKey,
    schema: z.ZodType<number>,
    stored: (value: number) => number,
  ): number | undefined => {
    const text = cells[column];
    if (text === undefined) return undefined;
    const value = Number(decimal(text));
    if (!Number.isFinite(value) || !/^-?\d+(\.\d+)?$/.test(decimal(text))) {
      fail(column, 'import_invalid_number');
      return undefined;
    }
    const parsed = parse(column, schema, value);
    return parsed === undefined ? undefined : stored(parsed);
  };
  const flag = (column: 'handmade' | 'individual_packaging'): boolean | undefined => {
    const text = cells[column];
    if (text === undefined) return undefined;
    const value = yesNo(text);
    if (value === null) fail(column, 'import_invalid_yes_no');
    return value ?? undefined;
  };
  return { cells, errors, fail, parse, number, flag };
}
type CellReader = ReturnType<typeof cellReader>;

/** "Clothes / T-shirts" as its folder names from the root. */
function categoryOf({ cells, fail }: CellReader): string[] | undefined {
  if (cells.category === undefined) return undefined;
  const category = cells.category.split('/').map((part) => part.trim());
  if (category.some((part) => !part)) fail('category', 'import_invalid_category_path');
  else if (category.some((part) => part.length > MAX_NAME)) fail('category', 'too_long', { maximum: MAX_NAME });
  return category;
}

function kindCell({ cells, fail }: CellReader): ProductDraft['kind'] {
  if (cells.kind === undefined) return undefined;
  const kind = kindOf(cells.kind) ?? undefined;
  if (!kind) fail('kind', 'import_invalid_kind');
  return kind;
}

/**
 * Checks one row against the product contract's field rules. Returns the draft or the row's errors (all of them,
 * so the seller fixes a row once). The customs code's existence is checked later, for a whole batch at once.
 */
export function validateRow(input: ImportRow): { draft: ProductDraft } | { errors: RowError[] } {
  const reader = cellReader(input);
  const { cells, errors, fail, parse, number, flag } = reader;
  const sku = cells.sku === undefined ? (fail('sku', 'required'), undefined) : parse('sku', skuSchema, cells.sku);
  const title_uk = parse('title_uk', shape.title_uk, cells.title_uk ?? '');
  const title_en = parse('title_en', shape.title_en, cells.title_en ?? '');
  const hs_code =
    cells.hs_code === undefined ? undefined : parse('hs_code', selectableCustomsCodeSchema, cells.hs_code);
  const manufacturer = cells.manufacturer;
  if (manufacturer !== undefined && manufacturer.length > MAX_NAME)
    fail('manufacturer', 'too_long', { maximum: MAX_NAME });
  const category = categoryOf(reader);
  const kind = kindCell(reader);
  const handmade = flag('handmade');
  const individual_packaging = flag('individual_packaging');
  const description =
    cells.description === undefined ? undefined : parse('description', shape.description, cells.description);
  const cost = cells.cost === undefined ? undefined : parse('cost', costInputSchema, decimal(cells.cost));
  const weight_g = number('weight_kg', weightKgSchema, gramsOf);
  const length_mm = number('length_cm', sideCmSchema, millimetresOf);
  const width_mm = number('width_cm', sideCmSchema, millimetresOf);
  const height_mm = number('height_cm', sideCmSchema, millimetresOf);

  if (errors.length > 0 || sku === undefined || title_uk === undefined || title_en === undefined) return { errors };
  return {
    draft: {
      row: input.row,
      sku,
      title_uk,
      title_en,
      hs_code,
      manufacturer,
      category,
      kind,
      handmade,
      individual_packaging,
      description,
      cost,
      weight_g,
      length_mm,
      width_mm,
      height_mm,
    },
  };
}
