import type { FastifyPluginAsync } from 'fastify';
import { BLOG_ARTICLES } from './articles.ts';

/** The sandbox blog's WordPress root, under the API's prefix: the adapter's BLOG_URL in sandbox mode. */
export const WORDPRESS_SANDBOX_PATH = '/sandbox/wordpress';
/** Where the sandbox blog's posts say they live: a placeholder site, as links in a real blog point at the blog. */
const SITE = 'https://blog.example.com';
/** Polylang's language slugs (the plugin most multilingual WordPress sites use) for each article's language. */
const POLYLANG = { uk: 'ua', ru: 'ru', en: 'en' } as const;

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
/** WordPress's wptexturize writes the typographic apostrophe as an entity. */
const rendered = (text: string) => escapeHtml(text).replace(/’/g, '&#8217;');

/**
 * `GET /wp-json/wp/v2/posts` of a WordPress 6 site with Polylang, as WordPress answers it: published posts newest
 * first, `per_page` (1–100, default 10) and `page`, X-WP-Total and X-WP-TotalPages, `lang` choosing the language
 * (the default language, Ukrainian, without it), the 400 `rest_invalid_param` body for a bad number, and `_embed`
 * adding the author. Each translation is a post of its own, with its own id, as Polylang keeps them.
 */
export const wordpressSandboxRoutes: FastifyPluginAsync = async (app) => {
  app.get(
    `${WORDPRESS_SANDBOX_PATH}/wp-json/wp/v2/posts`,
    { config: { access: 'public' }, schema: { hide: true } },
    async (req, reply) => {
      const query = req.query as Record<string, string | undefined>;
      const perPage = Number(query.per_page ?? 10);
      const page = Number(query.page ?? 1);
      const invalid = !Number.isInteger(perPage) || perPage < 1 || perPage > 100 ? 'per_page' : null;
      const invalidPage = !Number.isInteger(page) || page < 1 ? 'page' : null;
      if (invalid || invalidPage) {
        const param = (invalid ?? invalidPage)!;
        return reply.code(400).send({
          code: 'rest_invalid_param',
          message: `Invalid parameter(s): ${param}`,
          data: { status: 400, params: { [param]: `${param} is not between 1 and 100.` } },
        });
      }
      const slug = (query.lang && Object.hasOwn(POLYLANG, query.lang) ? query.lang : 'uk') as keyof typeof POLYLANG;
      const language = POLYLANG[slug];
      const slugIndex = Object.keys(POLYLANG).indexOf(slug);
      const posts = BLOG_ARTICLES.map((article) => {
        const { title, text } = article.text[language];
        const date = article.date.slice(0, 19);
        return {
          id: article.id * 10 + slugIndex,
          date,
          date_gmt: date,
          slug: article.slug,
          status: 'publish',
          type: 'post',
          link: `${SITE}/${language}/${article.slug}/`,
          title: { rendered: rendered(title) },
          content: { rendered: `<p>${rendered(text)}</p>\n`, protected: false },
          excerpt: { rendered: `<p>${rendered(text)}</p>\n`, protected: false },
          author: 1,
          featured_media: 0,
          sticky: false,
          lang: slug,
          ...(query._embed !== undefined && {
            _embedded: { author: [{ id: 1, name: 'Seller Cabinet', slug: 'editor' }] },
          }),
        };
      });
      const pages = Math.max(1, Math.ceil(posts.length / perPage));
      if (page > pages) {
        return reply.code(400).send({
          code: 'rest_post_invalid_page_number',
          message: 'The page number requested is larger than the number of pages available.',
          data: { status: 400 },
        });
      }
      return reply
        .header('x-wp-total', String(posts.length))
        .header('x-wp-totalpages', String(pages))
        .type('application/json; charset=UTF-8')
        .send(posts.slice((page - 1) * perPage, page * perPage));
    },
  );
};
