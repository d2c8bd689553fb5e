import { useState } from 'react';
import { Badge, Button, Stack, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { LostPayment } from '@cabinet/contracts/lost-payments';
import { errorMessage } from '../../../shared/api/error-message.ts';
import { formatDate, formatMoney } from '../../../shared/lib/format.ts';
import { useListFilters } from '../../../shared/lib/use-list-filters.ts';
import { ListCard } from '../../../shared/ui/list-card.tsx';
import { Page } from '../../../shared/ui/page.tsx';
import { Pagination } from '../../../shared/ui/pagination.tsx';
import { downloadMyClaimFile, useLostPayments, useMyClaims } from '../api/lost-payments.ts';
import { ClaimDialog } from '../components/claim-dialog.tsx';
import { ClaimStatusBadge } from '../components/claim-status-badge.tsx';
import { FileLinks } from '../components/file-links.tsx';
import { useCan } from '../../../shared/session/permissions.tsx';

const pages = (data?: { total: number; on_page: number }) => (data ? Math.ceil(data.total / data.on_page) : 0);

/** /lost-payments/ — money nobody could match: the seller recognises theirs and claims it with proof (§4, §5). */
export function LostPaymentsPage() {
  const { t } = useTranslation('payment-links');
  const canWrite = useCan('money.write');
  const { filters, setFilters } = useListFilters<{ page: number; claims_page: number }>(
    { numbers: ['page', 'claims_page'] },
    { page: 1, claims_page: 1 },
  );
  const open = useLostPayments(filters.page);
  const claims = useMyClaims(filters.claims_page);
  const [claiming, setClaiming] = useState<LostPayment | null>(null);

  return (
    <Page title={t('lost.title')} caption={t('lost.caption')}>
      <Stack gap="md">
        <ListCard
          title={t('lost.open')}
          caption={t('lost.open_caption')}
          empty={open.data?.payments.length === 0}
          emptyText={t('lost.open_empty')}
          loading={open.isFetching}
          error={open.isError ? errorMessage(open.error, t) : null}
        >
          <Table.ScrollContainer minWidth={640}>
            <Table striped>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('lost.date')}</Table.Th>
                  <Table.Th>{t('lost.payer')}</Table.Th>
                  <Table.Th>{t('lost.details')}</Table.Th>
                  <Table.Th ta="right">{t('lost.amount')}</Table.Th>
                  <Table.Th />
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {open.data?.payments.map((p) => (
                  <Table.Tr key={p.id}>
                    <Table.Td>{formatDate(p.date)}</Table.Td>
                    <Table.Td>{p.payer}</Table.Td>
                    <Table.Td>{p.details}</Table.Td>
                    <Table.Td ta="right">{formatMoney(p.amount)}</Table.Td>
                    <Table.Td ta="right">
                      {p.my_claim_id ? (
                        <Badge color="yellow" variant="light">
                          {t('lost.claimed')}
                        </Badge>
                      ) : (
                        canWrite && (
                          <Button
                            size="compact-sm"
                            onClick={() => setClaiming(p)}
                            aria-label={t('lost.claim_label', {
                              amount: formatMoney(p.amount),
                              date: formatDate(p.date),
                            })}
                          >
                            {t('lost.claim')}
                          </Button>
                        )
                      )}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
          <Pagination page={filters.page} total={pages(open.data)} onChange={(page) => setFilters({ page })} />
        </ListCard>

        <ListCard
          title={t('lost.my_claims')}
          empty={claims.data?.claims.length === 0}
          emptyText={t('lost.claims_empty')}
          loading={claims.isFetching}
          error={claims.isError ? errorMessage(claims.error, t) : null}
        >
          <Table.ScrollContainer minWidth={720}>
            <Table striped verticalSpacing="sm">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('lost.claimed_on')}</Table.Th>
                  <Table.Th>{t('lost.payment')}</Table.Th>
                  <Table.Th>{t('lost.comment')}</Table.Th>
                  <Table.Th>{t('lost.status')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {claims.data?.claims.map((c) => (
                  <Table.Tr key={c.id} data-testid={`claim-${c.id}`}>
                    <Table.Td>{formatDate(c.created_at)}</Table.Td>
                    <Table.Td>
                      <Text size="sm" fw={500}>
                        {formatMoney(c.payment.amount)}
                      </Text>
                      <Text size="xs" c="gray.7">
                        {formatDate(c.payment.date)} · {c.payment.payer}
                      </Text>
                    </Table.Td>
                    <Table.Td>
                      <Stack gap={4}>
                        <Text size="sm">{c.comment}</Text>
                        <FileLinks files={c.files} load={(fileId) => downloadMyClaimFile(c.id, fileId)} />
                      </Stack>
                    </Table.Td>
                    <Table.Td>
                      <Stack gap={4}>
                        <ClaimStatusBadge status={c.status} />
                        {c.decided_at && (
                          <Text size="xs" c="gray.7">
                            {formatDate(c.decided_at)}
                          </Text>
                        )}
                        {c.assigned_elsewhere && (
                          <Text size="xs" c="red.8">
                            {t('lost.assigned_elsewhere')}
                          </Text>
                        )}
                        {c.reason && (
                          <Text size="xs" c="red.8">
                            {t('lost.reason', { reason: c.reason })}
                          </Text>
                        )}
                      </Stack>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
          <Pagination
            page={filters.claims_page}
            total={pages(claims.data)}
            onChange={(claims_page) => setFilters({ claims_page })}
          />
        </ListCard>
      </Stack>
      <ClaimDialog payment={claiming} onClose={() => setClaiming(null)} />
    </Page>
  );
}
