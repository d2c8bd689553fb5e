import multipart from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParamsSchema, pageQuerySchema } from '@cabinet/contracts/common';
import {
  MAX_IMPORT_FILE_BYTES,
  importErrorsQuerySchema,
  importTemplateQuerySchema,
  productImportErrorListSchema,
  productImportListSchema,
  productImportSchema,
} from '@cabinet/contracts/products-import';
import { accountCaller } from '../../../platform/auth/guard.ts';
import { invalid } from '../../../platform/errors.ts';
import { readForm } from '../../../platform/http/multipart.ts';
import type { ImportService } from './import.service.ts';

const tags = ['products'];
const read = { permission: 'products.read' } as const;
const write = { permission: 'products.write' } as const;
const params = idParamsSchema;
const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

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

/** §2 /products/import: template, upload, start, cancel, the list of imports and each one's journal of row errors. */
export const importRoutes: FastifyPluginAsyncZod<{ imports: ImportService }> = async (app, { imports }) => {
  await app.register(multipart, { limits: { fileSize: MAX_IMPORT_FILE_BYTES, files: 1, fields: 5, parts: 6 } });
  // A graceful shutdown lets the running batch finish; the import then reads `failed` (interrupted).
  app.addHook('onClose', () => imports.stop());
  // A process that ended without that leaves imports "in progress": on start-up those whose heartbeat stopped fail.
  app.addHook('onReady', async () => {
    await imports.failStale();
  });

  app.get(
    '/products/import/template',
    {
      config: read,
      schema: { tags, querystring: importTemplateQuerySchema, description: 'The xlsx template, headers in `lang`.' },
    },
    async (request, reply) => {
      const file = await imports.template(request.query.lang);
      return reply
        .header('content-type', XLSX_TYPE)
        .header('content-disposition', `attachment; filename="products-import-${request.query.lang}.xlsx"`)
        .header('cache-control', 'private, no-store')
        .send(file);
    },
  );

  app.get(
    '/products/import',
    { config: read, schema: { tags, querystring: pageQuerySchema, response: { 200: productImportListSchema } } },
    (request) => imports.list(accountCaller(request).accountId, request.query, request.lang),
  );

  app.post(
    '/products/import',
    {
      config: write,
      schema: {
        tags,
        consumes: ['multipart/form-data'],
        description: 'multipart/form-data with one xlsx or csv file: checked and kept as a pending import.',
        response: { 201: productImportSchema },
      },
    },
    async (request, reply) => {
      const caller = accountCaller(request);
      const file = await readOneFile(request);
      return reply.status(201).send(await imports.upload(caller, file, request.lang));
    },
  );

  app.get(
    '/products/import/:id',
    { config: read, schema: { tags, params, response: { 200: productImportSchema } } },
    (request) => imports.get(accountCaller(request).accountId, request.params.id, request.lang),
  );

  app.get(
    '/products/import/:id/errors',
    {
      config: read,
      schema: { tags, params, querystring: importErrorsQuerySchema, response: { 200: productImportErrorListSchema } },
    },
    (request) => imports.errors(accountCaller(request).accountId, request.params.id, request.query, request.lang),
  );

  app.post(
    '/products/import/:id/start',
    {
      config: write,
      schema: {
        tags,
        params,
        description: 'Starts the job in the background; 409 while another import of the account runs.',
        response: { 200: productImportSchema },
      },
    },
    (request) => imports.start(accountCaller(request), request.params.id, request.lang),
  );

  app.post(
    '/products/import/:id/cancel',
    {
      config: write,
      schema: { tags, params, description: 'Rows already written stay.', response: { 200: productImportSchema } },
    },
    (request) => imports.cancel(accountCaller(request).accountId, request.params.id, request.lang),
  );
};
