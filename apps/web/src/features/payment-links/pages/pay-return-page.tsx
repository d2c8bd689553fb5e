import { Alert, Button, Group, Loader, Text } from '@mantine/core';
import { Link, useParams, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { linkPaymentReferenceSchema } from '@cabinet/contracts/payment-links';
import { ApiError } from '../../../shared/api/api-error.ts';
import { errorMessage } from '../../../shared/api/error-message.ts';
import { formatDateTime, formatMoney } from '../../../shared/lib/format.ts';
import { payLinkUrl } from '../../../shared/lib/paths.ts';
import { usePaymentStatus, usePublicLink } from '../api/pay-link.ts';
import { PayLinkCard } from '../components/pay-link-card.tsx';

/**
 * /pay/:code/done and /pay/:code/cancelled?payment=<reference>: where the payments provider sends the buyer back
 * after paying, declining or leaving the checkout. The page shows what our server knows — the provider's webhook
 * may come a moment later, so it asks again while the payment is pending.
 */
export function PayReturnPage({ cancelled = false }: { cancelled?: boolean }) {
  const { t } = useTranslation('payment-links');
  const { code = '' } = useParams();
  const [params] = useSearchParams();
  const given = params.get('payment') ?? '';
  const reference = linkPaymentReferenceSchema.safeParse(given).success ? given : '';
  const link = usePublicLink(code);
  const payment = usePaymentStatus(code, reference);
  const data = payment.data;
  const missing = reference === '' || (payment.error instanceof ApiError && payment.error.status === 404);
  const payable = link.data?.state === 'payable';

  const again = payable && (
    <Group mt="sm">
      <Button component={Link} to={payLinkUrl(code)}>
        {t('pay.return.again')}
      </Button>
    </Group>
  );

  let body;
  if (missing) {
    body = (
      <Alert color="red" variant="light" role="alert" title={t('pay.return.not_found')}>
        {again}
      </Alert>
    );
  } else if (payment.isError) {
    body = <Alert color="red" variant="light" role="alert" title={errorMessage(payment.error, t)} />;
  } else if (!data || (data.status === 'pending' && !cancelled)) {
    body = (
      <Group role="status" gap="sm">
        <Loader size="sm" />
        <Text>{t('pay.return.pending')}</Text>
      </Group>
    );
  } else if (data.status === 'pending') {
    body = (
      <Alert color="gray" variant="light" role="status" title={t('pay.return.cancelled')}>
        {again}
      </Alert>
    );
  } else if (data.status === 'paid') {
    body = (
      <Alert color="teal" variant="light" role="status" title={t('pay.return.paid')}>
        {t('pay.return.paid_text', {
          amount: formatMoney(data.amount),
          seller: link.data?.seller_name ?? '',
          date: formatDateTime(data.paid_at!),
        })}
      </Alert>
    );
  } else if (data.status === 'refused') {
    body = (
      <Alert color="orange" variant="light" role="alert" title={t('pay.return.refused')}>
        {t('pay.return.refused_text')}
      </Alert>
    );
  } else {
    body = (
      <Alert color="red" variant="light" role="alert" title={t(`pay.return.${data.status}`)}>
        {again}
      </Alert>
    );
  }

  return (
    <PayLinkCard link={link.data}>
      {body}
      {data && (
        <Text size="sm" c="dimmed">
          {t('pay.return.reference', { reference: data.reference })}
        </Text>
      )}
    </PayLinkCard>
  );
}

/** The return page after paying or declining at the provider. */
export const PayDonePage = () => <PayReturnPage />;
/** The return page after leaving the provider's checkout without paying. */
export const PayCancelledPage = () => <PayReturnPage cancelled />;
