import { Alert, Text } from '@mantine/core';
import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../shared/api/api-error.ts';
import { errorMessage } from '../../../shared/api/error-message.ts';
import { PageLoader } from '../../../shared/ui/page-loader.tsx';
import { usePublicLink } from '../api/pay-link.ts';
import { PayForm } from '../components/pay-form.tsx';
import { PayLinkCard } from '../components/pay-link-card.tsx';

/**
 * /pay/:code — the public page where a buyer pays a seller's payment link (no sign-in). Pay leads to the payments
 * provider's hosted checkout; the provider sends the buyer back to /pay/:code/done (or /cancelled).
 */
export function PayPage() {
  const { t } = useTranslation('payment-links');
  const { code = '' } = useParams();
  const link = usePublicLink(code);

  if (link.isPending) return <PageLoader />;
  if (link.isError) {
    const missing = link.error instanceof ApiError && (link.error.status === 404 || link.error.status === 400);
    return (
      <PayLinkCard link={undefined}>
        <Alert color="red" variant="light" role="alert">
          {missing ? t('pay.not_found') : errorMessage(link.error, t)}
        </Alert>
      </PayLinkCard>
    );
  }
  const data = link.data;
  return (
    <PayLinkCard link={data}>
      {data.state === 'payable' ? (
        <>
          <Text size="sm" c="dimmed">
            {t('pay.provider_hint')}
          </Text>
          <PayForm code={code} />
        </>
      ) : (
        <Alert color={data.state === 'paid' ? 'blue' : 'gray'} variant="light" role="status">
          {t(data.state === 'paid' ? 'pay.already_paid' : 'pay.unavailable')}
        </Alert>
      )}
    </PayLinkCard>
  );
}
