import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TransferRecipient } from '@cabinet/contracts/transfers';
import { findRecipient } from '../api/transfers.ts';
import { problemMessage } from './problem.ts';

/** The transfer's recipient, looked up by e-mail or account number; editing the query forgets the one found. */
export function useFindRecipient() {
  const { t } = useTranslation('withdrawals');
  const [query, setQuery] = useState('');
  const [recipient, setRecipient] = useState<TransferRecipient | null>(null);
  const [finding, setFinding] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const find = async () => {
    setError(null);
    if (!query.trim()) return setError(t('send.recipient_required'));
    setFinding(true);
    try {
      setRecipient(await findRecipient(query.trim()));
    } catch (e) {
      setRecipient(null);
      setError(problemMessage(e, t));
    } finally {
      setFinding(false);
    }
  };

  const change = (text: string) => {
    setQuery(text);
    setRecipient(null);
    setError(null);
  };

  return { query, change, recipient, finding, error, find };
}
