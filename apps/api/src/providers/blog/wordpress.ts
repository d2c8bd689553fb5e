import { z } from 'zod';
import type { Language } from '@cabinet/contracts/common';
import type { BlogPost, BlogProvider } from './blog.ts';

/** The fields we read from GET /wp-json/wp/v2/posts?_embed (WordPress REST API v2). */
const wpPostSchema = z.object({
  id: z.number().int(),
  link: z.string(),
  date_gmt: z.string(),
  title: z.object({ rendered: z.string() }),
  excerpt: z.object({ rendered: z.string() }),
  _embedded: z
    .object({ 'wp:featuredmedia': z.array(z.object({ source_url: z.string().optional() }).loose()).optional() })
    .loose()
    .optional(),
});

const NAMED: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
  hellip: '…',
  ndash: '–',
  mdash: '—',
  lsquo: '‘',
  rsquo: '’',
  sbquo: '‚',
  ldquo: '“',
  rdquo: '”',
  bdquo: '„',
  laquo: '«',
  raquo: '»',
  copy: '©',
  reg: '®',
  trade: '™',
  euro: '€',
  deg: '°',
  times: '×',
};

/** Decodes the entities WordPress writes into rendered titles and excerpts (named, decimal and hex). */
export function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
    if (name[0] === '#') {
      const code = name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
      return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
    }
    return NAMED[name.toLowerCase()] ?? whole;
  });
}

/** Rendered HTML → plain text: scripts and styles dropped, tags removed, entities decoded, spaces collapsed. */
export function htmlToText(html: string): string {
  const text = html
    .replace(/<(script|style)\b[\s\S]*?<\/\1\s*>/gi, ' ')
    // Block tags separate words; inline ones (<strong>, <a>) sit inside a sentence.
    .replace(/<\/?(?:p|br|div|li|ul|ol|h[1-6]|blockquote|tr|td|th|figure|figcaption|hr)\b[^>]*>/gi, ' ')
    .replace(/<[^>]*>/g, '')
    .replace(/\s+/g, ' ');
  return decodeEntities(text)
    .replace(/\s+/g, ' ')
    .replace(/\s*\[…\]$/, '…')
    .trim();
}

/** Polylang's language slugs, which multilingual WordPress sites use in `lang`. */
const POLYLANG_SLUG: Record<Language, string> = { ua: 'uk', ru: 'ru', en: 'en' };

const httpUrl = (value: string | undefined) => (value && /^https?:\/\//i.test(value) ? value : null);

/** The blog of a WordPress site, read through its public REST API. */
export function wordpressBlog(
  baseUrl: string | undefined,
  opts: { timeoutMs?: number; fetchImpl?: typeof fetch; name?: BlogProvider['name'] } = {},
): BlogProvider {
  if (!baseUrl) throw new Error('BLOG_PROVIDER=wordpress needs BLOG_URL');
  const { timeoutMs = 10_000, fetchImpl = fetch, name = 'wordpress' } = opts;
  const root = baseUrl.replace(/\/+$/, '');
  return {
    name,
    async latestPosts(limit, lang) {
      // Polylang's `lang` (a site without it ignores the parameter and answers its one language).
      const language = lang ? `&lang=${POLYLANG_SLUG[lang]}` : '';
      const res = await fetchImpl(`${root}/wp-json/wp/v2/posts?per_page=${limit}&_embed${language}`, {
        signal: AbortSignal.timeout(timeoutMs),
        headers: { accept: 'application/json' },
      });
      if (!res.ok) throw new Error(`WordPress answered ${res.status}`);
      const posts = z.array(wpPostSchema).parse(await res.json());
      return posts.slice(0, limit).map((p): BlogPost => ({
        id: p.id,
        title: htmlToText(p.title.rendered),
        url: p.link,
        text: htmlToText(p.excerpt.rendered),
        // date_gmt is UTC written without a zone ("2026-11-20T09:30:00").
        date: new Date(`${p.date_gmt}Z`).toISOString(),
        image: httpUrl(p._embedded?.['wp:featuredmedia']?.[0]?.source_url),
      }));
    },
  };
}
