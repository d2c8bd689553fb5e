import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import {
  bodyOf,
  checkCaller,
  config,
  counterpartyOf,
  ECOM,
  refuse,
  schema,
  type Body,
  type UkrposhtaSandboxOptions,
} from './access.ts';
import { addressProblem, clientProblem } from './rules.ts';
import { sandboxUkrposhtaAddresses, sandboxUkrposhtaClients } from './sandbox.schema.ts';
import { registerShipmentRoutes } from './shipments.routes.ts';
import { registerTrackingRoutes } from './tracking.routes.ts';
import { registerFormsRoutes } from './forms.routes.ts';

/** The counterparty uuid a client belongs to, if the body names one that is not the caller's. */
function foreignCounterparty(body: Body, counterparty: string): boolean {
  return body.counterpartyUuid !== undefined && body.counterpartyUuid !== counterparty;
}

/**
 * Ukrposhta's eCom, Forms and StatusTracking APIs, as the sandbox our server serves (ARCHITECTURE §6): addresses →
 * clients → shipments as separate objects, each the counterparty's whose token made it (another token finds none of
 * it: 404), international bodies checked as production checks them, S10 barcodes, deletion only while CREATED, and
 * tracking that knows a parcel only once a post office has accepted it.
 */
export const ukrposhtaSandboxRoutes: FastifyPluginAsync<UkrposhtaSandboxOptions> = async (app, options) => {
  const { db, now } = options;
  app.addHook('preHandler', checkCaller(db, now));

  app.post(`${ECOM}/addresses`, { config, schema }, async (request, reply) => {
    const body = bodyOf(request);
    const problem = addressProblem(body);
    if (problem) return refuse(reply, 400, problem);
    const [row] = await db
      .insert(sandboxUkrposhtaAddresses)
      .values({ body, counterparty_uuid: counterpartyOf(request), created_at: now() })
      .returning();
    return { id: row!.id, ...body };
  });

  app.get<{ Params: { id: string } }>(`${ECOM}/addresses/:id`, { config, schema }, async (request, reply) => {
    const id = Number(request.params.id);
    const [row] =
      Number.isInteger(id) && id > 0 && id < 2 ** 31
        ? await db
            .select()
            .from(sandboxUkrposhtaAddresses)
            .where(
              and(
                eq(sandboxUkrposhtaAddresses.id, id),
                eq(sandboxUkrposhtaAddresses.counterparty_uuid, counterpartyOf(request)),
              ),
            )
        : [];
    return row ? { id: row.id, ...row.body } : refuse(reply, 404, `Address with id ${request.params.id} not found`);
  });

  app.post(`${ECOM}/clients`, { config, schema }, async (request, reply) => {
    const body = bodyOf(request);
    const counterparty = counterpartyOf(request);
    if (foreignCounterparty(body, counterparty)) return refuse(reply, 403, 'Counterparty does not match the token');
    // Production's trap: a client sent without a type is a COMPANY, for good.
    const type = typeof body.type === 'string' ? body.type : 'COMPANY';
    const problem = clientProblem(body, type);
    if (problem) return refuse(reply, 400, problem);
    const [address] = await db
      .select({ id: sandboxUkrposhtaAddresses.id })
      .from(sandboxUkrposhtaAddresses)
      .where(
        and(
          eq(sandboxUkrposhtaAddresses.id, body.addressId as number),
          eq(sandboxUkrposhtaAddresses.counterparty_uuid, counterparty),
        ),
      );
    if (!address) return refuse(reply, 400, `Address with id ${String(body.addressId)} not found`);
    const uuid = randomUUID();
    const stored = { ...body, type };
    await db.insert(sandboxUkrposhtaClients).values({
      uuid,
      counterparty_uuid: counterparty,
      type,
      address_id: address.id,
      body: stored,
      created_at: now(),
    });
    return { uuid, ...stored };
  });

  app.put<{ Params: { uuid: string } }>(`${ECOM}/clients/:uuid`, { config, schema }, async (request, reply) => {
    const body = bodyOf(request);
    const counterparty = counterpartyOf(request);
    const [client] =
      request.params.uuid.length <= 64
        ? await db
            .select()
            .from(sandboxUkrposhtaClients)
            .where(
              and(
                eq(sandboxUkrposhtaClients.uuid, request.params.uuid),
                eq(sandboxUkrposhtaClients.counterparty_uuid, counterparty),
              ),
            )
        : [];
    if (!client) return refuse(reply, 404, `Client with uuid ${request.params.uuid} not found`);
    if (foreignCounterparty(body, counterparty)) return refuse(reply, 403, 'Counterparty does not match the token');
    if (body.type !== undefined && body.type !== client.type) {
      return refuse(reply, 400, "Client's type can't be changed");
    }
    const merged = { ...client.body, ...body, type: client.type };
    const problem = clientProblem(merged, client.type);
    if (problem) return refuse(reply, 400, problem);
    await db.update(sandboxUkrposhtaClients).set({ body: merged }).where(eq(sandboxUkrposhtaClients.uuid, client.uuid));
    return { uuid: client.uuid, ...merged };
  });

  registerShipmentRoutes(app, options);
  registerTrackingRoutes(app, options);
  registerFormsRoutes(app, options);
};
