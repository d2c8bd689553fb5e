import { Badge, Card, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Notification } from '@cabinet/contracts/notifications';
import { formatDateTime } from '../../../shared/lib/format.ts';
import { NotificationActions } from './notification-actions.tsx';
import { kindName, notificationText } from './notification-text.ts';

/** One entry of the centre: unseen ones stand out; read / pin / remove act on it alone. */
export function NotificationItem({ notification }: { notification: Notification }) {
  const { t } = useTranslation('notifications');
  const { id, kind, seen, is_pinned, created_at } = notification;
  const name = kindName(t, kind);
  const headingId = `notification-${id}`;

  return (
    <Card
      component="li"
      withBorder
      padding="sm"
      aria-labelledby={headingId}
      data-seen={seen}
      bg={seen ? undefined : 'blue.0'}
      style={{ borderLeft: `4px solid var(--mantine-color-${seen ? 'gray-3' : 'blue-6'})` }}
    >
      <Stack gap={6}>
        <Group justify="space-between" align="flex-start" gap="xs" wrap="wrap">
          <Group gap="xs">
            <Text id={headingId} fw={seen ? 500 : 700}>
              {name}
            </Text>
            {!seen && (
              <Badge size="sm" color="blue">
                {t('list.unseen')}
              </Badge>
            )}
            {is_pinned && (
              <Badge size="sm" color="grape" variant="light">
                {t('list.pinned')}
              </Badge>
            )}
          </Group>
          <Text size="sm" c="dimmed" component="time" dateTime={created_at}>
            {formatDateTime(created_at)}
          </Text>
        </Group>
        <Text size="sm" c={seen ? 'gray.7' : undefined}>
          {notificationText(t, notification)}
        </Text>
        <NotificationActions notification={notification} name={name} />
      </Stack>
    </Card>
  );
}
