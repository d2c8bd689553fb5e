import { useState } from 'react';
import { Select, type SelectProps } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { useSellerSearch } from '../api/ops-invoices.ts';

/** Finds a seller by e-mail, name or account number (GET /ops/money/accounts?search) and gives the account id. */
export function SellerPicker(props: Omit<SelectProps, 'data' | 'searchable' | 'searchValue' | 'onSearchChange'>) {
  const { t } = useTranslation('invoices');
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), 300);
  const sellers = useSellerSearch(debounced);
  const data = (sellers.data?.accounts ?? []).map((a) => ({
    value: String(a.id),
    label: `${a.email} · №${a.id}${a.company_name || a.name ? ` · ${a.company_name ?? a.name}` : ''}`,
  }));
  return (
    <Select
      {...props}
      searchable
      searchValue={search}
      onSearchChange={setSearch}
      data={data}
      filter={({ options }) => options}
      nothingFoundMessage={sellers.isFetching ? t('ops.searching') : t('ops.no_sellers')}
    />
  );
}
