import { Alert, Loader, Modal, Stack, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { PaymentLink } from '@cabinet/contracts/payment-links';
import { errorMessage } from '../../../shared/api/error-message.ts';
import { formatDateTime, formatMoney } from '../../../shared/lib/format.ts';
import { usePaymentLink } from '../api/get-payment-link.ts';
import { TruncatedText } from '../../../shared/ui/truncated-text.tsx';

/** The payments of one link: who paid, what the buyer paid and what the balance received. */
export function LinkPaymentsDialog({ link, onClose }: { link: PaymentLink | null; onClose: () => void }) {
  const { t } = useTranslation('payment-links');
  const detail = usePaymentLink(link?.id ?? null);
  const payments = detail.data?.payments ?? [];
  return (
    <Modal opened={link !== null} onClose={onClose} title={t('payments.title')} size="xl">
      <Stack gap="sm">
        {link && (
          <TruncatedText c="dimmed" lines={3} maxWidth="100%">
            {link.description}
          </TruncatedText>
        )}
        {detail.isPending && link && <Loader size="sm" aria-label={t('payments.loading')} />}
        {detail.isError && (
          <Alert color="red" variant="light">
            {errorMessage(detail.error, t)}
          </Alert>
        )}
        {detail.data && payments.length === 0 && <Text c="dimmed">{t('payments.empty')}</Text>}
        {payments.length > 0 && (
          <Table.ScrollContainer minWidth={560}>
            <Table striped>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('payments.date')}</Table.Th>
                  <Table.Th>{t('payments.payer')}</Table.Th>
                  <Table.Th ta="right">{t('payments.paid')}</Table.Th>
                  <Table.Th ta="right">{t('payments.credited')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {payments.map((p) => (
                  <Table.Tr key={p.id}>
                    <Table.Td>{formatDateTime(p.created_at)}</Table.Td>
                    <Table.Td>{p.payer_email}</Table.Td>
                    <Table.Td ta="right">{formatMoney(p.amount)}</Table.Td>
                    <Table.Td ta="right">
                      {formatMoney(p.credited)}
                      {p.rate !== '1' && (
                        <Text size="xs" c="dimmed">
                          {t('payments.rate', { rate: p.rate, currency: p.amount.currency })}
                        </Text>
                      )}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </Stack>
    </Modal>
  );
}
