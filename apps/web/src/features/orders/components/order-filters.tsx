import { Button, Checkbox, Group, MultiSelect, Select } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { crmStatuses, orderListQuerySchema, orderPaymentStatuses, orderStatuses } from '@cabinet/contracts/orders';
import type { Shop } from '@cabinet/contracts/shops';
import { DateRangeInput } from '../../../shared/ui/date-range-input.tsx';
import { UrlSearchInput } from '../../../shared/ui/url-search-input.tsx';
import type { OrderFilters as Filters } from '../api/get-orders.ts';

interface Props {
  filters: Filters;
  /** The shops the shop filter offers: those of the list's kind. */
  shops: Shop[];
  /** Every kind is listed: a shop is named with its marketplace. */
  withKind: boolean;
  onChange(next: Partial<Record<keyof Filters, unknown>>): void;
  onReset(): void;
}

/** The search box reads its length limit from the contract's `search` field; the orders list calls it `q`. */
const SEARCH_LIMIT = { shape: { search: orderListQuerySchema.shape.q } };

/** A multi-select of one value comes back from the URL as a string. */
const asList = (value: string | string[] | undefined): string[] =>
  value === undefined ? [] : Array.isArray(value) ? value : [value];

/** Statuses, shop, order dates, a search and "not shipped yet" — all kept in the URL, applied by the server. */
export function OrderFilters({ filters, shops, withKind, onChange, onReset }: Props) {
  const { t } = useTranslation('orders');
  const multi = (field: 'status' | 'payment_status' | 'crm_status', values: readonly string[]) => (
    <MultiSelect
      label={t(`filters.${field}`)}
      placeholder={asList(filters[field]).length ? undefined : t('filters.any')}
      w={220}
      clearable
      data={values.map((value) => ({ value, label: t(`${field}.${value}`) }))}
      value={asList(filters[field])}
      onChange={(next) => onChange({ [field]: next, page: 1 })}
    />
  );
  return (
    <Group align="end" gap="sm" wrap="wrap">
      <UrlSearchInput
        value={filters.q}
        schema={SEARCH_LIMIT}
        onSearch={(q) => onChange({ q, page: 1 })}
        label={t('filters.search')}
        placeholder={t('filters.search_hint')}
      />
      {multi('status', orderStatuses)}
      {multi('payment_status', orderPaymentStatuses)}
      {multi('crm_status', crmStatuses)}
      <Select
        label={t('filters.shop')}
        placeholder={t('filters.all_shops')}
        w={220}
        clearable
        searchable
        data={shops.map((shop) => ({
          value: String(shop.id),
          label: withKind ? `${t(`kinds.${shop.kind}`)} · ${shop.name}` : shop.name,
        }))}
        value={filters.shop_id ? String(filters.shop_id) : null}
        onChange={(shopId) => onChange({ shop_id: shopId, page: 1 })}
      />
      <DateRangeInput
        label={t('filters.ordered')}
        w={240}
        value={filters.from || filters.to ? { from: filters.from ?? null, to: filters.to ?? null } : null}
        onChange={(range) => onChange({ from: range?.from ?? null, to: range?.to ?? null, page: 1 })}
      />
      <Checkbox
        label={t('filters.unshipped')}
        checked={filters.unshipped === true}
        onChange={(event) => onChange({ unshipped: event.currentTarget.checked || null, page: 1 })}
        mb={8}
      />
      <Button variant="subtle" onClick={onReset}>
        {t('filters.reset')}
      </Button>
    </Group>
  );
}
