import { browserTracingIntegration, captureException, init, type ErrorEvent } from '@sentry/react';
import type { User } from '@cabinet/contracts/user';
import type { Operator } from '@cabinet/contracts/ops';
import { scrubEvent } from '@cabinet/contracts/error-scrub';
import type { ErrorReporting } from '@cabinet/contracts/error-reports';
import { ApiError } from '../shared/api/api-error.ts';
import { queryClient } from '../shared/api/query-client.ts';
import { setErrorReporter } from '../shared/lib/report-error.ts';
import { sessionKeys } from '../shared/session/session-keys.ts';

/** Who is signed in, as the API's reports name them: the account, or `operator:<id>`; nothing else of them. */
function userId(): string | undefined {
  const user = queryClient.getQueryData<User>(sessionKeys.user());
  if (user) return String(user.account_id);
  const operator = queryClient.getQueryData<Operator>([...sessionKeys.all, 'operator']);
  return operator ? `operator:${operator.id}` : undefined;
}

/** The event as it may leave: the account's id as its only user data, every secret-looking value scrubbed. */
function outgoing(event: ErrorEvent, original: unknown): ErrorEvent | null {
  // A refused or failed request is the API's answer, which the API reports itself when it is a fault.
  if (original instanceof ApiError) return null;
  const id = userId();
  return scrubEvent({ ...event, user: id ? { id } : undefined });
}

/**
 * The SDK (@sentry/react), in a chunk of its own loaded after the first screen: configured by the API's client info
 * (DSN, the same-origin tunnel of the sandbox collector, release, environment, §9's trace sample rate of 1).
 */
export function startSdk(settings: ErrorReporting): void {
  init({
    dsn: settings.dsn,
    tunnel: settings.tunnel ?? undefined,
    environment: settings.environment,
    release: settings.release,
    tracesSampleRate: settings.traces_sample_rate,
    // Nothing of the person or their requests beyond what `outgoing` puts in: the account's id.
    dataCollection: {
      userInfo: false,
      cookies: false,
      httpHeaders: false,
      httpBodies: [],
      urlQueryParams: false,
      stackFrameVariables: false,
    },
    integrations: [browserTracingIntegration()],
    beforeSend: (event, hint) => outgoing(event, hint.originalException),
    beforeSendSpan: (span) => scrubEvent(span),
  });
  setErrorReporter((error) => captureException(error));
}
