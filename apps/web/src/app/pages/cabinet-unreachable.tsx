import { useEffect } from 'react';
import { Button, Center, Stack, Text, Title } from '@mantine/core';
import { useRevalidator, useRouteError } from 'react-router';
import { useTranslation } from 'react-i18next';
import { CabinetUnreachableError } from '../../shared/session/cabinet-unreachable.ts';
import { RouteError } from './route-error.tsx';

/** When the server names no wait, the next try comes after this many seconds. */
export const UNREACHABLE_RETRY_SECONDS = 10;

/**
 * The error boundary of the signed-in parts: a user that could not be loaded for a transient reason gets a screen
 * that says so, keeps the session and tries again (by itself, or at once with the button); any other failure is
 * the general RouteError.
 */
export function CabinetErrorBoundary() {
  const error = useRouteError();
  if (error instanceof CabinetUnreachableError) return <CabinetUnreachable retryAfter={error.retryAfter} />;
  return <RouteError />;
}

function CabinetUnreachable({ retryAfter }: { retryAfter: number | null }) {
  const { t } = useTranslation();
  const { revalidate, state } = useRevalidator();
  const waiting = state !== 'idle';
  const delayMs = (retryAfter ?? UNREACHABLE_RETRY_SECONDS) * 1000;

  useEffect(() => {
    if (waiting) return;
    const timer = window.setTimeout(() => void revalidate(), delayMs);
    return () => window.clearTimeout(timer);
  }, [waiting, revalidate, delayMs]);

  return (
    <Center mih="100dvh" p="md" bg="gray.0">
      <Stack align="center" ta="center" maw={480} role="alert">
        <Title order={1} size="h2">
          {t('cabinet_unreachable.title')}
        </Title>
        <Text c="gray.7">{t('cabinet_unreachable.text')}</Text>
        <Button loading={waiting} onClick={() => void revalidate()}>
          {t('actions.retry')}
        </Button>
      </Stack>
    </Center>
  );
}
