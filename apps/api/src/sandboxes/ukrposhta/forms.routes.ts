import { setTimeout as sleep } from 'node:timers/promises';
import { and, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { declarationsPdf } from '../../platform/pdf/national-post/declaration-pdf.ts';
import type { NationalPostDocumentItem } from '../../platform/pdf/national-post/declaration.ts';
import { nationalStickersPdf } from '../../platform/pdf/national-post/sticker-pdf.ts';
import { config, counterpartyOf, FORMS, refuse, schema, type UkrposhtaSandboxOptions } from './access.ts';
import { findShipment, type ShipmentRow } from './parcels.ts';
import { sandboxUkrposhtaAddresses, sandboxUkrposhtaClients } from './sandbox.schema.ts';

/*
 * Ukrposhta's Forms API (shared/outside-systems.md part C): `GET …/shipments/{uuid|barcode}/sticker` — 100 × 100 mm
 * by default, `size=SIZE_A4` or `SIZE_A5` — and, for international items, `GET …/international/shipments/{uuid}/
 * {cn22|cn23|dl}` (mustang75/ukrposhta-international-shipping). Binary PDFs, drawn here with our own drawings, and
 * slow the first time each is drawn, as Ukrposhta's are (integrators wait up to 60 s).
 */

type Size = 'SIZE_10X10' | 'SIZE_A5' | 'SIZE_A4';
const SIZES: Record<string, Size> = { '': 'SIZE_10X10', SIZE_A5: 'SIZE_A5', SIZE_A4: 'SIZE_A4' };
type Drawing = 'sticker' | 'cn22' | 'cn23';

interface Item {
  latinName?: unknown;
  quantity?: unknown;
  weight?: unknown;
  value?: unknown;
  currencyCode?: unknown;
  hsCode?: unknown;
  countryOfOrigin?: unknown;
}

/** Which declaration the sandbox prints on a sticker: CN23 for parcels and anything over 2 kg, CN22 otherwise. */
const formOf = (row: ShipmentRow): 'cn22' | 'cn23' =>
  ['PARCEL', 'EMS'].includes(row.package_type) || Number(row.body.weight) > 2_000 ? 'cn23' : 'cn22';

async function itemOf(db: UkrposhtaSandboxOptions['db'], row: ShipmentRow, form: Drawing) {
  const uuids = ['sender', 'recipient'].map((p) => String((row.body[p] as { uuid?: unknown } | undefined)?.uuid));
  const clients = await db
    .select()
    .from(sandboxUkrposhtaClients)
    .where(
      and(
        inArray(sandboxUkrposhtaClients.uuid, uuids),
        eq(sandboxUkrposhtaClients.counterparty_uuid, row.counterparty_uuid ?? ''),
      ),
    );
  const addresses = await db
    .select()
    .from(sandboxUkrposhtaAddresses)
    .where(
      inArray(
        sandboxUkrposhtaAddresses.id,
        clients.map((c) => c.address_id),
      ),
    );
  const party = (uuid: string) => {
    const client = clients.find((c) => c.uuid === uuid);
    const address = addresses.find((a) => a.id === client?.address_id)?.body ?? {};
    const line = (...fields: string[]) =>
      fields
        .map((f) => address[f])
        .filter(Boolean)
        .join(', ');
    return {
      name: String(client?.body.latinName ?? client?.body.name ?? ''),
      lines: [
        line('foreignStreetHouseApartment', 'street', 'houseNumber'),
        line('city', 'region', 'postcode'),
        line('country'),
      ],
      phone: String(client?.body.phoneNumber ?? ''),
    };
  };
  const parcels = (row.body.parcels as { parcelItems?: Item[] }[] | undefined) ?? [];
  const item: NationalPostDocumentItem = {
    barcode: row.barcode,
    packageType: row.package_type,
    category: String((row.body.internationalData as { categoryType?: unknown } | undefined)?.categoryType ?? 'OTHER'),
    form: form === 'sticker' ? formOf(row) : form,
    sender: party(uuids[0]!),
    recipient: party(uuids[1]!),
    lines: parcels.flatMap((p) =>
      (p.parcelItems ?? []).map((i) => ({
        description: String(i.latinName ?? ''),
        quantity: Number(i.quantity),
        weightG: Number(i.weight) * Number(i.quantity),
        value: Math.round(Number(i.value) * 100) * Number(i.quantity),
        currency: String(i.currencyCode ?? ''),
        hsCode: String(i.hsCode ?? ''),
        origin: String(i.countryOfOrigin ?? ''),
      })),
    ),
    weightG: Number(row.body.weight),
    createdAt: row.created_at,
  };
  return item;
}

export function registerFormsRoutes(app: FastifyInstance, { db, formRenderMs = 1_500 }: UkrposhtaSandboxOptions) {
  // What was drawn once comes back at once; the first drawing of each takes its time (bounded: the newest 500).
  const drawn = new Map<string, Buffer>();

  async function serve(reply: FastifyReply, row: ShipmentRow | null, key: string, drawing: Drawing, size: string) {
    if (!row) return refuse(reply, 404, `Shipment with uuid ${key} not found`);
    const format = SIZES[size];
    if (!format) return refuse(reply, 400, `Unknown size ${size}`);
    const cacheKey = `${row.uuid}/${drawing}/${format}`;
    let pdf = drawn.get(cacheKey);
    if (!pdf) {
      await sleep(formRenderMs);
      const item = await itemOf(db, row, drawing);
      pdf =
        drawing === 'sticker'
          ? await nationalStickersPdf([item], format, 'Ukrposhta sandbox')
          : await declarationsPdf([item], format, 'Ukrposhta sandbox');
      drawn.set(cacheKey, pdf);
      if (drawn.size > 500) drawn.delete(drawn.keys().next().value!);
    }
    return reply.type('application/pdf').header('cache-control', 'no-store').send(pdf);
  }
  const sizeOf = (query: unknown) => String((query as { size?: unknown }).size ?? '');

  app.get<{ Params: { key: string } }>(`${FORMS}/shipments/:key/sticker`, { config, schema }, async (request, reply) =>
    serve(
      reply,
      await findShipment(db, request.params.key, counterpartyOf(request)),
      request.params.key,
      'sticker',
      sizeOf(request.query),
    ),
  );

  app.get<{ Params: { key: string; form: string } }>(
    `${FORMS}/international/shipments/:key/:form`,
    { config, schema },
    async (request, reply) => {
      const form = request.params.form;
      if (form !== 'cn22' && form !== 'cn23' && form !== 'dl') return refuse(reply, 404, `Unknown form ${form}`);
      const row = await findShipment(db, request.params.key, counterpartyOf(request));
      return serve(reply, row, request.params.key, form === 'dl' ? 'sticker' : form, sizeOf(request.query));
    },
  );
}
