import { useTranslation } from 'react-i18next';
import type { BulkShipmentsResult } from '@cabinet/contracts/orders';
import { DialogFrame } from '../../../shared/ui/dialog-frame.tsx';
import { useBulkShipments } from '../api/bulk-shipments.ts';
import { BulkShipForm } from './bulk-ship-form.tsx';
import { BulkShipResults } from './bulk-ship-results.tsx';

interface Props {
  /** The orders to ship, as they were ticked when the dialog opened; null while it is closed. */
  orderIds: number[] | null;
  onResult(result: BulkShipmentsResult): void;
  onClose(): void;
}

/** Bulk shipping (§2): what will happen and the §5 confirmation, then each order's outcome and the stickers. */
export function BulkShipDialog({ orderIds, onResult, onClose }: Props) {
  const { t } = useTranslation('orders');
  return (
    <DialogFrame opened={orderIds !== null} onClose={onClose} title={t('bulk.title', { count: orderIds?.length ?? 0 })}>
      {orderIds && <BulkShipments orderIds={orderIds} onResult={onResult} onClose={onClose} />}
    </DialogFrame>
  );
}

/** Mounted per opening (DialogFrame), so that each opening starts from the form. */
function BulkShipments({ orderIds, onResult, onClose }: Props & { orderIds: number[] }) {
  const create = useBulkShipments(onResult);
  if (create.data) return <BulkShipResults results={create.data.results} onClose={onClose} />;
  return (
    <BulkShipForm
      pending={create.isPending}
      error={create.error}
      onCancel={onClose}
      onSubmit={(confirm) => create.mutate({ order_ids: orderIds, confirm_low_customs_value: confirm })}
    />
  );
}
