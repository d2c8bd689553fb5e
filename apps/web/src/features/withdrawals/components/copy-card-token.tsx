import { Button } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { copyToClipboard } from '../../../shared/ui/copy-to-clipboard.ts';

/** What the operator pays a card withdrawal to at the payouts provider: copied, never shown. */
export function CopyCardToken({ token }: { token: string }) {
  const { t } = useTranslation('withdrawals');
  return (
    <Button size="compact-xs" variant="subtle" px={0} onClick={() => void copyToClipboard(token, t)}>
      {t('ops.copy_card_token')}
    </Button>
  );
}
