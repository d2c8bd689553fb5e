import { useState } from 'react';
import { Badge, Button, Group, SegmentedControl, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import {
  disposalRejectBodySchema,
  disposalStatusColors,
  disposalStatuses,
  type DisposalStatus,
  type OpsDisposalRequest,
} from '@cabinet/contracts/disposal';
import { errorMessage } from '../../../shared/api/error-message.ts';
import { formatDateTime, formatMoney } from '../../../shared/lib/format.ts';
import { DataTable, type DataColumn } from '../../../shared/ui/data-table.tsx';
import { ListCard } from '../../../shared/ui/list-card.tsx';
import { notifyError, notifySuccess } from '../../../shared/ui/notify.ts';
import { OPS_ON_PAGE, useDisposalAction, useOpsDisposals } from '../api/ops-warehouse.ts';
import { LimitedTextarea } from '../../../shared/ui/limited-text.tsx';

/** The disposal desk: requests by status; approve, reject with a reason, complete (stock and fee follow). */
export function DisposalsCard() {
  const { t } = useTranslation('warehouse-stock');
  const [status, setStatus] = useState<DisposalStatus | 'all'>('pending');
  const [page, setPage] = useState(1);
  const list = useOpsDisposals({ page, status: status === 'all' ? undefined : status });
  const pages = list.data ? Math.ceil(list.data.total / OPS_ON_PAGE) : 0;
  const columns: DataColumn<OpsDisposalRequest>[] = [
    {
      id: 'number',
      header: t('ops.disposals.number'),
      keyFact: true,
      cell: (request) => (
        <>
          <Text size="sm" fw={600}>
            {request.id}
          </Text>
          <Text size="xs">{formatDateTime(request.created_at)}</Text>
          {request.comment && <Text size="xs">{request.comment}</Text>}
        </>
      ),
    },
    { id: 'account', header: t('ops.stock.account'), cell: (request) => request.account_id },
    {
      id: 'items',
      header: t('ops.disposals.items'),
      cell: (request) =>
        request.items.map((item) => (
          <Text key={item.product_id} size="sm">
            {item.sku} × {item.quantity}
          </Text>
        )),
    },
    { id: 'fee', header: t('ops.disposals.fee'), keyFact: true, cell: (request) => formatMoney(request.fee) },
    {
      id: 'status',
      header: t('ops.disposals.status'),
      keyFact: true,
      cell: (request) => (
        <>
          <Badge color={disposalStatusColors[request.status]} variant="light">
            {t(`ops.disposal_status.${request.status}`)}
          </Badge>
          {request.reason && <Text size="xs">{request.reason}</Text>}
        </>
      ),
    },
    {
      id: 'actions',
      header: t('ops.stock.actions'),
      action: true,
      cell: (request) => <DisposalActions request={request} />,
    },
  ];
  return (
    <ListCard
      actions={
        <SegmentedControl
          aria-label={t('ops.disposals.filter')}
          value={status}
          onChange={(value) => {
            setStatus(value as DisposalStatus | 'all');
            setPage(1);
          }}
          data={[
            { value: 'all', label: t('ops.disposals.all') },
            ...disposalStatuses.map((s) => ({ value: s, label: t(`ops.disposal_status.${s}`) })),
          ]}
        />
      }
      empty={list.data?.list.length === 0}
      emptyText={t('ops.disposals.empty')}
      query={list}
      pager={{ page, pages, onChange: setPage }}
    >
      <DataTable
        label={t('ops.disposals.title')}
        columns={columns}
        rows={list.data?.list ?? []}
        rowKey={(request) => request.id}
        rowProps={(request) => ({ 'data-testid': `ops-disposal-${request.id}` })}
        minWidth={860}
      />
    </ListCard>
  );
}

/** A request's decisions: approve or complete it, or reject it with a reason typed in place. */
function DisposalActions({ request }: { request: OpsDisposalRequest }) {
  const { t } = useTranslation('warehouse-stock');
  const action = useDisposalAction();
  const [rejecting, setRejecting] = useState(false);
  const [reason, setReason] = useState('');
  const act = async (kind: 'approve' | 'reject' | 'complete') => {
    try {
      await action.mutateAsync({ id: request.id, action: kind, reason });
      notifySuccess(t(`ops.disposals.done_${kind}`, { number: request.id }));
    } catch (error) {
      notifyError(errorMessage(error, t));
    }
  };
  if (request.status !== 'pending' && request.status !== 'approved') return null;
  return (
    <Stack gap={4}>
      <Group gap={4}>
        {request.status === 'pending' && (
          <Button size="compact-sm" loading={action.isPending} onClick={() => void act('approve')}>
            {t('ops.disposals.approve')}
          </Button>
        )}
        {request.status === 'approved' && (
          <Button size="compact-sm" loading={action.isPending} onClick={() => void act('complete')}>
            {t('ops.disposals.complete')}
          </Button>
        )}
        <Button size="compact-sm" variant="default" color="red" onClick={() => setRejecting((r) => !r)}>
          {t('ops.disposals.reject')}
        </Button>
      </Group>
      {rejecting && (
        <Group gap={4} align="end">
          <LimitedTextarea
            schema={disposalRejectBodySchema}
            field="reason"
            label={t('ops.disposals.reason')}
            size="xs"
            autosize
            value={reason}
            onChange={(event) => setReason(event.currentTarget.value)}
          />
          <Button size="compact-sm" color="red" disabled={reason.trim().length < 3} onClick={() => void act('reject')}>
            {t('ops.disposals.confirm_reject')}
          </Button>
        </Group>
      )}
    </Stack>
  );
}
