import { Button, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Notification, NotificationAction } from '@cabinet/contracts/notifications';
import { errorMessage } from '../../../shared/api/error-message.ts';
import { notifyError, notifySuccess } from '../../../shared/ui/notify.ts';
import { useActOnNotification } from '../api/act-on-notification.ts';

/** Read or unread, pin or unpin, remove: one entry's buttons, all held while one of them runs. */
export function NotificationActions({ notification, name }: { notification: Notification; name: string }) {
  const { t } = useTranslation('notifications');
  const act = useActOnNotification();
  const { id, seen, is_pinned } = notification;

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
  );
}
