import type { FastifyPluginAsync } from 'fastify';
import { nationalPostApi } from '@cabinet/contracts/national-post';
import { accountCaller } from '../../platform/auth/guard.ts';
import { route } from '../../platform/http/endpoint-route.ts';
import { sendPdf } from '../../platform/http/send-pdf.ts';
import type { Idempotency } from '../../platform/idempotency/idempotency.ts';
import type { NationalPostServices } from './national-post.module.ts';

/** §2 /ukrposhta-shipments on the API side (nationalPostApi in the contracts). */
export const nationalPostRoutes: FastifyPluginAsync<{
  nationalPost: NationalPostServices;
  idempotency: Idempotency;
}> = async (app, { nationalPost: { service, documents }, idempotency }) => {
  route(app, nationalPostApi.list, (request) => service.list(accountCaller(request).accountId, request.query));

  route(app, nationalPostApi.create, (request, reply) =>
    idempotency.run(request, reply, 201, () => service.create(accountCaller(request), request.body)),
  );

  route(app, nationalPostApi.get, (request) => service.get(accountCaller(request).accountId, request.params.id));

  route(app, nationalPostApi.pay, (request, reply) =>
    idempotency.run(request, reply, 200, () => service.pay(accountCaller(request), request.params.id)),
  );

  route(app, nationalPostApi.remove, (request, reply) =>
    idempotency.run(request, reply, 200, () => service.remove(accountCaller(request), request.params.id)),
  );

  route(app, nationalPostApi.events, (request) =>
    service.events(accountCaller(request).accountId, request.params.id, request.lang === 'en' ? 'EN' : 'UA'),
  );

  route(app, nationalPostApi.docs, async (request, reply) =>
    sendPdf(reply, await documents.document(accountCaller(request).accountId, request.params.uuid, request.query)),
  );
};
