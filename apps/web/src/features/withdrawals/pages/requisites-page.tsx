import { Alert, Anchor, Card, Stack, Text, Title } from '@mantine/core';
import { Link, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { withdrawalMethodSchema, type WithdrawalMethod } from '@cabinet/contracts/withdrawals';
import { formatDateTime } from '../../../shared/lib/format.ts';
import { paths } from '../../../shared/lib/paths.ts';
import { useCurrentUser } from '../../../shared/session/current-user.ts';
import { notifySuccess } from '../../../shared/ui/notify.ts';
import { Page } from '../../../shared/ui/page.tsx';
import { useRequisites, useSaveRequisites, type RequisitesSave } from '../api/requisites.ts';
import { useWalletAccounts } from '../api/wallet-accounts.ts';
import { BankRequisitesForm } from '../components/bank-requisites-form.tsx';
import { canMoveMoney } from '../components/can-move-money.ts';
import { CardRequisitesForm } from '../components/card-requisites-form.tsx';
import { NoWriteAlert } from '../components/no-write-alert.tsx';
import { problemMessage } from '../components/problem.ts';
import { RequisitesSummary } from '../components/requisites-summary.tsx';
import { WalletRequisitesForm } from '../components/wallet-requisites-form.tsx';

/** /requisites/{method}: where withdrawals of this method are paid, kept per method. */
export function RequisitesPage() {
  const { t } = useTranslation('withdrawals');
  const method = withdrawalMethodSchema.safeParse(useParams().method).data;
  if (!method) {
    return (
      <Page title={t('requisites.title_unknown')} back={paths.getMoney}>
        <Alert color="yellow" variant="light" title={t('requisites.unknown')}>
          <Anchor component={Link} to={paths.getMoney}>
            {t('checkout.start')}
          </Anchor>
        </Alert>
      </Page>
    );
  }
  return <MethodRequisites method={method} />;
}

function MethodRequisites({ method }: { method: WithdrawalMethod }) {
  const { t } = useTranslation('withdrawals');
  const user = useCurrentUser();
  const canWrite = canMoveMoney(user);
  const current = useRequisites(method);
  const wallets = useWalletAccounts();
  const save = useSaveRequisites();
  const saved = current.data?.requisites ?? null;

  const onSave = async (request: RequisitesSave) => {
    await save.mutateAsync(request);
    notifySuccess(t('requisites.saved'));
  };

  return (
    <Page
      title={t('requisites.title', { method: t(`methods.${method}`) })}
      caption={t(`requisites.caption_${method}`)}
      back={paths.getMoney}
      loading={current.isPending || (method === 'wallet' && wallets.isPending)}
    >
      <Stack gap="md">
        {current.isError && (
          <Alert color="red" variant="light" title={t('requisites.load_failed')} role="alert">
            {problemMessage(current.error, t)}
          </Alert>
        )}
        <Card withBorder padding="lg" radius="lg">
          <Stack gap="xs">
            <Title order={2} size="h4">
              {t('requisites.current')}
            </Title>
            {saved ? (
              <>
                <RequisitesSummary requisites={saved} />
                {current.data?.updated_at && (
                  <Text size="xs" c="gray.7">
                    {t('requisites.updated_at', { date: formatDateTime(current.data.updated_at) })}
                  </Text>
                )}
              </>
            ) : (
              <Text size="sm" c="red.9">
                {t('problems.no_requisites')}
              </Text>
            )}
          </Stack>
        </Card>
        {!canWrite ? (
          <NoWriteAlert />
        ) : (
          <Card withBorder padding="lg" radius="lg">
            <Stack gap="md">
              <Title order={2} size="h4">
                {saved ? t('requisites.replace') : t('requisites.add')}
              </Title>
              {method === 'card' && (
                <CardRequisitesForm pending={save.isPending} onSave={(body) => onSave({ method, body })} />
              )}
              {method === 'bank' && (
                <BankRequisitesForm
                  current={saved?.method === 'bank' ? saved : null}
                  pending={save.isPending}
                  onSave={(body) => onSave({ method, body })}
                />
              )}
              {method === 'wallet' && wallets.data && (
                <WalletRequisitesForm
                  accounts={wallets.data.accounts}
                  currentId={saved?.method === 'wallet' ? saved.wallet_account_id : null}
                  pending={save.isPending}
                  onSave={(id) => onSave({ method, body: { wallet_account_id: id } })}
                />
              )}
            </Stack>
          </Card>
        )}
      </Stack>
    </Page>
  );
}
