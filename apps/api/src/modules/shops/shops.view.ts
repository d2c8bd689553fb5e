import type { Language } from '@cabinet/contracts/common';
import type { ConnectionRequest, Shop } from '@cabinet/contracts/shops';
import { translate } from '../../platform/i18n/messages.ts';
import type { shopConnectionRequests, ShopRow } from './shops.schema.ts';

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** §4: an Amazon shop is configured with a refresh token, a selling partner and a marketplace. */
export function isConfigured(row: ShopRow): boolean {
  if (row.kind !== 'amazon') return row.credentials !== null;
  const c = row.credentials;
  return Boolean(c?.refreshToken && c.account.sellingPartnerId && c.account.marketplaceId);
}

export function shopView(row: ShopRow, lang: Language): Shop {
  return {
    id: row.id,
    kind: row.kind,
    name: row.name,
    url: row.url,
    status: row.status,
    configured: isConfigured(row),
    authorization_expires_at: row.credentials?.authorizationExpiresAt ?? null,
    connected_at: row.connected_at.toISOString(),
    last_synced_at: iso(row.last_synced_at),
    sync_state: row.sync_state,
    sync_error: row.last_error ? translate(lang, 'errors', row.last_error) : null,
    orders_count: row.orders_count,
    track_mode: row.kind === 'etsy' ? (row.track_mode ?? 'destination') : null,
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
