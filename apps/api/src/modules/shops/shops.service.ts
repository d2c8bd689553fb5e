import { randomBytes } from 'node:crypto';
import type { Language } from '@cabinet/contracts/common';
import { shopKinds, type ShipmentDefaults, type ShopKind } from '@cabinet/contracts/shops';
import type { AddressService } from '../addresses/addresses.service.ts';
import { AppError, invalid, notFound } from '../../platform/errors.ts';
import {
  MarketplaceError,
  type MarketplaceAdapter,
  type PendingConnection,
  type ShopSession,
} from '../../providers/marketplaces/marketplace.ts';
import { SealedSecretError } from '../../platform/secrets/sealed-secrets.ts';
import type { Marketplaces } from '../../providers/marketplaces/marketplaces.ts';
import { CONNECT_TTL_MS, connectRefusal, SHOP_NAME_PATTERNS } from './connect-rules.ts';
import type { ShopCredentialsStore } from './shop-credentials.ts';
import type { ShopsRepository } from './shops.repository.ts';
import type { ShopRow } from './shops.schema.ts';
import type { SyncRequests } from './import-runs.ts';
import { shopView } from './shops.view.ts';

export type { ShopRow };

export interface ShopsDeps {
  repo: ShopsRepository;
  /** Seals the tokens into the row and opens them again. */
  credentials: ShopCredentialsStore;
  addresses: Pick<AddressService, 'get'>;
  marketplaces: Marketplaces;
  publicUrl: string;
  oldMarketUrl: string | null;
  now: () => Date;
  /** Where "import this shop now" is told (the orders module listens). */
  syncRequests: Pick<SyncRequests, 'request'>;
}

/**
 * §2 shop connection (docs/shops.md): a link to the marketplace's consent page with our single-use `state` (and
 * Etsy's PKCE verifier), the redirect back checked and exchanged for tokens, the shop linked to one cabinet; unlinking
 * revokes and deletes the tokens; and the import's bookkeeping on the shop row.
 */
export class ShopsService {
  constructor(private readonly deps: ShopsDeps) {}

  adapter(kind: ShopKind): MarketplaceAdapter {
    const entry = this.deps.marketplaces[kind];
    if (!entry) throw new AppError(409, 'marketplace_not_offered');
    return entry.adapter;
  }

  /** The kind's adapter, or null when the kind is not offered here. */
  adapterIfOffered(kind: ShopKind): MarketplaceAdapter | null {
    return this.deps.marketplaces[kind]?.adapter ?? null;
  }

  /** Every shop the account ever linked (its orders outlive an unlink). */
  allOf(accountId: number): Promise<ShopRow[]> {
    return this.deps.repo.ofAccount(accountId);
  }

  async overview(accountId: number, lang: Language) {
    const rows = await this.deps.repo.linked(accountId);
    return {
      shops: rows.map((row) => shopView(row, lang, this.adapterIfOffered(row.kind))),
      kinds: shopKinds.map((kind) => ({
        kind,
        available: Boolean(this.deps.marketplaces[kind]),
        sandbox: this.deps.marketplaces[kind]?.sandbox ?? false,
        name_pattern: SHOP_NAME_PATTERNS[kind].source,
      })),
      old_market_url: this.deps.oldMarketUrl,
    };
  }

  async start(accountId: number, input: { kind: ShopKind; shop_name: string }) {
    const adapter = this.adapter(input.kind);
    if (!SHOP_NAME_PATTERNS[input.kind].test(input.shop_name)) {
      throw invalid({ shop_name: ['invalid_shop_name'] });
    }
    const now = this.deps.now();
    const pending: PendingConnection = {
      shopName: input.shop_name,
      state: randomBytes(24).toString('base64url'),
      // RFC 7636: 43–128 characters of the unreserved set.
      codeVerifier: randomBytes(48).toString('base64url'),
      redirectUri: `${this.deps.publicUrl}/connect/${input.kind}`,
      createdAt: now,
    };
    const expiresAt = new Date(now.getTime() + CONNECT_TTL_MS);
    await this.deps.repo.addPending({
      state: pending.state,
      account_id: accountId,
      kind: input.kind,
      shop_name: pending.shopName,
      code_verifier: pending.codeVerifier,
      redirect_uri: pending.redirectUri,
      created_at: now,
      expires_at: expiresAt,
    });
    return { authorize_url: adapter.authorizeUrl(pending), expires_at: expiresAt.toISOString() };
  }

  /**
   * The seller is back from the marketplace. The `state` must be one this seller started, unused and fresh; the
   * marketplace's own checks (a denial, Shopify's hmac, the code exchange) follow. Nothing is stored on a refusal.
   */
  async finish(accountId: number, kind: ShopKind, params: Record<string, string>, lang: Language) {
    const adapter = this.adapter(kind);
    const now = this.deps.now();
    const state = params.state ?? '';
    const row = state.length > 0 && state.length <= 200 ? await this.deps.repo.pending(state) : null;
    if (!row || row.account_id !== accountId || row.kind !== kind) {
      throw new AppError(400, 'integration_state_mismatch');
    }
    if (row.expires_at <= now) throw new AppError(400, 'integration_link_expired');
    if (!(await this.deps.repo.usePending(state, now))) throw new AppError(400, 'integration_code_invalid');
    const pending: PendingConnection = {
      shopName: row.shop_name,
      state: row.state,
      codeVerifier: row.code_verifier,
      redirectUri: row.redirect_uri,
      createdAt: row.created_at,
    };
    let connected;
    try {
      connected = await adapter.finishAuthorization(params, pending);
    } catch (error) {
      throw connectRefusal(error);
    }
    const linked = await this.deps.repo.linkedByExternal(kind, connected.externalId);
    if (linked && linked.account_id !== accountId) throw new AppError(409, 'shop_connected_elsewhere');
    // A shop this cabinet unlinked before is linked again as it was: its orders stay its own, not imported twice.
    const existing = linked ?? (await this.deps.repo.unlinkedOf(accountId, kind, connected.externalId));
    const values = {
      name: connected.name,
      url: connected.url,
      status: 'connected' as const,
      credentials: this.deps.credentials.toStore(connected.credentials, { kind, externalId: connected.externalId }),
      sync_state: 'queued' as const,
      last_error: null,
      last_error_detail: null,
      last_error_at: null,
      unlinked_at: null,
      ending_warned_at: null,
      personal_data_withheld_since: null,
    };
    const shop = existing
      ? await this.deps.repo.update(existing.id, values)
      : await this.deps.repo.insert({
          ...values,
          account_id: accountId,
          kind,
          external_id: connected.externalId,
          connected_at: now,
          track_mode: this.adapter(kind).automaticTracks ? 'destination' : null,
        });
    this.deps.syncRequests.request(shop.id);
    return shopView(shop, lang, this.adapterIfOffered(shop.kind));
  }

