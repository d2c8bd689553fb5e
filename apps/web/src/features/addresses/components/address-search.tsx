import { useState } from 'react';
import { Button, Group, Select } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { addressListQuerySchema, bookTypes } from '@cabinet/contracts/addresses';
import { LimitedTextInput } from '../../../shared/ui/limited-text.tsx';
import type { AddressFilters } from '../api/addresses.ts';

/** The list's search by name or city (sent with Find) and its filter by kind (applied at once); both go to the URL. */
export function AddressSearch({
  filters,
  setFilters,
}: {
  filters: AddressFilters;
  setFilters(change: Partial<Record<keyof AddressFilters, unknown>>): void;
}) {
  const { t } = useTranslation('addresses');
  const [search, setSearch] = useState(filters.search ?? '');
  // The box follows the URL when it changes from outside (back, a link): React's "adjust state on prop change".
  const [shownSearch, setShownSearch] = useState(filters.search);
  if (shownSearch !== filters.search) {
    setShownSearch(filters.search);
    setSearch(filters.search ?? '');
  }
  return (
    <Group
      component="form"
      role="search"
      align="flex-end"
      onSubmit={(event) => {
        event.preventDefault();
        setFilters({ search: search.trim(), page: 1 });
      }}
    >
      <LimitedTextInput
        schema={addressListQuerySchema}
        field="search"
        label={t('list.search')}
        placeholder={t('list.search_placeholder')}
        value={search}
        onChange={(event) => setSearch(event.currentTarget.value)}
        w={280}
      />
      <Button type="submit" variant="light">
        {t('list.find')}
      </Button>
      <Select
        label={t('list.filter_kind')}
        placeholder={t('list.all_kinds')}
        data={bookTypes.map((b) => ({ value: b, label: t(`book_type_plural.${b}`) }))}
        value={filters.book_type ?? null}
        onChange={(value) => setFilters({ book_type: value ?? undefined, page: 1 })}
        clearable
        w={220}
      />
    </Group>
  );
}
