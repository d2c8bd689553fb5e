import { Anchor, Badge, Button, Group, Stack, Text, VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ConnectionRequest } from '@cabinet/contracts/shops';
import { formatDate, formatDateTime } from '../../../shared/lib/format.ts';
import type { DataColumn } from '../../../shared/ui/data-table.tsx';
import { SellerLink } from '../../../shared/ui/seller-link.tsx';
import { isOpen, isOverdue } from './overdue.ts';

const COLORS: Record<ConnectionRequest['status'], string> = {
  new: 'blue',
  in_progress: 'yellow',
  done: 'teal',
  declined: 'gray',
};

/** The requests' columns: what is asked and by whom, the comment, when, when due, the status and Answer. */
export function useRequestColumns(onAnswer: (request: ConnectionRequest) => void): DataColumn<ConnectionRequest>[] {
  const { t } = useTranslation('shops');
  return [
    {
      id: 'request',
      header: t('ops.requests.request'),
      keyFact: true,
      rowHeader: true,
      cell: (r) => <RequestCell request={r} />,
    },
    { id: 'comment', header: t('ops.requests.comment'), cell: (r) => r.comment },
    { id: 'created', header: t('ops.requests.created'), cell: (r) => formatDateTime(r.created_at) },
    {
      id: 'due',
      header: t('ops.requests.due'),
      keyFact: true,
      cell: (r) => <DueCell request={r} />,
    },
    {
      id: 'status',
      header: t('ops.requests.status'),
      keyFact: true,
      cell: (r) => <StatusCell request={r} />,
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
            onClick={() => onAnswer(r)}
            aria-label={t('ops.requests.answer_label', { platform: r.platform, email: r.account_email ?? '' })}
          >
            {t('ops.requests.answer')}
          </Button>
        </Group>
      ),
    },
  ];
}

/** The platform, the shop's address (opens in a new tab) and the seller by name and e-mail. */
function RequestCell({ request: r }: { request: ConnectionRequest }) {
  return (
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
      {r.seller ? (
        <SellerLink seller={r.seller} />
      ) : (
        <Text size="xs" c="gray.7">
          {r.account_email}
        </Text>
      )}
    </Stack>
  );
}

function DueCell({ request: r }: { request: ConnectionRequest }) {
  const { t } = useTranslation('shops');
  return (
    <Stack gap={2} align="flex-start">
      <Text size="sm">{formatDate(r.due_at)}</Text>
      {isOverdue(r) && (
        <Badge color="red" variant="filled">
          {t('ops.requests.overdue')}
        </Badge>
      )}
    </Stack>
  );
}

/** The status, and the answer once given. */
function StatusCell({ request: r }: { request: ConnectionRequest }) {
  const { t } = useTranslation('shops');
  return (
    <Stack gap={2} align="flex-start">
      <Badge color={COLORS[r.status]} variant="light">
        {t(`ops.request_status.${r.status}`)}
      </Badge>
      {r.answer && <Text size="xs">{r.answer}</Text>}
    </Stack>
  );
}
