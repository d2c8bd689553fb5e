import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../shared/api/api-error.ts';
import { paths } from '../../../shared/lib/paths.ts';
import { notifySuccess } from '../../../shared/ui/notify.ts';
import { useActivateWalletAccount, useResendWalletCode } from '../api/wallet-accounts.ts';
import { problemMessage } from './problem.ts';

/**
 * The six-digit code that activates a wallet account, and sending it again; the server's message about the code
 * goes under the field, any other failure above it.
 */
export function useActivateWallet(id: number, email: string) {
  const { t } = useTranslation('withdrawals');
  const navigate = useNavigate();
  const activate = useActivateWalletAccount();
  const resend = useResendWalletCode();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  const submit = async () => {
    setFailure(null);
    if (!/^\d{6}$/.test(code.trim())) return setError(t('activate.code_format'));
    try {
      await activate.mutateAsync({ id, code: code.trim() });
      notifySuccess(t('activate.done', { email }));
      void navigate(paths.walletAccounts);
    } catch (e) {
      const onField = e instanceof ApiError ? e.fieldErrors.code?.[0] : undefined;
      if (onField) setError(onField);
      else setFailure(problemMessage(e, t));
    }
  };

  const again = async () => {
    setFailure(null);
    try {
      await resend.mutateAsync(id);
      notifySuccess(t('activate.resent', { email }));
    } catch (e) {
      setFailure(problemMessage(e, t));
    }
  };

  const type = (text: string) => {
    setCode(text);
    setError(null);
  };

  return { code, type, error, failure, submit, again, activating: activate.isPending, resending: resend.isPending };
}
