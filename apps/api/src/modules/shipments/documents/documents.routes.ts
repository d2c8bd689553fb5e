import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { shipmentIdParamsSchema, stickersBodySchema, warehouseStickersBodySchema } from '@cabinet/contracts/shipments';
import { accountCaller } from '../../../platform/auth/guard.ts';
import type { DocumentFile, DocumentsService } from './documents.service.ts';

const tags = ['shipments'];
const read = { permission: 'shipments.read' } as const;
const params = shipmentIdParamsSchema;

/** A PDF the browser saves under a name that says what it is. */
const sendPdf = (reply: FastifyReply, file: DocumentFile) =>
  reply
    .header('content-type', 'application/pdf')
    .header('content-disposition', `attachment; filename="${file.filename}"`)
    .header('cache-control', 'no-store')
    .send(file.pdf);

/** §7 "Shipping" documents under the spec's paths. Printing changes nothing, so reading shipments suffices. */
export const documentRoutes: FastifyPluginAsyncZod<{ documents: DocumentsService }> = async (app, { documents }) => {
  app.post(
    '/v2/shipping/shipments/get-stickers',
    { config: read, schema: { tags, body: stickersBodySchema } },
    async (request, reply) => {
      const { shipment_ids, print_format } = request.body;
      return sendPdf(reply, await documents.stickers(accountCaller(request).accountId, shipment_ids, print_format));
    },
  );

  app.get('/shipping/label/by_shipment/:id', { config: read, schema: { tags, params } }, async (request, reply) =>
    sendPdf(reply, await documents.label(accountCaller(request).accountId, request.params.id)),
  );

  app.get('/shipping/shipment/proforma/:id', { config: read, schema: { tags, params } }, async (request, reply) =>
    sendPdf(reply, await documents.proforma(accountCaller(request).accountId, request.params.id)),
  );

  app.post(
    '/shipping/print-warehouse-product-stickers',
    { config: read, schema: { tags, body: warehouseStickersBodySchema } },
    async (request, reply) => {
      const { shipment_id, print_format } = request.body;
      return sendPdf(
        reply,
        await documents.productStickers(accountCaller(request).accountId, shipment_id, print_format),
      );
    },
  );
};
