import { Anchor, Badge, Card, Group, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Shipment } from '@cabinet/contracts/shipments';
import type { OpsShipmentLookup } from '@cabinet/contracts/shipments-ops';
import { opsShipmentUrl } from '../../../shared/lib/paths.ts';
import { DataTable, type DataColumn } from '../../../shared/ui/data-table.tsx';
import { kilograms } from './box-weights.ts';
import { outcomeColors, receiptOutcome, receiptOutcomeText } from './receipt-outcome.ts';

/** One parcel received in this session: as it was scanned, and as the receipt left it. */
export interface ReceivedEntry {
  scanned: OpsShipmentLookup;
  after: Shipment;
}

/** The session's card: how many were received, and the list (or that nothing was yet). */
export function ReceivingSession({ entries }: { entries: readonly ReceivedEntry[] }) {
  const { t } = useTranslation('shipments');
  return (
    <Card withBorder component="section" aria-label={t('ops.receiving.session')}>
      <Stack gap="sm">
        <Group justify="space-between">
          <Title order={2} size="h4">
            {t('ops.receiving.session')}
          </Title>
          <Text size="sm">{t('ops.receiving.session_count', { count: entries.length })}</Text>
        </Group>
        {entries.length === 0 ? (
          <Text size="sm" c="gray.7">
            {t('ops.receiving.session_empty')}
          </Text>
        ) : (
          <ReceivingLog entries={entries} />
        )}
      </Stack>
    </Card>
  );
}

/** What was received in this session, newest first, each with its outcome in words (held ones say why). */
function ReceivingLog({ entries }: { entries: readonly ReceivedEntry[] }) {
  const { t } = useTranslation('shipments');
  const columns: DataColumn<ReceivedEntry>[] = [
    {
      id: 'number',
      header: t('ops.receiving.columns.number'),
      keyFact: true,
      rowHeader: true,
      cell: ({ after }) => (
        <Anchor component={Link} to={opsShipmentUrl(after.id)}>
          {after.number}
        </Anchor>
      ),
    },
    {
      id: 'seller',
      header: t('ops.receiving.columns.seller'),
      cell: ({ scanned: { owner } }) => (
        <Stack gap={0}>
          <Text size="sm">{owner.name}</Text>
          <Text size="xs" c="gray.7">
            {owner.email}
          </Text>
        </Stack>
      ),
    },
    {
      id: 'measured',
      header: t('ops.receiving.columns.measured'),
      cell: ({ after: { measured } }) =>
        measured &&
        t('ops.detail.box', {
          weight: kilograms(measured.weight_g),
          length: measured.length_cm,
          width: measured.width_cm,
          height: measured.height_cm,
        }),
    },
    {
      id: 'result',
      header: t('ops.receiving.columns.result'),
      keyFact: true,
      cell: ({ scanned, after }) => {
        const outcome = receiptOutcome(scanned.shipment, after);
        return (
          <Stack gap={4} align="flex-start">
            <Badge color={outcomeColors[outcome]} variant="light">
              {t(`ops.receiving.badge.${outcome}`)}
            </Badge>
            <Text size="sm">{receiptOutcomeText(t, scanned.shipment, after)}</Text>
          </Stack>
        );
      },
    },
  ];
  return (
    <DataTable
      label={t('ops.receiving.session')}
      columns={columns}
      rows={entries}
      rowKey={(e) => `${e.after.id}-${e.after.status_changed_at}`}
      verticalSpacing="xs"
    />
  );
}
