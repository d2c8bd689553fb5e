import { useState } from 'react';
import { Button, Menu } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { nationalPostDocSizes, type NationalPostShipment } from '@cabinet/contracts/national-post';
import { errorMessage } from '../../../shared/api/error-message.ts';
import { saveFile } from '../../../shared/lib/download.ts';
import { notifyError } from '../../../shared/ui/notify.ts';
import { downloadNationalPostDoc, type DocSize } from '../api/national-post.ts';

/**
 * Print: the address sticker and the customs declaration that applies (CN22 or CN23), each in the three national
 * post label sizes (§9: 10 × 10 cm, A5, A6).
 */
export function DocumentsMenu({ shipment }: { shipment: NationalPostShipment & { uuid: string; barcode: string } }) {
  const { t } = useTranslation('national-post');
  const [busy, setBusy] = useState(false);
  const print = async (docType: 'sticker' | 'cn22' | 'cn23', size: DocSize) => {
    setBusy(true);
    try {
      const pdf = await downloadNationalPostDoc(shipment.uuid, docType, size);
      saveFile(pdf, `${docType}-${shipment.barcode}-${size.replace('SIZE_', '').toLowerCase()}.pdf`);
    } catch (error) {
      notifyError(errorMessage(error, t));
    } finally {
      setBusy(false);
    }
  };
  const docs = ['sticker', shipment.customs_form] as const;
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <Button
          size="compact-sm"
          variant="default"
          loading={busy}
          aria-label={t('list.print_label', { barcode: shipment.barcode })}
        >
          {t('list.print')}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        {docs.map((docType) => (
          <div key={docType}>
            <Menu.Label>{t(`docs.${docType}`)}</Menu.Label>
            {nationalPostDocSizes.map((size) => (
              <Menu.Item key={size} onClick={() => void print(docType, size)}>
                {t('docs.item', { doc: t(`docs.${docType}`), size: t(`docs.sizes.${size}`) })}
              </Menu.Item>
            ))}
          </div>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
