import { Anchor, Divider, Stack, Text } from '@mantine/core';
import { Link, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { RegisterBody } from '@cabinet/contracts/user';
import { i18n } from '../../../shared/i18n/i18n.ts';
import { paths } from '../../../shared/lib/paths.ts';
import { storage, storageKeys } from '../../../shared/lib/storage.ts';
import { tokenStore } from '../../../shared/session/token.ts';
import { AuthCard } from '../../../shared/ui/auth-card.tsx';
import { notifySuccess } from '../../../shared/ui/notify.ts';
import { PageTitle } from '../../../shared/ui/page-title.tsx';
import { RegisterForm } from '../components/register-form.tsx';

export function RegisterPage() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();

  const onRegistered = async (token: string, body: RegisterBody) => {
    tokenStore.set(token);
    // The language chosen for the account becomes this device's choice too.
    storage.set(storageKeys.language, body.language);
    await i18n.changeLanguage(body.language);
    notifySuccess(t('register.welcome', { name: body.first_name }));
    void navigate(paths.dashboard, { replace: true });
  };

  return (
    <AuthCard wide>
      <Stack gap="lg">
        <Stack gap={4}>
          <PageTitle size="h2">{t('register.title')}</PageTitle>
          <Text size="sm" c="gray.7">
            {t('register.subtitle')}
          </Text>
        </Stack>
        <RegisterForm onRegistered={(token, body) => void onRegistered(token, body)} />
        <Divider />
        <Text size="sm" ta="center">
          {t('register.have_account')}{' '}
          <Anchor component={Link} to={paths.login} fw={600}>
            {t('register.login_link')}
          </Anchor>
        </Text>
      </Stack>
    </AuthCard>
  );
}
