import { useState } from 'react';
import { Badge, Button, Card, Group, SegmentedControl, Stack, Table, Text } from '@mantine/core';
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
import { FormError } from '../../../shared/ui/form-error.tsx';
import { notifyError, notifySuccess } from '../../../shared/ui/notify.ts';
import { Pagination } from '../../../shared/ui/pagination.tsx';
import { OPS_ON_PAGE, useDisposalAction, useOpsDisposals } from '../api/ops-warehouse.ts';
import { LimitedTextarea } from '../../../shared/ui/limited-text.tsx';

/** The disposal desk: requests by status; approve, reject with a reason, complete (stock and fee follow). */
export function DisposalsCard() {
  const { t } = useTranslation('ops-warehouse');
  const [status, setStatus] = useState<DisposalStatus | 'all'>('pending');
  const [page, setPage] = useState(1);
  const list = useOpsDisposals({ page, status: status === 'all' ? undefined : status });
  const pages = list.data ? Math.ceil(list.data.total / OPS_ON_PAGE) : 0;
  return (
    <Card withBorder>
      <Stack gap="sm">
        <SegmentedControl
          aria-label={t('disposals.filter')}
          value={status}
          onChange={(value) => {
            setStatus(value as DisposalStatus | 'all');
            setPage(1);
          }}
          data={[
            { value: 'all', label: t('disposals.all') },
            ...disposalStatuses.map((s) => ({ value: s, label: t(`disposal_status.${s}`) })),
          ]}
        />
        {list.isError && <FormError title={errorMessage(list.error, t)} />}
        {list.data?.list.length === 0 ? (
          <Text size="sm">{t('disposals.empty')}</Text>
        ) : (
          <Table.ScrollContainer minWidth={860}>
            <Table striped verticalSpacing="sm">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('disposals.number')}</Table.Th>
                  <Table.Th>{t('stock.account')}</Table.Th>
                  <Table.Th>{t('disposals.items')}</Table.Th>
                  <Table.Th>{t('disposals.fee')}</Table.Th>
                  <Table.Th>{t('disposals.status')}</Table.Th>
                  <Table.Th>{t('stock.actions')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {list.data?.list.map((request) => (
                  <DisposalRow key={request.id} request={request} />
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
        <Pagination page={page} total={pages} onChange={setPage} />
      </Stack>
    </Card>
  );
}

function DisposalRow({ request }: { request: OpsDisposalRequest }) {
  const { t } = useTranslation('ops-warehouse');
  const action = useDisposalAction();
  const [rejecting, setRejecting] = useState(false);
  const [reason, setReason] = useState('');
  const act = async (kind: 'approve' | 'reject' | 'complete') => {
    try {
      await action.mutateAsync({ id: request.id, action: kind, reason });
      notifySuccess(t(`disposals.done_${kind}`, { number: request.id }));
    } catch (error) {
      notifyError(errorMessage(error, t));
    }
  };
  const open = request.status === 'pending' || request.status === 'approved';
  return (
    <Table.Tr data-testid={`ops-disposal-${request.id}`}>
      <Table.Td>
        <Text size="sm" fw={600}>
          {request.id}
        </Text>
        <Text size="xs">{formatDateTime(request.created_at)}</Text>
        {request.comment && <Text size="xs">{request.comment}</Text>}
      </Table.Td>
      <Table.Td>{request.account_id}</Table.Td>
      <Table.Td>
        {request.items.map((item) => (
          <Text key={item.product_id} size="sm">
            {item.sku} × {item.quantity}
          </Text>
        ))}
      </Table.Td>
      <Table.Td>{formatMoney(request.fee)}</Table.Td>
      <Table.Td>
        <Badge color={disposalStatusColors[request.status]} variant="light">
          {t(`disposal_status.${request.status}`)}
        </Badge>
        {request.reason && <Text size="xs">{request.reason}</Text>}
      </Table.Td>
      <Table.Td>
        {open && (
          <Stack gap={4}>
            <Group gap={4}>
              {request.status === 'pending' && (
                <Button size="compact-sm" loading={action.isPending} onClick={() => void act('approve')}>
                  {t('disposals.approve')}
                </Button>
              )}
              {request.status === 'approved' && (
                <Button size="compact-sm" loading={action.isPending} onClick={() => void act('complete')}>
                  {t('disposals.complete')}
                </Button>
              )}
              <Button size="compact-sm" variant="default" color="red" onClick={() => setRejecting((r) => !r)}>
                {t('disposals.reject')}
              </Button>
            </Group>
            {rejecting && (
              <Group gap={4} align="end">
                <LimitedTextarea
                  schema={disposalRejectBodySchema}
                  field="reason"
                  label={t('disposals.reason')}
                  size="xs"
                  autosize
                  value={reason}
                  onChange={(event) => setReason(event.currentTarget.value)}
                />
                <Button
                  size="compact-sm"
                  color="red"
                  disabled={reason.trim().length < 3}
                  onClick={() => void act('reject')}
                >
                  {t('disposals.confirm_reject')}
                </Button>
              </Group>
            )}
          </Stack>
        )}
      </Table.Td>
    </Table.Tr>
  );
}
