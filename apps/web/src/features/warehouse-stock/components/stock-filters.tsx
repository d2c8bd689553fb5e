import { Button, Group, Select } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { UrlSearchInput } from '../../../shared/ui/url-search-input.tsx';
import { stockListQuerySchema, stockPlaces, stockStates } from '@cabinet/contracts/warehouse-stock';
import type { StockFilters as Filters } from '../api/get-stock.ts';

interface Props {
  filters: Filters;
  onChange(next: Partial<Record<keyof Filters, unknown>>): void;
  onReset(): void;
}

/** A search over SKU and names, the §4 state and place — all kept in the URL. */
export function StockFilters({ filters, onChange, onReset }: Props) {
  const { t } = useTranslation('warehouse-stock');
  return (
    <Group align="end" gap="sm" wrap="wrap">
      <UrlSearchInput
        value={filters.search}
        schema={stockListQuerySchema}
        onSearch={(search) => onChange({ search, page: 1 })}
        label={t('filters.search')}
        placeholder={t('filters.search_hint')}
      />
      <Select
        label={t('filters.state')}
        placeholder={t('filters.all_states')}
        w={200}
        clearable
        data={stockStates.map((state) => ({ value: state, label: t(`state.${state}`) }))}
        value={filters.state ?? null}
        onChange={(state) => onChange({ state, page: 1 })}
      />
      <Select
        label={t('filters.place')}
        placeholder={t('filters.all_places')}
        w={200}
        clearable
        data={stockPlaces.map((place) => ({ value: place, label: t(`place.${place}`) }))}
        value={filters.place ?? null}
        onChange={(place) => onChange({ place, page: 1 })}
      />
      <Button variant="subtle" onClick={onReset}>
        {t('filters.reset')}
      </Button>
    </Group>
  );
}
