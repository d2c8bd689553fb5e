import type { TFunction } from 'i18next';

/** The name of a ledger operation kind in the interface language; a kind added later reads "Other operation". */
export const kindLabel = (t: TFunction, kind: string): string =>
  t(`reports:kinds.${kind}`, { defaultValue: t('reports:kinds.other') });
