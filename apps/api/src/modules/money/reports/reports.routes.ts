import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  incomingReportQuerySchema,
  incomingReportSchema,
  paymentFilterSchema,
  paymentListSchema,
  summaryQuerySchema,
  summaryReportSchema,
} from '@cabinet/contracts/money-reports';
import { accountCaller } from '../../../platform/auth/guard.ts';
import type { ReportsService } from './reports.service.ts';

const tags = ['money'];
const read = { permission: 'money.read' } as const;

function attachment(reply: FastifyReply, type: string, name: string, body: string | Buffer) {
  return reply.header('content-type', type).header('content-disposition', `attachment; filename="${name}"`).send(body);
}

/** §7 POST /payments (§3 Payment filter), /reports/incoming-payments and /account/summary-report. */
export const reportRoutes: FastifyPluginAsyncZod<{ reports: ReportsService }> = async (app, { reports }) => {
  app.post(
    '/payments',
    { config: read, schema: { tags, body: paymentFilterSchema, response: { 200: paymentListSchema } } },
    (request) => reports.payments(accountCaller(request).accountId, request.body),
  );

  app.get(
    '/money/reports/incoming-payments',
    { config: read, schema: { tags, querystring: incomingReportQuerySchema, response: { 200: incomingReportSchema } } },
    (request) => reports.incoming(accountCaller(request).accountId, request.query),
  );

  app.get(
    '/money/reports/incoming-payments/csv',
    { config: read, schema: { tags, querystring: incomingReportQuerySchema } },
    async (request, reply) => {
      const csv = await reports.incomingCsv(accountCaller(request).accountId, request.query, request.lang);
      return attachment(reply, 'text/csv; charset=utf-8', 'incoming-payments.csv', csv);
    },
  );

  app.get(
    '/money/reports/summary',
    { config: read, schema: { tags, querystring: summaryQuerySchema, response: { 200: summaryReportSchema } } },
    (request) => reports.summary(accountCaller(request).accountId, request.query),
  );

  app.get(
    '/money/reports/summary/csv',
    { config: read, schema: { tags, querystring: summaryQuerySchema } },
    async (request, reply) => {
      const csv = await reports.summaryCsv(accountCaller(request).accountId, request.query, request.lang);
      return attachment(reply, 'text/csv; charset=utf-8', 'summary-report.csv', csv);
    },
  );

  app.get(
    '/money/reports/summary/pdf',
    { config: read, schema: { tags, querystring: summaryQuerySchema } },
    async (request, reply) => {
      const pdf = await reports.summaryPdf(accountCaller(request).accountId, request.query, request.lang);
      return attachment(reply, 'application/pdf', 'summary-report.pdf', pdf);
    },
  );
};
