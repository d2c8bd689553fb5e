import type { OrderSummary } from '@cabinet/contracts/orders';

/** §5: an order has one shipment; a cancelled one has none to make. Neither can be ticked for bulk shipping. */
export const canShipInBulk = (order: OrderSummary) =>
  order.shipment === null && order.status !== 'cancelled' && !order.fulfilled_by_marketplace;
