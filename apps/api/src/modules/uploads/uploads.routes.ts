import multipart from '@fastify/multipart';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { MAX_UPLOAD_BYTES, uploadsApi } from '@cabinet/contracts/uploads';
import { accountCaller } from '../../platform/auth/guard.ts';
import { type AppError, invalid } from '../../platform/errors.ts';
import { route } from '../../platform/http/endpoint-route.ts';
import { readForm } from '../../platform/http/multipart.ts';
import { sendUpload } from './send-upload.ts';
import type { UploadService } from './uploads.service.ts';

/** The multipart plugin's limit errors as our codes (§8: the size limit; one file per request). */
function limitError(code: string): AppError | null {
  switch (code) {
    case 'FST_REQ_FILE_TOO_LARGE':
      return invalid({ file: ['file_too_large'] }, 'file_too_large');
    case 'FST_FILES_LIMIT':
    case 'FST_PARTS_LIMIT':
    case 'FST_FIELDS_LIMIT':
      return invalid({ file: ['invalid_value'] });
    default:
      return null;
  }
}

/** Reads the request's one file completely (a truncated file is never stored). */
async function readOneFile(request: FastifyRequest): Promise<{ name: string | undefined; data: Buffer }> {
  const file = (await readForm(request, limitError)).findLast((part) => part.type === 'file');
  if (!file) throw invalid({ file: ['required'] });
  return { name: file.filename, data: file.data };
}

/** §7 `POST maintenance/upload` and the owner's view of an uploaded file (uploadsApi in the contracts). */
export const uploadRoutes: FastifyPluginAsync<{ uploads: UploadService }> = async (app, { uploads }) => {
  await app.register(multipart, {
    limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 5, parts: 6, fieldSize: 1_000 },
  });

  route(app, uploadsApi.upload, async (request, reply) => {
    const caller = accountCaller(request);
    const file = await readOneFile(request);
    return reply.status(201).send(await uploads.store(caller, file));
  });

  route(app, uploadsApi.file, async (request, reply) =>
    sendUpload(reply, await uploads.openFor(accountCaller(request), request.params.filename)),
  );
};
