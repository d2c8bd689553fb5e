import { useState } from 'react';
import { Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { LostPayment } from '@cabinet/contracts/lost-payments';
import { useListFilters } from '../../../shared/lib/use-list-filters.ts';
import { Page } from '../../../shared/ui/page.tsx';
import { ClaimDialog } from '../components/claim-dialog.tsx';
import { MyClaimsCard } from '../components/my-claims-card.tsx';
import { OpenPaymentsCard } from '../components/open-payments-card.tsx';

/** /lost-payments/ — money nobody could match: the seller recognises theirs and claims it with proof (§4, §5). */
export function LostPaymentsPage() {
  const { t } = useTranslation('lost-payments');
  const { filters, setFilters } = useListFilters<{ page: number; claims_page: number }>(
    { numbers: ['page', 'claims_page'] },
    { page: 1, claims_page: 1 },
  );
  const [claiming, setClaiming] = useState<LostPayment | null>(null);

  return (
    <Page title={t('lost.title')} caption={t('lost.caption')}>
      <Stack gap="md">
        <OpenPaymentsCard page={filters.page} onPage={(page) => setFilters({ page })} onClaim={setClaiming} />
        <MyClaimsCard page={filters.claims_page} onPage={(claims_page) => setFilters({ claims_page })} />
      </Stack>
      <ClaimDialog payment={claiming} onClose={() => setClaiming(null)} />
    </Page>
  );
}
