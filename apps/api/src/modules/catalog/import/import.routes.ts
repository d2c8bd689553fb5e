import multipart from '@fastify/multipart';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { MAX_IMPORT_FILE_BYTES, productImportApi } from '@cabinet/contracts/products-import';
import { accountCaller } from '../../../platform/auth/guard.ts';
import { invalid } from '../../../platform/errors.ts';
import { route } from '../../../platform/http/endpoint-route.ts';
import { readForm } from '../../../platform/http/multipart.ts';
import type { ImportService } from './import.service.ts';

/** The request's one file, read completely; the size limit answers 400 `file_too_large`. */
async function readOneFile(request: FastifyRequest): Promise<{ name: string | undefined; data: Buffer }> {
  const file = (
    await readForm(request, (code) =>
      code === 'FST_REQ_FILE_TOO_LARGE'
        ? invalid({ file: ['file_too_large'] }, 'file_too_large')
        : invalid({ file: ['invalid_value'] }),
    )
  ).findLast((part) => part.type === 'file');
  if (!file) throw invalid({ file: ['required'] });
  return { name: file.filename, data: file.data };
}

/** §2 /products/import on the API side (productImportApi in the contracts); the job's lifecycle rides on the app's. */
export const importRoutes: FastifyPluginAsync<{ imports: ImportService }> = async (app, { imports }) => {
  await app.register(multipart, { limits: { fileSize: MAX_IMPORT_FILE_BYTES, files: 1, fields: 5, parts: 6 } });
  // A graceful shutdown lets the running batch finish; the import then reads `failed` (interrupted).
  app.addHook('onClose', () => imports.stop());
  // A process that ended without that leaves imports "in progress": on start-up those whose heartbeat stopped fail.
  app.addHook('onReady', async () => {
    await imports.failStale();
  });

  route(app, productImportApi.template, async (request, reply) => {
    const file = await imports.template(request.query.lang);
    return reply
      .header('content-type', productImportApi.template.file)
      .header('content-disposition', `attachment; filename="products-import-${request.query.lang}.xlsx"`)
      .header('cache-control', 'private, no-store')
      .send(file);
  });

  route(app, productImportApi.list, (request) =>
    imports.list(accountCaller(request).accountId, request.query, request.lang),
  );

  route(app, productImportApi.upload, async (request, reply) => {
    const caller = accountCaller(request);
    const file = await readOneFile(request);
    return reply.status(201).send(await imports.upload(caller, file, request.lang));
  });

  route(app, productImportApi.get, (request) =>
    imports.get(accountCaller(request).accountId, request.params.id, request.lang),
  );

  route(app, productImportApi.errors, (request) =>
    imports.errors(accountCaller(request).accountId, request.params.id, request.query, request.lang),
  );

  route(app, productImportApi.start, (request) =>
    imports.start(accountCaller(request), request.params.id, request.lang),
  );

  route(app, productImportApi.cancel, (request) =>
    imports.cancel(accountCaller(request).accountId, request.params.id, request.lang),
  );
};
