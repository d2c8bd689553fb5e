import { Alert, Drawer, Loader, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../shared/api/error-message.ts';
import { ApiError } from '../../../shared/api/api-error.ts';
import { useShipment } from '../api/get-shipment.ts';
import { ShipmentDetail } from './shipment-detail.tsx';

interface Props {
  /** From the URL (`?shipment=ID`), so that a detail can be linked to and survives a reload. */
  id: number | null;
  onOpen: (id: number) => void;
  onClose: () => void;
}

/** The detail of one shipment beside its list. Another account's id answers 404: "not found". */
export function ShipmentDrawer({ id, onOpen, onClose }: Props) {
  const { t } = useTranslation('shipments');
  const detail = useShipment(id);
  const title = detail.data ? t('detail.title', { number: detail.data.shipment.number }) : t('detail.loading_title');
  const notFound = detail.error instanceof ApiError && detail.error.status === 404;
  return (
    <Drawer
      opened={id !== null}
      onClose={onClose}
      position="right"
      size="xl"
      title={title}
      closeButtonProps={{ 'aria-label': t('ui.close') }}
    >
      {detail.isPending && id !== null && (
        <Stack align="center" py="xl">
          <Loader aria-label={t('status.loading')} />
        </Stack>
      )}
      {detail.isError && (
        <Alert color="red" variant="light" role="alert">
          {notFound ? t('detail.not_found') : errorMessage(detail.error, t)}
        </Alert>
      )}
      {detail.data && <ShipmentDetail detail={detail.data} onOpen={onOpen} onDeleted={onClose} />}
    </Drawer>
  );
}
