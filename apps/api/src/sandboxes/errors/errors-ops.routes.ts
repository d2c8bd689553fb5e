import type { FastifyPluginAsync } from 'fastify';
import { errorReportsApi } from '@cabinet/contracts/error-reports';
import { notFound } from '../../platform/errors.ts';
import { route } from '../../platform/http/endpoint-route.ts';
import type { ErrorEventStore } from './error-events.ts';

/**
 * The back office's view of the sandbox collector (errorReportsApi): what it kept, newest first, and one report with
 * its stack. Served whatever the DSNs: with both set, the list is what was kept before, and says so (`collecting`).
 */
export const errorReportOpsRoutes: FastifyPluginAsync<{
  store: ErrorEventStore;
  collecting: { node: boolean; browser: boolean };
}> = async (app, { store, collecting }) => {
  route(app, errorReportsApi.opsList, async (request) => ({ ...(await store.list(request.query)), collecting }));

  route(app, errorReportsApi.opsRead, async (request) => {
    const report = await store.read(request.params.id);
    if (!report) throw notFound();
    return report;
  });
};
