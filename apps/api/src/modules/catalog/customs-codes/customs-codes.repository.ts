import { and, asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { queryRows, type Db } from '../../../platform/db/client.ts';
import { customsCodes, type CustomsCodeRow } from './customs-codes.schema.ts';
import { containsPattern } from '../../../platform/db/like.ts';

/** What lists show: everything but the search columns. */
const listed = {
  code: customsCodes.code,
  level: customsCodes.level,
  parent: customsCodes.parent,
  section: customsCodes.section,
  title_uk: customsCodes.title_uk,
  title_en: customsCodes.title_en,
  title_ru: customsCodes.title_ru,
  has_children: customsCodes.has_children,
  is_selectable: customsCodes.is_selectable,
};
export type ListedCode = Pick<CustomsCodeRow, keyof typeof listed>;
/** The same columns for raw SQL (their names are the properties: the schema is snake_case). */
const COLUMNS = sql.raw(Object.keys(listed).join(', '));

/** How many matches a word search ranks (see `byWords`). */
const RANK_WINDOW = 500;

/** `%word%` for LIKE, the word's own % _ and \ taken literally. */

/** The next code prefix in digit order ("8517" → "8518", "8599" → "86"); null past "99…". */
export function prefixUpperBound(prefix: string): string | null {
  const digits = prefix.replace(/9+$/, '');
  if (digits === '') return null;
  return digits.slice(0, -1) + String(Number(digits.at(-1)) + 1);
}

/** Queries over the classification tree (reference data: no account scope). */
export class CustomsCodeRepository {
  constructor(private readonly db: Db) {}

  roots(): Promise<ListedCode[]> {
    return this.db.select(listed).from(customsCodes).where(eq(customsCodes.level, 2)).orderBy(asc(customsCodes.code));
  }

  async find(code: string): Promise<ListedCode | undefined> {
    const [row] = await this.db.select(listed).from(customsCodes).where(eq(customsCodes.code, code));
    return row;
  }

  children(code: string): Promise<ListedCode[]> {
    return this.db
      .select(listed)
      .from(customsCodes)
      .where(eq(customsCodes.parent, code))
      .orderBy(asc(customsCodes.code));
  }

  /** Every node that can be an ancestor: chapters down to national categories (4,105 rows), for breadcrumbs. */
  inner(): Promise<ListedCode[]> {
    return this.db
      .select(listed)
      .from(customsCodes)
      .where(sql`${customsCodes.level} < 10`);
  }

  /** Which of these codes are selectable leaves. */
  async selectable(codes: string[]): Promise<string[]> {
    if (codes.length === 0) return [];
    const rows = await this.db
      .select({ code: customsCodes.code })
      .from(customsCodes)
      .where(and(inArray(customsCodes.code, codes), eq(customsCodes.is_selectable, true)));
    return rows.map((r) => r.code);
  }

  /** Codes starting with the digits, in code order (a range scan of the primary key). */
  byPrefix(prefix: string, selectableOnly: boolean, limit: number): Promise<ListedCode[]> {
    const upper = prefixUpperBound(prefix);
    return this.db
      .select(listed)
      .from(customsCodes)
      .where(
        and(
          sql`${customsCodes.code} >= ${prefix}`,
          upper === null ? undefined : sql`${customsCodes.code} < ${upper}`,
          selectableOnly ? eq(customsCodes.is_selectable, true) : undefined,
        ),
      )
      .orderBy(asc(customsCodes.code))
      .limit(limit);
  }

  /**
   * Codes whose text (their own or an ancestor's) holds every word, the trigram index answering the LIKEs. Codes
   * whose own titles hold every word come first, then those found only through an ancestor; code order within each.
   * The ranking looks at the first `RANK_WINDOW` matches (in table order, which is the file's code order): exact
   * for any query matching fewer codes, and it keeps a word like "other" (9,000 codes) from being ranked in full.
   * Words arrive normalised (lower case).
   */
  byWords(words: string[], selectableOnly: boolean, limit: number): Promise<ListedCode[]> {
    const all = (column: SQL) =>
      sql.join(
        words.map((w) => sql`${column} like ${containsPattern(w)}`),
        sql` and `,
      );
    const leaves = selectableOnly ? sql` and is_selectable` : sql``;
    return queryRows<ListedCode>(
      this.db,
      sql`select ${COLUMNS} from (
        select ${COLUMNS}, not (${all(sql`own_text`)}) as via_ancestor from customs_codes
        where ${all(sql`search_text`)}${leaves} limit ${RANK_WINDOW}
      ) found order by via_ancestor, code limit ${limit}`,
    );
  }
}
