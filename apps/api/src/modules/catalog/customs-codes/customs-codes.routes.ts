import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  customsCodeListSchema,
  customsCodeNodeSchema,
  customsCodeParamsSchema,
  customsLangQuerySchema,
  customsSearchQuerySchema,
} from '@cabinet/contracts/customs-codes';
import type { CustomsCodeService } from './customs-codes.service.ts';

const tags = ['customs codes'];
/** The classification is public: the /hs-codes page browses it without an account. */
const config = { access: 'public' } as const;

/** §7 `v2/products/uktved*`: the customs classification, browsed and searched. */
export const customsCodeRoutes: FastifyPluginAsyncZod<{ customsCodes: CustomsCodeService }> = async (
  app,
  { customsCodes },
) => {
  app.get(
    '/v2/products/uktved/roots',
    { config, schema: { tags, querystring: customsLangQuerySchema, response: { 200: customsCodeListSchema } } },
    (request) => customsCodes.roots(request.query.lang),
  );

  app.get(
    '/v2/products/uktved',
    { config, schema: { tags, querystring: customsSearchQuerySchema, response: { 200: customsCodeListSchema } } },
    (request) => customsCodes.search(request.query),
  );

  app.get(
    '/v2/products/uktved/:id',
    {
      config,
      schema: {
        tags,
        params: customsCodeParamsSchema,
        querystring: customsLangQuerySchema,
        response: { 200: customsCodeNodeSchema },
      },
    },
    (request) => customsCodes.node(request.params.id, request.query.lang),
  );
};
