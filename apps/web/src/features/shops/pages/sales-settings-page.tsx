import { Alert, Anchor, Stack } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../shared/api/error-message.ts';
import { connectUrl } from '../../../shared/lib/paths.ts';
import { useCan } from '../../../shared/session/permissions.tsx';
import { Page } from '../../../shared/ui/page.tsx';
import { useShopsOverview } from '../api/shops.ts';
import { TrackModeForm } from '../components/track-mode-form.tsx';

/** /settings/sales (§2): how each Etsy shop's tracks are sent to Etsy. */
export function SalesSettingsPage() {
  const { t } = useTranslation('shops');
  const canWrite = useCan('integrations.write');
  const overview = useShopsOverview();
  const etsy = overview.data?.shops.filter((shop) => shop.kind === 'etsy') ?? [];

  return (
    <Page title={t('settings.title')} caption={t('settings.caption')} loading={overview.isPending}>
      <Stack gap="md">
        {overview.isError && <Alert color="red" variant="light" role="alert" title={errorMessage(overview.error, t)} />}
        {overview.isSuccess && etsy.length === 0 && (
          <Alert color="blue" variant="light" title={t('settings.no_etsy')}>
            <Anchor component={Link} to={connectUrl('etsy')}>
              {t('settings.connect_etsy')}
            </Anchor>
          </Alert>
        )}
        {etsy.map((shop) => (
          // Keyed by the saved mode too: after a save (or a change elsewhere) the form starts from what is stored.
          <TrackModeForm key={`${shop.id}-${shop.track_mode}`} shop={shop} canWrite={canWrite} />
        ))}
      </Stack>
    </Page>
  );
}
