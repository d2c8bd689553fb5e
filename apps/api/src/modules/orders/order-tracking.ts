import {
  packagesOfBody,
  trackPackageProblems,
  type SetTrackBody,
  type TrackPackage,
} from '@cabinet/contracts/order-tracks';
import { shopKindBrands } from '@cabinet/contracts/shops';
import type { NotificationService } from '../notifications/notifications.service.ts';
import type { FastifyBaseLogger } from 'fastify';
import { AppError, invalid } from '../../platform/errors.ts';
import { MarketplaceError } from '../../providers/marketplaces/marketplace.ts';
import type { ShipmentMoved } from '../shipments/order-shipments.ts';
import type { ShopsService } from '../shops/shops.service.ts';
import { carrierOfTrack, CARRIER_NAMES, TRACKING_PAGES } from './carriers.ts';
import type { OrdersRepository } from './orders.repository.ts';
import type { OrderRow } from './orders.schema.ts';
import { parcelsOf, parcelsToSend, problemErrors, wholeOrderParcel } from './track-parcels.ts';

/** Automatic sends are tried this many times (with growing pauses) before the order shows "failed". */
export const MAX_TRACK_ATTEMPTS = 6;
const retryAfterMs = (attempt: number) => Math.min(6 * 3_600_000, 5 * 60_000 * 2 ** (attempt - 1));

/** §2 "after processing at the US warehouse": the parcel has left it for the buyer (or already arrived). */
const PAST_US_WAREHOUSE = new Set(['transit_usa_buyer', 'leave_usa', 'delivered']);

/** Marketplace refusals a seller must act on (not retried). */
const REFUSALS: Partial<Record<MarketplaceError['code'], string>> = {
  tracking_not_permitted: 'tracking_not_permitted',
  tracking_required: 'marketplace_refused_track',
  invalid: 'marketplace_refused_track',
  not_found: 'marketplace_order_not_found',
  unknown_carrier: 'carrier_unknown_to_marketplace',
  reauthorize: 'shop_reconnect',
  invalid_grant: 'shop_reconnect',
};

type Outcome = { state: 'sent' } | { state: 'refused' | 'retry'; code: string; detail: string };

/**
 * Sending tracks to marketplaces (docs/orders.md "Tracking"): by the seller (`PUT /orders/{id}/set_track`) or on
 * the Etsy mode they chose in /settings/sales, when their shipment reaches that point. The carrier is mapped to the
 * marketplace's code first; one the marketplace does not know is refused before anything is sent (Etsy would accept
 * it and drop the track). A busy or failing marketplace is tried again later; a refusal is shown on the order.
 */
export class OrderTracking {
  constructor(
    private readonly deps: {
      repo: OrdersRepository;
      shops: ShopsService;
      notifications: Pick<NotificationService, 'notify'>;
      now: () => Date;
      log: () => FastifyBaseLogger | null;
    },
  ) {}

  /** The marketplace's code for our carrier, or a 400 naming the carrier it does not know. */
  async carrierCode(order: OrderRow, carrier: string): Promise<string> {
    const code = this.deps.shops.adapter(order.kind).carrierCodeFor(carrier);
    if (!code) {
      throw new AppError(400, 'carrier_unknown_to_marketplace', {
        params: { carrier: CARRIER_NAMES[carrier] ?? carrier },
        errors: { carrier: ['carrier_unknown_to_marketplace'] },
      });
    }
    return code;
  }

  /**
   * Sends the parcels the marketplace does not have yet, each with its own lines, in order; stops at the first that
   * fails. The parcels come back with the times of those sent, so none is ever sent twice.
   */
  private async push(
    order: OrderRow,
    parcels: TrackPackage[],
    carrier: string,
  ): Promise<{ parcels: TrackPackage[]; outcome: Outcome }> {
    const { shops } = this.deps;
    const shop = await shops.find(order.shop_id);
    if (!shop || shop.unlinked_at || shop.status !== 'connected' || !shop.credentials) {
      return { parcels, outcome: { state: 'refused', code: 'shop_reconnect', detail: '' } };
    }
    const adapter = shops.adapter(order.kind);
    const carrierCode = adapter.carrierCodeFor(carrier);
    if (!carrierCode) {
      return { parcels, outcome: { state: 'refused', code: 'carrier_unknown_to_marketplace', detail: carrier } };
    }
    const done = parcels.map((parcel) => ({ ...parcel }));
    try {
      const session = shops.session(shop);
      for (const parcel of done) {
        if (parcel.sent_at) continue;
        await adapter.pushTracking(session, order.external_id, {
          trackingNumber: parcel.track_number,
          carrierCode,
          carrierName: CARRIER_NAMES[carrier] ?? carrier,
          trackingUrl: TRACKING_PAGES[carrier]?.(parcel.track_number) ?? null,
          lines: parcel.lines.map((l) => ({ externalId: l.external_id, quantity: l.quantity })),
        });
        parcel.sent_at = this.deps.now().toISOString();
      }
      return { parcels: done, outcome: { state: 'sent' } };
    } catch (error) {
      if (!(error instanceof MarketplaceError)) {
        return { parcels: done, outcome: { state: 'retry', code: 'marketplace_unavailable', detail: String(error) } };
      }
      if (error.code === 'tracking_not_permitted') await shops.markTrackingRefused(shop.id);
      const refusal = REFUSALS[error.code];
      const outcome: Outcome = refusal
        ? { state: 'refused', code: refusal, detail: error.message }
        : { state: 'retry', code: `marketplace_${error.code}`, detail: error.message };
      return { parcels: done, outcome };
    }
  }

