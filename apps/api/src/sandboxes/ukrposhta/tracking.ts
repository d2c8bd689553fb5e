/*
 * The sandbox's picture of a parcel's journey once a post office has accepted it (before that, tracking knows
 * nothing of it, as in production): accepted, sent abroad from Kyiv's exchange office, arrived in the destination
 * country, delivered — each a fixed time after acceptance, so a test's clock can walk through them. A parcel the
 * destination sends back (refused or not collected) turns homeward instead: returned, back in Ukraine, handed back
 * to the sender. `event`, `step`, `mailType` and `indexOrder` are numbers, as Ukrposhta's StatusTracking gives them
 * and its published clients read them (tibezh/ukrposhta-php-sdk casts each to int).
 */

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

interface Step {
  after: number;
  event: number;
  name: { EN: string; UA: string };
  office: { index: string; EN: string; UA: string } | null;
  abroad: boolean;
}

const KYIV_EXCHANGE = { index: '01000', EN: 'Kyiv international mail exchange', UA: 'Київ ММПО' };

const OUTBOUND: Step[] = [
  {
    after: 0,
    event: 10100,
    name: { EN: 'Accepted at the post office', UA: 'Прийнято у відділенні' },
    office: { index: '01001', EN: 'Kyiv 1', UA: 'Київ 1' },
    abroad: false,
  },
  {
    after: 18 * HOUR,
    event: 20700,
    name: { EN: 'Departed from Ukraine', UA: 'Відправлено з України' },
    office: KYIV_EXCHANGE,
    abroad: false,
  },
  {
    after: 4 * DAY,
    event: 21500,
    name: { EN: 'Arrived in the country of destination', UA: 'Надійшло до країни призначення' },
    office: null,
    abroad: true,
  },
  { after: 7 * DAY, event: 41000, name: { EN: 'Delivered', UA: 'Вручено' }, office: null, abroad: true },
];

/** After the destination sent it back, counted from that moment. */
const HOMEWARD: Step[] = [
  {
    after: 0,
    event: 31100,
    name: { EN: 'Returned to the sender', UA: 'Повернуто відправнику' },
    office: null,
    abroad: true,
  },
  {
    after: 5 * DAY,
    event: 21600,
    name: { EN: 'Arrived back in Ukraine', UA: 'Надійшло в Україну' },
    office: KYIV_EXCHANGE,
    abroad: false,
  },
  {
    after: 8 * DAY,
    event: 41100,
    name: { EN: 'Handed back to the sender', UA: 'Вручено відправнику' },
    office: { index: '01001', EN: 'Kyiv 1', UA: 'Київ 1' },
    abroad: false,
  },
];

/** StatusTracking's numeric mail types of the sandbox's package types (the sandbox's own numbering). */
const MAIL_TYPE: Record<string, number> = {
  LETTER: 1,
  BANDEROLE: 2,
  SMALL_BAG: 3,
  PRIME: 4,
  PARCEL: 5,
  DECLARED_VALUE: 6,
  EMS: 7,
};

export type TrackingLanguage = 'EN' | 'UA';

export interface TrackedParcel {
  barcode: string;
  acceptedAt: Date;
  /** When the destination sent it back, if it did. */
  returnedAt: Date | null;
  destination: string;
  packageType: string;
}

/** The StatusTracking events of a parcel, as they stand at `now` (oldest first). */
export function trackingEvents(parcel: TrackedParcel, now: Date, lang: TrackingLanguage) {
  const returnedAt = parcel.returnedAt?.getTime() ?? Infinity;
  const timeline = [
    ...OUTBOUND.map((step) => ({ step, at: parcel.acceptedAt.getTime() + step.after })).filter(
      ({ at }) => at < returnedAt,
    ),
    ...(parcel.returnedAt ? HOMEWARD.map((step) => ({ step, at: returnedAt + step.after })) : []),
  ];
  return timeline
    .filter(({ at }) => at <= now.getTime())
    .map(({ step, at }, i) => ({
      barcode: parcel.barcode,
      step: i + 1,
      date: new Date(at).toISOString().slice(0, 19),
      index: step.office?.index ?? '',
      name: step.office?.[lang] ?? '',
      event: step.event,
      eventName: step.name[lang],
      country: step.abroad ? parcel.destination : 'UA',
      eventReason: null,
      eventReason_id: null,
      mailType: MAIL_TYPE[parcel.packageType] ?? 0,
      indexOrder: i + 1,
    }));
}
