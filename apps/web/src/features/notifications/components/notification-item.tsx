import { Badge, Button, Card, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Notification, NotificationAction } from '@cabinet/contracts/notifications';
import { errorMessage } from '../../../shared/api/error-message.ts';
import { formatDateTime } from '../../../shared/lib/format.ts';
import { notifyError, notifySuccess } from '../../../shared/ui/notify.ts';
import { useActOnNotification } from '../api/act-on-notification.ts';
import { kindName, notificationText } from './notification-text.ts';

/** One entry of the centre: unseen ones stand out; read / pin / remove act on it alone. */
export function NotificationItem({ notification }: { notification: Notification }) {
  const { t } = useTranslation('notifications');
  const act = useActOnNotification();
  const { id, kind, seen, is_pinned, created_at } = notification;
  const name = kindName(t, kind);
  const headingId = `notification-${id}`;

  const run = async (action: NotificationAction) => {
    try {
      await act.mutateAsync({ id, action });
      if (action === 'remove') notifySuccess(t('item.removed'));
    } catch (error) {
      notifyError(errorMessage(error, t));
    }
  };
  const busy = (action: NotificationAction) => act.isPending && act.variables?.action === action;

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
        <Group gap="xs" role="group" aria-label={t('item.actions_of', { text: name })}>
          <Button
            size="compact-sm"
            variant="light"
            loading={busy(seen ? 'unread' : 'read')}
            disabled={act.isPending}
            onClick={() => void run(seen ? 'unread' : 'read')}
          >
            {t(seen ? 'item.unread' : 'item.read')}
          </Button>
          <Button
            size="compact-sm"
            variant="light"
            color="grape"
            loading={busy(is_pinned ? 'unpin' : 'pin')}
            disabled={act.isPending}
            onClick={() => void run(is_pinned ? 'unpin' : 'pin')}
          >
            {t(is_pinned ? 'item.unpin' : 'item.pin')}
          </Button>
          <Button
            size="compact-sm"
            variant="subtle"
            color="red"
            loading={busy('remove')}
            disabled={act.isPending}
            onClick={() => void run('remove')}
          >
            {t('item.remove')}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
