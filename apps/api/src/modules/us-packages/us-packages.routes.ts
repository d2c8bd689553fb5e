import multipart from '@fastify/multipart';
import type { FastifyPluginAsync } from 'fastify';
import { MAX_UPLOAD_BYTES } from '@cabinet/contracts/uploads';
import { opsUsPackagesApi, usPackagesApi } from '@cabinet/contracts/us-packages';
import { accountCaller, signedInCaller } from '../../platform/auth/guard.ts';
import { invalid } from '../../platform/errors.ts';
import { route } from '../../platform/http/endpoint-route.ts';
import { readForm } from '../../platform/http/multipart.ts';
import type { Idempotency } from '../../platform/idempotency/idempotency.ts';
import { sendUpload } from '../uploads/send-upload.ts';
import type { UsPackageService } from './us-packages.service.ts';

const limitError = (code: string) =>
  code === 'FST_REQ_FILE_TOO_LARGE' ? invalid({ file: ['file_too_large'] }, 'file_too_large') : null;

/** Packages at the US warehouse: the seller's list and photos, the desk's check-in (us-packages in the contracts). */
export const usPackageRoutes: FastifyPluginAsync<{ packages: UsPackageService; idempotency: Idempotency }> = async (
  app,
  { packages, idempotency },
) => {
  await app.register(multipart, {
    limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 5, parts: 6, fieldSize: 1_000 },
  });

  route(app, usPackagesApi.list, (request) => packages.list(accountCaller(request).accountId, request.query));

  route(app, usPackagesApi.photo, async (request, reply) =>
    sendUpload(
      reply,
      await packages.photo(accountCaller(request).accountId, request.params.id, request.params.filename),
    ),
  );

  route(app, opsUsPackagesApi.uploadPhoto, async (request, reply) => {
    const file = (await readForm(request, limitError)).findLast((part) => part.type === 'file');
    if (!file) throw invalid({ file: ['required'] });
    const stored = await packages.storePhoto(signedInCaller(request).userId, { name: file.filename, data: file.data });
    return reply.status(201).send(stored);
  });

  route(app, opsUsPackagesApi.checkIn, (request, reply) =>
    idempotency.run(request, reply, 201, () => packages.checkIn(signedInCaller(request).userId, request.body)),
  );

  route(app, opsUsPackagesApi.list, (request) => packages.opsList(request.query));

  route(app, opsUsPackagesApi.photo, async (request, reply) =>
    sendUpload(reply, await packages.photo(null, request.params.id, request.params.filename)),
  );
};
