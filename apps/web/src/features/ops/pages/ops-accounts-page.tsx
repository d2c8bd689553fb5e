import { useState } from 'react';
import { Anchor, Badge, Button, Group, Table } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { opsAccountsQuerySchema } from '@cabinet/contracts/money';
import { errorMessage } from '../../../shared/api/error-message.ts';
import { formatMoney } from '../../../shared/lib/format.ts';
import { opsAccountUrl } from '../../../shared/lib/paths.ts';
import { useListFilters } from '../../../shared/lib/use-list-filters.ts';
import { LimitedTextInput } from '../../../shared/ui/limited-text.tsx';
import { ListCard } from '../../../shared/ui/list-card.tsx';
import { Page } from '../../../shared/ui/page.tsx';
import { Pagination } from '../../../shared/ui/pagination.tsx';
import { useOpsAccounts } from '../api/get-ops-accounts.ts';

/** /ops — find a seller by e-mail, name, company or account number; the search lives in the URL. */
export function OpsAccountsPage() {
  const { t } = useTranslation('ops');
  const { filters, setFilters } = useListFilters<{ search?: string; page: number }>({ numbers: ['page'] }, { page: 1 });
  const [draft, setDraft] = useState(filters.search ?? '');
  const list = useOpsAccounts(filters.search ?? '', filters.page);
  const data = list.data;
  return (
    <Page title={t('accounts.title')} caption={t('accounts.caption')}>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          setFilters({ search: draft.trim(), page: 1 });
        }}
      >
        <Group align="end" mb="md">
          <LimitedTextInput
            schema={opsAccountsQuerySchema}
            field="search"
            label={t('accounts.search')}
            placeholder={t('accounts.search_placeholder')}
            value={draft}
            onChange={(e) => setDraft(e.currentTarget.value)}
            w={360}
          />
          <Button type="submit">{t('accounts.find')}</Button>
        </Group>
      </form>
      <ListCard
        title={t('accounts.list')}
        caption={data ? t('accounts.total', { total: data.total }) : undefined}
        empty={data?.accounts.length === 0}
        loading={list.isFetching}
        error={list.isError ? errorMessage(list.error, t) : null}
      >
        <Table.ScrollContainer minWidth={640}>
          <Table striped highlightOnHover>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('accounts.number')}</Table.Th>
                <Table.Th>{t('accounts.email')}</Table.Th>
                <Table.Th>{t('accounts.name')}</Table.Th>
                <Table.Th ta="right">{t('accounts.available')}</Table.Th>
                <Table.Th>{t('accounts.withdrawals')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {data?.accounts.map((a) => (
                <Table.Tr key={a.id}>
                  <Table.Td>
                    <Anchor component={Link} to={opsAccountUrl(a.id)}>
                      {a.id}
                    </Anchor>
                  </Table.Td>
                  <Table.Td>{a.email}</Table.Td>
                  <Table.Td>{a.company_name ?? a.name}</Table.Td>
                  <Table.Td ta="right">{formatMoney(a.available)}</Table.Td>
                  <Table.Td>
                    {a.withdrawal_blocked && (
                      <Badge color="red" variant="light">
                        {t('accounts.blocked')}
                      </Badge>
                    )}
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
    </Page>
  );
}
