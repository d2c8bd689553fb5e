import { Alert, Button, Group, Stack } from '@mantine/core';
import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { sellerCancellable, type Purchase } from '@cabinet/contracts/purchases';
import { errorMessage } from '../../../shared/api/error-message.ts';
import { formatDateTime, formatMoney } from '../../../shared/lib/format.ts';
import { paths } from '../../../shared/lib/paths.ts';
import { useCan } from '../../../shared/session/permissions.tsx';
import { confirm, DialogCancelled } from '../../../shared/ui/dialogs.tsx';
import { LoadFailure } from '../../../shared/ui/load-failure.tsx';
import { notifyError, notifySuccess } from '../../../shared/ui/notify.ts';
import { Page } from '../../../shared/ui/page.tsx';
import { UsAddressCard } from '../../../shared/ui/us-address-card.tsx';
import { useCancelPurchase, usePayPurchase, usePurchase } from '../api/purchases.ts';
import { PurchaseDetails } from '../components/purchase-details.tsx';

/** /buy/purchases/:id — one purchase: its items, the quote to pay before it lapses, cancel while nothing is bought. */
export function PurchasePage() {
  const { t } = useTranslation('purchases');
  const id = Number(useParams().id);
  const purchase = usePurchase(id);
  const p = purchase.data;
  return (
    <Page title={t('details.title', { id })} back={paths.purchases} loading={purchase.isPending}>
      {purchase.isError ? (
        <LoadFailure error={purchase.error} retry={() => void purchase.refetch()} retrying={purchase.isFetching} />
      ) : (
        p && (
          <Stack gap="lg">
            <PurchaseActions purchase={p} />
            <PurchaseDetails purchase={p} />
            <UsAddressCard />
          </Stack>
        )
      )}
    </Page>
  );
}

function PurchaseActions({ purchase }: { purchase: Purchase }) {
  const { t } = useTranslation('purchases');
  const canWrite = useCan('purchases.write');
  const pay = usePayPurchase();
  const cancel = useCancelPurchase();
  const payable = purchase.status === 'wait_pay' && purchase.quote;
  const run = async (action: 'pay' | 'cancel') => {
    try {
      await confirm({
        title: t(`${action}.title`),
        message: t(`${action}.text`, { total: purchase.quote ? formatMoney(purchase.quote.total) : '' }),
        actions: [{ label: t(`${action}.confirm`), value: true, color: action === 'cancel' ? 'red' : undefined }],
      });
      await (action === 'pay' ? pay : cancel).mutateAsync(purchase.id);
      notifySuccess(t(`${action}.done`));
    } catch (error) {
      if (!(error instanceof DialogCancelled)) notifyError(errorMessage(error, t));
    }
  };
  if (!canWrite) return null;
  return (
    <Stack gap="sm">
      {payable && (
        <Alert color="yellow" variant="light" title={t('pay.due', { total: formatMoney(purchase.quote!.total) })}>
          {t('pay.until', { date: formatDateTime(purchase.quote!.expires_at) })}
        </Alert>
      )}
      <Group>
        {payable && (
          <Button loading={pay.isPending} onClick={() => void run('pay')}>
            {t('pay.button')}
          </Button>
        )}
        {sellerCancellable.includes(purchase.status) && (
          <Button variant="subtle" color="red" loading={cancel.isPending} onClick={() => void run('cancel')}>
            {t('cancel.button')}
          </Button>
        )}
      </Group>
    </Stack>
  );
}
