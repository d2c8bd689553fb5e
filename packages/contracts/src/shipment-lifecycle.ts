import { z } from 'zod';
import { endpoint } from './endpoint.ts';
import { moneySchema } from './money.ts';
import { shipmentResultSchema } from './shipments-ops.ts';
import {
  consolidationLabelBodySchema,
  consolidationRatesSchema,
  docsPriceBodySchema,
  shipmentIdBodySchema,
  shipmentIdParamsSchema,
} from './shipments.ts';
import { deliveryTypeSchema } from './tariffs.ts';

/*
 * The seller's side of a shipment's lifecycle (§7 "Shipping"): a held parcel's other delivery types, paying a
 * re-quote, the consolidation rates and label, the documents' price. The operators' desk is shipments-ops.ts.
 */

/** POST /shipping/shipment/docs/price/: what the documents (the label) cost with that shipper. */
export const docsPriceSchema = z.object({
  shipper: deliveryTypeSchema,
  price: moneySchema,
  chargeable_weight_g: z.number().int(),
  delivery_days: z.object({ min: z.number().int(), max: z.number().int() }),
});
export type DocsPrice = z.infer<typeof docsPriceSchema>;

/** The delivery types a parcel held for its measurements can go by instead, each with its new price. */
export const deliveryOptionsSchema = z.object({
  options: z.array(
    z.object({
      delivery_type: deliveryTypeSchema,
      price: moneySchema,
      /** The new price less the current one: held on the balance (negative: released). */
      difference: moneySchema,
    }),
  ),
  excluded: z.array(z.object({ delivery_type: deliveryTypeSchema, reason: z.string() })),
});
export type DeliveryOptions = z.infer<typeof deliveryOptionsSchema>;
export const changeDeliveryTypeBodySchema = z.strictObject({ delivery_type: deliveryTypeSchema });

/** The seller's side of the lifecycle (§7 "Shipping"): pay a re-quote, consolidation rates and label, docs price. */
export const shipmentLifecycleApi = {
  /**
   * For a parcel its delivery type no longer takes as measured (`fix_delivery`): the types that do, priced for the
   * measured box (409 nothing_to_fix).
   */
  deliveryOptions: endpoint({
    method: 'GET',
    path: '/shipping/shipment/:id/delivery-options',
    params: shipmentIdParamsSchema,
    response: deliveryOptionsSchema,
    permission: 'shipments.read',
    tags: ['shipping'],
  }),
  /**
   * Sends a held parcel by another delivery type: re-priced for the measured box, the new price held in place of the
   * old (or the difference due), and it may leave (409 nothing_to_fix, 422 delivery_type_unfit).
   */
  changeDeliveryType: endpoint({
    method: 'POST',
    path: '/shipping/shipment/:id/delivery-type',
    params: shipmentIdParamsSchema,
    body: changeDeliveryTypeBodySchema,
    response: shipmentResultSchema,
    idempotent: true,
    permission: 'shipments.write',
    tags: ['shipping'],
  }),
  /** Pays what a re-quote at the warehouse added, from the balance (409 nothing_due, 422 insufficient_funds). */
  pay: endpoint({
    method: 'POST',
    path: '/shipping/shipment/:id/pay',
    params: shipmentIdParamsSchema,
    response: shipmentResultSchema,
    idempotent: true,
    permission: 'shipments.write',
    tags: ['shipping'],
  }),
  /** The last leg's rates, once the box is at the US warehouse (409 not_at_us_warehouse, 422 no_rates_found). */
  consolidationRates: endpoint({
    method: 'POST',
    path: '/shipping/rates/consolidation',
    body: shipmentIdBodySchema,
    response: consolidationRatesSchema,
    permission: 'shipments.read',
    tags: ['shipping'],
  }),
  /** Buys the chosen last leg from the balance (409 label_already_bought, 422 insufficient_funds). */
  consolidationLabel: endpoint({
    method: 'POST',
    path: '/shipping/label/consolidation',
    body: consolidationLabelBodySchema,
    response: shipmentResultSchema,
    idempotent: true,
    permission: 'shipments.write',
    tags: ['shipping'],
  }),
  /** What the shipment's label would cost with a shipper for a box, a read-only quote (422 no_rates_found). */
  docsPrice: endpoint({
    method: 'POST',
    path: '/shipping/shipment/docs/price/',
    body: docsPriceBodySchema,
    response: docsPriceSchema,
    permission: 'shipments.read',
    tags: ['shipping'],
  }),
};
