import type { CustomsCodeCrumb } from '@cabinet/contracts/customs-codes';

/** "85 Electrical machines › 8517 Telephone sets": many leaves are just "other", so the path gives the meaning. */
export const breadcrumbText = (ancestors: readonly CustomsCodeCrumb[]): string =>
  ancestors.map((crumb) => `${crumb.code} ${crumb.title_translated}`).join(' › ');
