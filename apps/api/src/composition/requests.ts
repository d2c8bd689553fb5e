import type { FastifyInstance } from 'fastify';
import type { Config } from '../config.ts';
import type { ErrorReporter } from '../platform/error-reporting/error-reporter.ts';
import { registerErrorHandler } from '../platform/http/error-handler.ts';
import { languageFromHeader } from '../platform/i18n/messages.ts';

/** Each request's language and echoed id, the one error handler, and the traces of requests. */
export function registerRequestHandling(app: FastifyInstance, config: Config, reporter: ErrorReporter): void {
  app.decorateRequest('lang', config.DEFAULT_LANGUAGE);
  app.addHook('onRequest', async (request, reply) => {
    request.lang = languageFromHeader(request.headers['accept-language'], config.DEFAULT_LANGUAGE);
    reply.header('x-request-id', request.id);
  });
  registerErrorHandler(app, reporter.captureRequestError);
  reporter.traceRequests(app);
}
