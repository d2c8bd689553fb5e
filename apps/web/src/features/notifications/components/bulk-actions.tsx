import { Button } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { NotificationBulkAction } from '@cabinet/contracts/notifications';
import { ask } from '../../../shared/ui/dialogs.tsx';
import { notifySuccess } from '../../../shared/ui/notify.ts';
import { useActOnAllNotifications } from '../api/act-on-all-notifications.ts';

/** §2: read all, remove seen, remove all — each only after its confirmation; a failure stays in the dialog. */
export function BulkActions({ disabled }: { disabled: boolean }) {
  const { t } = useTranslation('notifications');
  const bulk = useActOnAllNotifications();

  const askThenDo = async (action: NotificationBulkAction) => {
    const result = await ask<{ affected: number }>({
      title: t(`bulk.${action}_title`),
      message: t(`bulk.${action}_text`),
      actions: [
        {
          label: t(`bulk.${action}_confirm`),
          color: action === 'read_all' ? undefined : 'red',
          handler: () => bulk.mutateAsync(action),
        },
      ],
    });
    if (!result) return;
    const count = result.chosen?.affected ?? 0;
    notifySuccess(action === 'read_all' ? t('bulk.done_read_all', { count }) : t('bulk.done_remove', { count }));
  };

  return (
    <>
      <Button size="xs" variant="light" disabled={disabled} onClick={() => void askThenDo('read_all')}>
        {t('bulk.read_all')}
      </Button>
      <Button size="xs" variant="light" color="red" disabled={disabled} onClick={() => void askThenDo('remove_seen')}>
        {t('bulk.remove_seen')}
      </Button>
      <Button size="xs" variant="outline" color="red" disabled={disabled} onClick={() => void askThenDo('remove_all')}>
        {t('bulk.remove_all')}
      </Button>
    </>
  );
}
