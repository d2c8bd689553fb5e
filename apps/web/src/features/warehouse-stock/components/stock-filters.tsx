import { Button, Group, Select, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { stockPlaces, stockStates } from '@cabinet/contracts/warehouse-stock';
import type { StockFilters as Filters } from '../api/get-stock.ts';

interface Props {
  filters: Filters;
  onChange(next: Partial<Record<keyof Filters, unknown>>): void;
  onReset(): void;
}

/** A search over SKU and names, the §4 state and place — all kept in the URL. */
export function StockFilters({ filters, onChange, onReset }: Props) {
  const { t } = useTranslation('warehouse-stock');
  const [search, setSearch] = useState(filters.search ?? '');
  // The URL changed the search (reset, back button): the box follows, during render (no effect).
  const [shownSearch, setShownSearch] = useState(filters.search);
  if (shownSearch !== filters.search) {
    setShownSearch(filters.search);
    setSearch(filters.search ?? '');
  }
  return (
    <Group align="end" gap="sm" wrap="wrap">
      <form
        role="search"
        onSubmit={(event) => {
          event.preventDefault();
          onChange({ search: search.trim(), page: 1 });
        }}
      >
        <TextInput
          label={t('filters.search')}
          placeholder={t('filters.search_hint')}
          w={260}
          value={search}
          onChange={(event) => setSearch(event.currentTarget.value)}
          onBlur={() => search.trim() !== (filters.search ?? '') && onChange({ search: search.trim(), page: 1 })}
        />
      </form>
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
