import { useEffect } from 'react';
import { Alert, Button, Group, Loader, Stack, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../shared/api/api-error.ts';
import { invalidateBalance } from '../../../shared/api/balance.ts';
import { errorMessage } from '../../../shared/api/error-message.ts';
import { paths } from '../../../shared/lib/paths.ts';
import { Page } from '../../../shared/ui/page.tsx';
import { useMethods } from '../api/get-methods.ts';
import { useTopUpStatus } from '../api/get-top-up.ts';
import { moneyText } from '../components/money-text.ts';
import { SandboxBadge } from '../components/sandbox-badge.tsx';

/**
 * §2 /money-in/checkout: where the payment provider sends the seller back (`?top_up=<id>&session=…`). The webhook
 * may come a moment later, so the page asks until the top-up is paid, declined or expired, and says which.
 */
export function TopUpCheckoutPage() {
  const { t } = useTranslation('top-up');
  const [params] = useSearchParams();
  const id = Number(params.get('top_up'));
  const valid = Number.isInteger(id) && id > 0;
  const topUp = useTopUpStatus(valid ? id : 0);
  const methods = useMethods();
  const data = topUp.data;
  const queryClient = useQueryClient();
  const paid = data?.status === 'paid';
  // The header's balance and the logs change the moment the payment is confirmed.
  useEffect(() => {
    if (paid) void invalidateBalance(queryClient);
  }, [paid, queryClient]);
  const missing = !valid || (topUp.error instanceof ApiError && topUp.error.status === 404);

  const again = (
    <Button component={Link} to={paths.topUp} variant={data?.status === 'paid' ? 'default' : 'filled'}>
      {data?.status === 'paid' ? t('checkout.again') : t('checkout.retry')}
    </Button>
  );

  return (
    <Page title={t('checkout.title')} actions={<SandboxBadge show={methods.data?.sandbox} />}>
      <Stack gap="md" maw={720}>
        {missing && (
          <Alert color="red" variant="light" role="alert" title={t('checkout.not_found')}>
            <Group mt="sm">{again}</Group>
          </Alert>
        )}
        {!missing && topUp.isError && (
          <Alert color="red" variant="light" role="alert" title={errorMessage(topUp.error, t)} />
        )}
        {!missing && (topUp.isPending || data?.status === 'pending') && (
          <Group role="status" gap="sm">
            <Loader size="sm" />
            <Text>{t('checkout.pending')}</Text>
          </Group>
        )}
        {data?.status === 'paid' && (
          <Alert
            color="teal"
            variant="light"
            role="status"
            title={t('checkout.paid', { amount: moneyText(data.amount) })}
          >
            <Text size="sm">{t('checkout.reference', { reference: data.reference })}</Text>
            <Group mt="md">
              <Button component={Link} to={paths.balanceLog}>
                {t('checkout.balance_log')}
              </Button>
              {again}
            </Group>
          </Alert>
        )}
        {(data?.status === 'declined' || data?.status === 'expired') && (
          <Alert
            color="red"
            variant="light"
            role="alert"
            title={t(data.status === 'declined' ? 'checkout.declined' : 'checkout.expired')}
          >
            <Text size="sm">{t('checkout.reference', { reference: data.reference })}</Text>
            <Group mt="md">{again}</Group>
          </Alert>
        )}
      </Stack>
    </Page>
  );
}
