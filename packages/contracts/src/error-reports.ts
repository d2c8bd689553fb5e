import { z } from 'zod';
import { idQuerySchema, pageInfoSchema, pageQuerySchema } from './common.ts';
import { endpoint } from './endpoint.ts';

/*
 * Error reporting (docs/error-reporting.md): the web app and the API send their unhandled errors and traces to an
 * error-reporting service in Sentry's protocol; without a configured DSN the sandbox collector this server serves
 * takes them, and operators read what it kept here.
 */

/** Where a reported error happened: the API's process or a seller's or operator's browser. */
export const errorPlatforms = ['node', 'browser'] as const;
export const errorPlatformSchema = z.enum(errorPlatforms);
export type ErrorPlatform = z.infer<typeof errorPlatformSchema>;

/** How the web app reports (GET /info/client): the SDK's DSN, and the same-origin path its envelopes go to. */
export const errorReportingSchema = z.object({
  dsn: z.string(),
  /** Set for the sandbox collector: the SDK posts there (this origin), whatever address PUBLIC_URL names. */
  tunnel: z.string().nullable(),
  environment: z.string(),
  release: z.string(),
  traces_sample_rate: z.number().min(0).max(1),
});
export type ErrorReporting = z.infer<typeof errorReportingSchema>;

export const errorReportQuerySchema = pageQuerySchema.extend({ platform: errorPlatformSchema.optional() });

export const errorReportSummarySchema = z.object({
  id: z.number().int(),
  received_at: z.string(),
  platform: errorPlatformSchema,
  level: z.string(),
  /** The exception's class (`TypeError`); null for a reported message. */
  type: z.string().nullable(),
  message: z.string(),
  /** The route or page the error happened on (`GET /api/orders/:id`, `/shipments/list`). */
  route: z.string().nullable(),
  release: z.string().nullable(),
  /** The account's id (an operator's is `operator:<user id>`); null when nobody was signed in. */
  user_id: z.string().nullable(),
});
export type ErrorReportSummary = z.infer<typeof errorReportSummarySchema>;

/** One frame of the stack, innermost last (as Sentry orders them). */
export const stackFrameSchema = z.object({
  function: z.string().nullable(),
  file: z.string().nullable(),
  line: z.number().int().nullable(),
  column: z.number().int().nullable(),
  in_app: z.boolean(),
});
export type StackFrame = z.infer<typeof stackFrameSchema>;

export const errorReportSchema = errorReportSummarySchema.extend({
  event_id: z.string(),
  environment: z.string().nullable(),
  request_id: z.string().nullable(),
  trace_id: z.string().nullable(),
  frames: z.array(stackFrameSchema),
});
export type ErrorReport = z.infer<typeof errorReportSchema>;

export const errorReportListSchema = pageInfoSchema.extend({
  items: z.array(errorReportSummarySchema),
  /** Which sides report to this server's sandbox collector (false: to the service at their DSN). */
  collecting: z.object({ node: z.boolean(), browser: z.boolean() }),
});

const opsOnly = { access: 'operator', opsRole: 'support', tags: ['ops'] } as const;

/** The back office's error reports: what the sandbox collector kept, newest first. */
export const errorReportsApi = {
  opsList: endpoint({
    method: 'GET',
    path: '/ops/error-reports',
    query: errorReportQuerySchema,
    response: errorReportListSchema,
    ...opsOnly,
  }),
  /** One report with its stack (404 not_found). */
  opsRead: endpoint({
    method: 'GET',
    path: '/ops/error-reports/:id',
    params: z.object({ id: idQuerySchema }),
    response: errorReportSchema,
    ...opsOnly,
  }),
};
