import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { injectFetch } from '../../platform/http/inject-fetch.ts';
import { wordpressBlog } from '../../providers/blog/wordpress.ts';
import { WORDPRESS_SANDBOX_PATH, wordpressSandboxRoutes } from './wordpress.routes.ts';

const app = Fastify();
const base = `http://localhost/api${WORDPRESS_SANDBOX_PATH}`;
const blog = wordpressBlog(base, { fetchImpl: injectFetch(() => app) });
const get = (query: string) =>
  app.inject({ method: 'GET', url: `/api${WORDPRESS_SANDBOX_PATH}/wp-json/wp/v2/posts${query}` });

beforeAll(async () => {
  await app.register(wordpressSandboxRoutes, { prefix: '/api' });
  await app.ready();
});
afterAll(() => app.close());

describe('the sandbox blog, read through the WordPress adapter', () => {
  it('serves real-sounding posts, newest first, in each language', async () => {
    for (const lang of ['ua', 'ru', 'en'] as const) {
      const list = await blog.latestPosts(4, lang);
      expect(list).toHaveLength(4);
      expect(list.map((p) => p.date)).toEqual([...list.map((p) => p.date)].sort().reverse());
      for (const p of list) {
        expect(p.title.length, lang).toBeGreaterThan(10);
        expect(p.text.length, lang).toBeGreaterThan(40);
        expect(p.url).toMatch(new RegExp(`^https://blog\\.example\\.com/${lang}/`));
      }
    }
    expect((await blog.latestPosts(4, 'en'))[0]!.title).not.toBe((await blog.latestPosts(4, 'ua'))[0]!.title);
    expect(await blog.latestPosts(10, 'en')).toHaveLength(6);
  });

  it('writes titles and excerpts as WordPress renders them, which the adapter reads back to the same text', async () => {
    const [raw] = (await get('?per_page=1&lang=uk')).json<Array<{ title: { rendered: string } }>>();
    expect(raw!.title.rendered).not.toContain('’');
    const [post] = await blog.latestPosts(1, 'ua');
    expect(raw!.title.rendered.replace(/&#8217;/g, '’').replace(/&amp;/g, '&')).toBe(post!.title);
  });

  it('pages as WordPress does and refuses a page size outside 1–100 with its own error body', async () => {
    const first = await get('?per_page=4&page=2');
    expect(first.headers['x-wp-total']).toBe('6');
    expect(first.headers['x-wp-totalpages']).toBe('2');
    expect(first.json()).toHaveLength(2);
    const bad = await get('?per_page=0');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ code: 'rest_invalid_param', data: { status: 400 } });
    expect((await get('?page=3&per_page=4')).json()).toMatchObject({ code: 'rest_post_invalid_page_number' });
  });

  it('answers in the default language (Ukrainian) without Polylang’s lang, as a site without the plugin would', async () => {
    expect(await blog.latestPosts(2)).toEqual(await blog.latestPosts(2, 'ua'));
  });
});
