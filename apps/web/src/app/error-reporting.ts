import { clientInfoQuery } from '../shared/api/client-info.ts';
import { queryClient } from '../shared/api/query-client.ts';
import { reportError } from '../shared/lib/report-error.ts';

/**
 * Starts error reporting without delaying the first screen: errors nobody catches are held from now on, and once the
 * browser is idle the SDK's own chunk loads with what the API says about reporting (client info). An installation
 * that reports nothing from browsers (client info's `error_reporting` is null) never loads it; a reporter that cannot
 * load leaves the app as it is.
 */
export function startErrorReporting(): void {
  const uncaught = (event: ErrorEvent) => reportError(event.error ?? event.message);
  const unhandled = (event: PromiseRejectionEvent) => reportError(event.reason);
  window.addEventListener('error', uncaught);
  window.addEventListener('unhandledrejection', unhandled);
  const start = async () => {
    const settings = (await queryClient.fetchQuery(clientInfoQuery())).error_reporting;
    if (settings) {
      const { startSdk } = await import('./error-reporting-sdk.ts');
      startSdk(settings);
    }
    // From here on the SDK's own handlers see them (or, with reporting off, nobody).
    window.removeEventListener('error', uncaught);
    window.removeEventListener('unhandledrejection', unhandled);
  };
  const whenIdle = window.requestIdleCallback ?? ((run: () => void) => window.setTimeout(run, 200));
  whenIdle(() => void start().catch(() => undefined));
}
