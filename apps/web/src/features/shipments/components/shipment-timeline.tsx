import { Text, Timeline } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { shipmentStatusColors, type ShipmentEvent } from '@cabinet/contracts/shipments';
import { i18n } from '../../../shared/i18n/i18n.ts';
import { formatDateTime } from '../../../shared/lib/format.ts';

/** Notes are an operator's words, or a code of ours (`requoted`, `label_bought`) the interface words. */
const noteText = (note: string) =>
  /^[a-z_]+$/.test(note) && i18n.exists(`event_notes.${note}`, { ns: 'shipments' })
    ? i18n.t(`event_notes.${note}`, { ns: 'shipments' })
    : note;

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
          {event.note && <Text size="sm">{noteText(event.note)}</Text>}
        </Timeline.Item>
      ))}
    </Timeline>
  );
}
