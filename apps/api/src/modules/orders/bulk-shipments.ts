import type { Language } from '@cabinet/contracts/common';
import type { BulkShipmentsResult } from '@cabinet/contracts/orders';
import { shipmentCreateBodySchema } from '@cabinet/contracts/shipment-create';
import { AppError } from '../../platform/errors.ts';
import { translate } from '../../platform/i18n/messages.ts';
import type { ShipmentService } from '../shipments/shipments.service.ts';
import type { ShopsService } from '../shops/shops.service.ts';
import type { OrdersRepository } from './orders.repository.ts';
import type { OrdersService } from './orders.service.ts';

type Result = BulkShipmentsResult['results'][number];

/**
 * §2 "ship in bulk": each selected order becomes a shipment with its shop's defaults (sender, type, delivery type,
 * box) and its own recipient and customs lines (from the products its SKUs match). One failing order says why; the
 * others go through, each created as the shipment form would create it (prices held, the §5 checks), so a repeated
 * batch finds the §5 guard on those already shipped.
 */
export class BulkShipments {
  constructor(
    private readonly deps: {
      repo: OrdersRepository;
      orders: Pick<OrdersService, 'shipmentDraft'>;
      shops: Pick<ShopsService, 'find'>;
      shipments: Pick<ShipmentService, 'create'>;
    },
  ) {}

  async create(
    accountId: number,
    input: { order_ids: number[]; confirm_low_customs_value: boolean },
    lang: Language,
  ): Promise<BulkShipmentsResult> {
    const results: Result[] = [];
    for (const orderId of [...new Set(input.order_ids)]) {
      results.push(await this.one(accountId, orderId, input.confirm_low_customs_value, lang));
    }
    return { results };
  }

  private async one(accountId: number, orderId: number, confirmLow: boolean, lang: Language): Promise<Result> {
    const order = await this.deps.repo.own(accountId, orderId);
    const refuse = (code: string, message = translate(lang, 'errors', code)): Result => ({
      order_id: orderId,
      order_number: order?.number ?? '',
      shipment: null,
      error: { code, message },
    });
    if (!order) return refuse('not_found');
    if (order.status === 'cancelled') return refuse('order_cancelled');
    if (order.fulfilled_by_marketplace) return refuse('order_fulfilled_by_marketplace');
    // Shipping in bulk would answer the buyer's request by sending the parcel: the seller answers it at the marketplace.
    if (order.cancel_requested) return refuse('order_cancel_requested');
    const defaults = (await this.deps.shops.find(order.shop_id))?.shipment_defaults;
    if (!defaults) return refuse('shop_defaults_missing');
    try {
      const draft = await this.deps.orders.shipmentDraft(accountId, orderId);
      if (draft.recipient_id === null) return refuse('order_recipient_incomplete');
      if (draft.lines.some((l) => !l.name_ua || !l.name_en || !l.hs_code || !l.unit_value)) {
        return refuse('order_lines_incomplete');
      }
      const body = shipmentCreateBodySchema.safeParse({
        type: defaults.type,
        delivery_type: defaults.delivery_type,
        sender_id: defaults.sender_id,
        recipient_id: draft.recipient_id,
        order_number: draft.order_number,
        ...(draft.order_total ? { order_total: draft.order_total } : {}),
        box: defaults.box,
        lines: draft.lines.map((l) => ({
          name_ua: l.name_ua,
          name_en: l.name_en,
          quantity: l.quantity,
          unit_value: l.unit_value,
          hs_code: l.hs_code,
          sku: l.sku,
        })),
        confirm_low_customs_value: confirmLow,
      });
      if (!body.success) return refuse('order_lines_incomplete');
      const { shipment } = await this.deps.shipments.create(accountId, body.data);
      return {
        order_id: orderId,
        order_number: order.number,
        shipment: { id: shipment.id, number: shipment.number },
        error: null,
      };
    } catch (error) {
      if (error instanceof AppError) {
        return refuse(error.code, translate(lang, 'errors', error.code, error.details.params));
      }
      throw error;
    }
  }
}
