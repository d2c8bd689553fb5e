import { Button, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Shop } from '@cabinet/contracts/shops';
import { errorMessage } from '../../../shared/api/error-message.ts';
import { confirm, DialogCancelled } from '../../../shared/ui/dialogs.tsx';
import { notifyError, notifySuccess } from '../../../shared/ui/notify.ts';
import { useSyncShop, useUnlinkShop } from '../api/shops.ts';

interface Props {
  shop: Shop;
  onReconnect(shop: Shop): void;
  reconnecting: boolean;
}

/** Reconnect (when the marketplace dropped our access), import now, unlink after a confirmation. */
export function ShopActions({ shop, onReconnect, reconnecting }: Props) {
  const { t } = useTranslation('shops');
  const sync = useSyncShop();
  const unlink = useUnlinkShop();
  const marketplace = t(`kinds.${shop.kind}`);
  const importing = shop.sync_state === 'queued' || shop.sync_state === 'running';

  const onSync = async () => {
    try {
      await sync.mutateAsync(shop.id);
      notifySuccess(t('sync.started', { name: shop.name }));
    } catch (error) {
      notifyError(errorMessage(error, t));
    }
  };

  const onUnlink = async () => {
    try {
      await confirm({
        title: t('unlink.title', { name: shop.name }),
        message: t('unlink.text', { marketplace }),
        actions: [{ label: t('unlink.confirm'), value: true, color: 'red' }],
      });
      await unlink.mutateAsync(shop.id);
      notifySuccess(t('unlink.done', { name: shop.name }));
    } catch (error) {
      if (!(error instanceof DialogCancelled)) notifyError(errorMessage(error, t));
    }
  };

  return (
    <Group gap="xs" wrap="wrap">
      {shop.status === 'reconnect' && (
        <Button
          size="compact-sm"
          loading={reconnecting}
          onClick={() => onReconnect(shop)}
          aria-label={t('reconnect.label', { name: shop.name })}
        >
          {t('reconnect.button')}
        </Button>
      )}
      {shop.status === 'connected' && (
        <Button
          size="compact-sm"
          variant="light"
          loading={sync.isPending}
          disabled={importing}
          onClick={() => void onSync()}
          aria-label={t('sync.label', { name: shop.name })}
        >
          {t('sync.button')}
        </Button>
      )}
      <Button
        size="compact-sm"
        variant="subtle"
        color="red"
        loading={unlink.isPending}
        onClick={() => void onUnlink()}
        aria-label={t('unlink.label', { name: shop.name })}
      >
        {t('unlink.button')}
      </Button>
    </Group>
  );
}
