import { Text, Timeline } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { shipmentStatusColors, type ShipmentEvent } from '@cabinet/contracts/shipments';
import { i18n } from '../../../shared/i18n/i18n.ts';
import { formatDateTime } from '../../../shared/lib/format.ts';

/**
 * A note is an operator's words, or our own record "code: details" (`requoted: 17.49 → 19.99`,
 * `label_bought: …`, `difference_paid: 2.00`): the interface words the code and keeps the details.
 */
export function noteText(note: string): string {
  return note
    .split('; ')
    .map((part) => {
      const [, code, details] = /^([a-z_]+)(?::\s*(.*))?$/.exec(part) ?? [];
      if (!code || !i18n.exists(`event_notes.${code}`, { ns: 'shipments' })) return part;
      const worded = i18n.t(`event_notes.${code}`, { ns: 'shipments' });
      return details ? `${worded}: ${details}` : worded;
    })
    .join('; ');
}

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
