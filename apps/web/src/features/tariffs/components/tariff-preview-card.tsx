import { Alert, Button, Card, Group, Stack, Table, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TariffPreview } from '@cabinet/contracts/tariff-versions';
import { formatMoney } from '../../../shared/lib/format.ts';
import { bandText, daysText, grams, kyivDateText } from './tariff-wording.ts';

/** Band by band, by where each ends: the prices before and after, the changed ones in bold. */
function PreviewBands({ bands }: { bands: TariffPreview['bands'] }) {
  const { t } = useTranslation('tariffs');
  return (
    <Table aria-label={t('ops.preview_bands')}>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{t('ops.up_to_g')}</Table.Th>
          <Table.Th>{t('ops.col_before')}</Table.Th>
          <Table.Th>{t('ops.col_after')}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {bands.map((band) => {
          const [before, after] = [bandText(t, band.before), bandText(t, band.after)];
          return (
            <Table.Tr key={band.up_to_g}>
              <Table.Td>{grams(band.up_to_g)}</Table.Td>
              <Table.Td>{before}</Table.Td>
              <Table.Td fw={before === after ? undefined : 600}>{after}</Table.Td>
            </Table.Tr>
          );
        })}
      </Table.Tbody>
    </Table>
  );
}

/** A new parcel's delivery price at a few weights, before and after. */
function PreviewSamples({ samples }: { samples: TariffPreview['samples'] }) {
  const { t } = useTranslation('tariffs');
  const price = (value: TariffPreview['samples'][number]['before']) => (value ? formatMoney(value) : t('ops.no_rate'));
  return (
    <Table aria-label={t('ops.samples')}>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{t('ops.sample_weight')}</Table.Th>
          <Table.Th>{t('ops.col_before')}</Table.Th>
          <Table.Th>{t('ops.col_after')}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {samples.map((sample) => (
          <Table.Tr key={sample.weight_g}>
            <Table.Td>{grams(sample.weight_g)}</Table.Td>
            <Table.Td>{price(sample.before)}</Table.Td>
            <Table.Td>{price(sample.after)}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

/**
 * What a proposed table changes, before it is confirmed: from when, band by band, a new parcel's price at a few
 * weights, and that the parcels already paid keep their price.
 */
export function TariffPreviewCard({
  preview,
  confirming,
  onConfirm,
  onBack,
}: {
  preview: TariffPreview;
  confirming: boolean;
  onConfirm: () => void;
  onBack: () => void;
}) {
  const { t } = useTranslation('tariffs');
  return (
    <Card withBorder padding="md" component="section" aria-labelledby="tariff-preview-title">
      <Stack gap="sm">
        <Title order={3} id="tariff-preview-title">
          {t('ops.preview_title')}
        </Title>
        <Text fw={600}>
          {preview.immediate
            ? t('ops.preview_when_now')
            : t('ops.preview_when', { date: kyivDateText(preview.effective_from) })}
        </Text>
        <Text>
          {t('ops.preview_days', { before: daysText(preview.days.before), after: daysText(preview.days.after) })}
        </Text>
        <PreviewBands bands={preview.bands} />
        {preview.samples.length > 0 && <PreviewSamples samples={preview.samples} />}
        <Alert color="blue" variant="light">
          {t('ops.open_parcels', { n: preview.open_parcels })}
        </Alert>
        {preview.later_changes.length > 0 && (
          <Alert color="yellow" variant="light">
            {t('ops.later_changes', { dates: preview.later_changes.map(kyivDateText).join(', ') })}
          </Alert>
        )}
        {!preview.changed && <Text c="gray.7">{t('ops.unchanged')}</Text>}
        <Group>
          <Button onClick={onConfirm} loading={confirming} disabled={!preview.changed}>
            {t('ops.confirm')}
          </Button>
          <Button variant="default" onClick={onBack}>
            {t('ops.back_to_edit')}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
