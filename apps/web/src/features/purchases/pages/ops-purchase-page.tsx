import { Anchor, Stack, Text } from '@mantine/core';
import { Link, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { purchasesOpsApi } from '@cabinet/contracts/purchases-ops';
import { opsAccountUrl, paths } from '../../../shared/lib/paths.ts';
import { useMayCall } from '../../../shared/session/current-operator.ts';
import { LoadFailure } from '../../../shared/ui/load-failure.tsx';
import { Page } from '../../../shared/ui/page.tsx';
import { useOpsPurchase } from '../api/ops-purchases.ts';
import { DeskActions } from '../components/desk-actions.tsx';
import { PurchaseDetails } from '../components/purchase-details.tsx';

/** /ops/purchases/:id — one purchase on the desk: its seller, items and money, and what the desk can do now. */
export function OpsPurchasePage() {
  const { t } = useTranslation('purchases');
  const id = Number(useParams().id);
  const purchase = useOpsPurchase(id);
  const canChange = useMayCall(purchasesOpsApi.quote);
  const p = purchase.data;
  return (
    <Page title={t('details.title', { id })} back={paths.opsPurchases} loading={purchase.isPending}>
      {purchase.isError ? (
        <LoadFailure error={purchase.error} retry={() => void purchase.refetch()} retrying={purchase.isFetching} />
      ) : (
        p && (
          <Stack gap="lg">
            <Text>
              {t('ops.seller')}:{' '}
              <Anchor component={Link} to={opsAccountUrl(p.seller.account_id)}>
                {p.seller.name}
              </Anchor>{' '}
              ({p.seller.email})
            </Text>
            {canChange && <DeskActions purchase={p} />}
            <PurchaseDetails purchase={p} />
          </Stack>
        )
      )}
    </Page>
  );
}
