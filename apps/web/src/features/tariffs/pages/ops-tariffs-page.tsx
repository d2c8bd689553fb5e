import { useState } from 'react';
import { Alert, Button, Card, Group, Select, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { tariffVersionsApi } from '@cabinet/contracts/tariff-versions';
import {
  deliveryTypes,
  tariffZones,
  type DeliveryType,
  type TariffTable,
  type TariffZone,
} from '@cabinet/contracts/tariffs';
import { errorMessage } from '../../../shared/api/error-message.ts';
import { formatDateTime } from '../../../shared/lib/format.ts';
import { useMayCall } from '../../../shared/session/current-operator.ts';
import { Page } from '../../../shared/ui/page.tsx';
import { useTariffs } from '../api/tariffs.ts';
import { TariffEditor } from '../components/tariff-editor.tsx';
import { TariffHistory } from '../components/tariff-history.tsx';
import { bandText, daysText, grams, kyivDateText } from '../components/tariff-wording.ts';

/** Since when the table is in force, who last changed it, and its next scheduled change. */
function TableStatus({ table }: { table: TariffTable }) {
  const { t } = useTranslation('tariffs');
  const since = table.effective_from
    ? t('ops.in_force_since', { date: formatDateTime(table.effective_from) })
    : table.updated_at
      ? t('ops.changed_at', { date: formatDateTime(table.updated_at) })
      : t('ops.default_table');
  return (
    <Stack gap={2}>
      <Text size="sm" c="gray.7">
        {since}
      </Text>
      {table.next_change && (
        <Text size="sm" fw={600}>
          {t('ops.next_change', { date: kyivDateText(table.next_change) })}
        </Text>
      )}
    </Stack>
  );
}

/** The table in force, for an operator whose role may read the tariffs but not change them. */
function ReadOnlyTable({ table }: { table: TariffTable }) {
  const { t } = useTranslation('tariffs');
  return (
    <Stack gap="xs">
      <Text size="sm">{t('ops.days_text', { days: daysText({ min: table.days_min, max: table.days_max }) })}</Text>
      {table.bands.length === 0 && <Text c="gray.7">{t('ops.not_offered')}</Text>}
      {table.bands.map((band) => (
        <Text size="sm" key={band.up_to_g}>
          {t('ops.band_line', { grams: grams(band.up_to_g), prices: bandText(t, band) })}
        </Text>
      ))}
      <Text size="sm" c="gray.7">
        {t('ops.read_only')}
      </Text>
    </Stack>
  );
}

/**
 * /ops/tariffs (back office): the rate table of one delivery type in one zone at a time — the one in force, a dated
 * change with its preview and confirmation (finance), and the history of changes.
 */
export function OpsTariffsPage() {
  const { t } = useTranslation('tariffs');
  const tariffs = useTariffs();
  const mayChange = useMayCall(tariffVersionsApi.save);
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
              <Stack gap="md">
                <TableStatus table={table} />
                {mayChange ? (
                  <TariffEditor key={`${type}:${zone}:${table.version_id}:${table.next_change ?? ''}`} table={table} />
                ) : (
                  <ReadOnlyTable table={table} />
                )}
              </Stack>
            </Card>
          )}
          <TariffHistory key={`${type}:${zone}`} type={type} zone={zone} />
        </Stack>
      )}
    </Page>
  );
}
