import { Alert, Button, Card } from '@mantine/core';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { withdrawalMethodSchema } from '@cabinet/contracts/withdrawals';
import { paths } from '../../../shared/lib/paths.ts';
import { useCurrentUser } from '../../../shared/session/current-user.ts';
import { Page } from '../../../shared/ui/page.tsx';
import { useWithdrawalMethods } from '../api/get-methods.ts';
import { canMoveMoney } from '../components/can-move-money.ts';
import { checkoutUrl } from '../components/checkout-url.ts';
import { NoWriteAlert } from '../components/no-write-alert.tsx';
import { problemMessage } from '../components/problem.ts';
import { WithdrawForm } from '../components/withdraw-form.tsx';

/** /get-money: choose the method and the amount; Continue leads to the confirmation step. */
export function GetMoneyPage() {
  const { t } = useTranslation('withdrawals');
  const { t: common } = useTranslation();
  const user = useCurrentUser();
  const canWrite = canMoveMoney(user);
  const methods = useWithdrawalMethods();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const initialMethod = withdrawalMethodSchema.safeParse(params.get('method')).data ?? null;

  return (
    <Page
      title={t('get_money.title')}
      caption={t('get_money.caption')}
      loading={methods.isPending}
      actions={
        <Button component={Link} to={paths.getMoneyInvoices} variant="light">
          {t('get_money.history')}
        </Button>
      }
    >
      {!canWrite && <NoWriteAlert />}
      {methods.isError ? (
        <Alert color="red" variant="light" title={problemMessage(methods.error, t)} role="alert">
          <Button size="xs" variant="light" color="red" onClick={() => void methods.refetch()}>
            {common('actions.retry')}
          </Button>
        </Alert>
      ) : methods.data ? (
        <Card withBorder padding="lg" radius="lg">
          <WithdrawForm
            data={methods.data}
            canWrite={canWrite}
            initialMethod={initialMethod}
            initialAmount={params.get('amount') ?? ''}
            onContinue={(method, amount) => void navigate(checkoutUrl(method, amount))}
          />
        </Card>
      ) : null}
    </Page>
  );
}
