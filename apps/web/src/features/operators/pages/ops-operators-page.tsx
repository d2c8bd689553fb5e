import { Card, Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { OperatorListItem } from '@cabinet/contracts/operators';
import { formatDate } from '../../../shared/lib/format.ts';
import { DataTable, type DataColumn } from '../../../shared/ui/data-table.tsx';
import { ListCard } from '../../../shared/ui/list-card.tsx';
import { Page } from '../../../shared/ui/page.tsx';
import { useOperators } from '../api/operators.ts';
import { OperatorForm } from '../components/operator-form.tsx';
import { OperatorRolesRow } from '../components/operator-roles-row.tsx';

/** /ops/operators — the back office's people: who works at which desks; an administrator adds and grants. */
export function OpsOperatorsPage() {
  const { t } = useTranslation('operators');
  const operators = useOperators();
  const columns: DataColumn<OperatorListItem>[] = [
    {
      id: 'name',
      header: t('list.name'),
      cell: (o) => `${o.first_name} ${o.last_name}`.trim() || '—',
    },
    { id: 'email', header: t('list.email'), cell: (o) => o.email },
    { id: 'since', header: t('list.since'), cell: (o) => formatDate(o.created_at) },
    {
      id: 'roles',
      header: t('list.roles'),
      // A row's own state: it starts again from the server's roles when they change.
      cell: (o) => <OperatorRolesRow key={o.ops_roles.join()} operator={o} />,
    },
  ];
  return (
    <Page title={t('title')} caption={t('caption')}>
      <Stack gap="lg">
        <ListCard title={t('list.title')} empty={operators.data?.operators.length === 0} query={operators}>
          <DataTable
            label={t('list.title')}
            columns={columns}
            rows={operators.data?.operators ?? []}
            rowKey={(o) => o.id}
            minWidth={720}
          />
        </ListCard>
        <Card withBorder>
          <Title order={2} size="h4" mb="sm">
            {t('form.title')}
          </Title>
          <OperatorForm />
        </Card>
      </Stack>
    </Page>
  );
}
