import { Alert, Button } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../shared/api/error-message.ts';

/** The invoice could not be shown — there is none, or the request failed — with the way back to a list. */
export function InvoiceLoadFailure({
  missing,
  error,
  back,
  backLabel,
}: {
  missing: boolean;
  error: unknown;
  back: string;
  backLabel: string;
}) {
  const { t } = useTranslation('invoices');
  return (
    <Alert color="red" variant="light" role="alert" title={missing ? t('detail.not_found') : errorMessage(error, t)}>
      <Button component={Link} to={back} size="xs" variant="light" color="red">
        {backLabel}
      </Button>
    </Alert>
  );
}