  /**
   * The seller sends the tracks: the parcels are checked against the order (400, nothing written), then sent. All
   * sent: the order shows them. None reached the marketplace: the refusal as an error, the order keeps its earlier
   * track. Some did: the order keeps those (so nothing sends them again) and the rest is retried automatically, or
   * shown refused.
   */
  async sendNow(order: OrderRow, body: SetTrackBody): Promise<OrderRow> {
    const wanted = packagesOfBody(body, order.lines);
    const problems = trackPackageProblems(wanted, order.lines);
    if (problems.length > 0) throw invalid(problemErrors(problems));
    await this.carrierCode(order, body.carrier);
    const { parcels, outcome } = await this.push(order, parcelsToSend(order, wanted, body.carrier), body.carrier);
    const track = {
      track_numbers: parcels.map((p) => p.track_number),
      track_packages: parcels,
      track_carrier: body.carrier,
    };
    const now = this.deps.now();
    if (outcome.state === 'sent') {
      return this.deps.repo.update(order.id, {
        ...track,
        track_state: 'sent',
        track_error: null,
        track_sent_at: now,
        track_next_attempt_at: null,
      });
    }
    const sent = parcels.filter((p) => p.sent_at).length;
    const extra = outcome.detail ? { detail: outcome.detail.slice(0, 300) } : undefined;
    if (sent > 0) {
      const retry = outcome.state === 'retry';
      await this.deps.repo.update(order.id, {
        ...track,
        track_state: retry ? 'pending' : 'refused',
        track_error: outcome.code,
        track_attempts: 0,
        track_next_attempt_at: retry ? new Date(now.getTime() + retryAfterMs(1)) : null,
      });
      if (retry) {
        throw new AppError(409, 'track_partly_sent', { params: { sent, total: parcels.length }, extra });
      }
    }
    throw new AppError(
      outcome.state === 'refused' && outcome.code === 'marketplace_refused_track' ? 400 : 409,
      outcome.code,
      {
        extra,
      },
    );
  }

  /** One automatic try; the outcome is written on the order. */
  private async attempt(order: OrderRow): Promise<OrderRow> {
    const carrier = order.track_carrier ?? carrierOfTrack(order.track_numbers[0] ?? '');
    // Only the parcels not sent yet go: one an earlier try (or the seller's send) delivered is not sent again.
    const { parcels, outcome } = await this.push(order, parcelsOf(order), carrier);
    const now = this.deps.now();
    const attempts = order.track_attempts + 1;
    if (outcome.state === 'sent') {
      return this.deps.repo.update(order.id, {
        track_packages: parcels,
        track_state: 'sent',
        track_attempts: attempts,
        track_error: null,
        track_sent_at: now,
        track_next_attempt_at: null,
      });
    }
    const givingUp = outcome.state === 'refused' || attempts >= MAX_TRACK_ATTEMPTS;
    this.deps.log()?.warn({ orderId: order.id, code: outcome.code, attempts }, 'track not sent');
    const after = await this.deps.repo.update(order.id, {
      track_packages: parcels,
      track_state: outcome.state === 'refused' ? 'refused' : givingUp ? 'failed' : 'pending',
      track_attempts: attempts,
      track_error: outcome.code,
      track_next_attempt_at: givingUp ? null : new Date(now.getTime() + retryAfterMs(attempts)),
    });
    // An automatic send that will not be tried again: the seller is the one who can still get the track there.
    if (givingUp) {
      await this.deps.notifications.notify(order.account_id, 'sales.track_not_sent', {
        order_id: order.id,
        number: order.number,
        kind: order.kind,
        marketplace: shopKindBrands[order.kind],
        reason: outcome.code,
      });
    }
    return after;
  }

  /**
   * A shipment moved: if it fulfils an order of a marketplace that takes tracks automatically (Etsy), whose shop's
   * mode says this is the moment (the destination track exists; or the parcel has left the US warehouse), the track
   * goes to the marketplace once.
   */
  async onShipmentMoved(moved: ShipmentMoved): Promise<void> {
    if (!moved.trackNumber) return;
    const order = await this.deps.repo.byNumber(moved.accountId, moved.orderNumber);
    // Only an order still open at the marketplace: one the seller already marked shipped there (with or without a
    // track) would get a second shipping e-mail to the buyer.
    if (!order || order.track_state !== 'none' || order.status !== 'open') return;
    if (!this.deps.shops.adapterIfOffered(order.kind)?.automaticTracks) return;
    const shop = await this.deps.shops.find(order.shop_id);
    const mode = shop?.track_mode ?? 'destination';
    if (!shop || shop.unlinked_at || mode === 'none') return;
    // A parcel that never passes our US warehouse (a direct one) has no such moment: its track goes when it exists.
    if (mode === 'after_warehouse' && moved.viaUsWarehouse && !PAST_US_WAREHOUSE.has(moved.status)) return;
    const pending = await this.deps.repo.update(order.id, {
      track_state: 'pending',
      track_numbers: [moved.trackNumber],
      // One parcel with every line: the shipment carries the whole order.
      track_packages: [wholeOrderParcel(order, moved.trackNumber)],
      track_carrier: carrierOfTrack(moved.trackNumber),
      track_attempts: 0,
      track_next_attempt_at: this.deps.now(),
    });
    await this.attempt(pending);
  }

  /** The job's round: automatic sends waiting for another try. */
  async retryDue(): Promise<{ sent: number; waiting: number }> {
    let sent = 0;
    let waiting = 0;
    for (const order of await this.deps.repo.dueTracks(this.deps.now())) {
      const after = await this.attempt(order);
      if (after.track_state === 'sent') sent += 1;
      else waiting += 1;
    }
    return { sent, waiting };
  }
}
