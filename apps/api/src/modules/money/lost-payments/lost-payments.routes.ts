import multipart from '@fastify/multipart';
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { MAX_CLAIM_FILE_BYTES, MAX_CLAIM_FILES, lostPaymentsApi } from '@cabinet/contracts/lost-payments';
import { accountCaller } from '../../../platform/auth/guard.ts';
import { route } from '../../../platform/http/endpoint-route.ts';
import type { ClaimFileRow } from './lost-payments.repository.ts';
import type { LostPaymentsService } from './lost-payments.service.ts';
import { readClaimForm } from './claim-upload.ts';

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

/** §2 /lost-payments/ (lostPaymentsApi in the contracts). */
export const lostPaymentRoutes: FastifyPluginAsync<{ lost: LostPaymentsService }> = async (app, { lost }) => {
  await app.register(multipart, {
    limits: { fileSize: MAX_CLAIM_FILE_BYTES, files: MAX_CLAIM_FILES, fields: 5, parts: 20, fieldSize: 10_000 },
  });

  route(app, lostPaymentsApi.list, (request) => lost.open(accountCaller(request).accountId, request.query));

  route(app, lostPaymentsApi.claim, async (request, reply) => {
    const caller = accountCaller(request);
    const form = await readClaimForm(request);
    return reply.status(201).send(await lost.claim(caller, request.params.id, form));
  });

  route(app, lostPaymentsApi.claims, (request) => lost.claims(accountCaller(request).accountId, request.query));

  route(app, lostPaymentsApi.file, async (request, reply) =>
    sendClaimFile(reply, await lost.file(accountCaller(request).accountId, request.params.id, request.params.fileId)),
  );
};
