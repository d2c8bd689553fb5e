import { z } from 'zod';
import { ownApiClient, OwnApiRefusal, segment, type OwnApiConnection } from '../own-api-client.ts';
import { CardIssuerError, type CardIssuer, type IssuedCard } from './card-issuer.ts';

/*
 * The card issuer's HTTP API as our own definition describes it (sandboxes/card-issuer/definition/card-issuer-api.json:
 * no issuer is chosen, so no vendor publishes one): cards issued and loaded by an idempotent reference, frozen,
 * unfrozen, closed, and their transactions read since a moment.
 */

const cardSchema = z.object({
  token: z.string().min(1),
  brand: z.string(),
  bin: z.string(),
  last4: z.string(),
  exp_month: z.number().int(),
  exp_year: z.number().int(),
});
const closedSchema = z.object({ remaining: z.number().int().nonnegative() });
const transactionsSchema = z.object({
  data: z.array(
    z.object({
      id: z.string(),
      amount: z.number().int(),
      merchant: z.string(),
      created_at: z.iso.datetime({ offset: true }),
    }),
  ),
});

const REFUSALS = new Set<string>(['card_frozen', 'card_closed', 'unknown_card'] satisfies CardIssuerError['reason'][]);

/** The issuer's refusals the fee cards act on become `CardIssuerError`; anything else (an outage) stays an error. */
async function refusing<T>(work: Promise<T>): Promise<T> {
  try {
    return await work;
  } catch (err) {
    if (err instanceof OwnApiRefusal && REFUSALS.has(err.code)) {
      throw new CardIssuerError(err.code as CardIssuerError['reason']);
    }
    throw err;
  }
}

export function cardIssuerApi(connection: OwnApiConnection & { name: CardIssuer['name'] }): CardIssuer {
  const call = ownApiClient(connection);
  const card = (token: string) => `/v1/cards/${segment(token)}`;
  return {
    name: connection.name,

    async issueCard({ reference, amount }) {
      const issued = cardSchema.parse(await refusing(call('POST', '/v1/cards', { reference, amount })));
      return {
        token: issued.token,
        brand: issued.brand,
        bin: issued.bin,
        last4: issued.last4,
        expiryMonth: issued.exp_month,
        expiryYear: issued.exp_year,
      } satisfies IssuedCard;
    },

    async load(token, amount, reference) {
      await refusing(call('POST', `${card(token)}/loads`, { reference, amount }));
    },

    async freeze(token) {
      await refusing(call('POST', `${card(token)}/freeze`));
    },

    async unfreeze(token) {
      await refusing(call('POST', `${card(token)}/unfreeze`));
    },

    async close(token) {
      return { remaining: closedSchema.parse(await refusing(call('POST', `${card(token)}/close`))).remaining };
    },

    async charges(token, since) {
      const query = since ? `?since=${encodeURIComponent(since.toISOString())}` : '';
      const { data } = transactionsSchema.parse(await refusing(call('GET', `${card(token)}/transactions${query}`)));
      return data.map((t) => ({ id: t.id, amount: t.amount, merchant: t.merchant, at: new Date(t.created_at) }));
    },
  };
}
