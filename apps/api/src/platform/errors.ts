/**
 * A failure the client should see: an HTTP status, a stable `code` the UI can rely on, and details.
 * The wording is chosen later, in the caller's language (platform/i18n), from `code`.
 */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    readonly details: {
      errors?: Record<string, string[]> | string[];
      params?: Record<string, string | number>;
      extra?: Record<string, unknown>;
      headers?: Record<string, string>;
    } = {},
  ) {
    super(code);
  }
}

export const notFound = (code = 'not_found') => new AppError(404, code);
export const unauthorized = () => new AppError(401, 'unauthorized');
export const forbidden = (code = 'forbidden') => new AppError(403, code);
/** §7: the client clears its session and goes to /login. */
export const sessionEnded = () => new AppError(403, 'session_ended', { extra: { logout: true } });
/** A rule of the request's data failed: field → error codes, translated on the way out. */
export const invalid = (errors: Record<string, string[]>, code = 'validation_error') =>
  new AppError(400, code, { errors });
export const tooManyAttempts = (retryAfterSeconds: number) =>
  new AppError(429, 'too_many_attempts', {
    params: { minutes: Math.max(1, Math.ceil(retryAfterSeconds / 60)) },
    headers: { 'retry-after': String(retryAfterSeconds) },
  });
