import { Alert, Button, Stack } from '@mantine/core';
import { Link, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { auditApi } from '@cabinet/contracts/audit';
import { holdsOpsRole } from '@cabinet/contracts/permissions';
import { errorMessage } from '../../shared/api/error-message.ts';
import { sellerName, useOpsSeller } from '../../shared/api/ops-seller.ts';
import { opsSellerDeskUrl, paths } from '../../shared/lib/paths.ts';
import { useCurrentOperator } from '../../shared/session/current-operator.ts';
import { Page } from '../../shared/ui/page.tsx';
import { SellerHead } from './seller-head.tsx';
import { sellerSections } from './sections.ts';

/**
 * /ops/accounts/:id — one seller's page (issue 23): who they are, then a short section per desk that keeps their
 * things (money, shipments, withdrawals, stock, shops), each linking to its desk filtered by the seller. A section
 * is shown to the roles that may read it.
 */
export function OpsSellerPage() {
  const { t } = useTranslation();
  const id = Number(useParams().id);
  const seller = useOpsSeller(id);
  const roles = useCurrentOperator().ops_roles;
  const data = seller.data;
  const sections = sellerSections.filter((s) => holdsOpsRole(roles, s.reads.opsRole ?? 'admin'));
  const mayAudit = holdsOpsRole(roles, auditApi.list.opsRole);
  return (
    <Page
      title={data ? sellerName(data) : t('ops.seller.loading_title')}
      caption={data ? t('ops.seller.caption', { id: data.id, email: data.email }) : undefined}
      back={paths.opsAccounts}
      loading={seller.isPending}
      actions={
        mayAudit && (
          <Button variant="default" component={Link} to={opsSellerDeskUrl(paths.opsAudit, id)}>
            {t('ops.seller.audit')}
          </Button>
        )
      }
    >
      {seller.isError && <Alert color="red" role="alert" title={errorMessage(seller.error, t)} />}
      {data && (
        <Stack gap="xl">
          <SellerHead seller={data} />
          {sections.map(({ id: key, Section }) => (
            <Section key={key} accountId={data.id} />
          ))}
        </Stack>
      )}
    </Page>
  );
}
