import type { TFunction } from 'i18next';
import { ApiError } from './api-error.ts';
import { errorMessage } from './error-message.ts';

/**
 * A failure whose code a feature words itself (STYLE: the UI owns the wording), as the same ApiError with that
 * message, so that the shared form and dialog paths show it; any other failure as it came.
 */
export function rewordError(error: unknown, wording: (code: string) => string | null): unknown {
  if (!(error instanceof ApiError)) return error;
  const message = wording(error.code);
  if (!message) return error;
  return new ApiError({
    status: error.status,
    code: error.code,
    message,
    errors: error.body?.errors,
    body: error.body,
  });
}

/** A feature's own wording for the listed codes: `<namespace>:problems.<code>`. */
export function featureWording(t: TFunction, namespace: string, codes: readonly string[]) {
  return (code: string): string | null => (codes.includes(code) ? t(`${namespace}:problems.${code}`) : null);
}

/** The message to show for a failure, with the feature's wording where it has one. */
export const reworded = (error: unknown, t: TFunction, namespace: string, codes: readonly string[]) =>
  rewordError(error, featureWording(t, namespace, codes));

export const rewordedMessage = (error: unknown, t: TFunction, namespace: string, codes: readonly string[]) =>
  errorMessage(reworded(error, t, namespace, codes), t);
