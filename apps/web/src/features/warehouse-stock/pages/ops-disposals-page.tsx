import { useTranslation } from 'react-i18next';
import { Page } from '../../../shared/ui/page.tsx';
import { DisposalsCard } from '../components/disposals-card.tsx';

/** /ops/disposals: sellers' disposal requests to approve, reject or complete. */
export function OpsDisposalsPage() {
  const { t } = useTranslation('warehouse-stock');
  return (
    <Page title={t('ops.disposals.title')} caption={t('ops.disposals.caption')}>
      <DisposalsCard />
    </Page>
  );
}
