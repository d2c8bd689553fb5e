import { useState } from 'react';
import { Card, Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { DataTable } from '../../../shared/ui/data-table.tsx';
import { ListCard } from '../../../shared/ui/list-card.tsx';
import { Page } from '../../../shared/ui/page.tsx';
import { useOpsPackages } from '../api/ops-packages.ts';
import { PACKAGES_ON_PAGE } from '../api/package-keys.ts';
import { CheckInForm } from '../components/check-in-form.tsx';
import { ClaimsCard } from '../components/claims-card.tsx';
import { ServicesCard } from '../components/services-card.tsx';
import { useOpsPackageColumns } from '../components/use-package-columns.tsx';

/** /ops/us-packages: claims on unidentified packages to decide, the check-in of packages, every package checked in. */
export function OpsUsPackagesPage() {
  const { t } = useTranslation('us-packages');
  const [page, setPage] = useState(1);
  const packages = useOpsPackages(page);
  const columns = useOpsPackageColumns();
  const pages = packages.data ? Math.ceil(packages.data.total / PACKAGES_ON_PAGE) : 0;
  return (
    <Page title={t('ops.title')} caption={t('ops.caption')}>
      <Stack gap="md">
        <ClaimsCard />
        <ServicesCard />
        <Card withBorder>
          <Stack gap="sm">
            <Title order={2} size="h4">
              {t('check_in.title')}
            </Title>
            <CheckInForm />
          </Stack>
        </Card>
        <ListCard
          title={t('ops.list_title')}
          empty={packages.data?.packages.length === 0}
          emptyText={t('ops.empty')}
          query={packages}
          pager={{ page, pages, onChange: setPage }}
        >
          <DataTable
            label={t('ops.list_title')}
            columns={columns}
            rows={packages.data?.packages ?? []}
            rowKey={(p) => p.id}
            rowProps={(p) => ({ 'data-testid': `package-${p.tracking_number}` })}
            minWidth={900}
          />
        </ListCard>
      </Stack>
    </Page>
  );
}
