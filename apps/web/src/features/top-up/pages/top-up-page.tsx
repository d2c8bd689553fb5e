import { useState } from 'react';
import { Alert, Card, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TopUp } from '@cabinet/contracts/top-up';
import { errorMessage } from '../../../shared/api/error-message.ts';
import { useIdempotencyKey } from '../../../shared/api/idempotency.ts';
import { useCan } from '../../../shared/session/permissions.tsx';
import { Page } from '../../../shared/ui/page.tsx';
import { notifyInfo } from '../../../shared/ui/notify.ts';
import { useCreateTopUp } from '../api/create-top-up.ts';
import { useMethods } from '../api/get-methods.ts';
import { BankTransferCard } from '../components/bank-transfer-card.tsx';
import { hostedCheckout } from '../../../shared/lib/hosted-checkout.ts';
import { PendingTransfers } from '../components/pending-transfers.tsx';
import { SandboxBadge } from '../components/sandbox-badge.tsx';
import { TopUpForm } from '../components/top-up-form.tsx';

/**
 * §2 /money-in: choose card or bank transfer and the amount (§5 limits). A card top-up continues on the provider's
 * checkout page, which sends the seller back to /money-in/checkout; a bank transfer shows its invoice here.
 */
export function TopUpPage() {
  const { t } = useTranslation('top-up');
  const { t: common } = useTranslation();
  const canWrite = useCan('money.write');
  const methods = useMethods();
  const create = useCreateTopUp();
  const attempt = useIdempotencyKey();
  const [invoice, setInvoice] = useState<TopUp | null>(null);

  return (
    <Page
      title={t('title')}
      caption={t('caption')}
      loading={methods.isPending}
      actions={<SandboxBadge show={methods.data?.sandbox} />}
    >
      <Stack gap="lg">
        {methods.isError && <Card withBorder>{errorMessage(methods.error, t)}</Card>}
        {!canWrite && (
          <Alert color="yellow" variant="light" maw={720}>
            {common('errors.permission_denied')}
          </Alert>
        )}
        {methods.data && canWrite && (
          <Card withBorder radius="lg" padding="lg" maw={720}>
            <TopUpForm
              methods={methods.data.methods}
              pending={create.isPending}
              onChange={() => {
                attempt.renew();
                setInvoice(null);
              }}
              onSubmit={async (body) => {
                const { top_up, checkout_url } = await create.mutateAsync({ body, headers: attempt.headers });
                attempt.renew();
                if (checkout_url) {
                  notifyInfo(t('form.redirecting'));
                  hostedCheckout.open(checkout_url);
                } else {
                  setInvoice(top_up);
                }
              }}
            />
          </Card>
        )}
        {invoice && <BankTransferCard topUp={invoice} />}
        <PendingTransfers />
      </Stack>
    </Page>
  );
}
