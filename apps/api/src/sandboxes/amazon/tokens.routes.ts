import type { FastifyInstance } from 'fastify';
import type { SandboxDeps } from '../marketplace-kit/marketplace-sandbox.ts';
import { issueToken } from '../marketplace-kit/store.ts';
import { SANDBOX_PATH } from './app.ts';
import { AMAZON } from './orders-store.ts';
import { restrictedResourcesOf } from './restricted-data.ts';
import { RDT_PREFIX, sendSpApiError, type SpApiGate } from './spapi.ts';

/*
 * The Tokens API's createRestrictedDataToken (tokens_2021-03-01.json): for the LWA access token of a seller, a
 * Restricted Data Token that opens the buyer's personal data on the operations named, for an hour. An RDT cannot ask
 * for another. A store whose name contains `nopii` stands for an app without the restricted roles: Amazon refuses.
 */

const config = { access: 'public' } as const;
const schema = { hide: true } as const;
const RDT_TTL_SECONDS = 3600;

export function amazonTokensRoutes(app: FastifyInstance, deps: SandboxDeps, admit: SpApiGate) {
  app.post(`${SANDBOX_PATH}/tokens/2021-03-01/restrictedDataToken`, { config, schema }, async (request, reply) => {
    const admitted = await admit(request, reply, 'createRestrictedDataToken');
    if (!admitted) return reply;
    if (String(request.headers['x-amz-access-token']).startsWith(RDT_PREFIX)) {
      return sendSpApiError(reply, 403, 'Unauthorized', 'Access to requested resource is denied.');
    }
    const resources = restrictedResourcesOf(request.body);
    if (typeof resources === 'string') return sendSpApiError(reply, 400, 'InvalidInput', resources);
    if (admitted.shop.handle.toLowerCase().includes('nopii')) {
      const elements = [...new Set(resources.flatMap((r) => r.dataElements))].join(', ');
      return sendSpApiError(
        reply,
        403,
        'Unauthorized',
        `Application does not have access to one or more requested data elements: [${elements}]`,
      );
    }
    const token = await issueToken(
      deps.db,
      {
        kind: AMAZON,
        shopId: admitted.shop.id,
        type: 'restricted',
        ttlMs: RDT_TTL_SECONDS * 1000,
        prefix: RDT_PREFIX,
        scope: resources,
      },
      deps.now(),
    );
    return { restrictedDataToken: token.value, expiresIn: RDT_TTL_SECONDS };
  });
}
