import { Stack, Text } from '@mantine/core';
import type { TFunction } from 'i18next';
import type { NationalPostShipment } from '@cabinet/contracts/national-post';
import { formatDate, formatMoney } from '../../../shared/lib/format.ts';
import type { DataColumn } from '../../../shared/ui/data-table.tsx';
import { ShipmentActions } from './shipment-actions.tsx';
import { NationalPostStatusBadge } from './status-badge.tsx';
import { TrackingEvents } from './tracking-events.tsx';

/** The shipments' columns: track and package, recipient, date, price, status with its track, and the actions. */
export function shipmentColumns(t: TFunction, canWrite: boolean): DataColumn<NationalPostShipment>[] {
  return [
    {
      id: 'barcode',
      header: t('list.barcode'),
      keyFact: true,
      cell: (s) => (
        <Stack gap={2}>
          <Text size="sm" fw={600}>
            {s.barcode ?? t('list.no_barcode')}
          </Text>
          <Text size="xs" c="gray.7">
            {t(`package_types.${s.package_type}`)} · {s.customs_form.toUpperCase()}
          </Text>
          <Text size="xs" c="gray.7">
            {t(`customs_form_reasons.${s.customs_form_reason}`)}
          </Text>
        </Stack>
      ),
    },
    {
      id: 'recipient',
      header: t('list.recipient'),
      cell: (s) => `${s.recipient.name} — ${s.recipient.city}, ${s.recipient.country}`,
    },
    { id: 'created', header: t('list.created'), cell: (s) => formatDate(s.created_at) },
    {
      id: 'price',
      header: t('list.price'),
      keyFact: true,
      align: 'right',
      cell: (s) =>
        s.price && (
          <Stack gap={0} align="flex-end">
            <Text size="sm">{formatMoney(s.price)}</Text>
            {s.delivery_price && (
              <Text size="xs" c="gray.7">
                {formatMoney(s.delivery_price)}
              </Text>
            )}
          </Stack>
        ),
    },
    {
      id: 'status',
      header: t('list.status'),
      keyFact: true,
      cell: (s) => (
        <Stack gap={4}>
          <NationalPostStatusBadge status={s.status} />
          {s.status === 'failed' && (
            <Text size="xs" c="red.8">
              {s.failure ?? t('list.interrupted')}
            </Text>
          )}
          {s.barcode && s.status !== 'deleted' && <TrackingEvents shipment={s} />}
        </Stack>
      ),
    },
    {
      id: 'actions',
      header: t('list.actions'),
      keyFact: true,
      cell: (s) => <ShipmentActions shipment={s} canWrite={canWrite} />,
    },
  ];
}
