import type { FastifyPluginAsync } from 'fastify';
import { invoicesApi, invoicesOpsApi } from '@cabinet/contracts/invoices';
import { accountCaller, signedInCaller } from '../../../platform/auth/guard.ts';
import { route } from '../../../platform/http/endpoint-route.ts';
import { sendPdf } from '../../../platform/http/send-pdf.ts';
import type { Idempotency } from '../../../platform/idempotency/idempotency.ts';
import type { InvoicesOpsService } from './invoices-ops.service.ts';
import type { InvoicesService } from './invoices.service.ts';

/** §7 "Payments and invoices": invoicesApi and invoicesOpsApi in the contracts. */
export const invoiceRoutes: FastifyPluginAsync<{
  invoices: InvoicesService;
  invoicesOps: InvoicesOpsService;
  idempotency: Idempotency;
}> = async (app, { invoices, invoicesOps, idempotency }) => {
  route(app, invoicesApi.list, (request) => invoices.list(accountCaller(request).accountId, request.query));

  route(app, invoicesApi.due, (request) => invoices.due(accountCaller(request).accountId));

  route(app, invoicesApi.get, (request) => invoices.get(accountCaller(request).accountId, request.params.id));

  route(app, invoicesApi.remove, (request) => invoices.remove(accountCaller(request).accountId, request.params.id));

  route(app, invoicesApi.pay, (request, reply) => {
    const { accountId, userId } = accountCaller(request);
    return idempotency.run(request, reply, 200, () => invoices.pay(accountId, userId, request.params.id));
  });

  route(app, invoicesApi.pdf, async (request, reply) => {
    const { number, pdf } = await invoices.pdf(accountCaller(request).accountId, request.params.id, request.lang);
    return sendPdf(reply, { pdf, filename: `${number}.pdf` });
  });

  route(app, invoicesOpsApi.list, (request) => invoicesOps.list(request.query));

  route(app, invoicesOpsApi.get, (request) => invoicesOps.get(request.params.id));

  route(app, invoicesOpsApi.issue, (request, reply) =>
    idempotency.run(request, reply, 201, () => invoicesOps.issue(signedInCaller(request).userId, request.body)),
  );

  route(app, invoicesOpsApi.cancel, (request) => invoicesOps.cancel(request.params.id));
};
