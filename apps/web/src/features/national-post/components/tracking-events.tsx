import { Anchor, List, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { NationalPostShipment } from '@cabinet/contracts/national-post';
import { formatDateTime } from '../../../shared/lib/format.ts';
import { useTrackingEvents } from '../api/national-post.ts';

/** Ukrposhta's tracking events of a parcel, read when the seller asks (none before a post office accepts it). */
export function TrackingEvents({ shipment }: { shipment: NationalPostShipment }) {
  const { t } = useTranslation('national-post');
  const [open, setOpen] = useState(false);
  const events = useTrackingEvents(open ? shipment.id : null);
  if (!open) {
    return (
      <Anchor component="button" type="button" size="xs" onClick={() => setOpen(true)}>
        {t('tracking.show', { barcode: shipment.barcode })}
      </Anchor>
    );
  }
  if (events.isPending) return <Text size="xs">{t('tracking.loading')}</Text>;
  if (events.isError)
    return (
      <Text size="xs" c="red.8">
        {t('tracking.failed')}
      </Text>
    );
  if (events.data.events.length === 0)
    return (
      <Text size="xs" c="gray.7">
        {t('tracking.none')}
      </Text>
    );
  return (
    <List size="xs" spacing={2} aria-label={t('tracking.title', { barcode: shipment.barcode })}>
      {events.data.events.map((e) => (
        <List.Item key={`${e.date}-${e.event}`}>
          {formatDateTime(e.date)} · {e.name}
          {e.office ? ` · ${e.office}` : ''} ({e.country})
        </List.Item>
      ))}
    </List>
  );
}
