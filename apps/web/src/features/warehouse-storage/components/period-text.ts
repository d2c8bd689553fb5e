import type { TFunction } from 'i18next';
import type { StoragePeriod } from '@cabinet/contracts/warehouse-storage';
import { formatDate } from '../../../shared/lib/format.ts';

/** "01.11.2026 – 30.11.2026 (30 days)" in the interface language. */
export const periodText = (t: TFunction, period: StoragePeriod) =>
  t('warehouse-storage:period.range', { from: formatDate(period.from), to: formatDate(period.to), count: period.days });
