import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { z } from 'zod';
import type { Db } from '../../platform/db/client.ts';
import { ownApiGuard, ownApiRoute, refuse } from '../kit/own-api.ts';
import { cardIssuerBooks, IssuerRefusal } from './sandbox.ts';

/** Where the sandbox issuer answers, under the API's prefix: a real issuer's base URL replaces it. */
export const CARD_ISSUER_SANDBOX_PATH = '/sandbox/card-issuer';
const V1 = `${CARD_ISSUER_SANDBOX_PATH}/v1`;

const moneyMove = z.strictObject({
  reference: z.string().min(1).max(200),
  amount: z.number().int().positive(),
});
const transactionsQuery = z.object({ since: z.iso.datetime({ offset: true }).optional() });

const STATUS: Record<IssuerRefusal['code'], number> = { unknown_card: 404, card_frozen: 409, card_closed: 409 };
const MESSAGE: Record<IssuerRefusal['code'], string> = {
  unknown_card: 'No card has this token.',
  card_frozen: 'The card is frozen.',
  card_closed: 'The card is closed.',
};

/** Runs the issuer's work and answers its refusals in the API's error shape. */
async function answer<T>(reply: FastifyReply, work: () => Promise<T>) {
  try {
    return await work();
  } catch (err) {
    if (!(err instanceof IssuerRefusal)) throw err;
    return refuse(reply, STATUS[err.code], err.code, MESSAGE[err.code]);
  }
}

const invalid = (reply: FastifyReply, error: z.ZodError) =>
  refuse(reply, 400, 'invalid_request', z.prettifyError(error).replaceAll('\n', ' '));

/**
 * The card issuer's API as our own definition describes it (definition/card-issuer-api.json): issuing by reference,
 * loads, freezing, closing and the card's transactions, each call with the installation's secret key.
 */
export const cardIssuerSandboxRoutes: FastifyPluginAsync<{ db: Db; now: () => Date; apiKey: string }> = async (
  app,
  { db, now, apiKey },
) => {
  const books = cardIssuerBooks({ db, now });
  ownApiGuard(app, apiKey);

  app.post(`${V1}/cards`, ownApiRoute, async (request, reply) => {
    const body = moneyMove.safeParse(request.body);
    return body.success ? books.issueCard(body.data) : invalid(reply, body.error);
  });

  app.post<{ Params: { token: string } }>(`${V1}/cards/:token/loads`, ownApiRoute, async (request, reply) => {
    const body = moneyMove.safeParse(request.body);
    if (!body.success) return invalid(reply, body.error);
    return answer(reply, () => books.load(request.params.token, body.data));
  });

  for (const [action, status] of [
    ['freeze', 'frozen'],
    ['unfreeze', 'active'],
  ] as const) {
    app.post<{ Params: { token: string } }>(`${V1}/cards/:token/${action}`, ownApiRoute, async (request, reply) =>
      answer(reply, () => books.setStatus(request.params.token, status)),
    );
  }

  app.post<{ Params: { token: string } }>(`${V1}/cards/:token/close`, ownApiRoute, async (request, reply) =>
    answer(reply, () => books.close(request.params.token)),
  );

  app.get<{ Params: { token: string } }>(`${V1}/cards/:token/transactions`, ownApiRoute, async (request, reply) => {
    const query = transactionsQuery.safeParse(request.query);
    if (!query.success) return invalid(reply, query.error);
    const since = query.data.since ? new Date(query.data.since) : null;
    return answer(reply, async () => ({ data: await books.charges(request.params.token, since) }));
  });
};
