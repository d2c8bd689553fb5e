import { z } from 'zod';
import { idSchema } from './common.ts';
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
