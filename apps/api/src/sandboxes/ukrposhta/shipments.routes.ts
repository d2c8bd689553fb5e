import { randomUUID } from 'node:crypto';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { queryRows } from '../../platform/db/client.ts';
import {
  bodyOf,
  config,
  counterpartyOf,
  ECOM,
  refuse,
  schema,
  type Body,
  type UkrposhtaSandboxOptions,
} from './access.ts';
import { acceptAtCounter, findShipment, type ShipmentRow } from './parcels.ts';
import {
  BARCODE_PREFIX,
  declaredPriceProblem,
  deliveryPriceOf,
  hsCodesOf,
  nonLatinAddressFields,
  shipmentShapeProblem,
  type PackageType,
} from './rules.ts';
import { sandboxUkrposhtaAddresses, sandboxUkrposhtaClients, sandboxUkrposhtaShipments } from './sandbox.schema.ts';
import { randomBarcode } from '../kit/s10.ts';

export function shipmentView(row: ShipmentRow) {
  const { destination: _destination, ...body } = row.body;
  return {
    ...body,
    uuid: row.uuid,
    barcode: row.barcode,
    deliveryPrice: row.delivery_price / 100,
    lifecycle: { status: row.status, statusDate: (row.accepted_at ?? row.created_at).toISOString() },
  };
}

const uuidOf = (party: unknown) => String((party as { uuid?: unknown } | null)?.uuid ?? '');

/** What the stored parties and addresses of a shipment body break, as production words it; null if nothing. */
async function partiesProblem(
  db: UkrposhtaSandboxOptions['db'],
  counterparty: string,
  body: Body,
): Promise<{ problem: string } | { destination: string }> {
  const parties = await db
    .select()
    .from(sandboxUkrposhtaClients)
    .where(
      and(
        inArray(sandboxUkrposhtaClients.uuid, [uuidOf(body.sender), uuidOf(body.recipient)]),
        eq(sandboxUkrposhtaClients.counterparty_uuid, counterparty),
      ),
    );
  const sender = parties.find((c) => c.uuid === uuidOf(body.sender));
  const recipient = parties.find((c) => c.uuid === uuidOf(body.recipient));
  if (!sender || !recipient) return { problem: 'Client not found' };
  // The sender is the contract's own client: made with the counterparty's uuid (sandbox's wording).
  if (sender.body.counterpartyUuid !== counterparty) {
    return { problem: "Sender should be a client of the token's counterparty" };
  }
  if (!sender.body.latinName) return { problem: "Sender's 'latinName' should not be empty" };
  const addressIds: [number, number, number] = [
    sender.address_id,
    recipient.address_id,
    Number(body.returnAddressId ?? sender.address_id),
  ];
  const addresses = await db
    .select()
    .from(sandboxUkrposhtaAddresses)
    .where(
      and(
        inArray(sandboxUkrposhtaAddresses.id, addressIds),
        eq(sandboxUkrposhtaAddresses.counterparty_uuid, counterparty),
      ),
    );
  const byId = new Map(addresses.map((a) => [a.id, a.body]));
  if (!byId.has(addressIds[2])) return { problem: `Address with id ${addressIds[2]} not found` };
  const nonLatin = (
    [
      ['Sender address', addressIds[0]],
      ['Recipient address', addressIds[1]],
      ['Return address', addressIds[2]],
    ] as const
  )
    .filter(([, id]) => nonLatinAddressFields(byId.get(id) ?? {}).length > 0)
    .map(([label]) => label);
  if (nonLatin.length) return { problem: `should include only latin characters at fields: ${nonLatin.join(', ')}` };
  return { destination: String(byId.get(recipient.address_id)?.country ?? '') };
}

