import { Anchor, Badge, Card, Group, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { queueDesks, type DeskQueue } from '@cabinet/contracts/queues';
import { formatDateTime } from '../../../shared/lib/format.ts';
import { useMayCall } from '../../../shared/session/current-operator.ts';
import { deskLinks } from '../desk-links.ts';

/**
 * One desk's queue: how many wait, since when the oldest, how many are overdue; the title opens the desk, filtered.
 * Shown only to an operator whose roles may read the desk's list.
 */
export function DeskCard({ queue }: { queue: DeskQueue }) {
  const { t } = useTranslation('queues');
  const { list, overdue: rule } = queueDesks[queue.desk];
  if (!useMayCall(list)) return null;
  return (
    <Card withBorder padding="md" data-testid={`queue-${queue.desk}`}>
      <Stack gap="xs">
        <Title order={2} size="h4">
          <Anchor component={Link} to={deskLinks[queue.desk]}>
            {t(`desks.${queue.desk}`)}
          </Anchor>
        </Title>
        <Group gap="sm" align="baseline">
          <Text size="xl" fw={700} data-testid="queue-count">
            {t('card.waiting', { count: queue.count })}
          </Text>
          {queue.overdue > 0 && (
            <Badge color="red" variant="light" data-testid="queue-overdue">
              {t('card.overdue', { count: queue.overdue })}
            </Badge>
          )}
        </Group>
        <Text size="sm" c="gray.7">
          {queue.oldest_at ? t('card.oldest', { date: formatDateTime(queue.oldest_at) }) : t('card.nothing')}
        </Text>
        <Text size="xs" c="gray.7">
          {t(`card.rule.${rule.unit}`, { count: rule.count })}
        </Text>
      </Stack>
    </Card>
  );
}
