import { Button, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { paths } from '../../shared/lib/paths.ts';
import { AuthCard } from '../../shared/ui/auth-card.tsx';
import { PageTitle } from '../../shared/ui/page-title.tsx';

export function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <AuthCard>
      <Stack align="center" ta="center" gap="md">
        <Text fz={56} fw={800} c="indigo.7" lh={1} aria-hidden="true">
          404
        </Text>
        <PageTitle size="h2">{t('not_found.title')}</PageTitle>
        <Text c="gray.7">{t('not_found.text')}</Text>
        <Button component={Link} to={paths.home}>
          {t('actions.to_home')}
        </Button>
      </Stack>
    </AuthCard>
  );
}