export function registerShipmentRoutes(app: FastifyInstance, { db, now }: UkrposhtaSandboxOptions) {
  app.post(`${ECOM}/shipments`, { config, schema }, async (request, reply) => {
    const body = bodyOf(request);
    const counterparty = counterpartyOf(request);
    const problem = shipmentShapeProblem(body) ?? declaredPriceProblem(body);
    if (problem) return refuse(reply, 400, problem);
    const parties = await partiesProblem(db, counterparty, body);
    if ('problem' in parties) return refuse(reply, 400, parties.problem);
    const codes = [...new Set(hsCodesOf(body))];
    const known = await queryRows<{ code: string }>(
      db,
      sql`select code from customs_codes where code in (${sql.join(
        codes.map((c) => sql`${c}`),
        sql`, `,
      )})`,
    );
    const unknown = codes.find((code) => !known.some((k) => k.code === code));
    if (unknown) return refuse(reply, 400, `non-existent HS code ${unknown}`);
    const packageType = body.packageType as PackageType;
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const barcode = randomBarcode(BARCODE_PREFIX[packageType]);
      const [created] = await db
        .insert(sandboxUkrposhtaShipments)
        .values({
          uuid: randomUUID(),
          counterparty_uuid: counterparty,
          barcode,
          package_type: packageType,
          status: 'CREATED',
          delivery_price: deliveryPriceOf(packageType, Number(body.weight)),
          body: { ...body, destination: parties.destination },
          created_at: now(),
        })
        .onConflictDoNothing({ target: sandboxUkrposhtaShipments.barcode })
        .returning();
      if (created) return reply.status(200).send(shipmentView(created));
    }
    return refuse(reply, 503, 'Service Unavailable');
  });

  app.get<{ Params: { key: string } }>(`${ECOM}/shipments/:key`, { config, schema }, async (request, reply) => {
    const row = await findShipment(db, request.params.key, counterpartyOf(request));
    return row ? shipmentView(row) : refuse(reply, 404, `Shipment with uuid ${request.params.key} not found`);
  });

  app.delete<{ Params: { key: string } }>(`${ECOM}/shipments/:key`, { config, schema }, async (request, reply) => {
    const row = await findShipment(db, request.params.key, counterpartyOf(request));
    if (!row) return refuse(reply, 404, `Shipment with uuid ${request.params.key} not found`);
    if (row.status !== 'CREATED') return refuse(reply, 400, 'Only CREATED status can be deleted');
    await db.delete(sandboxUkrposhtaShipments).where(eq(sandboxUkrposhtaShipments.uuid, row.uuid));
    return reply.status(200).send();
  });

  // The sandbox's own controls (not Ukrposhta's API), for tests and tools holding the counterparty's token: the
  // counter clerk's acceptance, and the destination sending an accepted parcel back.
  app.post<{ Params: { key: string } }>(
    `${ECOM}/shipments/:key/sandbox/accept`,
    { config, schema },
    async (request, reply) => {
      const counterparty = counterpartyOf(request);
      const outcome = await acceptAtCounter(db, request.params.key, { counterparty }, now());
      if (outcome === 'not_found') return refuse(reply, 404, `Shipment with uuid ${request.params.key} not found`);
      if (outcome === 'already') return refuse(reply, 400, 'Shipment is already accepted');
      return shipmentView((await findShipment(db, request.params.key, counterparty))!);
    },
  );

  app.post<{ Params: { key: string } }>(
    `${ECOM}/shipments/:key/sandbox/return`,
    { config, schema },
    async (request, reply) => {
      const row = await findShipment(db, request.params.key, counterpartyOf(request));
      if (!row) return refuse(reply, 404, `Shipment with uuid ${request.params.key} not found`);
      if (!row.accepted_at || row.returned_at) return refuse(reply, 400, 'Only an accepted shipment can be returned');
      const [returned] = await db
        .update(sandboxUkrposhtaShipments)
        .set({ returned_at: now(), status: 'RETURNING' })
        .where(eq(sandboxUkrposhtaShipments.uuid, row.uuid))
        .returning();
      return shipmentView(returned!);
    },
  );
}
