import type { TFunction } from 'i18next';
import { i18n } from '../i18n/i18n.ts';
import { ApiError, NETWORK_ERROR } from './api-error.ts';

/**
 * The wording of a failure in the interface language: ours for codes the catalogue knows (STYLE: the UI owns
 * the wording), else the server's already translated message, else 'Server error' (§8).
 */
export function errorMessage(error: unknown, t: TFunction): string {
  if (!(error instanceof ApiError)) return t('errors.server');
  if (error.code === NETWORK_ERROR) return t('errors.network');
  const key = `errors.${error.code}`;
  if (i18n.exists(key, { ns: 'common' })) {
    const minutes = error.retryAfter ? Math.max(1, Math.ceil(error.retryAfter / 60)) : 1;
    return t(key, { minutes });
  }
  return error.message || t('errors.server');
}
