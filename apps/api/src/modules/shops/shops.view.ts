import type { Language } from '@cabinet/contracts/common';
import type { ConnectionRequest, Shop } from '@cabinet/contracts/shops';
import { translate } from '../../platform/i18n/messages.ts';
import type { MarketplaceAdapter } from '../../providers/marketplaces/marketplace.ts';
import type { shopConnectionRequests, ShopRow } from './shops.schema.ts';

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** What the shop's marketplace declares of itself (its adapter; null when the kind is not offered here). */
export type ShopTraits = Pick<MarketplaceAdapter, 'automaticTracks' | 'isConfigured'> | null;

/** §4 "configured", by the marketplace's own rule (Amazon's); otherwise a shop with credentials is. */
function isConfigured(row: ShopRow, traits: ShopTraits): boolean {
  if (!row.credentials) return false;
  return traits?.isConfigured?.(row.credentials) ?? true;
}

export function shopView(row: ShopRow, lang: Language, traits: ShopTraits): Shop {
  return {
    id: row.id,
    kind: row.kind,
    name: row.name,
    url: row.url,
    status: row.status,
    configured: isConfigured(row, traits),
    authorization_expires_at: row.credentials?.authorizationExpiresAt ?? null,
    connected_at: row.connected_at.toISOString(),
    last_synced_at: iso(row.last_synced_at),
    sync_state: row.sync_state,
    sync_error: row.last_error ? translate(lang, 'errors', row.last_error) : null,
    orders_count: row.orders_count,
    // Stored for a marketplace the cabinet sends tracks to by itself (shops made before the mode was kept have none).
    track_mode: row.track_mode ?? (traits?.automaticTracks ? 'destination' : null),
    tracking_permitted: row.tracking_permitted,
    shipment_defaults: row.shipment_defaults,
    personal_data_withheld_since: iso(row.personal_data_withheld_since),
  };
}

export function requestView(row: typeof shopConnectionRequests.$inferSelect, email?: string): ConnectionRequest {
  return {
    id: row.id,
    platform: row.platform,
    shop_url: row.shop_url,
    comment: row.comment,
    status: row.status,
    answer: row.answer,
    created_at: row.created_at.toISOString(),
    due_at: row.due_at.toISOString(),
    ...(email === undefined ? {} : { account_email: email }),
  };
}
