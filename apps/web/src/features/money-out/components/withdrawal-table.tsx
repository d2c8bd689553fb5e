import { Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Withdrawal } from '@cabinet/contracts/money-out';
import { formatDateTime, formatMoney } from '../../../shared/lib/format.ts';
import { RequisitesSummary } from './requisites-summary.tsx';
import { WithdrawalActions } from './withdrawal-actions.tsx';
import { WithdrawalStatusBadge } from './withdrawal-status-badge.tsx';

/** The seller's withdrawal invoices (§2 /get-money/invoices). */
export function WithdrawalTable({ withdrawals, canWrite }: { withdrawals: Withdrawal[]; canWrite: boolean }) {
  const { t } = useTranslation('money-out');
  return (
    <Table.ScrollContainer minWidth={820}>
      <Table striped verticalSpacing="sm">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('invoices.number')}</Table.Th>
            <Table.Th>{t('invoices.date')}</Table.Th>
            <Table.Th>{t('invoices.recipient')}</Table.Th>
            <Table.Th ta="right">{t('invoices.amount')}</Table.Th>
            <Table.Th ta="right">{t('invoices.payout')}</Table.Th>
            <Table.Th>{t('invoices.status')}</Table.Th>
            {canWrite && <Table.Th>{t('invoices.actions')}</Table.Th>}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {withdrawals.map((w) => (
            <Table.Tr key={w.id} data-testid={`withdrawal-${w.id}`}>
              <Table.Td>{w.id}</Table.Td>
              <Table.Td>{formatDateTime(w.created_at)}</Table.Td>
              <Table.Td>
                <Text size="sm" fw={500}>
                  {t(`methods.${w.method}`)}
                </Text>
                <RequisitesSummary requisites={w.requisites} size="xs" />
              </Table.Td>
              <Table.Td ta="right">
                <Text size="sm" fw={600}>
                  {formatMoney(w.amount)}
                </Text>
                <Text size="xs" c="gray.7">
                  {t('invoices.fee', { fee: formatMoney(w.fee) })}
                </Text>
              </Table.Td>
              <Table.Td ta="right">
                <Text size="sm">{formatMoney(w.payout)}</Text>
                {w.rate && (
                  <Text size="xs" c="gray.7">
                    {t('invoices.rate', { rate: w.rate })}
                  </Text>
                )}
              </Table.Td>
              <Table.Td>
                <WithdrawalStatusBadge status={w.status} />
                {w.reason && (
                  <Text size="xs" c={w.status === 'details_need_correction' ? 'red.9' : 'gray.7'} mt={4}>
                    {w.status === 'details_need_correction' ? `${t('invoices.correction')} ` : ''}
                    {w.reason}
                  </Text>
                )}
                {w.paid_at && (
                  <Text size="xs" c="gray.7" mt={4}>
                    {t('invoices.paid_at', { date: formatDateTime(w.paid_at) })}
                  </Text>
                )}
              </Table.Td>
              {canWrite && (
                <Table.Td>
                  <WithdrawalActions withdrawal={w} />
                </Table.Td>
              )}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
