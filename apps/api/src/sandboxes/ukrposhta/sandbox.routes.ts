import { randomUUID } from 'node:crypto';
import { eq, inArray, sql } from 'drizzle-orm';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { queryRows, type Db } from '../../db/client.ts';
import { s10 } from '../kit/s10.ts';
import {
  addressProblem,
  BARCODE_PREFIX,
  clientProblem,
  deliveryPriceOf,
  hsCodesOf,
  nonLatinAddressFields,
  shipmentShapeProblem,
  type PackageType,
} from './rules.ts';
import { sandboxUkrposhtaAddresses, sandboxUkrposhtaClients, sandboxUkrposhtaShipments } from './sandbox.schema.ts';
import { acceptAtCounter } from './counter.ts';
import { trackingEvents, type TrackingLanguage } from './tracking.ts';
import { UKRPOSHTA_SANDBOX, UKRPOSHTA_SANDBOX_PATH } from '../../providers/national-post/ukrposhta.ts';

const config = { access: 'public' } as const;
const ECOM = `${UKRPOSHTA_SANDBOX_PATH}/ecom/0.0.1`;
const TRACKING = `${UKRPOSHTA_SANDBOX_PATH}/status-tracking/0.0.1`;
/** StatusTracking answers at most this many barcodes a call. */
export const TRACKING_BATCH = 50;

type Body = Record<string, unknown>;
const bodyOf = (request: FastifyRequest): Body =>
  request.body && typeof request.body === 'object' && !Array.isArray(request.body) ? (request.body as Body) : {};
const refuse = (reply: FastifyReply, status: number, message: string) => reply.status(status).send({ message });

/** eCom takes its bearer in Authorization and, on clients and shipments, the counterparty token in `?token=`. */
function authorised(request: FastifyRequest, bearer: string, counterparty: boolean): boolean {
  if (request.headers.authorization !== `Bearer ${bearer}`) return false;
  if (!counterparty) return true;
  return (request.query as { token?: unknown }).token === UKRPOSHTA_SANDBOX.counterpartyToken;
}

/**
 * Ukrposhta's eCom and StatusTracking APIs, as the sandbox our server serves (ARCHITECTURE §6): addresses → clients →
 * shipments as separate objects, international bodies checked as production checks them, S10 barcodes, deletion only
 * while CREATED, and tracking that knows a parcel only once a post office has accepted it. `POST …/sandbox/accept`
 * stands for the counter clerk: it is the sandbox's own control, not part of Ukrposhta's API.
 */
