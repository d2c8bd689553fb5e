import { Button, Group } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Shipment } from '@cabinet/contracts/shipments';
import { errorMessage } from '../../../shared/api/error-message.ts';
import { saveFile } from '../../../shared/lib/download.ts';
import { notifyError } from '../../../shared/ui/notify.ts';
import { downloadLabel, downloadProforma, downloadStickers, downloadWarehouseStickers } from '../api/documents.ts';
import { StickerFormatMenu } from './sticker-format-menu.tsx';

function DownloadButton({
  label,
  fileName,
  download,
}: {
  label: string;
  fileName: string;
  download: () => Promise<Blob>;
}) {
  const { t } = useTranslation('shipments');
  const [busy, setBusy] = useState(false);
  const run = async () => {
    setBusy(true);
    try {
      saveFile(await download(), fileName);
    } catch (error) {
      notifyError(errorMessage(error, t));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button variant="default" loading={busy} onClick={() => void run()}>
      {label}
    </Button>
  );
}

/** The shipment's PDFs: its sticker, the carrier's label (once issued), the proforma, warehouse product stickers. */
export function ShipmentDocuments({ shipment }: { shipment: Shipment }) {
  const { t } = useTranslation('shipments');
  return (
    <Group gap="sm">
      <StickerFormatMenu
        label={t('documents.sticker')}
        fileName={shipment.number}
        download={(format) => downloadStickers([shipment.id], format)}
      />
      {shipment.track_number && (
        <DownloadButton
          label={t('documents.label')}
          fileName={`${shipment.number}-label.pdf`}
          download={() => downloadLabel(shipment.id)}
        />
      )}
      <DownloadButton
        label={t('documents.proforma')}
        fileName={`${shipment.number}-proforma.pdf`}
        download={() => downloadProforma(shipment.id)}
      />
      <StickerFormatMenu
        label={t('documents.warehouse_stickers')}
        fileName={`${shipment.number}-products`}
        download={(format) => downloadWarehouseStickers(shipment.id, format)}
      />
    </Group>
  );
}
