import { inArray } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { config, refuse, schema, TRACKING, type UkrposhtaSandboxOptions } from './access.ts';
import { sandboxUkrposhtaShipments } from './sandbox.schema.ts';
import { trackingEvents, type TrackingLanguage } from './tracking.ts';

/** StatusTracking answers at most this many barcodes a call. */
const BATCH = 50;

const langOf = (request: FastifyRequest): TrackingLanguage =>
  String((request.query as { lang?: unknown }).lang ?? 'UA').toUpperCase() === 'EN' ? 'EN' : 'UA';

/**
 * StatusTracking: `GET /statuses?barcode=` for one parcel or, comma-separated, for up to 50 (as its published clients
 * ask, mustang75/ukrposhta-international-shipping), and `POST /statuses` with a JSON array. Its bearer is its own; it
 * takes no counterparty token, and it knows a parcel only once a post office accepted it.
 */
export function registerTrackingRoutes(app: FastifyInstance, { db, now }: UkrposhtaSandboxOptions) {
  const eventsOf = async (barcodes: string[], lang: TrackingLanguage) => {
    const rows = barcodes.length
      ? await db.select().from(sandboxUkrposhtaShipments).where(inArray(sandboxUkrposhtaShipments.barcode, barcodes))
      : [];
    return rows.flatMap((row) =>
      row.accepted_at
        ? trackingEvents(
            {
              barcode: row.barcode,
              acceptedAt: row.accepted_at,
              returnedAt: row.returned_at,
              destination: String(row.body.destination),
              packageType: row.package_type,
            },
            now(),
            lang,
          )
        : [],
    );
  };

  app.get(`${TRACKING}/statuses`, { config, schema }, async (request, reply) => {
    const raw = String((request.query as { barcode?: unknown }).barcode ?? '');
    const barcodes = [...new Set(raw.split(',').map((b) => b.trim()))].filter(Boolean);
    if (barcodes.length > BATCH) return refuse(reply, 400, `At most ${BATCH} barcodes per request`);
    const events = await eventsOf(barcodes, langOf(request));
    // Until a post office accepts it, tracking has never heard of the parcel.
    if (barcodes.length <= 1 && events.length === 0) return refuse(reply, 404, `Barcode ${raw} not found`);
    return events;
  });

  app.get(`${TRACKING}/statuses/last`, { config, schema }, async (request, reply) => {
    const barcode = String((request.query as { barcode?: unknown }).barcode ?? '');
    const events = await eventsOf([barcode], langOf(request));
    return events.length ? events.at(-1) : refuse(reply, 404, `Barcode ${barcode} not found`);
  });

  app.post(`${TRACKING}/statuses`, { config, schema }, async (request, reply) => {
    const barcodes = Array.isArray(request.body) ? request.body.map(String) : null;
    if (!barcodes) return refuse(reply, 400, 'Body should be an array of barcodes');
    if (barcodes.length > BATCH) return refuse(reply, 400, `At most ${BATCH} barcodes per request`);
    return eventsOf(barcodes, langOf(request));
  });
}
