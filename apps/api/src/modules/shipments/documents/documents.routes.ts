import type { FastifyPluginAsync } from 'fastify';
import { shipmentDocumentsApi } from '@cabinet/contracts/shipments';
import { accountCaller } from '../../../platform/auth/guard.ts';
import { route } from '../../../platform/http/endpoint-route.ts';
import { sendPdf } from '../../../platform/http/send-pdf.ts';
import type { DocumentsService } from './documents.service.ts';

/** §7 "Shipping" documents under the spec's paths (shipmentDocumentsApi in the contracts). */
export const documentRoutes: FastifyPluginAsync<{ documents: DocumentsService }> = async (app, { documents }) => {
  route(app, shipmentDocumentsApi.stickers, async (request, reply) => {
    const { shipment_ids, print_format } = request.body;
    return sendPdf(reply, await documents.stickers(accountCaller(request).accountId, shipment_ids, print_format));
  });

  route(app, shipmentDocumentsApi.label, async (request, reply) =>
    sendPdf(reply, await documents.label(accountCaller(request).accountId, request.params.id)),
  );

  route(app, shipmentDocumentsApi.proforma, async (request, reply) =>
    sendPdf(reply, await documents.proforma(accountCaller(request).accountId, request.params.id)),
  );

  route(app, shipmentDocumentsApi.productStickers, async (request, reply) => {
    const { shipment_id, print_format } = request.body;
    return sendPdf(reply, await documents.productStickers(accountCaller(request).accountId, shipment_id, print_format));
  });
};
