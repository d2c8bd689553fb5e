import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contentApi } from '@cabinet/contracts/content';
import { referenceApi } from '@cabinet/contracts/reference';
import { createTestApp, type TestApp } from '../../test/app.ts';

/** The default installation reads its rates and blog from the sandboxes it serves, through the real adapters. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('the sandbox bank and blog of a fresh installation', () => {
  it('gives the day’s rates, marked as the sandbox’s, without anyone signed in', async () => {
    const res = await t.call(referenceApi.rates);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ base: 'UAH', source: 'sandbox' });
    expect(res.json().rates.map((r: { currency: string }) => r.currency)).toEqual([
      'USD',
      'EUR',
      'GBP',
      'CAD',
      'AUD',
      'PLN',
      'XDR',
      'UAH',
    ]);
  });

  it('gives four posts in the asked language', async () => {
    const en = (await t.call(contentApi.blogPosts, { query: { lang: 'en' } })).json();
    const ua = (await t.call(contentApi.blogPosts, { query: { lang: 'ua' } })).json();
    expect(en.posts).toHaveLength(4);
    expect(en.posts[0].url).toMatch(/^https:\/\/blog\.example\.com\/en\//);
    expect(en.posts[0].title).not.toBe(ua.posts[0].title);
  });
});
