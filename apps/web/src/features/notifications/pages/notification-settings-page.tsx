import { Alert, Button, Card } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../shared/api/error-message.ts';
import { paths } from '../../../shared/lib/paths.ts';
import { Page } from '../../../shared/ui/page.tsx';
import { useNotificationSettings } from '../api/get-notification-settings.ts';
import { NotificationSettingsForm } from '../components/notification-settings-form.tsx';

/** /settings/notifications */
export function NotificationSettingsPage() {
  const { t } = useTranslation('notifications');
  const settings = useNotificationSettings();
  return (
    <Page
      title={t('settings.title')}
      caption={t('settings.subtitle')}
      back={paths.notifications}
      loading={settings.isPending}
    >
      {settings.isError && (
        <Alert color="red" variant="light" title={errorMessage(settings.error, t)} role="alert">
          <Button
            size="xs"
            variant="light"
            color="red"
            onClick={() => void settings.refetch()}
            loading={settings.isFetching}
          >
            {t('actions.retry')}
          </Button>
        </Alert>
      )}
      {settings.data && (
        <Card withBorder padding="md">
          <NotificationSettingsForm settings={settings.data} />
        </Card>
      )}
    </Page>
  );
}
