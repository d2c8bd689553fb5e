import { Alert, Anchor, Badge, Stack } from '@mantine/core';
import { Link, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { shopKindSchema, type Shop, type ShopKind } from '@cabinet/contracts/shops';
import { errorMessage } from '../../../shared/api/error-message.ts';
import { connectUrl } from '../../../shared/lib/paths.ts';
import { useCan } from '../../../shared/session/permissions.tsx';
import { Banner } from '../../../shared/ui/banner.tsx';
import { notifyError } from '../../../shared/ui/notify.ts';
import { Page } from '../../../shared/ui/page.tsx';
import { useShopsOverview } from '../api/shops.ts';
import { AuthorizeLink } from '../components/authorize-link.tsx';
import { ConnectForm } from '../components/connect-form.tsx';
import { FinishResult } from '../components/finish-result.tsx';
import { ShopsList } from '../components/shops-list.tsx';
import { useComingBack } from '../components/use-coming-back.ts';
import { useConnectionLink } from '../components/use-connection-link.ts';
import { marketplaceDisplay } from '../marketplace-display.ts';

/** /connect/{platform} (§2): one marketplace's shops, connecting a new one, and the way back from its consent page. */
export function ConnectPage() {
  const { t } = useTranslation('shops');
  const kind = shopKindSchema.safeParse(useParams().platform).data;
  if (!kind) {
    return (
      <Page title={t('unknown.title')}>
        <Alert color="yellow" variant="light" title={t('unknown.text')}>
          <Anchor component={Link} to={connectUrl('request')}>
            {t('unknown.request')}
          </Anchor>
        </Alert>
      </Page>
    );
  }
  // A page of its own per marketplace: a link generated for Etsy does not stay on screen for Amazon.
  return <MarketplacePage key={kind} kind={kind} />;
}

function MarketplacePage({ kind }: { kind: ShopKind }) {
  const { t } = useTranslation('shops');
  const canWrite = useCan('integrations.write');
  const overview = useShopsOverview();
  const finish = useComingBack(kind);
  const connection = useConnectionLink(kind);
  const marketplace = t(`kinds.${kind}`);
  const info = overview.data?.kinds.find((k) => k.kind === kind);
  const shops = overview.data?.shops.filter((shop) => shop.kind === kind) ?? [];
  const note = marketplaceDisplay[kind].connectNote;

  const reconnect = async (shop: Shop) => {
    try {
      await connection.generate(shop.name);
    } catch (error) {
      notifyError(errorMessage(error, t));
    }
  };

  return (
    <Page
      title={t('connect.title', { marketplace })}
      caption={t(`intro.${kind}`)}
      actions={
        info?.sandbox && (
          <Badge color="yellow" variant="light" size="lg">
            {t('status.sandbox')}
          </Badge>
        )
      }
    >
      <Stack gap="md">
        {note && <Banner level="info">{t(note)}</Banner>}
        <FinishResult finish={finish} marketplace={marketplace} />
        {connection.link && <AuthorizeLink link={connection.link} marketplace={marketplace} />}
        {info && !info.available && (
          <Alert color="yellow" variant="light" title={t('connect.unavailable', { marketplace })}>
            <Anchor component={Link} to={connectUrl('request')}>
              {t('unknown.request')}
            </Anchor>
          </Alert>
        )}
        {info?.available && canWrite && (
          <ConnectForm
            kind={kind}
            onGenerate={connection.generate}
            onEdit={connection.clear}
            generating={connection.pendingName !== null}
          />
        )}
        <ShopsList
          shops={shops}
          query={overview}
          marketplace={marketplace}
          canWrite={canWrite}
          onReconnect={(shop) => void reconnect(shop)}
          reconnectingName={connection.pendingName}
        />
      </Stack>
    </Page>
  );
}
