import { useState } from 'react';
import { Button, Group, Select, Stack, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { paymentLinkStatuses, type OpsPaymentLink, type PaymentLinkStatus } from '@cabinet/contracts/payment-links';
import { errorMessage } from '../../../shared/api/error-message.ts';
import { formatDateTime, formatMoney } from '../../../shared/lib/format.ts';
import { useListFilters } from '../../../shared/lib/use-list-filters.ts';
import { ListCard } from '../../../shared/ui/list-card.tsx';
import { notifyError, notifySuccess } from '../../../shared/ui/notify.ts';
import { Page } from '../../../shared/ui/page.tsx';
import { Pagination } from '../../../shared/ui/pagination.tsx';
import { useOpsPaymentLinks, useReviewPaymentLink, type ReviewAction } from '../api/ops-payment-links.ts';
import { LinkStatusBadges } from '../components/link-status-badge.tsx';
import { ReasonDialog, type ReasonRequest } from '../components/reason-dialog.tsx';
import { TruncatedText } from '../../../shared/ui/truncated-text.tsx';

/** /ops/payment-links — the review desk: accept or decline new links, block a link buyers complain about. */
export function OpsPaymentLinksPage() {
  const { t } = useTranslation('payment-links');
  const { filters, setFilters } = useListFilters<{ page: number; status?: string }>(
    { numbers: ['page'] },
    { page: 1, status: 'in_review' },
  );
  const status = filters.status === 'all' ? undefined : (filters.status as PaymentLinkStatus | undefined);
  const list = useOpsPaymentLinks({ page: filters.page, status });
  const review = useReviewPaymentLink();
  const [asking, setAsking] = useState<ReasonRequest | null>(null);
  const data = list.data;

  const act = async (link: OpsPaymentLink, action: ReviewAction, reason?: string) => {
    try {
      await review.mutateAsync({ id: link.id, action, reason });
      notifySuccess(t(`ops.done.${action}`));
    } catch (error) {
      if (reason !== undefined) throw error;
      notifyError(errorMessage(error, t));
    }
  };
  const askReason = (link: OpsPaymentLink, action: 'decline' | 'block') =>
    setAsking({
      title: t(`ops.${action}_title`, { description: link.description }),
      label: t('ops.reason'),
      submit: t(`ops.${action}`),
      run: (reason) => act(link, action, reason),
    });

  return (
    <Page title={t('ops.links_title')} caption={t('ops.links_caption')}>
      <Stack gap="md">
        <Select
          label={t('list.filter_status')}
          data={[
            { value: 'all', label: t('list.all_statuses') },
            ...paymentLinkStatuses.map((s) => ({ value: s, label: t(`status.${s}`) })),
          ]}
          value={filters.status ?? 'all'}
          onChange={(value) => setFilters({ status: value ?? 'all', page: 1 })}
          allowDeselect={false}
          w={260}
        />
        <ListCard
          title={t('ops.links_list')}
          caption={data ? t('list.total', { total: data.total }) : undefined}
          empty={data?.payment_links.length === 0}
          loading={list.isFetching}
          error={list.isError ? errorMessage(list.error, t) : null}
        >
          <Table.ScrollContainer minWidth={860}>
            <Table striped verticalSpacing="sm">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('ops.seller')}</Table.Th>
                  <Table.Th>{t('list.description')}</Table.Th>
                  <Table.Th>{t('list.status')}</Table.Th>
                  <Table.Th ta="right">{t('list.amount')}</Table.Th>
                  <Table.Th>{t('list.actions')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {data?.payment_links.map((link) => (
                  <Table.Tr key={link.id} data-testid={`ops-link-${link.code}`}>
                    <Table.Td>
                      <TruncatedText size="sm" maxWidth={240}>
                        {link.seller_name}
                      </TruncatedText>
                      <Text size="xs" c="gray.7">
                        {link.seller_email} · #{link.account_id}
                      </Text>
                    </Table.Td>
                    <Table.Td>
                      <TruncatedText size="sm">{link.description}</TruncatedText>
                      <Text size="xs" c="gray.7">
                        {formatDateTime(link.created_at)} · {link.code}
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
                    <Table.Td ta="right">
                      <Text size="sm">{formatMoney(link.amount)}</Text>
                      <Text size="xs" c="gray.7">
                        {t('list.payments_count', { count: link.payments_count })}
                      </Text>
                    </Table.Td>
                    <Table.Td>
                      <Group gap="xs" wrap="nowrap">
                        {link.status === 'in_review' && (
                          <>
                            <Button size="compact-sm" color="teal" onClick={() => void act(link, 'accept')}>
                              {t('ops.accept')}
                            </Button>
                            <Button
                              size="compact-sm"
                              variant="light"
                              color="red"
                              onClick={() => askReason(link, 'decline')}
                            >
                              {t('ops.decline')}
                            </Button>
                          </>
                        )}
                        {(link.status === 'in_review' || link.status === 'accepted') && (
                          <Button
                            size="compact-sm"
                            variant="subtle"
                            color="dark"
                            onClick={() => askReason(link, 'block')}
                          >
                            {t('ops.block')}
                          </Button>
                        )}
                        {link.status === 'blocked' && (
                          <Button size="compact-sm" variant="light" onClick={() => void act(link, 'unblock')}>
                            {t('ops.unblock')}
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
      <ReasonDialog request={asking} onClose={() => setAsking(null)} />
    </Page>
  );
}
