import { readdirSync, readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { languages } from '@cabinet/contracts/common';
import { contentApi, legalDocumentSlugs, type LegalDocument, type LegalList } from '@cabinet/contracts/content';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import type { CallOptions } from '../../../test/call.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const legalDoc = (slug: string, options: CallOptions<typeof contentApi.legalDocument> = {}) =>
  t.call(contentApi.legalDocument, { ...options, params: { slug } });

describe('GET /api/legal/:slug', () => {
  for (const slug of legalDocumentSlugs) {
    for (const lang of languages) {
      it(`has ${slug} in ${lang}`, async () => {
        const res = await legalDoc(slug, { query: { lang } });
        expect(res.statusCode).toBe(200);
        const doc = res.json<LegalDocument>();
        expect(doc).toMatchObject({ slug, lang, updated_at: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/) });
        expect(doc.title.length).toBeGreaterThan(3);
        expect(doc.body_markdown.length).toBeGreaterThan(600);
        expect(doc.body_markdown).toMatch(/^## /m);
        // No raw HTML: the SPA renders Markdown into elements and nothing in a document may run.
        expect(doc.body_markdown).not.toMatch(/<[a-z!/]/i);
        expect(doc.body_markdown).not.toMatch(/lorem ipsum/i);
      });
    }
  }

  it('writes each language in its own script, not a copy of another', async () => {
    for (const slug of legalDocumentSlugs) {
      const [ua, ru, en] = await Promise.all(
        languages.map(async (lang) => (await legalDoc(slug, { query: { lang } })).json<LegalDocument>()),
      );
      expect(en!.body_markdown, slug).not.toMatch(/[а-яіїєґ]/i);
      expect(ua!.body_markdown, slug).toMatch(/[іїєґ]/i);
      expect(ru!.body_markdown, slug).toMatch(/[ыэъё]/i);
    }
  });

  it('uses the request language when there is no ?lang=', async () => {
    expect((await legalDoc('cookies', { lang: 'en-US,en;q=0.9' })).json<LegalDocument>().lang).toBe('en');
    expect((await legalDoc('cookies', { lang: 'ru' })).json<LegalDocument>().lang).toBe('ru');
    expect((await legalDoc('cookies')).json<LegalDocument>().lang).toBe('ua');
  });

  it('says what the browser keeps: only the token, the language and the cart', async () => {
    for (const lang of languages) {
      const { body_markdown } = (await legalDoc('cookies', { query: { lang } })).json<LegalDocument>();
      for (const key of ['`token`', '`language`', '`cart`']) expect(body_markdown, lang).toContain(key);
    }
  });

  it('credits every source of the reference data with its licence', async () => {
    for (const lang of languages) {
      const { body_markdown } = (await legalDoc('data-sources', { query: { lang } })).json<LegalDocument>();
      for (const credit of [
        'ProzorroUKR/standards',
        'Apache License 2.0',
        'xterr/php-cncodes',
        'MIT',
        '2697-IX',
        'i18n-iso-countries',
        'bank.gov.ua',
      ]) {
        expect(body_markdown, `${lang} ${credit}`).toContain(credit);
      }
    }
  });

  it('answers 404 with a code for an unknown document', async () => {
    // Error wording follows Accept-Language, as everywhere in the API.
    const res = await legalDoc('terms-of-war', { query: { lang: 'en' }, lang: 'en' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ code: 'legal_document_not_found', message: 'There is no such document' });
  });

  it('answers 400 for a language it does not have', async () => {
    const res = await legalDoc('cookies', { query: { lang: 'de' } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'validation_error', errors: { lang: [expect.any(String)] } });
    expect((await t.call(contentApi.legalList, { query: { lang: 'uk' } })).statusCode).toBe(400);
  });

  it('needs no sign-in', async () => {
    expect((await legalDoc('user-agreement')).statusCode).toBe(200);
    expect((await t.call(contentApi.legalList)).statusCode).toBe(200);
  });
});

describe('GET /api/legal', () => {
  it('lists every document with its title in the request language', async () => {
    for (const lang of languages) {
      const { documents } = (await t.call(contentApi.legalList, { query: { lang } })).json<LegalList>();
      expect(documents.map((d) => d.slug)).toEqual([...legalDocumentSlugs]);
      for (const { slug, title } of documents) {
        const doc = (await legalDoc(slug, { query: { lang } })).json<LegalDocument>();
        expect(title).toBe(doc.title);
      }
    }
    const { documents } = (await t.call(contentApi.legalList, { lang: 'en' })).json<LegalList>();
    expect(documents[0]).toEqual({ slug: 'user-agreement', title: 'User Agreement' });
  });
});

describe('the legal files shipped with the server', () => {
  const dir = new URL('./legal/', import.meta.url);

  it('are exactly one per document and language, with no strays', () => {
    const files = readdirSync(dir).filter((name) => name.endsWith('.md'));
    const expected = legalDocumentSlugs.flatMap((slug) => languages.map((lang) => `${slug}.${lang}.md`));
    expect(files.sort()).toEqual(expected.sort());
  });

  it('carry the licence texts the data-sources page names', () => {
    const licences = readdirSync(new URL('./licenses/', dir));
    expect(licences).toEqual(
      expect.arrayContaining([
        'LICENSE-ProzorroUKR-standards-Apache-2.0.txt',
        'LICENSE-php-cncodes.txt',
        'LICENSE-i18n-iso-countries-MIT.txt',
      ]),
    );
    for (const name of licences) {
      expect(readFileSync(new URL(`./licenses/${name}`, dir), 'utf8'), name).toMatch(/License/i);
    }
  });
});
