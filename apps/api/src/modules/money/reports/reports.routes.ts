import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { reportsApi } from '@cabinet/contracts/reports';
import { accountCaller } from '../../../platform/auth/guard.ts';
import { route } from '../../../platform/http/endpoint-route.ts';
import type { ReportsService } from './reports.service.ts';

function attachment(reply: FastifyReply, type: string, name: string, body: string | Buffer) {
  return reply.header('content-type', type).header('content-disposition', `attachment; filename="${name}"`).send(body);
}

/** §7 POST /payments, the incoming-payments report and the summary report (reportsApi in the contracts). */
export const reportRoutes: FastifyPluginAsync<{ reports: ReportsService }> = async (app, { reports }) => {
  route(app, reportsApi.payments, (request) => reports.payments(accountCaller(request).accountId, request.body));

  route(app, reportsApi.incoming, (request) => reports.incoming(accountCaller(request).accountId, request.query));

  route(app, reportsApi.incomingCsv, async (request, reply) => {
    const csv = await reports.incomingCsv(accountCaller(request).accountId, request.query, request.lang);
    return attachment(reply, 'text/csv; charset=utf-8', 'incoming-payments.csv', csv);
  });

  route(app, reportsApi.summary, (request) => reports.summary(accountCaller(request).accountId, request.query));

  route(app, reportsApi.summaryCsv, async (request, reply) => {
    const csv = await reports.summaryCsv(accountCaller(request).accountId, request.query, request.lang);
    return attachment(reply, 'text/csv; charset=utf-8', 'summary-report.csv', csv);
  });

  route(app, reportsApi.handling, (request) => reports.handling(accountCaller(request).accountId, request.query));

  route(app, reportsApi.handlingCsv, async (request, reply) => {
    const csv = await reports.handlingCsv(accountCaller(request).accountId, request.query, request.lang);
    return attachment(reply, 'text/csv; charset=utf-8', 'handling-and-labels.csv', csv);
  });

  route(app, reportsApi.handlingPdf, async (request, reply) => {
    const pdf = await reports.handlingPdf(accountCaller(request).accountId, request.query, request.lang);
    return attachment(reply, 'application/pdf', 'handling-and-labels.pdf', pdf);
  });

  route(app, reportsApi.summaryPdf, async (request, reply) => {
    const pdf = await reports.summaryPdf(accountCaller(request).accountId, request.query, request.lang);
    return attachment(reply, 'application/pdf', 'summary-report.pdf', pdf);
  });
};
