import { List, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Order } from '@cabinet/contracts/orders';
import { formatDateTime } from '../../../shared/lib/format.ts';

/** Each parcel's track number with the items in it, and whether the marketplace has it yet. */
export function TrackParcelList({ order }: { order: Order }) {
  const { t } = useTranslation('orders');
  const titleOf = (externalId: string) => {
    const line = order.lines.find((l) => l.external_id === externalId);
    return line ? [line.title, line.variation].filter(Boolean).join(', ') : externalId;
  };
  return (
    <List aria-label={t('track.parcels_sent')} listStyleType="none" spacing="xs" m={0} p={0}>
      {order.track.packages.map((parcel, index) => (
        <List.Item key={parcel.track_number}>
          <Stack gap={0}>
            <Text size="sm" fw={500}>
              {t('track.parcel', { index: index + 1, number: parcel.track_number })}
            </Text>
            <Text size="sm">
              {parcel.lines
                .map((line) => t('track.parcel_line', { title: titleOf(line.external_id), count: line.quantity }))
                .join('; ')}
            </Text>
            <Text size="sm" c="gray.7">
              {parcel.sent_at
                ? t('track.parcel_sent_at', { date: formatDateTime(parcel.sent_at) })
                : t('track.parcel_not_sent')}
            </Text>
          </Stack>
        </List.Item>
      ))}
    </List>
  );
}
