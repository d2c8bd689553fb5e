import { Button } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Shipment } from '@cabinet/contracts/shipments';
import { formatMoney } from '../../../shared/lib/format.ts';
import { ask } from '../../../shared/ui/dialogs.tsx';
import { notifySuccess } from '../../../shared/ui/notify.ts';
import { useDeleteShipment } from '../api/delete-shipment.ts';

/** Deletes a shipment not yet handed over, after a confirmation; the price held for it returns to the balance. */
export function DeleteShipmentButton({ shipment, onDeleted }: { shipment: Shipment; onDeleted: () => void }) {
  const { t } = useTranslation('shipments');
  const remove = useDeleteShipment();
  const run = async () => {
    const answer = await ask({
      title: t('delete.title', { number: shipment.number }),
      message: t('delete.message', { price: formatMoney(shipment.price) }),
      actions: [{ label: t('delete.confirm'), color: 'red', handler: () => remove.mutateAsync(shipment.id) }],
    });
    if (!answer) return;
    notifySuccess(t('delete.done', { number: shipment.number }));
    onDeleted();
  };
  return (
    <Button color="red" variant="outline" onClick={() => void run()}>
      {t('delete.button')}
    </Button>
  );
}
