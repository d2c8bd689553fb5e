import { Alert, Anchor, Button } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../shared/api/api-error.ts';
import { errorMessage } from '../../../shared/api/error-message.ts';
import { paths } from '../../../shared/lib/paths.ts';

/** A setup step that cannot go on: already on, not started, or a failure worth another try. */
export function SetupError({ error, onRetry }: { error: unknown; onRetry?: () => void }) {
  const { t } = useTranslation('account');
  const code = error instanceof ApiError ? error.code : null;
  return (
    <Alert
      color={code === 'two_factor_already_enabled' ? 'teal' : 'red'}
      variant="light"
      title={errorMessage(error, t)}
      role="alert"
    >
      {code === 'two_factor_already_enabled' && (
        <Anchor component={Link} to={paths.twoFactor} size="sm">
          {t('setup.to_settings')}
        </Anchor>
      )}
      {code === 'two_factor_not_pending' && (
        <Anchor component={Link} to={paths.twoFactorInit} size="sm">
          {t('setup.start')}
        </Anchor>
      )}
      {code !== 'two_factor_already_enabled' && code !== 'two_factor_not_pending' && onRetry && (
        <Button size="xs" variant="light" color="red" onClick={onRetry}>
          {t('actions.retry')}
        </Button>
      )}
    </Alert>
  );
}
