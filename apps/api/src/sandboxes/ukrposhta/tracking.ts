/*
 * The sandbox's picture of a parcel's journey once a post office has accepted it (before that, tracking knows
 * nothing of it, as in production): accepted, sent abroad from Kyiv's exchange office, arrived in the destination
 * country, delivered — each a fixed time after acceptance, so a test's clock can walk through them.
 */

const HOUR = 3_600_000;

interface Step {
  after: number;
  event: string;
  name: { EN: string; UA: string };
  office: { index: string; EN: string; UA: string } | null;
  abroad: boolean;
}

const STEPS: Step[] = [
  {
    after: 0,
    event: '10100',
    name: { EN: 'Accepted at the post office', UA: 'Прийнято у відділенні' },
    office: { index: '01001', EN: 'Kyiv 1', UA: 'Київ 1' },
    abroad: false,
  },
  {
    after: 18 * HOUR,
    event: '20700',
    name: { EN: 'Departed from Ukraine', UA: 'Відправлено з України' },
    office: { index: '01000', EN: 'Kyiv international mail exchange', UA: 'Київ ММПО' },
    abroad: false,
  },
  {
    after: 4 * 24 * HOUR,
    event: '21500',
    name: { EN: 'Arrived in the country of destination', UA: 'Надійшло до країни призначення' },
    office: null,
    abroad: true,
  },
  {
    after: 7 * 24 * HOUR,
    event: '41000',
    name: { EN: 'Delivered', UA: 'Вручено' },
    office: null,
    abroad: true,
  },
];

export type TrackingLanguage = 'EN' | 'UA';

/** The StatusTracking events of a parcel accepted at `acceptedAt`, as they stand at `now` (oldest first). */
export function trackingEvents(
  parcel: { barcode: string; acceptedAt: Date; destination: string; mailType: string },
  now: Date,
  lang: TrackingLanguage,
) {
  return STEPS.filter((step) => parcel.acceptedAt.getTime() + step.after <= now.getTime()).map((step, i) => ({
    barcode: parcel.barcode,
    step: i + 1,
    date: new Date(parcel.acceptedAt.getTime() + step.after).toISOString().slice(0, 19),
    index: step.office?.index ?? '',
    name: step.office?.[lang] ?? '',
    event: step.event,
    eventName: step.name[lang],
    country: step.abroad ? parcel.destination : 'UA',
    eventReason: null,
    eventReason_id: null,
    mailType: parcel.mailType,
    indexOrder: i + 1,
  }));
}
