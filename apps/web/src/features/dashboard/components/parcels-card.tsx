import { Button, Card, Group, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { knownPath } from '../../../shared/lib/known-paths.ts';
import { paths } from '../../../shared/lib/paths.ts';

/** The way to the core of the product: create a parcel, or find one. */
export function ParcelsCard({ canCreate }: { canCreate: boolean }) {
  const { t } = useTranslation('dashboard');
  if (!knownPath(paths.shipments)) return null;
  return (
    <Card withBorder radius="lg" padding="lg" component="section" aria-labelledby="parcels-title">
      <Title order={2} size="h4" id="parcels-title" mb="sm">
        {t('parcels.title')}
      </Title>
      <Text size="sm" c="gray.7" mb="md">
        {t('parcels.text')}
      </Text>
      <Group gap="sm">
        {canCreate && (
          <Button component={Link} to={paths.shipmentCreate} size="sm">
            {t('parcels.create')}
          </Button>
        )}
        <Button component={Link} to={paths.shipments} variant="default" size="sm">
          {t('parcels.list')}
        </Button>
      </Group>
    </Card>
  );
}
