import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
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
import { clientProblem } from './rules.ts';
import { sandboxUkrposhtaAddresses, sandboxUkrposhtaClients } from './sandbox.schema.ts';

/** The counterparty uuid a client belongs to, if the body names one that is not the caller's. */
function foreignCounterparty(body: Body, counterparty: string): boolean {
  return body.counterpartyUuid !== undefined && body.counterpartyUuid !== counterparty;
}

/**
 * eCom's clients, each at one of the counterparty's addresses: made with a type that never changes afterwards, and
 * changed by the counterparty whose token made them.
 */
export function registerClientRoutes(app: FastifyInstance, { db, now }: UkrposhtaSandboxOptions) {
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
}
