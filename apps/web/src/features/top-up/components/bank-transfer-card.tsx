import { Button, Card, CopyButton, Group, Stack, Table, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TopUp } from '@cabinet/contracts/top-up';
import { errorMessage } from '../../../shared/api/error-message.ts';
import { notifyError } from '../../../shared/ui/notify.ts';
import { useDownloadInvoice } from '../api/download-invoice.ts';
import { moneyText } from './money-text.ts';

/** The invoice of a bank-transfer top-up: where to pay, how much, the reference to quote, and the PDF. */
export function BankTransferCard({ topUp }: { topUp: TopUp }) {
  const { t } = useTranslation('top-up');
  const download = useDownloadInvoice();
  const r = topUp.requisites;
  /** Label, what is shown, what is copied (a bank form wants the plain number). */
  const rows: [string, string, string][] = [
    [t('bank.reference'), topUp.reference, topUp.reference],
    [t('bank.amount'), moneyText(topUp.total), topUp.total.amount],
    ...(r
      ? ([
          [t('bank.beneficiary'), r.beneficiary, r.beneficiary],
          [t('bank.iban'), r.iban, r.iban],
          [t('bank.bank'), r.bank, r.bank],
          [t('bank.swift'), r.swift, r.swift],
        ] as [string, string, string][])
      : []),
  ];
  return (
    <Card withBorder radius="lg" padding="lg" maw={720}>
      <Stack gap="sm">
        <Title order={2} size="h4">
          {t('bank.title')}
        </Title>
        <Text size="sm">{t('bank.caption', { total: moneyText(topUp.total) })}</Text>
        <Table variant="vertical" layout="fixed" withTableBorder>
          <Table.Tbody>
            {rows.map(([label, value, copyValue]) => (
              <Table.Tr key={label}>
                <Table.Th w={180}>{label}</Table.Th>
                <Table.Td>
                  <Group gap="xs" justify="space-between" wrap="nowrap">
                    <Text fw={600} style={{ wordBreak: 'break-all' }}>
                      {value}
                    </Text>
                    <CopyButton value={copyValue}>
                      {({ copy, copied }) => (
                        <Button
                          size="compact-xs"
                          variant="subtle"
                          onClick={copy}
                          aria-label={`${t('bank.copy')}: ${label}`}
                        >
                          {copied ? '✓' : t('bank.copy')}
                        </Button>
                      )}
                    </CopyButton>
                  </Group>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
        <Text size="sm" c="dimmed">
          {t('bank.credited_when')}
        </Text>
        <Group>
          <Button
            loading={download.isPending}
            onClick={() => download.mutate(topUp, { onError: (error) => notifyError(errorMessage(error, t)) })}
          >
            {t('bank.download')}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
