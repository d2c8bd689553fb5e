import { Alert, Button, Card, Group, Progress, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ProductImport } from '@cabinet/contracts/products-import';
import { formatDateTime } from '../../../shared/lib/format.ts';
import { ImportStatusBadge } from './import-status-badge.tsx';

export interface ImportStatusCardProps {
  item: ProductImport;
  /** Absent for a member without products.write: the buttons are not shown. */
  onStart?: () => void;
  onCancel?: () => void;
  busy: boolean;
}

function Figure({ label, value }: { label: string; value: number }) {
  return (
    <Stack gap={0}>
      <Text size="xs" c="gray.7">
        {label}
      </Text>
      <Text fw={600}>{value}</Text>
    </Stack>
  );
}

/** The current (latest) import: status, progress, what it created, updated and skipped, and what can be done. */
export function ImportStatusCard({ item, onStart, onCancel, busy }: ImportStatusCardProps) {
  const { t } = useTranslation('products-import');
  const percent = item.total_rows > 0 ? Math.round((item.processed_rows / item.total_rows) * 100) : 0;
  const active = item.status === 'pending' || item.status === 'in_progress';
  return (
    <Card withBorder padding="md" aria-labelledby="import-status-title">
      <Stack gap="sm">
        <Group justify="space-between" wrap="wrap">
          <Group gap="sm">
            <Title order={2} size="h4" id="import-status-title">
              {t('status_card.title')}
            </Title>
            <ImportStatusBadge status={item.status} />
          </Group>
          <Group gap="xs">
            {onStart && item.status === 'pending' && (
              <Button size="compact-sm" onClick={onStart} loading={busy}>
                {t('actions.start')}
              </Button>
            )}
            {onCancel && active && (
              <Button size="compact-sm" variant="light" color="red" onClick={onCancel} disabled={busy}>
                {t('actions.cancel')}
              </Button>
            )}
          </Group>
        </Group>
        <Text size="sm">
          {t('status_card.file', { name: item.original_name, date: formatDateTime(item.created_at) })}
        </Text>
        <Stack gap={4}>
          <Progress
            value={percent}
            animated={item.status === 'in_progress'}
            aria-label={t('status_card.progress_label')}
          />
          <Text size="sm" data-testid="import-progress">
            {t('status_card.progress', { processed: item.processed_rows, total: item.total_rows })}
          </Text>
        </Stack>
        <SimpleGrid cols={{ base: 3, sm: 3 }} maw={420}>
          <Figure label={t('status_card.created')} value={item.created_count} />
          <Figure label={t('status_card.updated')} value={item.updated_count} />
          <Figure label={t('status_card.errors')} value={item.error_count} />
        </SimpleGrid>
        {item.failure_message && (
          <Alert color="red" variant="light">
            {item.failure_message}
          </Alert>
        )}
        {item.status === 'cancelled' && item.processed_rows > 0 && (
          <Alert color="orange" variant="light">
            {t('status_card.cancelled_kept', { n: item.created_count + item.updated_count })}
          </Alert>
        )}
        {item.status === 'successful' && item.created_count > 0 && (
          <Text size="sm" c="gray.7">
            {t('status_card.needs_images')}
          </Text>
        )}
      </Stack>
    </Card>
  );
}
