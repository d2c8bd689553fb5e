import { Alert, Anchor, Stack, Title } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { WithdrawalMethod, WithdrawalQuote } from '@cabinet/contracts/withdrawals';
import { requisitesUrl } from '../../../shared/lib/paths.ts';
import { RequisitesSummary } from './requisites-summary.tsx';

/** The recipient the seller confirms, or a link to add the method's requisites when there are none. */
export function CheckoutRecipient({ method, quote }: { method: WithdrawalMethod; quote: WithdrawalQuote }) {
  const { t } = useTranslation('withdrawals');
  return (
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
  );
}
