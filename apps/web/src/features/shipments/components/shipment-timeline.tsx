import { Text, Timeline } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { shipmentStatusColors, type ShipmentEvent } from '@cabinet/contracts/shipments';
import { formatDateTime } from '../../../shared/lib/format.ts';
import { eventNote } from './event-note.ts';

/** The status timeline, oldest first: every change with its time and note. */
export function ShipmentTimeline({ events }: { events: ShipmentEvent[] }) {
  const { t } = useTranslation('shipments');
  return (
    <Timeline active={events.length - 1} bulletSize={14} lineWidth={2} aria-label={t('detail.timeline')}>
      {events.map((event) => (
        <Timeline.Item key={event.id} color={shipmentStatusColors[event.status]} title={t(`statuses.${event.status}`)}>
          <Text size="xs" c="gray.7">
            {formatDateTime(event.at)}
          </Text>
          {event.note && <Text size="sm">{eventNote(t, event.note, 'event_notes')}</Text>}
        </Timeline.Item>
      ))}
    </Timeline>
  );
}
