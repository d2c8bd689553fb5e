import { Button, Group, Select } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { AuditList } from '@cabinet/contracts/audit';
import { DateRangeInput } from '../../../shared/ui/date-range-input.tsx';
import { personLabel } from './person-label.ts';

export type AuditFilterValues = {
  operator_id?: number;
  account_id?: number;
  action?: string;
  from?: string;
  to?: string;
  page: number;
};

interface Props {
  filters: AuditFilterValues;
  facets: Pick<AuditList, 'actions' | 'operators'> | undefined;
  onChange(next: Partial<Record<keyof AuditFilterValues, unknown>>): void;
  onClear(): void;
}

/** Who, what and when (kept in the URL by the page); the seller comes from a seller page's link. */
export function AuditFilters({ filters, facets, onChange, onClear }: Props) {
  const { t } = useTranslation('audit');
  const filtered = Object.entries(filters).some(([key, value]) => key !== 'page' && value !== undefined);
  return (
    <Group align="end" gap="sm" wrap="wrap">
      <Select
        label={t('filters.operator')}
        placeholder={t('filters.all')}
        w={260}
        clearable
        searchable
        data={(facets?.operators ?? []).map((o) => ({ value: String(o.id), label: personLabel(o) }))}
        value={filters.operator_id ? String(filters.operator_id) : null}
        onChange={(id) => onChange({ operator_id: id, page: 1 })}
      />
      <Select
        label={t('filters.action')}
        placeholder={t('filters.all')}
        w={300}
        clearable
        searchable
        data={(facets?.actions ?? []).map((a) => ({ value: a, label: t(`actions.${a}`, { defaultValue: a }) }))}
        value={filters.action ?? null}
        onChange={(action) => onChange({ action, page: 1 })}
      />
      <DateRangeInput
        label={`${t('filters.from')} – ${t('filters.to')}`}
        w={260}
        value={filters.from || filters.to ? { from: filters.from ?? null, to: filters.to ?? null } : null}
        onChange={(range) => onChange({ from: range?.from ?? null, to: range?.to ?? null, page: 1 })}
      />
      {filtered && (
        <Button variant="default" onClick={onClear}>
          {t('filters.clear')}
        </Button>
      )}
    </Group>
  );
}
