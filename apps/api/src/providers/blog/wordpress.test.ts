import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { decodeEntities, htmlToText, wordpressBlog } from './wordpress.ts';

/** Posts as WordPress 6 writes them for /wp-json/wp/v2/posts?_embed (abridged to the fields around ours). */
const wpPosts = [
  {
    id: 812,
    date: '2026-11-20T11:30:00',
    date_gmt: '2026-11-20T09:30:00',
    slug: 'duty-free-threshold',
    status: 'publish',
    link: 'https://blog.example.org/duty-free-threshold/',
    title: { rendered: 'Duty&#8209;free &amp; fast: the &#8220;€150&#8221; rule&nbsp;&#8211; explained' },
    content: { rendered: '<p>Long text</p>', protected: false },
    excerpt: {
      rendered:
        '<p>When a parcel clears <strong>without duty</strong>, and&nbsp;why it&#8217;s &lt;150&gt; euros.</p>\n<script>alert(1)</script> [&hellip;]',
      protected: false,
    },
    featured_media: 77,
    _embedded: {
      author: [{ id: 1, name: 'Editor' }],
      'wp:featuredmedia': [{ id: 77, source_url: 'https://blog.example.org/wp-content/uploads/2026/11/customs.jpg' }],
    },
  },
  {
    id: 809,
    date: '2026-11-12T10:00:00',
    date_gmt: '2026-11-12T08:00:00',
    slug: 'no-image',
    link: 'https://blog.example.org/no-image/',
    title: { rendered: 'Consolidation' },
    excerpt: { rendered: '<p>Save on shipping.</p>\n' },
    featured_media: 0,
    _embedded: { author: [{ id: 1, name: 'Editor' }] },
  },
  {
    id: 801,
    date_gmt: '2026-11-01T08:00:00',
    link: 'https://blog.example.org/forbidden-media/',
    title: { rendered: 'Private image' },
    excerpt: { rendered: '' },
    _embedded: { 'wp:featuredmedia': [{ code: 'rest_forbidden', message: 'Sorry', data: { status: 401 } }] },
  },
];

/** What the fake blog answers next (or `hang` to never answer), and what it was asked. */
let reply: { status: number; body: unknown; hang?: boolean };
let seen: { url?: string; headers?: IncomingHttpHeaders };
let server: Server;
let base: string;

beforeAll(async () => {
  server = createServer((req, res) => {
    seen = { url: req.url, headers: req.headers };
    if (reply.hang) return;
    res.writeHead(reply.status, { 'content-type': 'application/json; charset=UTF-8' });
    res.end(JSON.stringify(reply.body));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
});
afterAll(() => {
  server.closeAllConnections();
  return new Promise<void>((resolve) => server.close(() => resolve()));
});
beforeEach(() => {
  reply = { status: 200, body: wpPosts };
  seen = {};
});

describe('wordpressBlog', () => {
  it('asks wp-json for the posts with their embedded media and maps them to blog posts', async () => {
    const posts = await wordpressBlog(base).latestPosts(4);
    expect(seen.url).toBe('/wp-json/wp/v2/posts?per_page=4&_embed');
    expect(seen.headers?.accept).toBe('application/json');
    expect(posts[0]).toEqual({
      id: 812,
      title: 'Duty\u2011free & fast: the “€150” rule – explained',
      url: 'https://blog.example.org/duty-free-threshold/',
      text: 'When a parcel clears without duty, and why it’s <150> euros.…',
      date: '2026-11-20T09:30:00.000Z',
      image: 'https://blog.example.org/wp-content/uploads/2026/11/customs.jpg',
    });
    expect(posts.map((p) => p.id)).toEqual([812, 809, 801]);
  });

  it('gives a null image when the post has none or the media is not readable', async () => {
    const posts = await wordpressBlog(base).latestPosts(4);
    expect(posts[1]).toMatchObject({ title: 'Consolidation', text: 'Save on shipping.', image: null });
    expect(posts[2]).toMatchObject({ text: '', image: null });
  });

  it('never returns more than asked for', async () => {
    expect(await wordpressBlog(base).latestPosts(2)).toHaveLength(2);
    expect(seen.url).toBe('/wp-json/wp/v2/posts?per_page=2&_embed');
  });

  it('fails when WordPress does not answer 200', async () => {
    reply = { status: 500, body: { code: 'internal_server_error', message: 'Error', data: { status: 500 } } };
    await expect(wordpressBlog(base).latestPosts(4)).rejects.toThrow('WordPress answered 500');
  });

  it('fails on a body that is not a list of posts', async () => {
    reply.body = { code: 'rest_no_route', message: 'No route was found' };
    await expect(wordpressBlog(base).latestPosts(4)).rejects.toThrow();
  });

  it('gives up when WordPress does not answer in time', async () => {
    reply.hang = true;
    const started = Date.now();
    await expect(wordpressBlog(base, { timeoutMs: 200 }).latestPosts(4)).rejects.toThrow();
    expect(Date.now() - started).toBeLessThan(2_000);
  });

  it('needs a site address', () => {
    expect(() => wordpressBlog(undefined)).toThrow('BLOG_URL');
    expect(wordpressBlog('https://blog.example.org').name).toBe('wordpress');
  });
});

describe('entity decoding and tag stripping', () => {
  it('decodes named, decimal and hex entities and leaves unknown ones', () => {
    expect(decodeEntities('&laquo;A&raquo; &#1043;&#x456; &amp;amp; &bogus;')).toBe('«A» Гі &amp; &bogus;');
  });

  it('drops scripts and styles with their content and collapses whitespace', () => {
    expect(htmlToText('<style>p{}</style><p>One</p>\n\n<p>two<br/>three</p><script>x()</script>')).toBe(
      'One two three',
    );
  });
});
