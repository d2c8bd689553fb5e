import { Card, Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Page } from '../../../shared/ui/page.tsx';
import { ClaimsCard } from '../components/claims-card.tsx';
import { RegisterReturnForm } from '../components/register-return-form.tsx';
import { ReturnsCard } from '../components/returns-card.tsx';

/** /ops/returns: the warehouse's returns desk — register, decide claims, mark processed. */
export function OpsReturnsPage() {
  const { t } = useTranslation('returns');
  return (
    <Page title={t('ops.title')} caption={t('ops.caption')}>
      <Stack gap="md">
        <ClaimsCard />
        <Card withBorder>
          <Stack gap="sm">
            <Title order={2} size="h4">
              {t('ops.register.title')}
            </Title>
            <RegisterReturnForm />
          </Stack>
        </Card>
        <ReturnsCard />
      </Stack>
    </Page>
  );
}
