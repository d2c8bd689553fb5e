import type { TFunction } from 'i18next';

/** The groups the default tariffs name; an operator's own codes show as typed. */
const NAMED_GROUPS = new Set(['small', 'medium', 'large', 'oversize']);

/** A warehouse group's name in the reader's language. */
export const groupName = (t: TFunction, code: string) => (NAMED_GROUPS.has(code) ? t(`groups.names.${code}`) : code);
