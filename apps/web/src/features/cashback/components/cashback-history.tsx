import { Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { CashbackHistoryEntry } from '@cabinet/contracts/cashback';
import { formatDateTime, formatMoney } from '../../../shared/lib/format.ts';
import { percentText } from './percent.ts';

/** What one movement came from, in words. */
function Source({ entry }: { entry: CashbackHistoryEntry }) {
  const { t } = useTranslation('cashback');
  if (!entry.source_kind || !entry.source_amount) return null;
  const values = {
    kind: t(`common:money_kinds.${entry.source_kind}`),
    amount: formatMoney(entry.source_amount),
    percent: entry.percent ? percentText(entry.percent) : '',
  };
  return (
    <Text size="xs" c="gray.7">
      {entry.kind === 'cashback_accrual' ? t('history.earned_on', values) : t('history.taken_back', values)}
    </Text>
  );
}

/** The cashback movements, newest first. */
export function CashbackHistory({ entries }: { entries: CashbackHistoryEntry[] }) {
  const { t } = useTranslation('cashback');
  return (
    <Table.ScrollContainer minWidth={560}>
      <Table striped aria-label={t('history.title')}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t('history.date')}</Table.Th>
            <Table.Th scope="col">{t('history.operation')}</Table.Th>
            <Table.Th scope="col" ta="right">
              {t('history.amount')}
            </Table.Th>
            <Table.Th scope="col" ta="right">
              {t('history.balance_after')}
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {entries.map((entry) => (
            <Table.Tr key={entry.id}>
              <Table.Td>
                <Text size="sm" component="time" dateTime={entry.created_at}>
                  {formatDateTime(entry.created_at)}
                </Text>
              </Table.Td>
              <Table.Td>
                <Text size="sm">{t(`common:money_kinds.${entry.kind}`)}</Text>
                <Source entry={entry} />
              </Table.Td>
              <Table.Td ta="right" fw={600} c={entry.amount.amount.startsWith('-') ? 'red.9' : 'teal.9'}>
                {formatMoney(entry.amount)}
              </Table.Td>
              <Table.Td ta="right">{formatMoney(entry.balance_after)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
