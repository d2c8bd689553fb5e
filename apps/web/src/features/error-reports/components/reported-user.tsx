import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { SellerById } from '../../../shared/ui/seller-link.tsx';

/**
 * Who was signed in when it failed, as the reports name them (the account's id, or `operator:<id>`): a seller by
 * name and e-mail, linking to their page; an operator as such.
 */
export function ReportedUser({ userId }: { userId: string | null }) {
  const { t } = useTranslation('error-reports');
  if (!userId) return <Text size="sm">{t('ops.detail.none')}</Text>;
  const operator = /^operator:(\d+)$/.exec(userId);
  if (operator) return <Text size="sm">{t('ops.list.operator', { id: operator[1] })}</Text>;
  if (/^\d+$/.test(userId)) return <SellerById accountId={Number(userId)} />;
  return <Text size="sm">{userId}</Text>;
}
