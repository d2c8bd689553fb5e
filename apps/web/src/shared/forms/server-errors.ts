import type { TFunction } from 'i18next';
import { ApiError } from '../api/api-error.ts';
import { errorMessage } from '../api/error-message.ts';
import { i18n } from '../i18n/i18n.ts';

export interface ServerFormErrors {
  /** Messages for fields the form shows, joined per field. */
  fields: Record<string, string>;
  /** The alert above the form: its title and the messages no visible field can hold. */
  title: string;
  messages: string[];
}

const BARE_CODE = /^[a-z][a-z0-9_]*$/;

/** Field messages arrive translated; one the server could not word arrives as its bare code ('invalid_code'). */
function wording(message: string, t: TFunction): string {
  if (!BARE_CODE.test(message)) return message;
  if (i18n.exists(`errors.${message}`, { ns: 'common' })) return t(`errors.${message}`, { minutes: 1 });
  if (i18n.exists(`validation.${message}`, { ns: 'common' })) return t(`validation.${message}`);
  return message;
}

/** Splits a failed submit into errors next to the form's fields and a summary above them. */
export function serverFormErrors(error: unknown, formFields: readonly string[], t: TFunction): ServerFormErrors {
  const title = errorMessage(error, t);
  if (!(error instanceof ApiError)) return { fields: {}, title, messages: [] };
  const fields: Record<string, string> = {};
  const messages: string[] = [];
  for (const [field, list] of Object.entries(error.fieldErrors)) {
    const worded = list.map((m) => wording(m, t));
    if (formFields.includes(field)) fields[field] = worded.join(' ');
    else messages.push(...worded);
  }
  if (Object.keys(error.fieldErrors).length === 0) messages.push(...error.messages.map((m) => wording(m, t)));
  // When every message sits next to its field, the summary is §5's, rather than one of them said twice.
  const summary = Object.keys(fields).length > 0 && messages.length === 0 ? t('forms.check_data') : title;
  return { fields, title: summary, messages: [...new Set(messages)].filter((m) => m !== summary) };
}
