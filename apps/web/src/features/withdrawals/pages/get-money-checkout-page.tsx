import { Alert, Anchor, Button, Card, Checkbox, Group, Stack, Text } from '@mantine/core';
import { Link, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { withdrawalMethodSchema } from '@cabinet/contracts/withdrawals';
import { formatDate, formatMoney } from '../../../shared/lib/format.ts';
import { paths } from '../../../shared/lib/paths.ts';
import { useCurrentUser } from '../../../shared/session/current-user.ts';
import { Page } from '../../../shared/ui/page.tsx';
import { parseAmount } from '../components/amounts.ts';
import { canMoveMoney } from '../components/can-move-money.ts';
import { CheckoutFigures } from '../components/checkout-figures.tsx';
import { CheckoutRecipient } from '../components/checkout-recipient.tsx';
import { getMoneyUrl } from '../components/checkout-url.ts';
import { NoWriteAlert } from '../components/no-write-alert.tsx';
import { problemMessage } from '../components/problem.ts';
import { useWithdrawalCheckout } from '../components/use-withdrawal-checkout.ts';

/**
 * /get-money/checkout: the confirmation step (§5). The seller confirms the recipient data and — for a payout in
 * hryvnias — the national-currency amount at today's rate; if the rate moves before the request arrives, the new
 * amount is shown and must be confirmed again.
 */
export function GetMoneyCheckoutPage() {
  const { t } = useTranslation('withdrawals');
  const user = useCurrentUser();
  const [params] = useSearchParams();
  const method = withdrawalMethodSchema.safeParse(params.get('method')).data ?? null;
  const amountText = params.get('amount') ?? '';
  const amount = parseAmount(amountText) === null ? null : amountText;
  const checkout = useWithdrawalCheckout(method, amount);
  const { quoted, quote, national } = checkout;
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

  const ready = quote?.requisites && checkout.recipientOk && (!national || checkout.nationalOk) && canMoveMoney(user);
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
            <CheckoutFigures quote={quote} />
            <CheckoutRecipient method={method} quote={quote} />
            {checkout.failure && (
              <Alert
                color={checkout.requoted ? 'yellow' : 'red'}
                variant="light"
                title={checkout.failure}
                role="alert"
              />
            )}
            <Stack gap="sm">
              {national && (
                <Checkbox
                  checked={checkout.nationalOk}
                  onChange={(event) => checkout.setNationalOk(event.currentTarget.checked)}
                  label={t('checkout.confirm_national', {
                    payout: formatMoney(quote.payout),
                    rate: quote.rate ?? '',
                    date: formatDate(quote.rate_date),
                  })}
                />
              )}
              <Checkbox
                checked={checkout.recipientOk}
                onChange={(event) => checkout.setRecipientOk(event.currentTarget.checked)}
                label={t('checkout.confirm_recipient')}
                disabled={!quote.requisites}
              />
            </Stack>
            <Text size="sm" c="gray.7">
              {t('checkout.hold_note', { total: formatMoney(quote.total) })}
            </Text>
            <Group>
              <Button onClick={() => void checkout.submit()} loading={checkout.pending} disabled={!ready}>
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
