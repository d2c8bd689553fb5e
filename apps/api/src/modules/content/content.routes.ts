import type { FastifyPluginAsync } from 'fastify';
import { contentApi } from '@cabinet/contracts/content';
import { route } from '../../platform/http/endpoint-route.ts';
import type { BlogService } from './blog.service.ts';
import type { LegalService } from './legal.service.ts';

/** Public content on the API side (contentApi in the contracts). Language: `?lang=`, else the request's. */
export const contentRoutes: FastifyPluginAsync<{ legal: LegalService; blog: BlogService }> = async (
  app,
  { legal, blog },
) => {
  route(app, contentApi.legalList, (request) => legal.list(request.query.lang ?? request.lang));

  route(app, contentApi.legalDocument, (request) => legal.get(request.params.slug, request.query.lang ?? request.lang));

  route(app, contentApi.blogPosts, (request) => blog.latest(request.query.lang ?? request.lang));
};
