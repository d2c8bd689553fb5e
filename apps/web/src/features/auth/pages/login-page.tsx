import { useState } from 'react';
import { Alert, Anchor, Divider, Stack, Text } from '@mantine/core';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { LoginResponse } from '@cabinet/contracts/auth';
import { safeCameFrom } from '../../../shared/lib/came-from.ts';
import { CAME_FROM_PARAM, paths } from '../../../shared/lib/paths.ts';
import { tokenStore } from '../../../shared/session/token.ts';
import { AuthCard } from '../../../shared/ui/auth-card.tsx';
import { PageTitle } from '../../../shared/ui/page-title.tsx';
import { PasswordStep } from '../components/password-step.tsx';
import { TwoFactorStep } from '../components/two-factor-step.tsx';

export function LoginPage() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [email, setEmail] = useState('');
  const [challenge, setChallenge] = useState<string | null>(null);
  const [expired, setExpired] = useState<string | null>(null);

  const signIn = (token: string) => {
    tokenStore.set(token);
    void navigate(safeCameFrom(params.get(CAME_FROM_PARAM)) ?? paths.dashboard, { replace: true });
  };
  const onAnswer = (answer: LoginResponse, login: string) => {
    setEmail(login);
    setExpired(null);
    if ('token' in answer) signIn(answer.token);
    else setChallenge(answer.challenge);
  };

  return (
    <AuthCard>
      <Stack gap="lg">
        <Stack gap={4}>
          <PageTitle size="h2">{challenge ? t('two_factor_step.title') : t('login.title')}</PageTitle>
          {!challenge && (
            <Text size="sm" c="gray.7">
              {t('login.subtitle')}
            </Text>
          )}
        </Stack>
        {expired && (
          <Alert color="yellow" variant="light" role="alert">
            {expired}
          </Alert>
        )}
        {challenge ? (
          <TwoFactorStep
            challenge={challenge}
            onToken={signIn}
            onBack={() => setChallenge(null)}
            onExpired={(message) => {
              setChallenge(null);
              setExpired(message);
            }}
          />
        ) : (
          <PasswordStep email={email} onAnswer={onAnswer} />
        )}
        {!challenge && (
          <>
            <Divider />
            <Text size="sm" ta="center">
              {t('login.no_account')}{' '}
              <Anchor component={Link} to={paths.register} fw={600}>
                {t('login.register_link')}
              </Anchor>
            </Text>
          </>
        )}
      </Stack>
    </AuthCard>
  );
}
