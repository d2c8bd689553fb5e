import { useState } from 'react';
import { Alert, Button, Card, Group, Select, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { deliveryTypes, tariffZones, type DeliveryType, type TariffZone } from '@cabinet/contracts/tariffs';
import { errorMessage } from '../../../shared/api/error-message.ts';
import { Page } from '../../../shared/ui/page.tsx';
import { useTariffs } from '../api/tariffs.ts';
import { TariffEditor } from '../components/tariff-editor.tsx';

/** /ops/tariffs (back office): the rate table of one delivery type in one zone at a time. */
export function OpsTariffsPage() {
  const { t } = useTranslation('tariffs');
  const tariffs = useTariffs();
  const [type, setType] = useState<DeliveryType>('small_pack');
  const [zone, setZone] = useState<TariffZone>('us');
  const table = tariffs.data?.tables.find((x) => x.delivery_type === type && x.zone === zone);
  return (
    <Page title={t('ops.title')} caption={t('ops.caption')} loading={tariffs.isPending}>
      {tariffs.isError && !tariffs.data && (
        <Alert color="red" variant="light" title={errorMessage(tariffs.error, t)} role="alert">
          <Button size="xs" variant="light" color="red" onClick={() => void tariffs.refetch()}>
            {t('actions.retry')}
          </Button>
        </Alert>
      )}
      {tariffs.data && (
        <Stack gap="md">
          <Group>
            <Select
              label={t('ops.type')}
              allowDeselect={false}
              data={deliveryTypes.map((value) => ({ value, label: t(`types.${value}`) }))}
              value={type}
              onChange={(value) => value && setType(value as DeliveryType)}
            />
            <Select
              label={t('ops.zone')}
              allowDeselect={false}
              data={tariffZones.map((value) => ({ value, label: t(`zones.${value}`) }))}
              value={zone}
              onChange={(value) => value && setZone(value as TariffZone)}
            />
          </Group>
          {table && (
            <Card withBorder padding="md">
              <TariffEditor key={`${type}:${zone}:${table.updated_at ?? ''}`} table={table} />
            </Card>
          )}
        </Stack>
      )}
    </Page>
  );
}
