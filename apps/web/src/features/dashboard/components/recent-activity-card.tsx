import { Anchor, Card, Group, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { formatDateTime, formatMoney } from '../../../shared/lib/format.ts';
import { paths } from '../../../shared/lib/paths.ts';
import { useRecentActivity } from '../api/get-recent-activity.ts';

/** The latest movements of the balance; the whole history is in the balance log. */
export function RecentActivityCard() {
  const { t } = useTranslation('dashboard');
  const activity = useRecentActivity(true);
  const entries = activity.data?.entries ?? [];
  return (
    <Card withBorder radius="lg" padding="lg" component="section" aria-labelledby="activity-title">
      <Group justify="space-between" mb="sm">
        <Title order={2} size="h4" id="activity-title">
          {t('activity.title')}
        </Title>
        <Anchor component={Link} to={paths.balanceLog} size="sm">
          {t('activity.all')}
        </Anchor>
      </Group>
      {activity.data && entries.length === 0 && (
        <Text size="sm" c="gray.7">
          {t('activity.empty')}
        </Text>
      )}
      <Stack component="ul" gap="xs" p={0} m={0} style={{ listStyle: 'none' }}>
        {entries.map((entry) => (
          <Group component="li" key={entry.id} justify="space-between" wrap="nowrap" gap="sm">
            <Stack gap={0} miw={0}>
              <Text size="sm" truncate>
                {t(`money_kinds.${entry.kind}`)}
              </Text>
              <Text size="xs" c="gray.7">
                {formatDateTime(entry.created_at)}
              </Text>
            </Stack>
            <Text size="sm" fw={600} c={entry.amount.amount.startsWith('-') ? 'red.9' : 'teal.9'}>
              {formatMoney(entry.amount)}
            </Text>
          </Group>
        ))}
      </Stack>
    </Card>
  );
}
