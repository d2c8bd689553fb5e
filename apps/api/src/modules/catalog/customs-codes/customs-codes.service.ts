import type { Language } from '@cabinet/contracts/common';
import {
  CUSTOMS_SEARCH_LIMIT,
  type CustomsCode,
  type CustomsCodeCrumb,
  type CustomsCodeList,
  type CustomsCodeNode,
} from '@cabinet/contracts/customs-codes';
import { notFound } from '../../../platform/errors.ts';
import type { CustomsCodeRepository, ListedCode } from './customs-codes.repository.ts';
import { normalizeText } from './customs-data.ts';

/** Shorter words (Ukrainian "з", "і", "в") match nearly everything and carry no meaning. */
const MIN_WORD = 2;
const LEVELS = [2, 4, 6, 8];

function translated(row: ListedCode, lang: Language): string {
  if (lang === 'en') return row.title_en ?? row.title_uk;
  if (lang === 'ru') return row.title_ru ?? row.title_uk;
  return row.title_uk;
}

/** Every shorter level of the code: the ancestors are those of them that exist (a parent may skip a level). */
function prefixesOf(code: string): string[] {
  return LEVELS.filter((n) => n < code.length).map((n) => code.slice(0, n));
}

/** §3 Customs code (UKTVED): browsing and searching the classification, and the §5 selectable-code rule. */
export class CustomsCodeService {
  /**
   * The tree above the leaves, read once per process: breadcrumbs then cost no query. The classification only
   * changes when `openDatabase` loads a new file, before any service exists.
   */
  private innerNodes?: Promise<Map<string, ListedCode>>;

  constructor(private readonly repo: CustomsCodeRepository) {}

  async roots(lang: Language): Promise<CustomsCodeList> {
    return { codes: await this.present(await this.repo.roots(), lang) };
  }

  /** A node with its direct children; 404 `customs_code_not_found` for a code the classification lacks. */
  async node(code: string, lang: Language): Promise<CustomsCodeNode> {
    const row = await this.repo.find(code);
    if (!row) throw notFound('customs_code_not_found');
    const [node] = (await this.present([row], lang)) as [CustomsCode];
    const children = await this.repo.children(code);
    // Children share the node's breadcrumb plus the node itself: no need to look it up again.
    const crumbs = [...node.ancestors, this.crumb(row, lang)];
    return { ...node, children: children.map((c) => this.toCode(c, lang, crumbs)) };
  }

  /**
   * Digits (spaces and dots allowed, as in "8517.13") find codes by prefix, in code order. Words find codes whose
   * titles or ancestors' titles, in any language, hold every word of two or more letters.
   */
  async search(query: { title: string; lang: Language; selectable_only: boolean }): Promise<CustomsCodeList> {
    const { title, lang, selectable_only: selectableOnly } = query;
    let rows: ListedCode[] = [];
    if (/^[\d\s.]+$/.test(title)) {
      const digits = title.replace(/\D/g, '');
      if (digits.length <= 10) rows = await this.repo.byPrefix(digits, selectableOnly, CUSTOMS_SEARCH_LIMIT);
    } else {
      const words = [...new Set(normalizeText(title).split(' '))].filter((w) => w.length >= MIN_WORD);
      if (words.length > 0) rows = await this.repo.byWords(words, selectableOnly, CUSTOMS_SEARCH_LIMIT);
    }
    return { codes: await this.present(rows, lang) };
  }

  /**
   * §5 only selectable codes: of the given codes, those that are not a 10-digit leaf of the classification
   * (unknown, or a chapter/heading/category). Products and shipment customs lines reject them.
   */
  async unknownOrUnselectable(codes: string[]): Promise<string[]> {
    const distinct = [...new Set(codes)];
    const ok = new Set(await this.repo.selectable(distinct.filter((c) => /^\d{10}$/.test(c))));
    return distinct.filter((c) => !ok.has(c));
  }

  /** The same rule for one code (the products module's check). */
  async isSelectable(code: string): Promise<boolean> {
    return (await this.unknownOrUnselectable([code])).length === 0;
  }

  private ancestorsIndex(): Promise<Map<string, ListedCode>> {
    this.innerNodes ??= this.repo.inner().then((rows) => new Map(rows.map((r) => [r.code, r])));
    // A failed read is not kept: the next request tries again.
    this.innerNodes.catch(() => (this.innerNodes = undefined));
    return this.innerNodes;
  }

  /** Rows as the contract's codes, each with its breadcrumb. */
  private async present(rows: ListedCode[], lang: Language): Promise<CustomsCode[]> {
    const known = await this.ancestorsIndex();
    return rows.map((row) => {
      const ancestors = prefixesOf(row.code).flatMap((p) => {
        const a = known.get(p);
        return a ? [this.crumb(a, lang)] : [];
      });
      return this.toCode(row, lang, ancestors);
    });
  }

  private crumb(row: ListedCode, lang: Language): CustomsCodeCrumb {
    return { id: row.code, code: row.code, title: row.title_uk, title_translated: translated(row, lang) };
  }

  private toCode(row: ListedCode, lang: Language, ancestors: CustomsCodeCrumb[]): CustomsCode {
    return {
      id: row.code,
      code: row.code,
      title: row.title_uk,
      title_translated: translated(row, lang),
      parent: row.parent,
      ancestors,
      has_children: row.has_children,
      is_selectable: row.is_selectable,
      section: row.section,
    };
  }
}
