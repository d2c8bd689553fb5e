import type { FastifyInstance } from 'fastify';
import type { Config } from '../config.ts';
import { PAYMENTS_WEBHOOK_PATH } from '../providers/payments/payments.ts';
import { wordpressSandboxRoutes } from '../sandboxes/blog/wordpress.routes.ts';
import { nbuSandboxRoutes } from '../sandboxes/fx-rates/nbu.routes.ts';
import type { SandboxDeps } from '../sandboxes/marketplace-kit/marketplace-sandbox.ts';
import { consentSeller, registerSandboxSessionCookie } from '../sandboxes/marketplace-kit/owner.ts';
import { marketplaceSandboxes } from '../sandboxes/marketplaces.ts';
import { paymentsSandboxRoutes } from '../sandboxes/payments/sandbox.ts';
import { ukrposhtaCounterRoutes } from '../sandboxes/ukrposhta/counter.ts';
import { ukrposhtaSandboxRoutes } from '../sandboxes/ukrposhta/sandbox.routes.ts';
import type { SendMail } from '../sandboxes/wallet/sandbox.ts';
import type { SessionStore } from '../platform/auth/sessions.ts';
import { registerOwnApiSandboxes } from './own-api-providers.ts';
import { sandboxed } from './providers.ts';

/**
 * What the marketplace sandboxes are served with (decorated: the sandbox jobs and tests drive them with the same), and
 * their session cookie on the root while any of them is served.
 */
export function registerSandboxDeps(
  app: FastifyInstance,
  config: Config,
  deps: Omit<SandboxDeps, 'sellerOf' | 'publicUrl'> & { sessions: SessionStore },
): SandboxDeps {
  const { sessions, ...rest } = deps;
  const sandboxDeps: SandboxDeps = { ...rest, publicUrl: config.PUBLIC_URL, sellerOf: consentSeller(sessions) };
  app.decorate('sandboxDeps', sandboxDeps);
  if (marketplaceSandboxes.some((sandbox) => sandboxed(config, sandbox.kind))) {
    registerSandboxSessionCookie(app, { secure: config.PUBLIC_URL.startsWith('https:') });
  }
  return sandboxDeps;
}

/** Each sandbox under the API's prefix, only while it stands in for its provider: live, nothing of it is served. */
export async function sandboxRoutes(
  api: FastifyInstance,
  deps: { config: Config; sandbox: SandboxDeps; sendMail: SendMail },
): Promise<void> {
  const { config, sandbox } = deps;
  const { db, now, deliveries, secrets } = sandbox;
  if (config.PAYMENTS_PROVIDER === 'sandbox') {
    await api.register(paymentsSandboxRoutes, {
      db,
      now,
      publicUrl: config.PUBLIC_URL,
      webhookUrl: `${config.PUBLIC_URL}${PAYMENTS_WEBHOOK_PATH}`,
      secrets: secrets.payments,
      deliveries,
    });
  }
  if (config.FX_PROVIDER === 'sandbox') await api.register(nbuSandboxRoutes, { now });
  if (config.BLOG_PROVIDER === 'sandbox') await api.register(wordpressSandboxRoutes);
  // The card issuer's, the wallet provider's and the carrier's sandboxes; the wallet's letters with the code go to
  // the seller through the installation's outbox.
  await registerOwnApiSandboxes(api, { config, db, now, secrets, sendMail: deps.sendMail });
  if (config.NATIONAL_POST_PROVIDER === 'sandbox') {
    await api.register(ukrposhtaSandboxRoutes, { db, now });
    await api.register(ukrposhtaCounterRoutes, { db, now });
  }
  // The marketplaces' sandboxes this server serves (providers/marketplaces), for the kinds set to `sandbox`.
  for (const marketplace of marketplaceSandboxes) {
    if (sandboxed(config, marketplace.kind)) await api.register(marketplace.routes, sandbox);
  }
}
