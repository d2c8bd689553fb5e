import { useState } from 'react';
import { Anchor, Button, Group, Select, Stack, Table, Text } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { paymentLinkStatuses, type PaymentLink } from '@cabinet/contracts/payment-links';
import { errorMessage } from '../../../shared/api/error-message.ts';
import { formatDate, formatMoney } from '../../../shared/lib/format.ts';
import { paths } from '../../../shared/lib/paths.ts';
import { useListFilters } from '../../../shared/lib/use-list-filters.ts';
import { confirm, DialogCancelled } from '../../../shared/ui/dialogs.tsx';
import { ListCard } from '../../../shared/ui/list-card.tsx';
import { notifySuccess } from '../../../shared/ui/notify.ts';
import { Page } from '../../../shared/ui/page.tsx';
import { Pagination } from '../../../shared/ui/pagination.tsx';
import { useDeactivatePaymentLink } from '../api/deactivate-payment-link.ts';
import { usePaymentLinks, type LinkFilters } from '../api/get-payment-links.ts';
import { CopyLinkButton } from '../components/copy-link-button.tsx';
import { LinkPaymentsDialog } from '../components/link-payments-dialog.tsx';
import { LinkStatusBadges } from '../components/link-status-badge.tsx';
import { TruncatedText } from '../../../shared/ui/truncated-text.tsx';
import { Can, useCan } from '../../../shared/session/permissions.tsx';

/** /payment-links — the seller's payment links with their status, payments and the address to send to buyers. */
export function PaymentLinksPage() {
  const { t } = useTranslation('payment-links');
  const { filters, setFilters } = useListFilters<LinkFilters>({ numbers: ['page'] }, { page: 1 });
  const list = usePaymentLinks(filters);
  const deactivate = useDeactivatePaymentLink();
  const canWrite = useCan('money.write');
  const [shown, setShown] = useState<PaymentLink | null>(null);
  const data = list.data;

  const switchOff = async (link: PaymentLink) => {
    try {
      await confirm({
        title: t('list.deactivate_title'),
        message: t('list.deactivate_text', { description: link.description }),
        actions: [
          {
            label: t('list.deactivate'),
            color: 'red',
            value: true,
            handler: () => deactivate.mutateAsync(link.id),
          },
        ],
      });
      notifySuccess(t('list.deactivated'));
    } catch (error) {
      if (!(error instanceof DialogCancelled)) throw error;
    }
  };

  return (
    <Page
      title={t('list.title')}
      caption={t('list.caption')}
      actions={
        <Can permission="money.write">
          <Button component={Link} to={paths.paymentLinkNew}>
            {t('list.create')}
          </Button>
        </Can>
      }
    >
      <Stack gap="md">
        <Select
          label={t('list.filter_status')}
          placeholder={t('list.all_statuses')}
          data={paymentLinkStatuses.map((s) => ({ value: s, label: t(`status.${s}`) }))}
          value={filters.status ?? null}
          onChange={(value) => setFilters({ status: value ?? undefined, page: 1 })}
          clearable
          w={260}
        />
        <ListCard
          title={t('list.list')}
          caption={data ? t('list.total', { total: data.total }) : undefined}
          empty={data?.payment_links.length === 0}
          emptyText={t('list.empty')}
          loading={list.isFetching}
          error={list.isError ? errorMessage(list.error, t) : null}
        >
          <Table.ScrollContainer minWidth={760}>
            <Table striped verticalSpacing="sm">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('list.description')}</Table.Th>
                  <Table.Th>{t('list.status')}</Table.Th>
                  <Table.Th ta="right">{t('list.amount')}</Table.Th>
                  <Table.Th ta="right">{t('list.received')}</Table.Th>
                  <Table.Th>{t('list.actions')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {data?.payment_links.map((link) => (
                  <Table.Tr key={link.id} data-testid={`payment-link-${link.code}`}>
                    <Table.Td>
                      <TruncatedText size="sm" fw={500}>
                        {link.description}
                      </TruncatedText>
                      <Text size="xs" c="gray.7">
                        {t('list.created', { date: formatDate(link.created_at) })}
                      </Text>
                      {link.review_reason && (
                        <TruncatedText size="xs" c="red.8" lines={2}>
                          {t('list.reason', { reason: link.review_reason })}
                        </TruncatedText>
                      )}
                    </Table.Td>
                    <Table.Td>
                      <LinkStatusBadges link={link} />
                    </Table.Td>
                    <Table.Td ta="right">{formatMoney(link.amount)}</Table.Td>
                    <Table.Td ta="right">
                      <Text size="sm">{formatMoney(link.received)}</Text>
                      <Anchor component="button" type="button" size="xs" onClick={() => setShown(link)}>
                        {t('list.payments_count', { count: link.payments_count })}
                      </Anchor>
                    </Table.Td>
                    <Table.Td>
                      <Group gap="xs" wrap="nowrap">
                        {link.payable && <CopyLinkButton url={link.url} />}
                        {link.payable && (
                          <Anchor href={link.url} target="_blank" rel="noopener" size="sm">
                            {t('list.open')}
                          </Anchor>
                        )}
                        {canWrite && link.active && link.status !== 'paid' && link.status !== 'declined' && (
                          <Button size="compact-sm" variant="subtle" color="red" onClick={() => void switchOff(link)}>
                            {t('list.deactivate')}
                          </Button>
                        )}
                      </Group>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
          <Pagination
            page={filters.page}
            total={data ? Math.ceil(data.total / data.on_page) : 0}
            onChange={(page) => setFilters({ page })}
          />
        </ListCard>
      </Stack>
      <LinkPaymentsDialog link={shown} onClose={() => setShown(null)} />
    </Page>
  );
}
