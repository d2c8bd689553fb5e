import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { langQuerySchema } from '@cabinet/contracts/common';
import {
  blogPostsResponseSchema,
  legalDocumentSchema,
  legalListResponseSchema,
  legalSlugParamSchema,
} from '@cabinet/contracts/content';
import type { BlogService } from './blog.service.ts';
import type { LegalService } from './legal.service.ts';

const config = { access: 'public' } as const;

/** Public content: legal pages (§2 /legal-info) and the blog feed (§7 wp-json). Language: `?lang=`, else the request's. */
export const contentRoutes: FastifyPluginAsyncZod<{ legal: LegalService; blog: BlogService }> = async (
  app,
  { legal, blog },
) => {
  app.get(
    '/legal',
    { config, schema: { tags: ['content'], querystring: langQuerySchema, response: { 200: legalListResponseSchema } } },
    (request) => legal.list(request.query.lang ?? request.lang),
  );

  app.get(
    '/legal/:slug',
    {
      config,
      schema: {
        tags: ['content'],
        params: legalSlugParamSchema,
        querystring: langQuerySchema,
        response: { 200: legalDocumentSchema },
      },
    },
    (request) => legal.get(request.params.slug, request.query.lang ?? request.lang),
  );

  app.get(
    '/blog/posts',
    { config, schema: { tags: ['content'], querystring: langQuerySchema, response: { 200: blogPostsResponseSchema } } },
    (request) => blog.latest(request.query.lang ?? request.lang),
  );
};
