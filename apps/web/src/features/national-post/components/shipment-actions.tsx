import { Button, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { NationalPostShipment } from '@cabinet/contracts/national-post';
import { errorMessage } from '../../../shared/api/error-message.ts';
import { formatMoney } from '../../../shared/lib/format.ts';
import { confirm, DialogCancelled } from '../../../shared/ui/dialogs.tsx';
import { notifyError, notifySuccess } from '../../../shared/ui/notify.ts';
import { useDeleteNationalPost, usePayNationalPost } from '../api/national-post.ts';
import { DocumentsMenu } from './documents-menu.tsx';

/** What the seller can do with a shipment now: pay Ukrposhta's price, print, delete (each after a confirmation). */
export function ShipmentActions({ shipment, canWrite }: { shipment: NationalPostShipment; canWrite: boolean }) {
  const { t } = useTranslation('national-post');
  const pay = usePayNationalPost();
  const remove = useDeleteNationalPost();
  const name = shipment.barcode ?? String(shipment.id);

  const run = async (action: 'pay' | 'delete') => {
    try {
      await confirm({
        title: t(`${action}.title`, { barcode: name }),
        message: t(`${action}.text`, { price: shipment.price ? formatMoney(shipment.price) : '' }),
        actions: [{ label: t(`${action}.confirm`), value: true, color: action === 'delete' ? 'red' : undefined }],
      });
      if (action === 'pay') await pay.mutateAsync(shipment.id);
      else await remove.mutateAsync(shipment.id);
      notifySuccess(t(`${action}.done`, { barcode: name }));
    } catch (error) {
      if (!(error instanceof DialogCancelled)) notifyError(errorMessage(error, t));
    }
  };

  const printable =
    shipment.uuid &&
    shipment.barcode &&
    ['paid', 'accepted', 'abroad', 'delivered', 'returned'].includes(shipment.status);
  return (
    <Group gap="xs" wrap="wrap">
      {canWrite && shipment.can_pay && (
        <Button
          size="compact-sm"
          loading={pay.isPending}
          onClick={() => void run('pay')}
          aria-label={t('pay.label', { barcode: name })}
        >
          {t('pay.button')}
        </Button>
      )}
      {printable && <DocumentsMenu shipment={{ ...shipment, uuid: shipment.uuid!, barcode: shipment.barcode! }} />}
      {canWrite && shipment.can_delete && (
        <Button
          size="compact-sm"
          variant="subtle"
          color="red"
          loading={remove.isPending}
          onClick={() => void run('delete')}
          aria-label={t('delete.label', { barcode: name })}
        >
          {t('delete.button')}
        </Button>
      )}
    </Group>
  );
}
