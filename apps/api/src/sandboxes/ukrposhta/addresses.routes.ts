import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { bodyOf, config, counterpartyOf, ECOM, refuse, schema, type UkrposhtaSandboxOptions } from './access.ts';
import { addressProblem } from './rules.ts';
import { sandboxUkrposhtaAddresses } from './sandbox.schema.ts';

/** eCom's addresses: made and read by the counterparty whose token made them (another token finds none: 404). */
export function registerAddressRoutes(app: FastifyInstance, { db, now }: UkrposhtaSandboxOptions) {
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
}
