import { Badge, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Transfer } from '@cabinet/contracts/money-out';
import { formatDateTime, formatMoney } from '../../../shared/lib/format.ts';

/** What the account sent and received, both sides of each transfer. */
export function TransferTable({ transfers }: { transfers: Transfer[] }) {
  const { t } = useTranslation('money-out');
  return (
    <Table.ScrollContainer minWidth={620}>
      <Table striped>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('send.date')}</Table.Th>
            <Table.Th>{t('send.direction')}</Table.Th>
            <Table.Th>{t('send.counterparty')}</Table.Th>
            <Table.Th ta="right">{t('send.amount')}</Table.Th>
            <Table.Th>{t('send.comment')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {transfers.map((tr) => (
            <Table.Tr key={tr.id}>
              <Table.Td>{formatDateTime(tr.created_at)}</Table.Td>
              <Table.Td>
                <Badge color={tr.direction === 'sent' ? 'orange' : 'teal'} variant="light">
                  {t(`send.${tr.direction}`)}
                </Badge>
              </Table.Td>
              <Table.Td>
                <Text size="sm">{tr.counterparty.name}</Text>
                <Text size="xs" c="gray.7">
                  {t('send.account_number', { account: tr.counterparty.account_id })}
                </Text>
              </Table.Td>
              <Table.Td ta="right" fw={600}>
                {tr.direction === 'sent' ? '−' : '+'}
                {formatMoney(tr.amount)}
              </Table.Td>
              <Table.Td>{tr.comment}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