  async ownShop(accountId: number, id: number): Promise<ShopRow> {
    const row = await this.deps.repo.own(accountId, id);
    if (!row) throw notFound();
    return row;
  }

  async update(
    accountId: number,
    id: number,
    patch: { track_mode?: ShopRow['track_mode']; shipment_defaults?: ShipmentDefaults | null },
    lang: Language,
  ) {
    const row = await this.ownShop(accountId, id);
    if (patch.track_mode !== undefined && !this.adapterIfOffered(row.kind)?.automaticTracks) {
      throw invalid({ track_mode: ['etsy_only'] });
    }
    if (patch.shipment_defaults) {
      const sender = await this.deps.addresses.get(accountId, patch.shipment_defaults.sender_id).catch(() => null);
      if (sender?.book_type !== 'sender') throw invalid({ sender_id: ['invalid_value'] });
    }
    const updated = await this.deps.repo.update(id, {
      track_mode: patch.track_mode ?? row.track_mode,
      shipment_defaults: patch.shipment_defaults === undefined ? row.shipment_defaults : patch.shipment_defaults,
    });
    return shopView(updated, lang, this.adapterIfOffered(updated.kind));
  }

  /** Unlinks the shop: the marketplace is asked to revoke the tokens (when it can), and we delete ours. */
  async unlink(accountId: number, id: number): Promise<void> {
    const row = await this.ownShop(accountId, id);
    const entry = this.deps.marketplaces[row.kind];
    if (entry && row.credentials) {
      // Unlinking never fails on the marketplace's side: a token it no longer takes, or one we cannot open, is gone.
      await Promise.resolve()
        .then(() => entry.adapter.revoke(this.session(row)))
        .catch(() => undefined);
    }
    await this.deps.repo.update(id, {
      credentials: null,
      unlinked_at: this.deps.now(),
      sync_cursor: null,
      sync_state: 'idle',
    });
  }

  /** The shop's credentials as the adapter uses them; rotated tokens are stored before they are used. */
  session(row: ShopRow): ShopSession {
    if (!row.credentials) throw new AppError(409, 'shop_reconnect');
    const { repo, credentials: store } = this.deps;
    const shop = { kind: row.kind, externalId: row.external_id };
    let credentials;
    try {
      credentials = store.fromStore(row.credentials, shop);
    } catch (error) {
      // Sealed under a key this server no longer holds (SECRETS_KEY replaced without SECRETS_KEY_PREVIOUS): to the
      // seller that is a connection to make again, not a failure of ours to show.
      if (error instanceof SealedSecretError) throw new MarketplaceError('reauthorize', error.message);
      throw error;
    }
    const session: ShopSession = {
      credentials,
      async save(credentials) {
        await repo.saveCredentials(row.id, store.toStore(credentials, shop));
        session.credentials = credentials;
      },
    };
    return session;
  }

  async sync(accountId: number, id: number, lang: Language) {
    const row = await this.ownShop(accountId, id);
    if (row.status !== 'connected') throw new AppError(409, 'shop_reconnect');
    return shopView(await this.queueSync(row), lang, this.adapterIfOffered(row.kind));
  }

  /** Starts the shop's import now (a run already going keeps going, and the row says so). */
  async queueSync(row: ShopRow): Promise<ShopRow> {
    const queued = await this.deps.repo.update(row.id, {
      sync_state: row.sync_state === 'running' ? 'running' : 'queued',
    });
    this.deps.syncRequests.request(row.id);
    return queued;
  }

  /** A verified push: the linked shop it is about, and the order to fetch; null for a repeat or an unknown shop. */
  async push(kind: ShopKind, headers: Record<string, string | undefined>, rawBody: string) {
    const adapter = this.adapter(kind);
    if (!adapter.verifyPush) throw notFound();
    let event;
    try {
      event = adapter.verifyPush(headers, rawBody);
    } catch {
      throw new AppError(401, 'webhook_signature_invalid');
    }
    const shop = await this.deps.repo.linkedByExternal(kind, event.shopExternalId);
    if (!shop || !(await this.deps.repo.firstDelivery(kind, event.deliveryId, this.deps.now()))) return null;
    return { shop, orderExternalId: event.orderExternalId };
  }

  find(id: number): Promise<ShopRow | null> {
    return this.deps.repo.find(id);
  }

  /** Etsy withdrew tracking from this shop: the seller is told on the shop and on the order. */
  async markTrackingRefused(id: number) {
    await this.deps.repo.update(id, { tracking_permitted: false });
  }
}
