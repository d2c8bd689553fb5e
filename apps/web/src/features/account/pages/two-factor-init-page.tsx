import { Button, Group, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { paths } from '../../../shared/lib/paths.ts';
import { PageLoader } from '../../../shared/ui/page-loader.tsx';
import { PageTitle } from '../../../shared/ui/page-title.tsx';
import { useTwoFactorSetup } from '../api/begin-two-factor-setup.ts';
import { QrSetup } from '../components/qr-setup.tsx';
import { SectionCard } from '../components/section-card.tsx';
import { SetupError } from '../components/setup-error.tsx';

/** /settings/2fa/init: step 1 of 2, the secret as a QR code and as text. */
export function TwoFactorInitPage() {
  const { t } = useTranslation('account');
  const setup = useTwoFactorSetup();
  return (
    <Stack gap="lg" maw={760}>
      <Stack gap={4}>
        <Text size="sm" c="gray.7" fw={600}>
          {t('setup.step', { step: 1, total: 2 })}
        </Text>
        <PageTitle>{t('init.title')}</PageTitle>
        <Text c="gray.7">{t('init.subtitle')}</Text>
      </Stack>
      {setup.isPending && <PageLoader />}
      {setup.isError && <SetupError error={setup.error} onRetry={() => void setup.refetch()} />}
      {setup.data && (
        <SectionCard id="two-factor-qr" title={t('init.card_title')}>
          <Stack gap="lg">
            <QrSetup setup={setup.data} />
            <Group justify="space-between">
              <Button variant="default" component={Link} to={paths.twoFactor}>
                {t('actions.cancel')}
              </Button>
              <Button component={Link} to={paths.twoFactorAdd}>
                {t('actions.next')}
              </Button>
            </Group>
          </Stack>
        </SectionCard>
      )}
    </Stack>
  );
}
