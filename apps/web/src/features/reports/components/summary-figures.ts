import type { TFunction } from 'i18next';
import type { SummaryReport } from '@cabinet/contracts/reports';
import { formatMoney } from '../../../shared/lib/format.ts';
import type { Figure } from './figures.tsx';

/** The period's balances and flows: opening, in (green), out (red), fees, net, closing. */
export const summaryFigures = (t: TFunction, data: SummaryReport): Figure[] => [
  { label: t('summary.opening'), value: formatMoney(data.opening_balance), testId: 'summary-opening' },
  { label: t('summary.incoming'), value: formatMoney(data.incoming), testId: 'summary-incoming', color: 'teal.9' },
  { label: t('summary.outgoing'), value: formatMoney(data.outgoing), testId: 'summary-outgoing', color: 'red.9' },
  { label: t('summary.fees'), value: formatMoney(data.fees), testId: 'summary-fees' },
  { label: t('summary.net'), value: formatMoney(data.net), testId: 'summary-net' },
  { label: t('summary.closing'), value: formatMoney(data.closing_balance), testId: 'summary-closing' },
];
