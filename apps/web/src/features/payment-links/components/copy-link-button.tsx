import { Button } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { copyToClipboard } from '../../../shared/ui/copy-to-clipboard.ts';

/** Copies a pay page address for the seller to send to a buyer (§8 clipboard messages). */
export function CopyLinkButton({ url }: { url: string }) {
  const { t } = useTranslation();
  return (
    <Button size="compact-sm" variant="light" onClick={() => void copyToClipboard(url, t)}>
      {t('payment-links:list.copy')}
    </Button>
  );
}
