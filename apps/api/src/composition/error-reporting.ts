import type { FastifyInstance } from 'fastify';
import type { ErrorPlatform, ErrorReporting } from '@cabinet/contracts/error-reports';
import type { Config } from '../config.ts';
import { createErrorReporter } from '../platform/error-reporting/error-reporter.ts';
import { defaultRelease } from '../platform/error-reporting/release.ts';
import { injectFetch } from '../platform/http/inject-fetch.ts';
import { ERROR_PROJECTS, ERRORS_SANDBOX_PATH, errorsCollectorRoutes } from '../sandboxes/errors/collector.routes.ts';
import type { ErrorEventStore } from '../sandboxes/errors/error-events.ts';
import { errorReportOpsRoutes } from '../sandboxes/errors/errors-ops.routes.ts';

/** What error reporting reads of the settings: the SENTRY_* ones, and where this server is reached. */
type ErrorReportingSettings = Pick<Config, 'PUBLIC_URL' | 'NODE_ENV' | Extract<keyof Config, `SENTRY_${string}`>>;

/**
 * How this installation reports its errors and traces (docs/error-reporting.md), part of the composition root: each
 * side to the service at its DSN, or, without one, to the sandbox collector this server serves, with the key this
 * installation generated. The API reaches its collector by injection, as it reaches every sandbox it serves; the
 * browser posts to it on its own origin (the SDK's `tunnel`), whatever address PUBLIC_URL names.
 */
export function errorReporting(config: ErrorReportingSettings, publicKey: string, app: () => FastifyInstance) {
  const collectorPath = `/api${ERRORS_SANDBOX_PATH}`;
  const sandboxDsn = (platform: ErrorPlatform) => {
    const { protocol, host } = new URL(config.PUBLIC_URL);
    return `${protocol}//${publicKey}@${host}${collectorPath}/${ERROR_PROJECTS[platform]}`;
  };
  const environment = config.SENTRY_ENVIRONMENT ?? config.NODE_ENV;
  const release = config.SENTRY_RELEASE ?? defaultRelease();
  const reporter = createErrorReporter({
    dsn: config.SENTRY_DSN ?? sandboxDsn('node'),
    environment,
    release,
    tracesSampleRate: config.SENTRY_TRACES_SAMPLE_RATE,
    fetch: config.SENTRY_DSN ? fetch : injectFetch(app),
    unreported: (url) => url.startsWith(`${collectorPath}/`),
  });
  const web: ErrorReporting | null = !config.SENTRY_WEB_ENABLED
    ? null
    : {
        dsn: config.SENTRY_WEB_DSN ?? sandboxDsn('browser'),
        tunnel: config.SENTRY_WEB_DSN
          ? null
          : `${collectorPath}/api/${ERROR_PROJECTS.browser}/envelope/?sentry_key=${publicKey}`,
        environment,
        release,
        traces_sample_rate: config.SENTRY_TRACES_SAMPLE_RATE,
      };
  return {
    reporter,
    web,
    /** Which sides report to the sandbox collector (it is served while either does). */
    collecting: { node: !config.SENTRY_DSN, browser: web !== null && !config.SENTRY_WEB_DSN },
    /** What the browser must be allowed to connect to beyond its own origin (the page's CSP). */
    connectSources: web && config.SENTRY_WEB_DSN ? [new URL(config.SENTRY_WEB_DSN).origin] : [],
  };
}

export type ErrorReportingSetup = ReturnType<typeof errorReporting>;

/** Sets the app's error reporter up; what was reported before closing still reaches the collector, while it can take it. */
export function registerErrorReporting(
  app: FastifyInstance,
  config: ErrorReportingSettings,
  publicKey: string,
): ErrorReportingSetup {
  const errors = errorReporting(config, publicKey, () => app);
  app.decorate('errorReporter', errors.reporter);
  app.addHook('preClose', async () => {
    await errors.reporter.close();
  });
  return errors;
}

/** The error-reporting collector while either side reports to it; the back office reads what it kept. */
export async function errorReportRoutes(
  api: FastifyInstance,
  deps: { errors: ErrorReportingSetup; store: ErrorEventStore; publicKey: string; now: () => Date },
): Promise<void> {
  const { errors, store, publicKey, now } = deps;
  if (errors.collecting.node || errors.collecting.browser) {
    await api.register(errorsCollectorRoutes, { store, publicKey, now });
  }
  await api.register(errorReportOpsRoutes, { store, collecting: errors.collecting });
}
