import { useState } from 'react';
import { SHIP_ORDERS, type BulkShipmentsResult } from '@cabinet/contracts/orders';
import { useCan } from '../../../shared/session/permissions.tsx';
import { useRowSelection } from '../../../shared/ui/use-row-selection.ts';

/** The ticked orders, the dialog shipping them, and what follows its answer. */
export function useBulkShipping() {
  // The server asks the shipments', the orders' and the address book's rights (the buyers are saved there).
  const allowed = useCan(...SHIP_ORDERS);
  const selection = useRowSelection();
  const [dialogIds, setDialogIds] = useState<number[] | null>(null);
  return {
    allowed,
    selection,
    dialogIds,
    open: () => setDialogIds([...selection.selected]),
    close: () => setDialogIds(null),
    // Shipped orders (now, or before: the §5 guard) leave the selection; the others stay ticked to try again.
    onResult: (result: BulkShipmentsResult) =>
      selection.select(
        result.results.filter((r) => r.shipment || r.error?.code === 'shipment_already_created').map((r) => r.order_id),
        false,
      ),
  };
}
