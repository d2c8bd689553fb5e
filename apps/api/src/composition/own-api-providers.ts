import type { FastifyInstance } from 'fastify';
import type { Config } from '../config.ts';
import type { Db } from '../platform/db/client.ts';
import { cardIssuerApi } from '../providers/card-issuer/card-issuer-api.ts';
import { walletApi } from '../providers/wallet/wallet-api.ts';
import { CARD_ISSUER_SANDBOX_PATH, cardIssuerSandboxRoutes } from '../sandboxes/card-issuer/card-issuer.routes.ts';
import { CARRIERS_SANDBOX_PATH, carriersSandboxRoutes } from '../sandboxes/carriers/carriers.routes.ts';
import type { SandboxSecrets } from '../sandboxes/secrets/sandbox-secrets.ts';
import type { SendMail } from '../sandboxes/wallet/sandbox.ts';
import { WALLET_SANDBOX_PATH, walletSandboxRoutes } from '../sandboxes/wallet/wallet.routes.ts';

/*
 * Part of the composition root (composition/providers.ts, composition/sandbox-routes.ts): the card issuer, the wallet
 * provider and the carrier's labels, each spoken over the HTTP API we defined (sandboxes/<kind>/definition). In sandbox mode the adapter is pointed at the sandbox this
 * server serves, with the installation's own key, and reaches it by injection; live, at `<KIND>_API_URL` with the key
 * the provider issued (config.ts refuses to start without either).
 */

type Kind = 'CARD_ISSUER' | 'WALLET' | 'CARRIERS';

const SANDBOX_PATH: Record<Kind, string> = {
  CARD_ISSUER: CARD_ISSUER_SANDBOX_PATH,
  WALLET: WALLET_SANDBOX_PATH,
  CARRIERS: CARRIERS_SANDBOX_PATH,
};
const sandboxKey = (kind: Kind, secrets: SandboxSecrets) =>
  ({ CARD_ISSUER: secrets.cardIssuer, WALLET: secrets.wallet, CARRIERS: secrets.carriers })[kind].apiKey;

/** The settings of the three providers, and the address the sandboxes are served at. */
type OwnApiSettings = Pick<Config, 'PUBLIC_URL' | `${Kind}_${'PROVIDER' | 'API_URL' | 'API_KEY'}`>;

/** The adapters `createServices` takes: the issuer, the wallet provider, and where the carrier issues labels. */
export function ownApiAdapters(config: OwnApiSettings, secrets: SandboxSecrets, sandboxFetch: typeof fetch) {
  const connection = (kind: Kind) =>
    config[`${kind}_PROVIDER`] === 'live'
      ? { name: 'live' as const, baseUrl: config[`${kind}_API_URL`]!, apiKey: config[`${kind}_API_KEY`]! }
      : {
          name: 'sandbox' as const,
          baseUrl: `${config.PUBLIC_URL}/api${SANDBOX_PATH[kind]}`,
          apiKey: sandboxKey(kind, secrets),
          fetchImpl: sandboxFetch,
        };
  return {
    cardIssuer: cardIssuerApi(connection('CARD_ISSUER')),
    walletProvider: walletApi(connection('WALLET')),
    carrierLabels: connection('CARRIERS'),
  };
}

/** Mounts each of the three sandboxes under the API's prefix, only while it stands in for its provider. */
export async function registerOwnApiSandboxes(
  api: FastifyInstance,
  deps: { config: OwnApiSettings; db: Db; now: () => Date; secrets: SandboxSecrets; sendMail: SendMail },
): Promise<void> {
  const { config, db, now, secrets } = deps;
  if (config.CARD_ISSUER_PROVIDER === 'sandbox') {
    await api.register(cardIssuerSandboxRoutes, { db, now, apiKey: secrets.cardIssuer.apiKey });
  }
  if (config.WALLET_PROVIDER === 'sandbox') {
    await api.register(walletSandboxRoutes, { db, now, apiKey: secrets.wallet.apiKey, sendMail: deps.sendMail });
  }
  if (config.CARRIERS_PROVIDER === 'sandbox') {
    await api.register(carriersSandboxRoutes, { apiKey: secrets.carriers.apiKey });
  }
}
