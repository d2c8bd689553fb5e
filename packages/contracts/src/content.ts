import { z } from 'zod';
import { langQuerySchema, languageSchema } from './common.ts';
import { endpoint } from './endpoint.ts';

/** The legal pages of /legal-info/{document} (§2), each written in ua, ru and en. */
export const legalDocumentSlugs = ['user-agreement', 'privacy-policy', 'cookies', 'data-sources'] as const;
export type LegalDocumentSlug = (typeof legalDocumentSlugs)[number];

export const legalDocumentSummarySchema = z.object({ slug: z.enum(legalDocumentSlugs), title: z.string() });
export const legalListResponseSchema = z.object({ documents: z.array(legalDocumentSummarySchema) });
export type LegalList = z.infer<typeof legalListResponseSchema>;

/** Any slug-shaped name: an unknown one answers 404 `legal_document_not_found`, not 400. */
export const legalSlugParamSchema = z.object({ slug: z.string().regex(/^[a-z0-9-]{1,64}$/) });

/**
 * One document. `body_markdown` is GitHub-flavoured Markdown without raw HTML (headings, paragraphs, lists, tables,
 * emphasis, code, links to /legal-info/…): render it into elements, never through innerHTML.
 */
export const legalDocumentSchema = z.object({
  slug: z.enum(legalDocumentSlugs),
  lang: languageSchema,
  title: z.string(),
  /** YYYY-MM-DD: when this text last changed. */
  updated_at: z.string(),
  body_markdown: z.string(),
});
export type LegalDocument = z.infer<typeof legalDocumentSchema>;

/** A blog post (§3 "Blog post"), from the provider's blog (§7 wp-json). */
export const blogPostSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  /** The article on the blog's own site. */
  url: z.string(),
  /** Plain-text excerpt: no markup, entities decoded. */
  text: z.string(),
  /** ISO 8601 publication time (UTC). */
  date: z.string(),
  image: z.string().nullable(),
});
export type BlogPost = z.infer<typeof blogPostSchema>;

/** §9: the 4 latest posts, cached 900 s on the server. */
export const BLOG_POSTS_LIMIT = 4;
export const BLOG_CACHE_SECONDS = 900;
export const blogPostsResponseSchema = z.object({ posts: z.array(blogPostSchema).max(BLOG_POSTS_LIMIT) });
export type BlogPosts = z.infer<typeof blogPostsResponseSchema>;

const publicContent = { access: 'public', query: langQuerySchema, tags: ['content'] } as const;

/** Public content: legal pages (§2 /legal-info) and the blog feed (§7 wp-json). Language: `?lang=`, else the request's. */
export const contentApi = {
  /** The titles of the legal documents in one language. */
  legalList: endpoint({ method: 'GET', path: '/legal', response: legalListResponseSchema, ...publicContent }),
  /** One document, its body in Markdown (404 legal_document_not_found). */
  legalDocument: endpoint({
    method: 'GET',
    path: '/legal/:slug',
    params: legalSlugParamSchema,
    response: legalDocumentSchema,
    ...publicContent,
  }),
  /** The latest posts of the provider's blog (503 blog_unavailable when it is down and nothing is cached). */
  blogPosts: endpoint({ method: 'GET', path: '/blog/posts', response: blogPostsResponseSchema, ...publicContent }),
};
