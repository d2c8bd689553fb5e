import { useState } from 'react';
import { Button, Group, Select, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import {
  nationalPostListQuerySchema,
  nationalPostStatuses,
  type NationalPostShipment,
} from '@cabinet/contracts/national-post';
import { formatDate, formatMoney } from '../../../shared/lib/format.ts';
import { paths } from '../../../shared/lib/paths.ts';
import { useListFilters } from '../../../shared/lib/use-list-filters.ts';
import { useCan } from '../../../shared/session/permissions.tsx';
import { DataTable, type DataColumn } from '../../../shared/ui/data-table.tsx';
import { LimitedTextInput } from '../../../shared/ui/limited-text.tsx';
import { ListCard } from '../../../shared/ui/list-card.tsx';
import { Page } from '../../../shared/ui/page.tsx';
import { NATIONAL_POST_ON_PAGE, useNationalPostShipments, type NationalPostFilters } from '../api/national-post.ts';
import { ShipmentActions } from '../components/shipment-actions.tsx';
import { NationalPostStatusBadge } from '../components/status-badge.tsx';
import { TrackingEvents } from '../components/tracking-events.tsx';

/** /ukrposhta-shipments (§2): the seller's national-post shipments, with their price, status, documents and track. */
export function NationalPostPage() {
  const { t } = useTranslation('national-post');
  const canWrite = useCan('shipments.write');
  const { filters, setFilters } = useListFilters<NationalPostFilters>({ numbers: ['page'] }, { page: 1 });
  const [draft, setDraft] = useState(filters.query ?? '');
  const list = useNationalPostShipments(filters);
  const pages = list.data ? Math.ceil(list.data.total / NATIONAL_POST_ON_PAGE) : 0;

  const columns: DataColumn<NationalPostShipment>[] = [
    {
      id: 'barcode',
      header: t('list.barcode'),
      keyFact: true,
      cell: (s) => (
        <Stack gap={2}>
          <Text size="sm" fw={600}>
            {s.barcode ?? t('list.no_barcode')}
          </Text>
          <Text size="xs" c="gray.7">
            {t(`package_types.${s.package_type}`)} · {s.customs_form.toUpperCase()}
          </Text>
          <Text size="xs" c="gray.7">
            {t(`customs_form_reasons.${s.customs_form_reason}`)}
          </Text>
        </Stack>
      ),
    },
    {
      id: 'recipient',
      header: t('list.recipient'),
      cell: (s) => `${s.recipient.name} — ${s.recipient.city}, ${s.recipient.country}`,
    },
    { id: 'created', header: t('list.created'), cell: (s) => formatDate(s.created_at) },
    {
      id: 'price',
      header: t('list.price'),
      keyFact: true,
      align: 'right',
      cell: (s) =>
        s.price && (
          <Stack gap={0} align="flex-end">
            <Text size="sm">{formatMoney(s.price)}</Text>
            {s.delivery_price && (
              <Text size="xs" c="gray.7">
                {formatMoney(s.delivery_price)}
              </Text>
            )}
          </Stack>
        ),
    },
    {
      id: 'status',
      header: t('list.status'),
      keyFact: true,
      cell: (s) => (
        <Stack gap={4}>
          <NationalPostStatusBadge status={s.status} />
          {s.status === 'failed' && (
            <Text size="xs" c="red.8">
              {s.failure ?? t('list.interrupted')}
            </Text>
          )}
          {s.barcode && s.status !== 'deleted' && <TrackingEvents shipment={s} />}
        </Stack>
      ),
    },
    {
      id: 'actions',
      header: t('list.actions'),
      keyFact: true,
      cell: (s) => <ShipmentActions shipment={s} canWrite={canWrite} />,
    },
  ];

  return (
    <Page
      title={t('list.title')}
      caption={t('list.caption')}
      actions={
        canWrite && (
          <Button component={Link} to={paths.nationalPostNew}>
            {t('list.create')}
          </Button>
        )
      }
    >
      <form
        onSubmit={(event) => {
          event.preventDefault();
          setFilters({ query: draft.trim() || null, page: 1 });
        }}
      >
        <Group align="end" mb="md">
          <LimitedTextInput
            schema={nationalPostListQuerySchema}
            field="query"
            label={t('list.search')}
            placeholder={t('list.search_placeholder')}
            value={draft}
            onChange={(e) => setDraft(e.currentTarget.value)}
            w={280}
          />
          <Select
            label={t('list.status_filter')}
            value={filters.status ?? 'all'}
            allowDeselect={false}
            onChange={(value) => setFilters({ status: !value || value === 'all' ? null : value, page: 1 })}
            data={[
              { value: 'all', label: t('list.all') },
              ...nationalPostStatuses.map((s) => ({ value: s, label: t(`status.${s}`) })),
            ]}
            w={200}
          />
          <Button type="submit">{t('list.find')}</Button>
        </Group>
      </form>
      <ListCard
        empty={list.data?.shipments.length === 0}
        emptyText={t('list.empty')}
        query={list}
        pager={{ page: filters.page, pages, onChange: (page) => setFilters({ page }) }}
      >
        <DataTable
          label={t('list.title')}
          columns={columns}
          rows={list.data?.shipments ?? []}
          rowKey={(s) => s.id}
          rowProps={(s) => ({ 'data-testid': `national-post-${s.barcode ?? s.id}` })}
          minWidth={900}
        />
      </ListCard>
    </Page>
  );
}
