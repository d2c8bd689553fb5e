import { useState } from 'react';
import { Alert, Anchor, Button, Card, Checkbox, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { withdrawalMethodSchema, type WithdrawalQuote } from '@cabinet/contracts/withdrawals';
import { ApiError } from '../../../shared/api/api-error.ts';
import { useIdempotencyKey } from '../../../shared/api/idempotency.ts';
import { formatDate, formatMoney } from '../../../shared/lib/format.ts';
import { paths, requisitesUrl } from '../../../shared/lib/paths.ts';
import { useCurrentUser } from '../../../shared/session/current-user.ts';
import { notifySuccess } from '../../../shared/ui/notify.ts';
import { Page } from '../../../shared/ui/page.tsx';
import { useCreateWithdrawal } from '../api/create-withdrawal.ts';
import { useWithdrawalQuote } from '../api/get-quote.ts';
import { parseAmount } from '../components/amounts.ts';
import { canMoveMoney } from '../components/can-move-money.ts';
import { getMoneyUrl } from '../components/checkout-url.ts';
import { NoWriteAlert } from '../components/no-write-alert.tsx';
import { problemMessage } from '../components/problem.ts';
import { RequisitesSummary } from '../components/requisites-summary.tsx';

function Figure({ label, value, testId }: { label: string; value: string; testId?: string }) {
  return (
    <Stack gap={2}>
      <Text size="sm" c="gray.7">
        {label}
      </Text>
      <Text fw={600} size="lg" data-testid={testId}>
        {value}
      </Text>
    </Stack>
  );
}

/**
 * /get-money/checkout: the confirmation step (§5). The seller confirms the recipient data and — for a payout in
 * hryvnias — the national-currency amount at today's rate; if the rate moves before the request arrives, the new
 * amount is shown and must be confirmed again.
 */
export function GetMoneyCheckoutPage() {
  const { t } = useTranslation('withdrawals');
  const user = useCurrentUser();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const method = withdrawalMethodSchema.safeParse(params.get('method')).data ?? null;
  const amountText = params.get('amount') ?? '';
  const amount = parseAmount(amountText) === null ? null : amountText;
  const quoted = useWithdrawalQuote(method, amount);
  const [newQuote, setNewQuote] = useState<WithdrawalQuote | null>(null);
  const [recipientOk, setRecipientOk] = useState(false);
  const [nationalOk, setNationalOk] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const create = useCreateWithdrawal();
  const attempt = useIdempotencyKey();
  const quote = newQuote ?? quoted.data ?? null;
  const back = method && amount ? getMoneyUrl(method, amount) : paths.getMoney;

  if (!method || !amount) {
    return (
      <Page title={t('checkout.title')} back={paths.getMoney}>
        <Alert color="yellow" variant="light" title={t('checkout.nothing')}>
          <Anchor component={Link} to={paths.getMoney}>
            {t('checkout.start')}
          </Anchor>
        </Alert>
      </Page>
    );
  }

  const national = quote?.payout.currency === 'UAH';
  const ready = quote?.requisites && recipientOk && (!national || nationalOk) && canMoveMoney(user);

  const submit = async () => {
    if (!quote) return;
    setFailure(null);
    try {
      const withdrawal = await create.mutateAsync({
        body: {
          method,
          amount: quote.amount.amount,
          confirm: { recipient_confirmed: true, ...(national ? { national_amount: quote.payout.amount } : {}) },
        },
        headers: attempt.headers,
      });
      attempt.renew();
      notifySuccess(t('checkout.done', { id: withdrawal.id, total: formatMoney(withdrawal.total) }));
      void navigate(paths.getMoneyInvoices);
    } catch (error) {
      if (error instanceof ApiError && error.code === 'rate_changed') {
        const body = error.body as { quote?: WithdrawalQuote } | null;
        if (body?.quote) setNewQuote(body.quote);
        setNationalOk(false);
        attempt.renew();
      }
      setFailure(problemMessage(error, t));
    }
  };

  return (
    <Page title={t('checkout.title')} caption={t('checkout.caption')} back={back} loading={quoted.isPending}>
      {!canMoveMoney(user) && <NoWriteAlert />}
      {quoted.isError && !quote ? (
        <Alert color="red" variant="light" title={problemMessage(quoted.error, t)} role="alert">
          <Anchor component={Link} to={back}>
            {t('checkout.change')}
          </Anchor>
        </Alert>
      ) : quote ? (
        <Card withBorder padding="lg" radius="lg">
          <Stack gap="lg">
            <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }} spacing="md">
              <Figure label={t('checkout.amount')} value={formatMoney(quote.amount)} />
              <Figure label={t('checkout.fee')} value={formatMoney(quote.fee)} />
              <Figure label={t('checkout.total')} value={formatMoney(quote.total)} testId="checkout-total" />
              <Figure label={t('checkout.payout')} value={formatMoney(quote.payout)} testId="checkout-payout" />
            </SimpleGrid>
            <Stack gap="xs">
              <Title order={2} size="h4">
                {t('checkout.recipient', { method: t(`methods.${method}`) })}
              </Title>
              {quote.requisites ? (
                <RequisitesSummary requisites={quote.requisites} />
              ) : (
                <Alert color="yellow" variant="light" title={t('problems.no_requisites')}>
                  <Anchor component={Link} to={requisitesUrl(method)}>
                    {t('get_money.add_requisites')}
                  </Anchor>
                </Alert>
              )}
            </Stack>
            {failure && <Alert color={newQuote ? 'yellow' : 'red'} variant="light" title={failure} role="alert" />}
            <Stack gap="sm">
              {national && (
                <Checkbox
                  checked={nationalOk}
                  onChange={(event) => setNationalOk(event.currentTarget.checked)}
                  label={t('checkout.confirm_national', {
                    payout: formatMoney(quote.payout),
                    rate: quote.rate ?? '',
                    date: formatDate(quote.rate_date),
                  })}
                />
              )}
              <Checkbox
                checked={recipientOk}
                onChange={(event) => setRecipientOk(event.currentTarget.checked)}
                label={t('checkout.confirm_recipient')}
                disabled={!quote.requisites}
              />
            </Stack>
            <Text size="sm" c="gray.7">
              {t('checkout.hold_note', { total: formatMoney(quote.total) })}
            </Text>
            <Group>
              <Button onClick={() => void submit()} loading={create.isPending} disabled={!ready}>
                {t('checkout.submit')}
              </Button>
              <Button component={Link} to={back} variant="default">
                {t('checkout.change')}
              </Button>
            </Group>
          </Stack>
        </Card>
      ) : null}
    </Page>
  );
}
