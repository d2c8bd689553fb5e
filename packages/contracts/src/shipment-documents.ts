import { z } from 'zod';
import { idParamsSchema, idSchema } from './common.ts';
import { endpoint } from './endpoint.ts';
import { moneySchema } from './money.ts';
import { deliveryTypeSchema, sideCmSchema, weightKgSchema } from './tariffs.ts';

const weightKg = weightKgSchema;
const sideCm = sideCmSchema;

/** §3 Sticker sizes, plus A4 (the default, several stickers a page, §9). */
export const stickerFormats = ['SIZE_A4', 'SIZE_A5', 'SIZE_A6', 'SIZE_10X10'] as const;
export type StickerFormat = (typeof stickerFormats)[number];
export const stickersBodySchema = z.strictObject({
  shipment_ids: z.array(idSchema).min(1).max(1000),
  print_format: z.enum(stickerFormats).default('SIZE_A4'),
});
export const warehouseStickersBodySchema = z.strictObject({
  shipment_id: idSchema,
  print_format: z.enum(stickerFormats).default('SIZE_A4'),
});

/** POST /shipping/shipment/docs/price/: what the documents (label) cost with a shipper for given sizes. */
export const docsPriceBodySchema = z.strictObject({
  shipper: deliveryTypeSchema,
  shipment_id: idSchema,
  dimensions: z.strictObject({ length_cm: sideCm, width_cm: sideCm, height_cm: sideCm }),
  total_weight: weightKg,
});
export type DocsPriceBody = z.infer<typeof docsPriceBodySchema>;

/** POST /shipping/label/consolidation: buy the last leg chosen from /shipping/rates/consolidation. */
export const consolidationLabelBodySchema = z.strictObject({
  shipment_id: idSchema,
  delivery_type: deliveryTypeSchema,
});
export const consolidationRatesSchema = z.object({
  rates: z.array(
    z.object({
      delivery_type: deliveryTypeSchema,
      price: moneySchema,
      delivery_days: z.object({ min: z.number().int(), max: z.number().int() }),
    }),
  ),
});
export type ConsolidationRates = z.infer<typeof consolidationRatesSchema>;

/**
 * §7 "Shipping" documents under the spec's paths, each a PDF the browser saves. Printing changes nothing, so reading
 * shipments suffices. (The shipment id params are `idParamsSchema`, as `shipmentIdParamsSchema` is: this file sits
 * below shipments.ts.)
 */
export const shipmentDocumentsApi = {
  /** One PDF with the stickers of the chosen shipments (404 when one is not the caller's). */
  stickers: endpoint({
    method: 'POST',
    path: '/v2/shipping/shipments/get-stickers',
    body: stickersBodySchema,
    file: 'application/pdf',
    permission: 'shipments.read',
    tags: ['shipments'],
  }),
  /** The carrier's label (409 label_not_ready before it is issued). */
  label: endpoint({
    method: 'GET',
    path: '/shipping/label/by_shipment/:id',
    params: idParamsSchema,
    file: 'application/pdf',
    permission: 'shipments.read',
    tags: ['shipments'],
  }),
  /** The proforma (commercial) invoice for customs (422 customs_names_missing). */
  proforma: endpoint({
    method: 'GET',
    path: '/shipping/shipment/proforma/:id',
    params: idParamsSchema,
    file: 'application/pdf',
    permission: 'shipments.read',
    tags: ['shipments'],
  }),
  /** A sticker per product for the US warehouse (422 no_products, sku_missing, too_many_product_stickers). */
  productStickers: endpoint({
    method: 'POST',
    path: '/shipping/print-warehouse-product-stickers',
    body: warehouseStickersBodySchema,
    file: 'application/pdf',
    permission: 'shipments.read',
    tags: ['shipments'],
  }),
};
