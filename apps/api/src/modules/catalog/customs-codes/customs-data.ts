import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { gunzipSync } from 'node:zlib';
import { csvRows } from '../../../platform/csv-rows.ts';
import type { NewCustomsCodeRow } from './customs-codes.schema.ts';

/** The bundled classification (apps/api/data/customs/SOURCES.md). */
export const CUSTOMS_DATA_FILE = fileURLToPath(new URL('../../../../data/customs/uktzed-tree.csv.gz', import.meta.url));
export const CUSTOMS_DATASET = 'customs_codes';
/** Bump when the row mapping changes, so databases holding the same file reload it. */
const MAPPING_VERSION = 'v4';

/** One line of the file, by column name. */
export type SourceRecord = Record<
  'code' | 'level' | 'parent' | 'section' | 'name_uk' | 'name_en' | 'hs6_en' | 'cn8_en_2026' | 'name_ru',
  string
>;

export function recordsOf(csv: string): SourceRecord[] {
  const [header, ...lines] = csvRows(csv);
  if (!header?.includes('code') || !header.includes('name_uk')) throw new Error('customs data: unexpected header');
  return lines
    .filter((cells) => cells.length > 1)
    .map((cells) => Object.fromEntries(header.map((name, i) => [name, (cells[i] ?? '').trim()])) as SourceRecord);
}

/**
 * The words a search compares, in one spelling: lower case, one kind of apostrophe (Ukrainian text mixes ’ ʼ and '),
 * punctuation as spaces ("networks;" and "(networks" are the word "networks"), single spaces. The query goes through
 * the same function, so "T-shirts" looks for "shirts".
 */
export function normalizeText(text: string): string {
  return text
    .toLowerCase()
    .replace(/[’ʼ`´‘]/g, "'")
    .replace(/[^\p{L}\p{N}']+/gu, ' ')
    .trim();
}

/**
 * Each word once, in order of first use: a search asks whether every query word occurs somewhere, so repeating the
 * heading's words in three languages down every branch only makes the text (and the ILIKE recheck) longer.
 */
export function distinctWords(texts: string[]): string {
  return [...new Set(texts.join(' ').split(' '))].join(' ');
}

/** English of a leaf: its CN 2026 text, else the HS 6-digit text; other levels carry their own (`name_en`). */
export function englishTitle(r: SourceRecord): string | null {
  if (r.level === '10') return r.cn8_en_2026 || r.hs6_en || null;
  return r.name_en || null;
}

/**
 * Rows for `customs_codes`. A node's search text holds its own titles and those of every ancestor; a leaf also
 * carries its HS 6-digit English text, which names the goods when the leaf hangs straight under a heading.
 */
export function mapRecords(records: SourceRecord[]): NewCustomsCodeRow[] {
  const byCode = new Map(records.map((r) => [r.code, r]));
  const parents = new Set(records.map((r) => r.parent).filter(Boolean));
  const own = new Map<string, string>();
  const ownText = (r: SourceRecord): string => {
    let text = own.get(r.code);
    if (text === undefined) {
      const english = englishTitle(r) ?? '';
      const extra = r.level === '10' && r.hs6_en !== english ? r.hs6_en : '';
      text = normalizeText([r.code, r.name_uk, english, r.name_ru, extra].filter(Boolean).join(' '));
      own.set(r.code, text);
    }
    return text;
  };
  return records.map((r) => {
    const chain: string[] = [];
    for (let p = byCode.get(r.parent); p; p = byCode.get(p.parent)) chain.push(ownText(p));
    const level = Number(r.level);
    return {
      code: r.code,
      level,
      parent: r.parent || null,
      section: r.section,
      title_uk: r.name_uk,
      title_en: englishTitle(r),
      title_ru: r.name_ru || null,
      own_text: ownText(r),
      search_text: distinctWords([ownText(r), ...chain]),
      has_children: parents.has(r.code),
      is_selectable: level === 10,
    };
  });
}

/** The shipped file, unpacked and mapped, with the checksum the database remembers it by. */
export function readCustomsDataset(file = CUSTOMS_DATA_FILE): { checksum: string; rows: NewCustomsCodeRow[] } {
  const packed = readFileSync(file);
  const checksum = createHash('sha256').update(MAPPING_VERSION).update(packed).digest('hex');
  return { checksum, rows: mapRecords(recordsOf(gunzipSync(packed).toString('utf8'))) };
}

/** Only the checksum: a database already holding this version skips unpacking the file. */
export function customsDatasetChecksum(file = CUSTOMS_DATA_FILE): string {
  return createHash('sha256').update(MAPPING_VERSION).update(readFileSync(file)).digest('hex');
}