export const ukrposhtaSandboxRoutes: FastifyPluginAsync<{ db: Db; now: () => Date }> = async (app, { db, now }) => {
  app.addHook('preHandler', async (request, reply) => {
    const tracking = request.url.startsWith(`/api${TRACKING}`);
    const counterparty = !tracking && !request.url.includes('/addresses');
    const bearer = tracking ? UKRPOSHTA_SANDBOX.trackingBearer : UKRPOSHTA_SANDBOX.ecomBearer;
    if (!authorised(request, bearer, counterparty)) return refuse(reply, 401, 'Unauthorized');
  });

  app.post(`${ECOM}/addresses`, { config, schema: { hide: true } }, async (request, reply) => {
    const body = bodyOf(request);
    const problem = addressProblem(body);
    if (problem) return refuse(reply, 400, problem);
    const [row] = await db.insert(sandboxUkrposhtaAddresses).values({ body, created_at: now() }).returning();
    return { id: row!.id, ...body };
  });

  app.get<{ Params: { id: string } }>(
    `${ECOM}/addresses/:id`,
    { config, schema: { hide: true } },
    async (request, reply) => {
      const id = Number(request.params.id);
      const [row] =
        Number.isInteger(id) && id > 0 && id < 2 ** 31
          ? await db.select().from(sandboxUkrposhtaAddresses).where(eq(sandboxUkrposhtaAddresses.id, id))
          : [];
      return row ? { id: row.id, ...row.body } : refuse(reply, 404, `Address with id ${request.params.id} not found`);
    },
  );

  app.post(`${ECOM}/clients`, { config, schema: { hide: true } }, async (request, reply) => {
    const body = bodyOf(request);
    // Production's trap: a client sent without a type is a COMPANY, for good.
    const type = typeof body.type === 'string' ? body.type : 'COMPANY';
    const problem = clientProblem(body, type);
    if (problem) return refuse(reply, 400, problem);
    const [address] = await db
      .select({ id: sandboxUkrposhtaAddresses.id })
      .from(sandboxUkrposhtaAddresses)
      .where(eq(sandboxUkrposhtaAddresses.id, body.addressId as number));
    if (!address) return refuse(reply, 400, `Address with id ${String(body.addressId)} not found`);
    const uuid = randomUUID();
    await db.insert(sandboxUkrposhtaClients).values({ uuid, type, address_id: address.id, body, created_at: now() });
    return { uuid, ...body, type };
  });

  // Production's other trap: a client's type is fixed once created; the rest of a client may change.
  app.put<{ Params: { uuid: string } }>(
    `${ECOM}/clients/:uuid`,
    { config, schema: { hide: true } },
    async (request, reply) => {
      const body = bodyOf(request);
      const [client] =
        request.params.uuid.length <= 64
          ? await db.select().from(sandboxUkrposhtaClients).where(eq(sandboxUkrposhtaClients.uuid, request.params.uuid))
          : [];
      if (!client) return refuse(reply, 404, `Client with uuid ${request.params.uuid} not found`);
      if (body.type !== undefined && body.type !== client.type)
        return refuse(reply, 400, "Client's type can't be changed");
      const merged = { ...client.body, ...body, type: client.type };
      const problem = clientProblem(merged, client.type);
      if (problem) return refuse(reply, 400, problem);
      await db
        .update(sandboxUkrposhtaClients)
        .set({ body: merged })
        .where(eq(sandboxUkrposhtaClients.uuid, client.uuid));
      return { uuid: client.uuid, ...merged };
    },
  );

  app.post(`${ECOM}/shipments`, { config, schema: { hide: true } }, async (request, reply) => {
    const body = bodyOf(request);
    const problem = shipmentShapeProblem(body);
    if (problem) return refuse(reply, 400, problem);
    const uuidOf = (party: unknown) => String((party as { uuid?: unknown }).uuid ?? '');
    const parties = await db
      .select()
      .from(sandboxUkrposhtaClients)
      .where(inArray(sandboxUkrposhtaClients.uuid, [uuidOf(body.sender), uuidOf(body.recipient)]));
    const sender = parties.find((c) => c.uuid === uuidOf(body.sender));
    const recipient = parties.find((c) => c.uuid === uuidOf(body.recipient));
    if (!sender || !recipient) return refuse(reply, 400, 'Client not found');
    if (!sender.body.latinName) return refuse(reply, 400, "Sender's 'latinName' should not be empty");
    const addressIds = [sender.address_id, recipient.address_id, Number(body.returnAddressId ?? sender.address_id)];
    const addresses = await db
      .select()
      .from(sandboxUkrposhtaAddresses)
      .where(inArray(sandboxUkrposhtaAddresses.id, addressIds));
    const byId = new Map(addresses.map((a) => [a.id, a.body]));
    const nonLatin = [
      ['Sender address', addressIds[0]],
      ['Recipient address', addressIds[1]],
      ['Return address', addressIds[2]],
    ]
      .filter(([, id]) => nonLatinAddressFields(byId.get(id as number) ?? {}).length > 0)
      .map(([label]) => label);
    if (nonLatin.length)
      return refuse(reply, 400, `should include only latin characters at fields: ${nonLatin.join(', ')}`);
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
    const destination = String(byId.get(recipient.address_id)?.country ?? '');
    const uuid = randomUUID();
    // The barcode's serial is the row's own number, known once the row exists.
    const created = await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(sandboxUkrposhtaShipments)
        .values({
          uuid,
          barcode: uuid,
          package_type: packageType,
          status: 'CREATED',
          delivery_price: deliveryPriceOf(packageType, Number(body.weight)),
          body: { ...body, destination },
          created_at: now(),
        })
        .returning({ serial: sandboxUkrposhtaShipments.serial });
      const [numbered] = await tx
        .update(sandboxUkrposhtaShipments)
        .set({ barcode: s10(BARCODE_PREFIX[packageType], row!.serial, 'UA') })
        .where(eq(sandboxUkrposhtaShipments.uuid, uuid))
        .returning();
      return numbered!;
    });
    return reply.status(200).send(shipmentView(created));
  });

  const findShipment = async (key: string) => {
    const column = /^[A-Z]{2}\d{9}[A-Z]{2}$/.test(key)
      ? sandboxUkrposhtaShipments.barcode
      : sandboxUkrposhtaShipments.uuid;
    const [row] = key.length <= 64 ? await db.select().from(sandboxUkrposhtaShipments).where(eq(column, key)) : [];
    return row ?? null;
  };

  app.get<{ Params: { key: string } }>(
    `${ECOM}/shipments/:key`,
    { config, schema: { hide: true } },
    async (request, reply) => {
      const row = await findShipment(request.params.key);
      return row ? shipmentView(row) : refuse(reply, 404, `Shipment with uuid ${request.params.key} not found`);
    },
  );

  app.delete<{ Params: { key: string } }>(
    `${ECOM}/shipments/:key`,
    { config, schema: { hide: true } },
    async (request, reply) => {
      const row = await findShipment(request.params.key);
      if (!row) return refuse(reply, 404, `Shipment with uuid ${request.params.key} not found`);
      if (row.status !== 'CREATED') return refuse(reply, 400, 'Only CREATED status can be deleted');
      await db.delete(sandboxUkrposhtaShipments).where(eq(sandboxUkrposhtaShipments.uuid, row.uuid));
      return reply.status(200).send();
    },
  );

  app.post<{ Params: { key: string } }>(
    `${ECOM}/shipments/:key/sandbox/accept`,
    { config, schema: { hide: true } },
    async (request, reply) => {
      const outcome = await acceptAtCounter(db, request.params.key, now());
      if (outcome === 'not_found') return refuse(reply, 404, `Shipment with uuid ${request.params.key} not found`);
      if (outcome === 'already') return refuse(reply, 400, 'Shipment is already accepted');
      return shipmentView((await findShipment(request.params.key))!);
    },
  );

  const eventsOf = async (barcodes: string[], lang: TrackingLanguage) => {
    const rows = await db
      .select()
      .from(sandboxUkrposhtaShipments)
      .where(inArray(sandboxUkrposhtaShipments.barcode, barcodes));
    return rows
      .filter((row) => row.accepted_at)
      .flatMap((row) =>
        trackingEvents(
          {
            barcode: row.barcode,
            acceptedAt: row.accepted_at!,
            destination: String(row.body.destination),
            mailType: row.package_type,
          },
          now(),
          lang,
        ),
      );
  };
  const langOf = (request: FastifyRequest): TrackingLanguage =>
    String((request.query as { lang?: unknown }).lang ?? 'UA').toUpperCase() === 'EN' ? 'EN' : 'UA';

  app.get(`${TRACKING}/statuses`, { config, schema: { hide: true } }, async (request, reply) => {
    const barcode = String((request.query as { barcode?: unknown }).barcode ?? '');
    const events = await eventsOf([barcode], langOf(request));
    // Until a post office accepts it, tracking has never heard of the parcel.
    return events.length ? events : refuse(reply, 404, `Barcode ${barcode} not found`);
  });

  app.post(`${TRACKING}/statuses`, { config, schema: { hide: true } }, async (request, reply) => {
    const barcodes = Array.isArray(request.body) ? request.body.map(String) : null;
    if (!barcodes) return refuse(reply, 400, 'Body should be an array of barcodes');
    if (barcodes.length > TRACKING_BATCH) return refuse(reply, 400, `At most ${TRACKING_BATCH} barcodes per request`);
    return eventsOf(barcodes, langOf(request));
  });
};

function shipmentView(row: typeof sandboxUkrposhtaShipments.$inferSelect) {
  const { destination: _destination, ...body } = row.body;
  return {
    ...body,
    uuid: row.uuid,
    barcode: row.barcode,
    deliveryPrice: row.delivery_price / 100,
    lifecycle: { status: row.status, statusDate: (row.accepted_at ?? row.created_at).toISOString() },
  };
}
