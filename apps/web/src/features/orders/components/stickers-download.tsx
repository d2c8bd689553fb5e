import { useState } from 'react';
import { Button, Group, Select } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { stickerFormats, type StickerFormat } from '@cabinet/contracts/shipment-documents';
import { errorMessage } from '../../../shared/api/error-message.ts';
import { saveFile } from '../../../shared/lib/download.ts';
import { notifyError } from '../../../shared/ui/notify.ts';
import { downloadStickers } from '../api/stickers.ts';

/** The stickers of the created shipments in one PDF, in the size chosen (A4 by default, several a page, §9). */
export function StickersDownload({ shipmentIds }: { shipmentIds: number[] }) {
  const { t } = useTranslation('orders');
  const [format, setFormat] = useState<StickerFormat>('SIZE_A4');
  const [busy, setBusy] = useState(false);
  const print = async () => {
    setBusy(true);
    try {
      saveFile(
        await downloadStickers(shipmentIds, format),
        `stickers-${format.replace('SIZE_', '').toLowerCase()}.pdf`,
      );
    } catch (error) {
      notifyError(errorMessage(error, t));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Group align="end" gap="sm" wrap="wrap">
      <Select
        label={t('bulk.sticker_format')}
        w={200}
        allowDeselect={false}
        data={stickerFormats.map((value) => ({ value, label: t(`sticker_formats.${value}`) }))}
        value={format}
        onChange={(value) => value && setFormat(value as StickerFormat)}
      />
      <Button variant="light" loading={busy} onClick={() => void print()}>
        {t('bulk.print_stickers')}
      </Button>
    </Group>
  );
}
