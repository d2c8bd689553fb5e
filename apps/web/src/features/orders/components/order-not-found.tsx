import { Button, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ordersUrl } from '../../../shared/lib/paths.ts';
import { PageTitle } from '../../../shared/ui/page-title.tsx';

/**
 * The app's "page not found", inside the layout: an unknown list type, an unknown order, or another seller's (the
 * API answers 404 alike, so that an id tells nothing about other accounts).
 */
export function OrderNotFound() {
  const { t } = useTranslation('orders');
  return (
    <Stack align="center" ta="center" gap="md" py="xl">
      <Text fz={56} fw={800} c="indigo.7" lh={1} aria-hidden="true">
        404
      </Text>
      <PageTitle size="h2">{t('not_found.title')}</PageTitle>
      <Text c="gray.7">{t('not_found.text')}</Text>
      <Button component={Link} to={ordersUrl('all')}>
        {t('detail.to_list')}
      </Button>
    </Stack>
  );
}
