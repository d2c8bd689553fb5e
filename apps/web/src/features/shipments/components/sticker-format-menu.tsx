import { Button, Menu } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { stickerFormats, type StickerFormat } from '@cabinet/contracts/shipments';
import { errorMessage } from '../../../shared/api/error-message.ts';
import { saveFile } from '../../../shared/lib/download.ts';
import { notifyError } from '../../../shared/ui/notify.ts';

interface Props {
  label: string;
  /** The file's name without the extension. */
  fileName: string;
  download: (format: StickerFormat) => Promise<Blob>;
  disabled?: boolean;
  variant?: string;
}

/** A button opening the sticker sizes (A4 first, the default of §9); the chosen one downloads as a PDF. */
export function StickerFormatMenu({ label, fileName, download, disabled, variant = 'default' }: Props) {
  const { t } = useTranslation('shipments');
  const [busy, setBusy] = useState(false);
  const print = async (format: StickerFormat) => {
    setBusy(true);
    try {
      saveFile(await download(format), `${fileName}-${format.replace('SIZE_', '').toLowerCase()}.pdf`);
    } catch (error) {
      notifyError(errorMessage(error, t));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Menu position="bottom-start" withinPortal>
      <Menu.Target>
        <Button variant={variant} loading={busy} disabled={disabled}>
          {label}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        {stickerFormats.map((format) => (
          <Menu.Item key={format} onClick={() => void print(format)}>
            {t(`sticker_formats.${format}`)}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
