import { i18n } from '../i18n/i18n.ts';
import { ApiError } from '../api/api-error.ts';
import { alert } from './dialogs.tsx';
import { notify } from './notify.ts';

export interface ServerErrorInfo {
  /** The server's message, else the caller's fallback, else the translated 'Server error' (§8). */
  title: string;
  errors: string[];
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const texts = (value: unknown): string[] =>
  Array.isArray(value)
    ? value.flatMap(texts)
    : typeof value === 'string'
      ? [value].filter((text) => text.trim() !== '')
      : isRecord(value)
        ? Object.values(value).flatMap(texts)
        : [];

/** §8: the message from `message`, the errors from `errors` — a list, or an object whose values are flattened. */
export function parseServerError(error: unknown, fallback?: string): ServerErrorInfo {
  let message = '';
  let errors: string[] = [];
  if (error instanceof ApiError) {
    message = error.message;
    errors = error.messages.length > 0 ? [...error.messages] : texts(error.body?.errors);
  } else if (isRecord(error)) {
    message = typeof error.message === 'string' ? error.message : '';
    errors = texts(error.errors);
  }
  const title = message.trim() || fallback?.trim() || i18n.t('errors.server');
  return { title, errors };
}

/** Shows a failed request at level danger: as a dialog, or as a toast when `notify` is asked. */
export function showServerError(error: unknown, options: { fallback?: string; notify?: boolean } = {}): Promise<void> {
  const { title, errors } = parseServerError(error, options.fallback);
  if (options.notify) {
    notify('danger', errors.length > 0 ? errors.join('\n') : title, errors.length > 0 ? title : undefined);
    return Promise.resolve();
  }
  return alert({ title, errors, actions: [{ label: i18n.t('ui.ok'), value: undefined, color: 'red' }] }).then(
    () => undefined,
  );
}
