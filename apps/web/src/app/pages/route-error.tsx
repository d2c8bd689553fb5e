import { Button, Center, Group, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { paths } from '../../shared/lib/paths.ts';

/** What the user sees when a page fails to load or render (e.g. its code changed after a new release). */
export function RouteError() {
  const { t } = useTranslation();
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
