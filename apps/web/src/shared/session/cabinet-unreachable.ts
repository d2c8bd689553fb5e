import { ApiError } from '../api/api-error.ts';

/** §8: the answers that end a session when the app loads its user. Anything else may pass: a 429, a 5xx, no network. */
export const isAuthorizationFailure = (error: unknown): error is ApiError =>
  error instanceof ApiError && (error.status === 401 || error.status === 403);

/**
 * Thrown by the guards of the signed-in parts when the user could not be loaded for any other reason: the token
 * stays, and the route's error boundary says the cabinet could not be reached and tries again.
 */
export class CabinetUnreachableError extends Error {
  constructor(cause: unknown) {
    super('The cabinet could not be reached', { cause });
    this.name = 'CabinetUnreachableError';
  }

  /** Seconds the server asked to wait (Retry-After), when it did. */
  get retryAfter(): number | null {
    return this.cause instanceof ApiError ? this.cause.retryAfter : null;
  }
}
