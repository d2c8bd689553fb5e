import { useState } from 'react';
import { Anchor, Button, Group, Select, Table } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { opsShipmentListQuerySchema } from '@cabinet/contracts/shipment-ops';
import { shipmentStatuses, type ShipmentStatus } from '@cabinet/contracts/shipments';
import { errorMessage } from '../../../shared/api/error-message.ts';
import { formatDateTime } from '../../../shared/lib/format.ts';
import { opsShipmentUrl } from '../../../shared/lib/paths.ts';
import { useListFilters } from '../../../shared/lib/use-list-filters.ts';
import { LimitedTextInput } from '../../../shared/ui/limited-text.tsx';
import { ListCard } from '../../../shared/ui/list-card.tsx';
import { Page } from '../../../shared/ui/page.tsx';
import { Pagination } from '../../../shared/ui/pagination.tsx';
import { useOpsShipments, type OpsShipmentFilters } from '../api/get-ops-shipments.ts';
import { ShipmentStatusBadge } from '../../../shared/ui/shipment-status-badge.tsx';

/** /ops/shipments — every seller's shipments: search by number, track, TTN or recipient; filter by status. */
export function OpsShipmentsPage() {
  const { t } = useTranslation(['ops-shipments', 'shipments']);
  const { filters, setFilters } = useListFilters<OpsShipmentFilters>({ numbers: ['page'] }, { page: 1 });
  const [draft, setDraft] = useState(filters.search ?? '');
  const list = useOpsShipments(filters);
  const data = list.data;
  return (
    <Page title={t('list.title')} caption={t('list.caption')}>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          setFilters({ search: draft.trim(), page: 1 });
        }}
      >
        <Group align="end" mb="md">
          <LimitedTextInput
            schema={opsShipmentListQuerySchema}
            field="search"
            label={t('list.search')}
            value={draft}
            onChange={(e) => setDraft(e.currentTarget.value)}
            w={320}
          />
          <Select
            label={t('list.status')}
            placeholder={t('list.all_statuses')}
            clearable
            searchable
            data={shipmentStatuses.map((s) => ({ value: s, label: t(`statuses.${s}`, { ns: 'shipments' }) }))}
            value={filters.status ?? null}
            onChange={(status) => setFilters({ status: (status as ShipmentStatus | null) ?? undefined, page: 1 })}
            w={260}
          />
          <Button type="submit">{t('list.find')}</Button>
        </Group>
      </form>
      <ListCard
        title={t('list.list')}
        caption={data ? t('list.total', { total: data.total }) : undefined}
        empty={data?.shipments.length === 0}
        loading={list.isFetching}
        error={list.isError ? errorMessage(list.error, t) : null}
      >
        <Table.ScrollContainer minWidth={760}>
          <Table striped highlightOnHover>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('list.number')}</Table.Th>
                <Table.Th>{t('list.owner')}</Table.Th>
                <Table.Th>{t('list.type')}</Table.Th>
                <Table.Th>{t('list.recipient')}</Table.Th>
                <Table.Th>{t('list.status_col')}</Table.Th>
                <Table.Th>{t('list.changed')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {data?.shipments.map((s) => (
                <Table.Tr key={s.id}>
                  <Table.Td>
                    <Anchor component={Link} to={opsShipmentUrl(s.id)}>
                      {s.number}
                    </Anchor>
                  </Table.Td>
                  <Table.Td>{s.owner.email}</Table.Td>
                  <Table.Td>{t(`types.${s.type}`, { ns: 'shipments' })}</Table.Td>
                  <Table.Td>{s.recipient ? `${s.recipient.first_name} ${s.recipient.last_name}`.trim() : ''}</Table.Td>
                  <Table.Td>
                    <ShipmentStatusBadge status={s.status} />
                  </Table.Td>
                  <Table.Td>{formatDateTime(s.status_changed_at)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
        <Pagination
          page={filters.page}
          total={data ? Math.ceil(data.total / data.on_page) : 0}
          onChange={(page) => setFilters({ page })}
        />
      </ListCard>
    </Page>
  );
}
