import { readFileSync } from 'node:fs';
import { languages, type Language } from '@cabinet/contracts/common';
import {
  legalDocumentSlugs,
  type LegalDocument,
  type LegalDocumentSlug,
  type LegalList,
} from '@cabinet/contracts/content';
import { notFound } from '../../platform/errors.ts';

const LEGAL_DIR = new URL('./legal/', import.meta.url);

/** `legal/<slug>.<lang>.md`: a front matter of `title` and `updated_at` (YYYY-MM-DD), then the Markdown body. */
export function parseLegalFile(name: string, text: string): { title: string; updated_at: string; body: string } {
  const match = /^---\n([\s\S]*?)\n---\n+([\s\S]*)$/.exec(text.replace(/\r\n/g, '\n'));
  if (!match) throw new Error(`${name}: no front matter`);
  const fields = Object.fromEntries(
    match[1]!.split('\n').map((line) => {
      const at = line.indexOf(':');
      return [line.slice(0, at).trim(), line.slice(at + 1).trim()];
    }),
  );
  const { title, updated_at } = fields;
  if (!title) throw new Error(`${name}: no title`);
  if (!updated_at || !/^\d{4}-\d{2}-\d{2}$/.test(updated_at)) throw new Error(`${name}: updated_at is not YYYY-MM-DD`);
  return { title, updated_at, body: match[2]!.trimEnd() + '\n' };
}

/**
 * The legal pages, read once from files shipped with the server. A missing language fails at start rather than
 * at the first reader's request.
 */
export class LegalService {
  private readonly documents = new Map<string, LegalDocument>();

  constructor(dir: URL = LEGAL_DIR) {
    for (const slug of legalDocumentSlugs) {
      for (const lang of languages) {
        const name = `${slug}.${lang}.md`;
        const { title, updated_at, body } = parseLegalFile(name, readFileSync(new URL(name, dir), 'utf8'));
        this.documents.set(`${slug}.${lang}`, { slug, lang, title, updated_at, body_markdown: body });
      }
    }
  }

  list(lang: Language): LegalList {
    return {
      documents: legalDocumentSlugs.map((slug) => ({ slug, title: this.documents.get(`${slug}.${lang}`)!.title })),
    };
  }

  get(slug: string, lang: Language): LegalDocument {
    if (!(legalDocumentSlugs as readonly string[]).includes(slug)) throw notFound('legal_document_not_found');
    return this.documents.get(`${slug as LegalDocumentSlug}.${lang}`)!;
  }
}
