import { useState } from 'react';
import { Button } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { UsPackage } from '@cabinet/contracts/us-packages';
import { useListFilters } from '../../../shared/lib/use-list-filters.ts';
import { DataTable } from '../../../shared/ui/data-table.tsx';
import { ListCard } from '../../../shared/ui/list-card.tsx';
import { Page } from '../../../shared/ui/page.tsx';
import { usePackages } from '../api/get-packages.ts';
import { PACKAGES_ON_PAGE } from '../api/package-keys.ts';
import { ServicesDialog } from '../components/services-dialog.tsx';
import { useSellerPackageColumns } from '../components/use-package-columns.tsx';

/** /buy/packages: what arrived at the seller's US suite, checked in with photos, and its extra services. */
export function PackagesPage() {
  const { t } = useTranslation('us-packages');
  const { filters, setFilters } = useListFilters<{ page: number }>({ numbers: ['page'] }, { page: 1 });
  const packages = usePackages(filters.page);
  const [servicing, setServicing] = useState<UsPackage | null>(null);
  const columns = [
    ...useSellerPackageColumns(),
    {
      id: 'services',
      header: t('services.column'),
      action: true,
      cell: (p: UsPackage) => (
        <Button
          size="compact-sm"
          variant="light"
          onClick={() => setServicing(p)}
          aria-label={t('services.open_label', { tracking: p.tracking_number })}
        >
          {t('services.open')}
        </Button>
      ),
    },
  ];
  const pages = packages.data ? Math.ceil(packages.data.total / PACKAGES_ON_PAGE) : 0;
  return (
    <Page title={t('list.title')} caption={t('list.caption')}>
      <ListCard
        empty={packages.data?.packages.length === 0}
        emptyText={t('list.empty')}
        query={packages}
        pager={{ page: filters.page, pages, onChange: (page) => setFilters({ page }) }}
      >
        <DataTable
          label={t('list.title')}
          columns={columns}
          rows={packages.data?.packages ?? []}
          rowKey={(p) => p.id}
          rowProps={(p) => ({ 'data-testid': `package-${p.tracking_number}` })}
          minWidth={860}
        />
      </ListCard>
      <ServicesDialog pkg={servicing} onClose={() => setServicing(null)} />
    </Page>
  );
}
