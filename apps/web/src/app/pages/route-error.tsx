import { useEffect } from 'react';
import { Button, Center, Group, Stack, Text, Title } from '@mantine/core';
import { Link, useRouteError } from 'react-router';
import { useTranslation } from 'react-i18next';
import { paths } from '../../shared/lib/paths.ts';
import { reportError } from '../../shared/lib/report-error.ts';

/** What the user sees when a page fails to load or render (e.g. its code changed after a new release). */
export function RouteError() {
  const { t } = useTranslation();
  const error = useRouteError();
  // A thrown answer (a 404 page) is no fault; an exception is, and is reported (docs/error-reporting.md).
  useEffect(() => {
    if (error instanceof Error) reportError(error);
  }, [error]);
  return (
    <Center mih="100dvh" p="md" bg="gray.0">
      <Stack align="center" ta="center" maw={480} role="alert">
        <Title order={1} size="h2">
          {t('route_error.title')}
        </Title>
        <Text c="gray.7">{t('route_error.text')}</Text>
        <Group>
          <Button onClick={() => window.location.reload()}>{t('actions.reload')}</Button>
          <Button variant="default" component={Link} to={paths.home} reloadDocument>
            {t('actions.to_home')}
          </Button>
        </Group>
      </Stack>
    </Center>
  );
}
