import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParamsSchema, okSchema } from '@cabinet/contracts/common';
import {
  invoiceDueSchema,
  invoiceListSchema,
  invoicePaidSchema,
  invoiceSchema,
  invoicesQuerySchema,
  issueInvoiceBodySchema,
  opsInvoiceListSchema,
  opsInvoiceSchema,
  opsInvoicesQuerySchema,
} from '@cabinet/contracts/money-invoices';
import { accountCaller, signedInCaller } from '../../../platform/auth/guard.ts';
import type { Idempotency } from '../../../platform/idempotency/idempotency.ts';
import type { InvoicesOpsService } from './invoices-ops.service.ts';
import type { InvoicesService } from './invoices.service.ts';

const tags = ['money'];
const read = { permission: 'money.read' } as const;
const write = { permission: 'money.write' } as const;
const operator = { access: 'operator' } as const;
const params = idParamsSchema;
const BASE = '/payments/pay_money/invoices';

/** §7 "Payments and invoices": invoices issued to the seller, and the back office that issues them. */
export const invoiceRoutes: FastifyPluginAsyncZod<{
  invoices: InvoicesService;
  invoicesOps: InvoicesOpsService;
  idempotency: Idempotency;
}> = async (app, { invoices, invoicesOps, idempotency }) => {
  app.get(
    BASE,
    { config: read, schema: { tags, querystring: invoicesQuerySchema, response: { 200: invoiceListSchema } } },
    (request) => invoices.list(accountCaller(request).accountId, request.query),
  );

  app.get(`${BASE}/due`, { config: read, schema: { tags, response: { 200: invoiceDueSchema } } }, (request) =>
    invoices.due(accountCaller(request).accountId),
  );

  app.get(`${BASE}/:id`, { config: read, schema: { tags, params, response: { 200: invoiceSchema } } }, (request) =>
    invoices.get(accountCaller(request).accountId, request.params.id),
  );

  app.delete(`${BASE}/:id`, { config: write, schema: { tags, params, response: { 200: okSchema } } }, (request) =>
    invoices.remove(accountCaller(request).accountId, request.params.id),
  );

  app.put(
    `${BASE}/:id/paid`,
    { config: write, schema: { tags, params, response: { 200: invoicePaidSchema } } },
    (request, reply) => {
      const { accountId, userId } = accountCaller(request);
      return idempotency.run(request, reply, 200, () => invoices.pay(accountId, userId, request.params.id));
    },
  );

  app.get(`${BASE}/:id/pdf`, { config: read, schema: { tags, params } }, async (request, reply) => {
    const { number, pdf } = await invoices.pdf(accountCaller(request).accountId, request.params.id, request.lang);
    return reply
      .header('content-type', 'application/pdf')
      .header('content-disposition', `attachment; filename="${number}.pdf"`)
      .send(pdf);
  });

  app.get(
    '/ops/money/invoices',
    {
      config: operator,
      schema: { tags: ['ops'], querystring: opsInvoicesQuerySchema, response: { 200: opsInvoiceListSchema } },
    },
    (request) => invoicesOps.list(request.query),
  );

  app.get(
    '/ops/money/invoices/:id',
    { config: operator, schema: { tags: ['ops'], params, response: { 200: opsInvoiceSchema } } },
    (request) => invoicesOps.get(request.params.id),
  );

  app.post(
    '/ops/money/invoices',
    { config: operator, schema: { tags: ['ops'], body: issueInvoiceBodySchema, response: { 201: opsInvoiceSchema } } },
    (request, reply) =>
      idempotency.run(request, reply, 201, () => invoicesOps.issue(signedInCaller(request).userId, request.body)),
  );

  app.post(
    '/ops/money/invoices/:id/cancel',
    { config: operator, schema: { tags: ['ops'], params, response: { 200: opsInvoiceSchema } } },
    (request) => invoicesOps.cancel(request.params.id),
  );
};
