import { useState } from 'react';
import { Card, Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { claimRejectBodySchema } from '@cabinet/contracts/lost-payments';
import { useListFilters } from '../../../shared/lib/use-list-filters.ts';
import { Page } from '../../../shared/ui/page.tsx';
import { ReasonDialog, type ReasonRequest } from '../../../shared/ui/reason-dialog.tsx';
import { OpsClaimsCard } from '../components/ops-claims-card.tsx';
import { OpsPaymentsCard } from '../components/ops-payments-card.tsx';
import { RegisterPaymentForm } from '../components/register-payment-form.tsx';

type Filters = { page: number; claims_page: number; claims?: string; payments?: string };

/** /ops/unidentified-payments — register unmatched money, review sellers' claims with their proof, decide. */
export function OpsUnidentifiedPaymentsPage() {
  const { t } = useTranslation('lost-payments');
  const { filters, setFilters } = useListFilters<Filters>(
    { numbers: ['page', 'claims_page'] },
    { page: 1, claims_page: 1, claims: 'pending', payments: 'open' },
  );
  const [asking, setAsking] = useState<ReasonRequest | null>(null);

  return (
    <Page title={t('ops.lost_title')} caption={t('ops.lost_caption')}>
      <Stack gap="md">
        <Card withBorder padding="md">
          <Title order={2} size="h4" mb="sm">
            {t('ops.register_title')}
          </Title>
          <RegisterPaymentForm />
        </Card>
        <OpsClaimsCard
          status={filters.claims}
          page={filters.claims_page}
          onFilter={(claims) => setFilters({ claims, claims_page: 1 })}
          onPage={(claims_page) => setFilters({ claims_page })}
          askReason={setAsking}
        />
        <OpsPaymentsCard
          status={filters.payments}
          page={filters.page}
          onFilter={(payments) => setFilters({ payments, page: 1 })}
          onPage={(page) => setFilters({ page })}
        />
      </Stack>
      <ReasonDialog
        request={asking}
        onClose={() => setAsking(null)}
        schema={claimRejectBodySchema}
        tooShort={t('ops.reason_short')}
      />
    </Page>
  );
}
