import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Language } from '@cabinet/contracts/common';
import { type BlogPosts, contentApi } from '@cabinet/contracts/content';
import { requestOf } from '../../../test/call.ts';
import { buildApp } from '../../app.ts';
import { loadConfig } from '../../config.ts';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import type { BlogPost, BlogProvider } from '../../providers/blog/blog.ts';

/** A blog the tests control: counts its calls per language, fails while `failing` is set. */
class StubBlog implements BlogProvider {
  readonly name = 'sandbox';
  calls: Array<{ limit: number; lang?: Language }> = [];
  failing = false;
  edition = 1;

  async latestPosts(limit: number, lang?: Language): Promise<BlogPost[]> {
    this.calls.push({ limit, lang });
    if (this.failing) throw new Error('blog down');
    return Array.from({ length: 6 }, (_, i) => ({
      id: 100 - i,
      title: `${lang} post ${i + 1}, edition ${this.edition}`,
      url: `https://blog.example.org/${lang}/${i + 1}/`,
      text: 'Excerpt.',
      date: new Date(Date.UTC(2026, 10, 20 - i)).toISOString(),
      image: i === 0 ? 'https://blog.example.org/a.jpg' : null,
    })).slice(0, limit);
  }
}

const MINUTE = 60_000;
let blog: StubBlog;
let t: TestApp;
beforeAll(async () => {
  blog = new StubBlog();
  t = await createTestApp({}, { blog });
});
afterAll(() => t.close());
beforeEach(() => {
  blog.failing = false;
});

const posts = async (lang: Language, app = t) => {
  const res = await app.call(contentApi.blogPosts, { query: { lang }, lang: 'en' });
  return { status: res.statusCode, body: res.json<BlogPosts & { code?: string; message?: string }>() };
};
const callsFor = (lang: Language) => blog.calls.filter((c) => c.lang === lang).length;

describe('GET /api/blog/posts', () => {
  it('answers 503 with a code while the blog fails and nothing is cached yet', async () => {
    blog.failing = true;
    const res = await posts('ru');
    expect(res.status).toBe(503);
    expect(res.body).toEqual({
      code: 'blog_unavailable',
      message: 'The blog is unavailable right now. Try again later',
    });
    blog.failing = false;
    expect((await posts('ru')).status).toBe(200);
  });

  it('gives the 4 latest posts, asking the provider for 4 in the request language', async () => {
    const res = await posts('en');
    expect(res.status).toBe(200);
    expect(res.body.posts).toHaveLength(4);
    expect(res.body.posts[0]).toEqual({
      id: 100,
      title: 'en post 1, edition 1',
      url: 'https://blog.example.org/en/1/',
      text: 'Excerpt.',
      date: '2026-11-20T00:00:00.000Z',
      image: 'https://blog.example.org/a.jpg',
    });
    expect(blog.calls.at(-1)).toEqual({ limit: 4, lang: 'en' });
  });

  it('calls the provider at most once per 15 minutes per language', async () => {
    const before = callsFor('ua');
    await posts('ua');
    expect(callsFor('ua')).toBe(before + 1);
    blog.edition = 2;
    t.clock.advance(14 * MINUTE);
    for (let i = 0; i < 5; i++) expect((await posts('ua')).body.posts[0]!.title).toContain('edition 1');
    expect(callsFor('ua')).toBe(before + 1);

    t.clock.advance(MINUTE + 1_000);
    expect((await posts('ua')).body.posts[0]!.title).toBe('ua post 1, edition 2');
    expect(callsFor('ua')).toBe(before + 2);
    await posts('ua');
    expect(callsFor('ua')).toBe(before + 2);
  });

  it('keeps one cache for every process sharing the database', async () => {
    await posts('en');
    const other = new StubBlog();
    const config = loadConfig(
      { NODE_ENV: 'test', LOG_LEVEL: 'silent', JOBS: 'false', SEED_DEMO: 'false', WEB_DIST: '/nonexistent' },
      {},
    );
    const app = await buildApp(config, { database: t.database, now: t.clock.now, blog: other });
    try {
      const res = await app.inject(requestOf(contentApi.blogPosts, { query: { lang: 'en' } }));
      expect(res.statusCode).toBe(200);
      expect(res.json<BlogPosts>().posts[0]!.title).toMatch(/^en post 1/);
      expect(other.calls).toHaveLength(0);
    } finally {
      await app.close();
    }
  });

  it('serves the expired posts when the provider fails, and refreshes once it is back', async () => {
    blog.edition = 3;
    t.clock.advance(16 * MINUTE);
    blog.failing = true;
    const stale = await posts('ua');
    expect(stale.status).toBe(200);
    expect(stale.body.posts).toHaveLength(4);
    expect(stale.body.posts[0]!.title).toBe('ua post 1, edition 2');

    blog.failing = false;
    expect((await posts('ua')).body.posts[0]!.title).toBe('ua post 1, edition 3');
  });

  it('answers 400 for a language it does not have, and needs no sign-in', async () => {
    const res = await t.call(contentApi.blogPosts, { query: { lang: 'de' } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'validation_error' });
    expect((await t.call(contentApi.blogPosts)).statusCode).toBe(200);
  });
});
