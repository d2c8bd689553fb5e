import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { z } from 'zod';
import type { Language } from '@cabinet/contracts/common';
import type { Db } from '../../platform/db/client.ts';
import { ownApiGuard, ownApiRoute, refuse } from '../kit/own-api.ts';
import { walletBooks, WalletRefusal, type SendMail } from './sandbox.ts';

/** Where the sandbox wallet provider answers, under the API's prefix: a real provider's base URL replaces it. */
export const WALLET_SANDBOX_PATH = '/sandbox/wallet';
const V1 = `${WALLET_SANDBOX_PATH}/v1`;

/** The API names languages by ISO 639-1 (`uk`); the cabinet's texts by its own codes (`ua`). */
const languageSchema = z.enum(['uk', 'ru', 'en']).transform((l): Language => (l === 'uk' ? 'ua' : l));
const linkBody = z.strictObject({ email: z.email().max(254), language: languageSchema });
const codesBody = z.strictObject({ language: languageSchema });
const activationBody = z.strictObject({ code: z.string().min(1).max(32) });

const STATUS: Record<WalletRefusal['code'], number> = {
  unknown_account: 404,
  account_unavailable: 422,
  invalid_code: 422,
  code_expired: 422,
  too_many_attempts: 422,
};
const MESSAGE: Record<WalletRefusal['code'], string> = {
  unknown_account: 'No account has this id.',
  account_unavailable: 'This account cannot be linked.',
  invalid_code: 'The code is not the one sent.',
  code_expired: 'The code has expired: ask for a new one.',
  too_many_attempts: 'Too many wrong codes: ask for a new one.',
};

/** Parses the body, runs the provider's work, and answers its refusals in the API's error shape. */
async function answer<B, T>(reply: FastifyReply, parsed: z.ZodSafeParseResult<B>, work: (body: B) => Promise<T>) {
  if (!parsed.success) {
    return refuse(reply, 400, 'invalid_request', z.prettifyError(parsed.error).replaceAll('\n', ' '));
  }
  try {
    return await work(parsed.data);
  } catch (err) {
    if (!(err instanceof WalletRefusal)) throw err;
    return refuse(reply, STATUS[err.code], err.code, MESSAGE[err.code]);
  }
}

/**
 * The wallet provider's API as our own definition describes it (definition/wallet-api.json): an account linked by
 * e-mail, proved by a code the provider e-mails (sent again on demand), activated with that code.
 */
export const walletSandboxRoutes: FastifyPluginAsync<{
  db: Db;
  now: () => Date;
  apiKey: string;
  sendMail: SendMail;
}> = async (app, { db, now, apiKey, sendMail }) => {
  const books = walletBooks({ db, now, sendMail });
  ownApiGuard(app, apiKey);

  app.post(`${V1}/accounts/links`, ownApiRoute, async (request, reply) =>
    answer(reply, linkBody.safeParse(request.body), (body) => books.link(body.email, body.language)),
  );

  app.post<{ Params: { id: string } }>(`${V1}/accounts/:id/codes`, ownApiRoute, async (request, reply) =>
    answer(reply, codesBody.safeParse(request.body), (body) => books.resendCode(request.params.id, body.language)),
  );

  app.post<{ Params: { id: string } }>(`${V1}/accounts/:id/activation`, ownApiRoute, async (request, reply) =>
    answer(reply, activationBody.safeParse(request.body), (body) => books.activate(request.params.id, body.code)),
  );
};
