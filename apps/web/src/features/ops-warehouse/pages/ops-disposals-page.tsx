import { useTranslation } from 'react-i18next';
import { Page } from '../../../shared/ui/page.tsx';
import { DisposalsCard } from '../components/disposals-card.tsx';

/** /ops/disposals: sellers' disposal requests to approve, reject or complete. */
export function OpsDisposalsPage() {
  const { t } = useTranslation('ops-warehouse');
  return (
    <Page title={t('disposals.title')} caption={t('disposals.caption')}>
      <DisposalsCard />
    </Page>
  );
}
