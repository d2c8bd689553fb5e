import { useState } from 'react';
import { Badge, Button, List, SegmentedControl, Stack, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { returnStatusColors, returnStatuses, type OpsReturn, type ReturnStatus } from '@cabinet/contracts/returns';
import { errorMessage } from '../../../shared/api/error-message.ts';
import { formatDate, formatMoney } from '../../../shared/lib/format.ts';
import { ListCard } from '../../../shared/ui/list-card.tsx';
import { notifyError } from '../../../shared/ui/notify.ts';
import { Pagination } from '../../../shared/ui/pagination.tsx';
import { useMarkProcessed, useOpsReturns } from '../api/ops-returns.ts';

/** Every return at the warehouse: whose it is, what the seller decided; a decided one is marked processed here. */
export function ReturnsCard() {
  const { t } = useTranslation('ops-returns');
  const [status, setStatus] = useState<ReturnStatus | 'all'>('all');
  const [page, setPage] = useState(1);
  const list = useOpsReturns({ page, status: status === 'all' ? undefined : status });
  const processed = useMarkProcessed();
  const pages = list.data ? Math.ceil(list.data.total / list.data.on_page) : 0;

  const markProcessed = (ret: OpsReturn) =>
    processed.mutateAsync(ret.id).catch((error: unknown) => notifyError(errorMessage(error, t)));

  return (
    <ListCard
      title={t('returns.title')}
      actions={
        <SegmentedControl
          aria-label={t('returns.status')}
          value={status}
          onChange={(value) => {
            setStatus(value as ReturnStatus | 'all');
            setPage(1);
          }}
          data={[
            { value: 'all', label: t('returns.all') },
            ...returnStatuses.map((s) => ({ value: s, label: t(`status.${s}`) })),
          ]}
        />
      }
      empty={list.data?.returns.length === 0}
      emptyText={t('returns.empty')}
      loading={list.isFetching}
      error={list.isError ? errorMessage(list.error, t) : null}
    >
      <Table.ScrollContainer minWidth={860}>
        <Table striped verticalSpacing="sm">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('returns.number')}</Table.Th>
              <Table.Th>{t('returns.owner')}</Table.Th>
              <Table.Th>{t('returns.arrived')}</Table.Th>
              <Table.Th>{t('returns.items')}</Table.Th>
              <Table.Th>{t('returns.status')}</Table.Th>
              <Table.Th>{t('returns.decision')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {list.data?.returns.map((ret) => (
              <Table.Tr key={ret.id}>
                <Table.Td>
                  <Text size="sm" fw={600}>
                    {ret.number}
                  </Text>
                  <Text size="xs" c="gray.7">
                    {ret.carrier} {ret.tracking_number}
                  </Text>
                  {ret.sender_name && (
                    <Text size="xs" c="gray.7">
                      {t('returns.sender', { name: ret.sender_name })}
                    </Text>
                  )}
                </Table.Td>
                <Table.Td>
                  {ret.account_email ?? (
                    <Text size="sm" c="gray.7">
                      {t('returns.no_owner', { count: ret.pending_claims })}
                    </Text>
                  )}
                </Table.Td>
                <Table.Td>{formatDate(ret.arrived_at)}</Table.Td>
                <Table.Td>
                  <List size="sm" listStyleType="none">
                    {ret.items.map((item) => (
                      <List.Item key={item.id}>
                        {item.name} × {item.quantity}
                      </List.Item>
                    ))}
                  </List>
                </Table.Td>
                <Table.Td>
                  <Stack gap={4}>
                    <Badge color={returnStatusColors[ret.status]} variant="light">
                      {t(`status.${ret.status}`)}
                    </Badge>
                    {ret.overdue && (
                      <Text size="xs" c="red.8">
                        {t('returns.overdue', { count: ret.overdue_days, amount: formatMoney(ret.storage_due) })}
                      </Text>
                    )}
                  </Stack>
                </Table.Td>
                <Table.Td>
                  {ret.decision && (
                    <Stack gap={4}>
                      <Text size="sm">{t(`decision.${ret.decision}`)}</Text>
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
                          {t('returns.mark_processed')}
                        </Button>
                      )}
                    </Stack>
                  )}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <Pagination page={page} total={pages} onChange={setPage} />
    </ListCard>
  );
}
