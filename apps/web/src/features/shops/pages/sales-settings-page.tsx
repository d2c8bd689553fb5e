import { useId, type ReactNode } from 'react';
import { Alert, Anchor, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Shop } from '@cabinet/contracts/shops';
import { errorMessage } from '../../../shared/api/error-message.ts';
import { connectUrl } from '../../../shared/lib/paths.ts';
import { useCan } from '../../../shared/session/permissions.tsx';
import { Page } from '../../../shared/ui/page.tsx';
import { useSenders } from '../api/senders.ts';
import { useShopsOverview } from '../api/shops.ts';
import { ShipmentDefaultsForm } from '../components/shipment-defaults-form.tsx';
import { TrackModeForm } from '../components/track-mode-form.tsx';

/** /settings/sales (§2): how each Etsy shop's tracks are sent to Etsy, and what bulk shipping uses for each shop. */
export function SalesSettingsPage() {
  const { t } = useTranslation('shops');
  const overview = useShopsOverview();
  const shops = overview.data?.shops ?? [];

  return (
    <Page title={t('settings.title')} caption={t('settings.caption')} loading={overview.isPending}>
      <Stack gap="xl">
        {overview.isError && <Alert color="red" variant="light" role="alert" title={errorMessage(overview.error, t)} />}
        {overview.isSuccess && (
          <>
            {/* The shops whose tracks the cabinet sends by itself, at the moment the seller chooses (Etsy's). */}
            <TrackSending shops={shops.filter((shop) => shop.track_mode !== null)} />
            <ShippingDefaults shops={shops} />
          </>
        )}
      </Stack>
    </Page>
  );
}

function Section({ title, caption, children }: { title: string; caption: string; children: ReactNode }) {
  const id = useId();
  return (
    <Stack gap="md" component="section" aria-labelledby={id}>
      <Stack gap={4}>
        <Title order={2} size="h4" id={id}>
          {title}
        </Title>
        <Text size="sm" c="gray.7">
          {caption}
        </Text>
      </Stack>
      {children}
    </Stack>
  );
}

function TrackSending({ shops }: { shops: Shop[] }) {
  const { t } = useTranslation('shops');
  const canWrite = useCan('integrations.write');
  return (
    <Section title={t('settings.track_title')} caption={t('settings.track_caption')}>
      {shops.length === 0 && (
        <Alert color="blue" variant="light" title={t('settings.no_etsy')}>
          <Anchor component={Link} to={connectUrl('etsy')}>
            {t('settings.connect_etsy')}
          </Anchor>
        </Alert>
      )}
      {shops.map((shop) => (
        // Keyed by the saved mode too: after a save (or a change elsewhere) the form starts from what is stored.
        <TrackModeForm key={`${shop.id}-${shop.track_mode}`} shop={shop} canWrite={canWrite} />
      ))}
    </Section>
  );
}

function ShippingDefaults({ shops }: { shops: Shop[] }) {
  const { t } = useTranslation('shops');
  const canWrite = useCan('integrations.write');
  const senders = useSenders(useCan('addresses.read') && shops.length > 0);
  return (
    <Section title={t('defaults.title')} caption={t('defaults.caption')}>
      {shops.length === 0 && <Text c="gray.7">{t('defaults.no_shops')}</Text>}
      {senders.isError && <Alert color="red" variant="light" role="alert" title={errorMessage(senders.error, t)} />}
      {shops.map((shop) => (
        // Keyed by what is stored: after a save or a clear the form starts from the server's answer.
        <ShipmentDefaultsForm
          key={`${shop.id}-${JSON.stringify(shop.shipment_defaults)}`}
          shop={shop}
          senders={senders.data}
          canWrite={canWrite}
        />
      ))}
    </Section>
  );
}
