import { Card, Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useCan } from '../../../shared/session/permissions.tsx';
import { Page } from '../../../shared/ui/page.tsx';
import { RequestForm } from '../components/request-form.tsx';
import { RequestsList } from '../components/requests-list.tsx';

/** /connect/request: ask for a shop kind we do not connect yet, and follow the earlier requests. */
export function ConnectionRequestPage() {
  const { t } = useTranslation('shops');
  const canWrite = useCan('integrations.write');
  return (
    <Page title={t('request.title')} caption={t('request.caption')}>
      <Stack gap="md">
        {canWrite && (
          <Card withBorder padding="md">
            <Stack gap="sm">
              <Title order={2} size="h4">
                {t('request.form_title')}
              </Title>
              <RequestForm />
            </Stack>
          </Card>
        )}
        <RequestsList />
      </Stack>
    </Page>
  );
}
