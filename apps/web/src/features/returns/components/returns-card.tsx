import { useState } from 'react';
import { Badge, Button, List, SegmentedControl, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { returnStatusColors, returnStatuses, type ReturnStatus } from '@cabinet/contracts/returns';
import { type OpsReturn } from '@cabinet/contracts/returns-ops';
import { errorMessage } from '../../../shared/api/error-message.ts';
import { formatDate, formatMoney } from '../../../shared/lib/format.ts';
import { DataTable, type DataColumn } from '../../../shared/ui/data-table.tsx';
import { ListCard, pageCount } from '../../../shared/ui/list-card.tsx';
import { notifyError } from '../../../shared/ui/notify.ts';
import { useMarkProcessed, useOpsReturns } from '../api/ops-returns.ts';

/** Every return at the warehouse: whose it is, what the seller decided; a decided one is marked processed here. */
export function ReturnsCard() {
  const { t } = useTranslation('returns');
  const [status, setStatus] = useState<ReturnStatus | 'all'>('all');
  const [page, setPage] = useState(1);
  const list = useOpsReturns({ page, status: status === 'all' ? undefined : status });
  const processed = useMarkProcessed();

  const markProcessed = (ret: OpsReturn) =>
    processed.mutateAsync(ret.id).catch((error: unknown) => notifyError(errorMessage(error, t)));

  const columns: DataColumn<OpsReturn>[] = [
    {
      id: 'number',
      header: t('ops.returns.number'),
      keyFact: true,
      cell: (ret) => (
        <>
          <Text size="sm" fw={600}>
            {ret.number}
          </Text>
          <Text size="xs" c="gray.7">
            {ret.carrier} {ret.tracking_number}
          </Text>
          {ret.sender_name && (
            <Text size="xs" c="gray.7">
              {t('ops.returns.sender', { name: ret.sender_name })}
            </Text>
          )}
        </>
      ),
    },
    {
      id: 'owner',
      header: t('ops.returns.owner'),
      keyFact: true,
      cell: (ret) =>
        ret.account_email ?? (
          <Text size="sm" c="gray.7">
            {t('ops.returns.no_owner', { count: ret.pending_claims })}
          </Text>
        ),
    },
    { id: 'arrived', header: t('ops.returns.arrived'), cell: (ret) => formatDate(ret.arrived_at) },
    {
      id: 'items',
      header: t('ops.returns.items'),
      cell: (ret) => (
        <List size="sm" listStyleType="none">
          {ret.items.map((item) => (
            <List.Item key={item.id}>
              {item.name} × {item.quantity}
            </List.Item>
          ))}
        </List>
      ),
    },
    {
      id: 'status',
      header: t('ops.returns.status'),
      keyFact: true,
      cell: (ret) => (
        <Stack gap={4}>
          <Badge color={returnStatusColors[ret.status]} variant="light">
            {t(`ops.status.${ret.status}`)}
          </Badge>
          {ret.overdue && (
            <Text size="xs" c="red.8">
              {t('ops.returns.overdue', { count: ret.overdue_days, amount: formatMoney(ret.storage_due) })}
            </Text>
          )}
        </Stack>
      ),
    },
    {
      id: 'decision',
      header: t('ops.returns.decision'),
      keyFact: true,
      cell: (ret) =>
        ret.decision && (
          <Stack gap={4}>
            <Text size="sm">{t(`ops.decision.${ret.decision}`)}</Text>
            {ret.distribution.map((d) => (
              <Text key={d.recipient_id} size="xs" c="gray.7">
                {d.recipient_name}, {d.recipient_city}, {d.recipient_country}:{' '}
                {d.items.map((i) => `${i.name} × ${i.quantity}`).join(', ')}
              </Text>
            ))}
            {ret.decision_comment && <Text size="xs">{ret.decision_comment}</Text>}
            {ret.status === 'decided' && (
              <Button
                size="compact-xs"
                variant="light"
                loading={processed.isPending && processed.variables === ret.id}
                onClick={() => void markProcessed(ret)}
              >
                {t('ops.returns.mark_processed')}
              </Button>
            )}
          </Stack>
        ),
    },
  ];

  return (
    <ListCard
      title={t('ops.returns.title')}
      actions={
        <SegmentedControl
          aria-label={t('ops.returns.status')}
          value={status}
          onChange={(value) => {
            setStatus(value as ReturnStatus | 'all');
            setPage(1);
          }}
          data={[
            { value: 'all', label: t('ops.returns.all') },
            ...returnStatuses.map((s) => ({ value: s, label: t(`ops.status.${s}`) })),
          ]}
        />
      }
      empty={list.data?.returns.length === 0}
      emptyText={t('ops.returns.empty')}
      query={list}
      pager={{ page, pages: pageCount(list.data), onChange: setPage }}
    >
      <DataTable
        label={t('ops.returns.title')}
        columns={columns}
        rows={list.data?.returns ?? []}
        rowKey={(ret) => ret.id}
        minWidth={860}
      />
    </ListCard>
  );
}
