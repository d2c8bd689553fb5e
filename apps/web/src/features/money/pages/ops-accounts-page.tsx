import { useState } from 'react';
import { Badge, Button, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { opsAccountsQuerySchema, type OpsAccount } from '@cabinet/contracts/money-ops';
import { formatMoney } from '../../../shared/lib/format.ts';
import { useListFilters } from '../../../shared/lib/use-list-filters.ts';
import { LimitedTextInput } from '../../../shared/ui/limited-text.tsx';
import { DataTable, type DataColumn } from '../../../shared/ui/data-table.tsx';
import { ListCard, pageCount } from '../../../shared/ui/list-card.tsx';
import { Page } from '../../../shared/ui/page.tsx';
import { SellerLink } from '../../../shared/ui/seller-link.tsx';
import { useOpsAccounts } from '../api/get-ops-accounts.ts';

/** /ops/accounts — find a seller by e-mail, name, company or account number; the search lives in the URL. */
export function OpsAccountsPage() {
  const { t } = useTranslation('money');
  const { filters, setFilters } = useListFilters<{ search?: string; page: number }>({ numbers: ['page'] }, { page: 1 });
  const [draft, setDraft] = useState(filters.search ?? '');
  const list = useOpsAccounts(filters.search ?? '', filters.page);
  const data = list.data;
  const columns: DataColumn<OpsAccount>[] = [
    {
      id: 'seller',
      header: t('ops.accounts.name'),
      keyFact: true,
      cell: (a) => <SellerLink seller={{ account_id: a.id, name: a.company_name || a.name, email: a.email }} />,
    },
    { id: 'number', header: t('ops.accounts.number'), cell: (a) => a.id },
    {
      id: 'available',
      header: t('ops.accounts.available'),
      keyFact: true,
      align: 'right',
      cell: (a) => formatMoney(a.available),
    },
    {
      id: 'withdrawals',
      header: t('ops.accounts.withdrawals'),
      keyFact: true,
      cell: (a) =>
        a.withdrawal_blocked && (
          <Badge color="red" variant="light">
            {t('ops.accounts.blocked')}
          </Badge>
        ),
    },
  ];
  return (
    <Page title={t('ops.accounts.title')} caption={t('ops.accounts.caption')}>
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
            label={t('ops.accounts.search')}
            placeholder={t('ops.accounts.search_placeholder')}
            value={draft}
            onChange={(e) => setDraft(e.currentTarget.value)}
            w={360}
          />
          <Button type="submit">{t('ops.accounts.find')}</Button>
        </Group>
      </form>
      <ListCard
        title={t('ops.accounts.list')}
        caption={data ? t('ops.accounts.total', { total: data.total }) : undefined}
        empty={data?.accounts.length === 0}
        query={list}
        pager={{ page: filters.page, pages: pageCount(data), onChange: (page) => setFilters({ page }) }}
      >
        <DataTable
          label={t('ops.accounts.list')}
          columns={columns}
          rows={data?.accounts ?? []}
          rowKey={(a) => a.id}
          minWidth={640}
        />
      </ListCard>
    </Page>
  );
}
