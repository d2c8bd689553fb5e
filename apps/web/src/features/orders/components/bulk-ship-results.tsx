import { Anchor, Button, Group, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { BulkShipmentsResult } from '@cabinet/contracts/orders';
import { shipmentUrl } from '../../../shared/lib/paths.ts';
import { Banner } from '../../../shared/ui/banner.tsx';
import { DataTable, type DataColumn } from '../../../shared/ui/data-table.tsx';
import { StickersDownload } from './stickers-download.tsx';

type Result = BulkShipmentsResult['results'][number];

/** Each order's outcome — its new shipment, or why not, in the server's words — and the stickers of the created. */
export function BulkShipResults({ results, onClose }: { results: Result[]; onClose(): void }) {
  const { t } = useTranslation('orders');
  const created = results.flatMap((r) => (r.shipment ? [r.shipment.id] : []));
  const failed = results.length - created.length;
  const columns: DataColumn<Result>[] = [
    {
      id: 'order',
      header: t('bulk.order'),
      rowHeader: true,
      keyFact: true,
      cell: (r) => (r.order_number ? t('list.order_number', { number: r.order_number }) : `#${r.order_id}`),
    },
    {
      id: 'outcome',
      header: t('bulk.outcome'),
      keyFact: true,
      cell: (r) =>
        r.shipment ? (
          <Anchor component={Link} to={shipmentUrl(r.shipment.id)} size="sm">
            {r.shipment.number}
          </Anchor>
        ) : (
          <Text size="sm" c="red.9">
            {r.error?.message}
          </Text>
        ),
    },
  ];
  return (
    <Stack gap="md">
      <Banner level={failed === 0 ? 'success' : created.length === 0 ? 'danger' : 'warning'}>
        {t('bulk.summary', { created: created.length, failed })}
      </Banner>
      <DataTable
        label={t('bulk.results')}
        columns={columns}
        rows={results}
        rowKey={(r) => r.order_id}
        rowProps={(r) => ({ 'data-testid': `bulk-result-${r.order_id}` })}
      />
      {created.length > 0 && <StickersDownload shipmentIds={created} />}
      <Group justify="flex-end">
        <Button variant="default" onClick={onClose}>
          {t('actions.done')}
        </Button>
      </Group>
    </Stack>
  );
}
