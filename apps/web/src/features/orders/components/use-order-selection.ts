import { useCallback, useState } from 'react';
import type { OrderSummary } from '@cabinet/contracts/orders';

/** §5: an order has one shipment; a cancelled one has none to make. Neither can be ticked for bulk shipping. */
export const canShipInBulk = (order: OrderSummary) =>
  order.shipment === null && order.status !== 'cancelled' && !order.fulfilled_by_marketplace;

/** The orders ticked for bulk shipping; kept across pages, so that one batch can gather orders of several. */
export function useOrderSelection() {
  const [selected, setSelected] = useState<ReadonlySet<number>>(() => new Set());
  const select = useCallback((ids: number[], checked: boolean) => {
    setSelected((current) => {
      const next = new Set(current);
      for (const id of ids) {
        if (checked) next.add(id);
        else next.delete(id);
      }
      return next;
    });
  }, []);
  const clear = useCallback(() => setSelected(new Set()), []);
  return { selected, select, clear };
}

export type OrderSelection = ReturnType<typeof useOrderSelection>;
