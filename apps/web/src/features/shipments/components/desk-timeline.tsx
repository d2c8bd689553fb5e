import { Text, Timeline } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { shipmentStatusColors } from '@cabinet/contracts/shipments';
import type { OpsShipmentEvent } from '@cabinet/contracts/shipments-ops';
import { formatDateTime } from '../../../shared/lib/format.ts';
import { eventNote } from './event-note.ts';

/** The shipment's timeline, oldest first, with each change's time, the operator who made it, and its note. */
export function DeskTimeline({ events }: { events: OpsShipmentEvent[] }) {
  const { t } = useTranslation('shipments');
  return (
    <Timeline active={events.length - 1} bulletSize={14} lineWidth={2} aria-label={t('ops.detail.timeline')}>
      {events.map((event) => (
        <Timeline.Item
          key={event.id}
          color={shipmentStatusColors[event.status]}
          title={t(`statuses.${event.status}`, { ns: 'shipments' })}
        >
          <Text size="xs" c="gray.7">
            {formatDateTime(event.at)}
            {event.operator && ` · ${t('ops.detail.by', { name: event.operator.name || event.operator.email })}`}
          </Text>
          {event.note && <Text size="sm">{eventNote(t, event.note)}</Text>}
        </Timeline.Item>
      ))}
    </Timeline>
  );
}
