/** Query keys of the shipments feature (one factory, so mutations invalidate exactly what they change). */
export const shipmentKeys = {
  all: ['shipments'] as const,
  lists: () => [...shipmentKeys.all, 'list'] as const,
  list: (q: object) => [...shipmentKeys.lists(), q] as const,
  detail: (id: number) => [...shipmentKeys.all, 'detail', id] as const,
  products: (id: number) => [...shipmentKeys.all, 'products', id] as const,
  consolidationRates: (id: number) => [...shipmentKeys.all, 'consolidation-rates', id] as const,
  deliveryOptions: (id: number) => [...shipmentKeys.all, 'delivery-options', id] as const,
  addressBook: (bookType: string) => [...shipmentKeys.all, 'address-book', bookType] as const,
  orderDraft: (orderId: number | null) => [...shipmentKeys.all, 'order-draft', orderId] as const,
  stockProducts: (ids: number[]) => [...shipmentKeys.all, 'stock-products', ids] as const,
};
