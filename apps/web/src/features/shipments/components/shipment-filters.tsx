import { Button, Group, Select } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { UrlSearchInput } from '../../../shared/ui/url-search-input.tsx';
import { shipmentListQuerySchema, shipmentStatuses, shipmentTypes } from '@cabinet/contracts/shipments';
import { DateRangeInput } from '../../../shared/ui/date-range-input.tsx';
import type { ShipmentFilters as Filters } from '../api/get-shipments.ts';

interface Props {
  filters: Filters;
  onChange(next: Partial<Record<keyof Filters, unknown>>): void;
  onReset(): void;
}

/** Status, type, creation dates and a search over number, tracks and recipient — all kept in the URL. */
export function ShipmentFilters({ filters, onChange, onReset }: Props) {
  const { t } = useTranslation('shipments');
  return (
    <Group align="end" gap="sm" wrap="wrap">
      <UrlSearchInput
        value={filters.search}
        schema={shipmentListQuerySchema}
        onSearch={(search) => onChange({ search, page: 1 })}
        label={t('filters.search')}
        placeholder={t('filters.search_hint')}
      />
      <Select
        label={t('filters.status')}
        placeholder={t('filters.all_statuses')}
        w={220}
        clearable
        searchable
        data={shipmentStatuses.map((status) => ({ value: status, label: t(`statuses.${status}`) }))}
        value={filters.status ?? null}
        onChange={(status) => onChange({ status, page: 1 })}
      />
      <Select
        label={t('filters.type')}
        placeholder={t('filters.all_types')}
        w={220}
        clearable
        data={shipmentTypes.map((type) => ({ value: type, label: t(`types.${type}`) }))}
        value={filters.type ?? null}
        onChange={(type) => onChange({ type, page: 1 })}
      />
      <DateRangeInput
        label={t('filters.created')}
        w={240}
        value={
          filters.date_from || filters.date_to ? { from: filters.date_from ?? null, to: filters.date_to ?? null } : null
        }
        onChange={(range) => onChange({ date_from: range?.from ?? null, date_to: range?.to ?? null, page: 1 })}
      />
      <Button variant="subtle" onClick={onReset}>
        {t('filters.reset')}
      </Button>
    </Group>
  );
}
