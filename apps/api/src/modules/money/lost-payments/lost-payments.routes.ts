import multipart from '@fastify/multipart';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParamsSchema, pageQuerySchema } from '@cabinet/contracts/common';
import {
  MAX_CLAIM_FILE_BYTES,
  MAX_CLAIM_FILES,
  claimFileParamsSchema,
  claimListSchema,
  claimSchema,
  claimsQuerySchema,
  lostPaymentListSchema,
} from '@cabinet/contracts/lost-payments';
import { accountCaller } from '../../../platform/auth/guard.ts';
import type { ClaimFileRow } from './lost-payments.repository.ts';
import type { LostPaymentsService } from './lost-payments.service.ts';
import { readClaimForm } from './claim-upload.ts';

const tags = ['money'];
const read = { permission: 'money.read' } as const;
const write = { permission: 'money.write' } as const;

/** Sends a stored proof file to be shown in the browser (images, PDF), named as it was uploaded. */
export function sendClaimFile(reply: FastifyReply, found: { file: ClaimFileRow; stream: NodeJS.ReadableStream }) {
  const ascii = found.file.name.replace(/[^\x20-\x7e]|"/g, '_');
  return reply
    .header('content-type', found.file.mime)
    .header('content-length', String(found.file.size))
    .header(
      'content-disposition',
      `inline; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(found.file.name)}`,
    )
    .header('cache-control', 'private, no-store')
    .send(found.stream);
}

/** §2 /lost-payments/: open unidentified payments, claims with proof files (multipart), the seller's claims. */
export const lostPaymentRoutes: FastifyPluginAsyncZod<{ lost: LostPaymentsService }> = async (app, { lost }) => {
  await app.register(multipart, {
    limits: { fileSize: MAX_CLAIM_FILE_BYTES, files: MAX_CLAIM_FILES, fields: 5, parts: 20, fieldSize: 10_000 },
  });

  app.get(
    '/lost-payments',
    { config: read, schema: { tags, querystring: pageQuerySchema, response: { 200: lostPaymentListSchema } } },
    (request) => lost.open(accountCaller(request).accountId, request.query),
  );

  app.post(
    '/lost-payments/:id/claims',
    {
      config: write,
      schema: {
        tags,
        params: idParamsSchema,
        consumes: ['multipart/form-data'],
        description: 'multipart/form-data: `comment` (3–2000 characters) and 1–5 proof files in `files`',
        response: { 201: claimSchema },
      },
    },
    async (request, reply) => {
      const caller = accountCaller(request);
      const form = await readClaimForm(request);
      return reply.status(201).send(await lost.claim(caller, request.params.id, form));
    },
  );

  app.get(
    '/lost-payments/claims',
    { config: read, schema: { tags, querystring: claimsQuerySchema, response: { 200: claimListSchema } } },
    (request) => lost.claims(accountCaller(request).accountId, request.query),
  );

  app.get(
    '/lost-payments/claims/:id/files/:fileId',
    { config: read, schema: { tags, params: claimFileParamsSchema } },
    async (request, reply) =>
      sendClaimFile(reply, await lost.file(accountCaller(request).accountId, request.params.id, request.params.fileId)),
  );
};
