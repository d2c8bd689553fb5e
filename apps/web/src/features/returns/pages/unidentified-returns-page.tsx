import { Badge, Button, Stack, Table, Text } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../shared/api/error-message.ts';
import { formatDate } from '../../../shared/lib/format.ts';
import { returnClaimUrl } from '../../../shared/lib/paths.ts';
import { useListFilters } from '../../../shared/lib/use-list-filters.ts';
import { ListCard } from '../../../shared/ui/list-card.tsx';
import { Page } from '../../../shared/ui/page.tsx';
import { Pagination } from '../../../shared/ui/pagination.tsx';
import { useUnidentifiedReturns } from '../api/unidentified-returns.ts';
import { ReturnItems } from '../components/return-items.tsx';
import { Can } from '../../../shared/session/permissions.tsx';

/** /shipments/returns/unidentified (§2): returns nobody could match; a seller claims theirs with proof. */
export function UnidentifiedReturnsPage() {
  const { t } = useTranslation('returns');
  const { filters, setFilters } = useListFilters<{ page: number }>({ numbers: ['page'] }, { page: 1 });
  const list = useUnidentifiedReturns(filters.page);
  const pages = list.data ? Math.ceil(list.data.total / list.data.on_page) : 0;

  return (
    <Page title={t('unidentified.title')} caption={t('unidentified.caption')}>
      <ListCard
        empty={list.data?.returns.length === 0}
        emptyText={t('unidentified.empty')}
        loading={list.isFetching}
        error={list.isError ? errorMessage(list.error, t) : null}
      >
        <Table.ScrollContainer minWidth={760}>
          <Table striped verticalSpacing="sm">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('unidentified.number')}</Table.Th>
                <Table.Th>{t('unidentified.arrived')}</Table.Th>
                <Table.Th>{t('unidentified.carrier')}</Table.Th>
                <Table.Th>{t('unidentified.note')}</Table.Th>
                <Table.Th>{t('unidentified.items')}</Table.Th>
                <Table.Th />
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {list.data?.returns.map((ret) => (
                <Table.Tr key={ret.id} data-testid={`unidentified-${ret.number}`}>
                  <Table.Td fw={600}>{ret.number}</Table.Td>
                  <Table.Td>{formatDate(ret.arrived_at)}</Table.Td>
                  <Table.Td>
                    {t('unidentified.tracking_tail', { carrier: ret.carrier, tail: ret.tracking_tail })}
                  </Table.Td>
                  <Table.Td>{ret.note}</Table.Td>
                  <Table.Td>
                    <ReturnItems items={ret.items} />
                  </Table.Td>
                  <Table.Td ta="right">
                    {ret.my_claim?.status === 'pending' ? (
                      <Badge color="yellow" variant="light">
                        {t('unidentified.claim_pending')}
                      </Badge>
                    ) : (
                      <Stack gap={4} align="flex-end">
                        {ret.my_claim?.status === 'rejected' && (
                          <Text size="xs" c="red.8">
                            {t('unidentified.claim_rejected')}
                            {ret.my_claim.reason
                              ? `. ${t('unidentified.reason', { reason: ret.my_claim.reason })}`
                              : ''}
                          </Text>
                        )}
                        <Can permission="shipments.write">
                          <Button
                            size="compact-sm"
                            component={Link}
                            to={returnClaimUrl(ret.id)}
                            aria-label={t('unidentified.claim_label', { number: ret.number })}
                          >
                            {t('unidentified.claim')}
                          </Button>
                        </Can>
                      </Stack>
                    )}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
        <Pagination page={filters.page} total={pages} onChange={(page) => setFilters({ page })} />
      </ListCard>
    </Page>
  );
}
