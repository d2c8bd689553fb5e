import type { FastifyInstance } from 'fastify';
import type { ShopKind } from '@cabinet/contracts/shops';
import type { BuildOptions } from '../app.ts';
import type { Config } from '../config.ts';
import type { Db } from '../platform/db/client.ts';
import { injectFetch } from '../platform/http/inject-fetch.ts';
import { wordpressBlog } from '../providers/blog/wordpress.ts';
import { nbuFxRates } from '../providers/fx-rates/nbu.ts';
import { realWaits } from '../providers/marketplaces/marketplace.ts';
import { createMarketplaces, modeOf } from '../providers/marketplaces/marketplaces.ts';
import { accountsConnection, contractConnection } from '../providers/national-post/ukrposhta.ts';
import { cardProcessorPayments } from '../providers/payments/card-processor.ts';
import { WORDPRESS_SANDBOX_PATH } from '../sandboxes/blog/wordpress.routes.ts';
import { NBU_SANDBOX_PATH } from '../sandboxes/fx-rates/nbu.routes.ts';
import { PAYMENTS_SANDBOX_PATH } from '../sandboxes/payments/sessions.ts';
import { sandboxAdapterSettings } from './sandbox-adapter-settings.ts';
import type { SandboxSecrets } from '../sandboxes/secrets/sandbox-secrets.ts';
import { sandboxUkrposhtaCredentials } from '../sandboxes/ukrposhta/contract.ts';
import { ownApiAdapters } from './own-api-providers.ts';

/** Whether this marketplace kind is served by its sandbox here. */
export const sandboxed = (config: Config, kind: ShopKind) => modeOf(config, kind) === 'sandbox';

/**
 * Every outside system's adapter, pointed at the real provider or at the sandbox this server serves, which it reaches
 * by injection (a test may hand its own fx, blog or payments instead).
 */
export function createProviders(
  app: FastifyInstance,
  deps: { config: Config; options: BuildOptions; db: Db; now: () => Date; secrets: SandboxSecrets },
) {
  const { config, options, db, now, secrets } = deps;
  const sandboxFetch = injectFetch(() => app);
  const sandboxUrl = (path: string) => `${config.PUBLIC_URL}/api${path}`;
  // The National Bank's feed and the WordPress blog: one adapter each (sandboxes/fx-rates, sandboxes/blog).
  const fx =
    options.fx ??
    (config.FX_PROVIDER === 'nbu'
      ? nbuFxRates(config.NBU_RATES_URL)
      : nbuFxRates(`${sandboxUrl(NBU_SANDBOX_PATH)}?json`, sandboxFetch, 'sandbox'));
  const blog =
    options.blog ??
    (config.BLOG_PROVIDER === 'wordpress'
      ? wordpressBlog(config.BLOG_URL)
      : wordpressBlog(sandboxUrl(WORDPRESS_SANDBOX_PATH), { fetchImpl: sandboxFetch, name: 'sandbox' }));
  // The card processor: one adapter speaking its HTTP API (providers/payments), pointed at the processor with what it
  // issued, or at the sandbox this server serves (sandboxes/payments) with this installation's key and secret.
  const payments =
    options.payments ??
    (config.PAYMENTS_PROVIDER === 'live'
      ? cardProcessorPayments({
          baseUrl: config.PAYMENTS_API_URL!,
          apiKey: config.PAYMENTS_API_KEY!,
          webhookSecret: config.PAYMENTS_WEBHOOK_SECRET!,
          now,
        })
      : cardProcessorPayments({
          baseUrl: sandboxUrl(PAYMENTS_SANDBOX_PATH),
          ...secrets.payments,
          now,
          fetchImpl: sandboxFetch,
          name: 'sandbox',
        }));
  const marketplaces = createMarketplaces(
    sandboxAdapterSettings(config, secrets, (kind) => sandboxed(config, kind)),
    { fetch, sandboxFetch, now, waits: options.waits ?? realWaits(), publicUrl: config.PUBLIC_URL },
  );
  // Ukrposhta's sandbox is served by this server (sandboxes/ukrposhta): the adapter reaches it by injection, with
  // the installation's bearers and each account's own counterparty, which the sandbox issues.
  const ukrposhta =
    config.NATIONAL_POST_PROVIDER === 'ukrposhta'
      ? contractConnection({
          ecomUrl: config.UKRPOSHTA_ECOM_URL,
          formsUrl: config.UKRPOSHTA_FORMS_URL,
          trackingUrl: config.UKRPOSHTA_TRACKING_URL,
          ecomBearer: config.UKRPOSHTA_ECOM_BEARER!,
          trackingBearer: config.UKRPOSHTA_TRACKING_BEARER!,
          counterpartyToken: config.UKRPOSHTA_COUNTERPARTY_TOKEN!,
          counterpartyUuid: config.UKRPOSHTA_COUNTERPARTY_UUID!,
        })
      : accountsConnection(sandboxUkrposhtaCredentials(db, now, config.PUBLIC_URL), sandboxFetch);
  return {
    fx,
    blog,
    payments,
    // The card issuer, the wallet provider and the carrier's labels, each pointed at its sandbox or its provider.
    ...ownApiAdapters(config, secrets, sandboxFetch),
    marketplaces,
    carriers: options.carriers,
    ukrposhta,
  };
}
