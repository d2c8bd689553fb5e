import { useState } from 'react';
import { Anchor, Badge, Button, Group, Select, Stack, Text, VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { connectionRequestStatuses, type ConnectionRequest } from '@cabinet/contracts/shops';
import { formatDate, formatDateTime } from '../../../shared/lib/format.ts';
import { useListFilters } from '../../../shared/lib/use-list-filters.ts';
import { DataTable, type DataColumn } from '../../../shared/ui/data-table.tsx';
import { ListCard, pageCount } from '../../../shared/ui/list-card.tsx';
import { useOpsRequests } from '../api/ops-shops.ts';
import { AnswerDialog } from './answer-dialog.tsx';
import { isOpen, isOverdue } from './overdue.ts';

type Filters = { request_page: number; request_status?: string };

const COLORS: Record<ConnectionRequest['status'], string> = {
  new: 'blue',
  in_progress: 'yellow',
  done: 'teal',
  declined: 'gray',
};

const statusOf = (value: string | undefined) => connectionRequestStatuses.find((status) => status === value);

/** Sellers' requests to connect a kind of shop we do not connect yet, due in 3 business days (§9). */
export function RequestsCard() {
  const { t } = useTranslation('shops');
  const { filters, setFilters } = useListFilters<Filters>({ numbers: ['request_page'] }, { request_page: 1 });
  const status = statusOf(filters.request_status);
  const requests = useOpsRequests({ page: filters.request_page, status });
  const [answering, setAnswering] = useState<ConnectionRequest | null>(null);
  const rows = requests.data?.items ?? [];

  const columns: DataColumn<ConnectionRequest>[] = [
    {
      id: 'request',
      header: t('ops.requests.request'),
      keyFact: true,
      rowHeader: true,
      cell: (r) => (
        <Stack gap={2}>
          <Text size="sm" fw={600}>
            {r.platform}
          </Text>
          <Anchor
            href={r.shop_url}
            target="_blank"
            rel="noopener noreferrer"
            size="xs"
            style={{ overflowWrap: 'anywhere' }}
          >
            {r.shop_url}
          </Anchor>
          <Text size="xs" c="gray.7">
            {r.account_email}
          </Text>
        </Stack>
      ),
    },
    { id: 'comment', header: t('ops.requests.comment'), cell: (r) => r.comment },
    { id: 'created', header: t('ops.requests.created'), cell: (r) => formatDateTime(r.created_at) },
    {
      id: 'due',
      header: t('ops.requests.due'),
      keyFact: true,
      cell: (r) => (
        <Stack gap={2} align="flex-start">
          <Text size="sm">{formatDate(r.due_at)}</Text>
          {isOverdue(r) && (
            <Badge color="red" variant="filled">
              {t('ops.requests.overdue')}
            </Badge>
          )}
        </Stack>
      ),
    },
    {
      id: 'status',
      header: t('ops.requests.status'),
      keyFact: true,
      cell: (r) => (
        <Stack gap={2} align="flex-start">
          <Badge color={COLORS[r.status]} variant="light">
            {t(`ops.request_status.${r.status}`)}
          </Badge>
          {r.answer && <Text size="xs">{r.answer}</Text>}
        </Stack>
      ),
    },
    {
      id: 'actions',
      header: t('ui.row_actions'),
      headerCell: <VisuallyHidden>{t('ui.row_actions')}</VisuallyHidden>,
      action: true,
      cell: (r) => (
        <Group justify="flex-end">
          <Button
            size="compact-sm"
            variant={isOpen(r) ? 'filled' : 'default'}
            onClick={() => setAnswering(r)}
            aria-label={t('ops.requests.answer_label', { platform: r.platform, email: r.account_email ?? '' })}
          >
            {t('ops.requests.answer')}
          </Button>
        </Group>
      ),
    },
  ];

  return (
    <>
      <ListCard
        title={t('ops.requests.title')}
        actions={
          <Select
            label={t('ops.requests.status')}
            value={status ?? 'all'}
            allowDeselect={false}
            onChange={(value) => setFilters({ request_status: value === 'all' ? null : value, request_page: 1 })}
            data={[
              { value: 'all', label: t('ops.requests.all') },
              ...connectionRequestStatuses.map((s) => ({ value: s, label: t(`ops.request_status.${s}`) })),
            ]}
            w={180}
          />
        }
        query={requests}
        empty={rows.length === 0}
        emptyText={t('ops.requests.empty')}
        pager={{
          page: filters.request_page,
          pages: pageCount(requests.data),
          onChange: (page) => setFilters({ request_page: page }),
        }}
      >
        <DataTable
          label={t('ops.requests.title')}
          columns={columns}
          rows={rows}
          rowKey={(r) => r.id}
          rowProps={(r) => ({
            'data-testid': `request-${r.id}`,
            'data-overdue': isOverdue(r) ? 'true' : undefined,
            style: isOverdue(r) ? { background: 'var(--mantine-color-red-0)' } : undefined,
          })}
          minWidth={900}
        />
      </ListCard>
      <AnswerDialog request={answering} onClose={() => setAnswering(null)} />
    </>
  );
}
