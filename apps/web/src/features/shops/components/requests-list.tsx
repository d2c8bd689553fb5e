import { Badge, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ConnectionRequest } from '@cabinet/contracts/shops';
import { formatDate } from '../../../shared/lib/format.ts';
import { DataTable, type DataColumn } from '../../../shared/ui/data-table.tsx';
import { ListCard } from '../../../shared/ui/list-card.tsx';
import { useConnectionRequests } from '../api/connection-requests.ts';

const COLORS: Record<ConnectionRequest['status'], string> = {
  new: 'blue',
  in_progress: 'yellow',
  done: 'teal',
  declined: 'red',
};

const answered = (request: ConnectionRequest) => request.status === 'done' || request.status === 'declined';

/** The seller's requests: where each stands, the operator's answer, and the date it is due by (§9). */
export function RequestsList() {
  const { t } = useTranslation('shops');
  const requests = useConnectionRequests();
  const rows = requests.data?.items ?? [];

  const columns: DataColumn<ConnectionRequest>[] = [
    {
      id: 'platform',
      header: t('request.platform'),
      keyFact: true,
      rowHeader: true,
      cell: (r) => (
        <Stack gap={2}>
          <Text size="sm" fw={600}>
            {r.platform}
          </Text>
          <Text size="xs" c="gray.7" style={{ overflowWrap: 'anywhere' }}>
            {r.shop_url}
          </Text>
          {r.comment && (
            <Text size="xs" c="gray.7">
              {r.comment}
            </Text>
          )}
        </Stack>
      ),
    },
    { id: 'created', header: t('requests.created'), cell: (r) => formatDate(r.created_at) },
    {
      id: 'status',
      header: t('requests.status'),
      keyFact: true,
      cell: (r) => (
        <Stack gap={2}>
          <Badge color={COLORS[r.status]} variant="light">
            {t(`request_status.${r.status}`)}
          </Badge>
          {!answered(r) && (
            <Text size="xs" c="gray.7">
              {t('requests.due', { date: formatDate(r.due_at) })}
            </Text>
          )}
        </Stack>
      ),
    },
    {
      id: 'answer',
      header: t('requests.answer'),
      cell: (r) =>
        r.answer || (
          <Text size="sm" c="gray.7">
            {t('requests.no_answer')}
          </Text>
        ),
    },
  ];

  return (
    <ListCard title={t('requests.title')} query={requests} empty={rows.length === 0} emptyText={t('requests.empty')}>
      <DataTable label={t('requests.title')} columns={columns} rows={rows} rowKey={(r) => r.id} minWidth={640} />
    </ListCard>
  );
}
