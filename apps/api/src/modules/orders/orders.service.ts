import type { Language } from '@cabinet/contracts/common';
import { pageInfo } from '@cabinet/contracts/common';
import type { SetTrackBody } from '@cabinet/contracts/order-tracks';
import { CRM_TRIAL_DAYS, type CrmState, type OrderListQuery, type ShipmentDraft } from '@cabinet/contracts/orders';
import type { Db } from '../../platform/db/client.ts';
import { AppError, invalid, notFound } from '../../platform/errors.ts';
import { MarketplaceError } from '../../providers/marketplaces/marketplace.ts';
import type { AddressService } from '../addresses/addresses.service.ts';
import type { ProductService } from '../catalog/products/products.service.ts';
import type { Rates } from '@cabinet/contracts/reference';
import type { RatesService } from '../reference/rates.service.ts';
import { shipmentsForOrders } from '../shipments/order-shipments.ts';
import type { ShopsService } from '../shops/shops.service.ts';
import type { OrderImport } from './order-import.ts';
import type { OrderTracking } from './order-tracking.ts';
import type { OrdersRepository } from './orders.repository.ts';
import type { OrderRow } from './orders.schema.ts';
import { orderSummaryView, orderView } from './orders.view.ts';
import { recipientFromOrder } from './recipient.ts';
import { toUsdCents, usdText } from './usd.ts';

const DAY_MS = 86_400_000;

export interface OrdersDeps {
  db: Db;
  repo: OrdersRepository;
  shops: ShopsService;
  tracking: OrderTracking;
  importer: OrderImport;
  products: Pick<ProductService, 'bySkus'>;
  addresses: Pick<AddressService, 'create' | 'list'>;
  rates: Pick<RatesService, 'current'>;
  now: () => Date;
}

/**
 * §2 /orders (docs/orders.md): the imported orders with the seller's own notes and pipeline on them, tracks and
 * cancels sent to the marketplace by its rules, and the shipment form filled from an order.
 */
export class OrdersService {
  constructor(private readonly deps: OrdersDeps) {}

  private async own(accountId: number, id: number): Promise<OrderRow> {
    const row = await this.deps.repo.own(accountId, id);
    if (!row) throw notFound();
    return row;
  }

  /** Today's rates for the USD figures; a list or an order still answers while the bank cannot be read. */
  private rates(): Promise<Rates | null> {
    return this.deps.rates.current().catch(() => null);
  }

  private async shopNames(accountId: number): Promise<Map<number, string>> {
    const all = await this.deps.shops.allOf(accountId);
    return new Map(all.map((s) => [s.id, s.name]));
  }

  async list(accountId: number, query: OrderListQuery, lang: Language) {
    const { rows, total } = await this.deps.repo.list(
      accountId,
      {
        ...query,
        // Calendar days in UTC, as the marketplaces date their orders.
        fromAt: query.from ? new Date(`${query.from}T00:00:00Z`) : undefined,
        toBefore: query.to ? new Date(new Date(`${query.to}T00:00:00Z`).getTime() + DAY_MS) : undefined,
      },
      { offset: (query.page - 1) * query.on_page, limit: query.on_page },
    );
    const [names, shipments, rates] = await Promise.all([
      this.shopNames(accountId),
      shipmentsForOrders(
        this.deps.db,
        accountId,
        rows.map((r) => r.number),
      ),
      this.rates(),
    ]);
    return {
      ...pageInfo(query, total),
      items: rows.map((r) =>
        orderSummaryView(r, { shopName: names.get(r.shop_id) ?? '', shipment: shipments.get(r.number), rates }, lang),
      ),
    };
  }

  private async view(row: OrderRow, lang: Language) {
    const [shop, shipments, products, rates] = await Promise.all([
      this.deps.shops.find(row.shop_id),
      shipmentsForOrders(this.deps.db, row.account_id, [row.number]),
      this.deps.products.bySkus(
        row.account_id,
        row.lines.flatMap((l) => (l.sku ? [l.sku] : [])),
      ),
      this.rates(),
    ]);
    const adapter = this.deps.shops.adapterIfOffered(row.kind);
    return orderView(
      row,
      {
        shopName: shop?.name ?? '',
        shipment: shipments.get(row.number),
        rates,
        productIdBySku: new Map([...products].map(([sku, product]) => [sku, product.id])),
        cancelReasons: adapter?.cancelReasons ?? [],
      },
      lang,
    );
  }

  async get(accountId: number, id: number, lang: Language) {
    return this.view(await this.own(accountId, id), lang);
  }

  async crm(accountId: number): Promise<CrmState> {
    const started = await this.deps.repo.crmTrialStart(accountId);
    if (!started) return { state: 'not_started', trial_started_at: null, trial_ends_at: null };
    const ends = new Date(started.getTime() + CRM_TRIAL_DAYS * DAY_MS);
    return {
      state: this.deps.now() < ends ? 'trial' : 'ended',
      trial_started_at: started.toISOString(),
      trial_ends_at: ends.toISOString(),
    };
  }

  /** The seller's note is always theirs to edit; CRM statuses and tags need the trial (or, later, a subscription). */
  async update(
    accountId: number,
    id: number,
    patch: { seller_note?: string; crm_status?: string; tags?: string[] },
    lang: Language,
  ) {
    const row = await this.own(accountId, id);
    if (patch.crm_status !== undefined || patch.tags !== undefined) {
      const crm = await this.crm(accountId);
      if (crm.state === 'ended') throw new AppError(402, 'crm_trial_ended');
      if (crm.state === 'not_started') await this.deps.repo.startCrmTrial(accountId, this.deps.now());
    }
    const updated = await this.deps.repo.update(row.id, {
      ...(patch.seller_note === undefined ? {} : { seller_note: patch.seller_note }),
      ...(patch.crm_status === undefined ? {} : { crm_status: patch.crm_status }),
      ...(patch.tags === undefined ? {} : { tags: [...new Set(patch.tags)] }),
    });
    return this.view(updated, lang);
  }

  async setTrack(accountId: number, id: number, input: SetTrackBody, lang: Language) {
    const row = await this.own(accountId, id);
    if (row.status === 'cancelled') throw new AppError(409, 'order_cancelled');
    if (row.fulfilled_by_marketplace) throw new AppError(409, 'order_fulfilled_by_marketplace');
    const numbers = [...new Set(input.track_numbers)];
    const sent = await this.deps.tracking.sendNow(row, { ...input, track_numbers: numbers });
    return this.view(sent, lang);
  }

  /** §7 cancel, by the marketplace's rules: Etsy cannot (its API has no cancel), the others with their reasons. */
  async cancel(accountId: number, id: number, reason: string, lang: Language) {
    const row = await this.own(accountId, id);
    if (row.status === 'cancelled') throw new AppError(409, 'order_cancelled');
    const shop = await this.deps.shops.find(row.shop_id);
    if (!shop || shop.unlinked_at || shop.status !== 'connected') throw new AppError(409, 'shop_reconnect');
    const adapter = this.deps.shops.adapter(row.kind);
    if (adapter.cancelReasons.length === 0) throw new AppError(409, 'cancel_not_supported');
    if (!adapter.cancelReasons.includes(reason)) {
      throw invalid({ reason: ['invalid_value'] });
    }
    try {
      await adapter.cancel(this.deps.shops.session(shop), row.external_id, reason);
    } catch (error) {
      if (error instanceof MarketplaceError && error.code === 'cancel_refused') {
        throw new AppError(409, 'cancel_refused', { extra: { detail: error.message.slice(0, 300) } });
      }
      if (error instanceof MarketplaceError && error.code === 'reauthorize') throw new AppError(409, 'shop_reconnect');
      throw new AppError(409, 'marketplace_unavailable');
    }
    // The marketplace's copy after the cancel (refunds, statuses), stored like an imported one.
    await this.deps.importer.importOne(shop, row.external_id).catch(() => undefined);
    const after = await this.deps.repo.find(row.id);
    const cancelled =
      after && after.status === 'cancelled' ? after : await this.deps.repo.update(row.id, { status: 'cancelled' });
    return this.view(cancelled, lang);
  }

  /** The shipment form for this order; the §5 guard answers for an order that already has its shipment. */
  async shipmentDraft(accountId: number, id: number): Promise<ShipmentDraft> {
    const row = await this.own(accountId, id);
    // The marketplace ships it from its own warehouse: a parcel of ours would be a second one.
    if (row.fulfilled_by_marketplace) throw new AppError(409, 'order_fulfilled_by_marketplace');
    const existing = await shipmentsForOrders(this.deps.db, accountId, [row.number]);
    if (existing.has(row.number)) {
      throw new AppError(409, 'shipment_already_created', { extra: { order_numbers: [row.number] } });
    }
    const [products, rates, recipientId] = await Promise.all([
      this.deps.products.bySkus(
        accountId,
        row.lines.flatMap((l) => (l.sku ? [l.sku] : [])),
      ),
      this.deps.rates.current(),
      recipientFromOrder(this.deps.addresses, accountId, row.ship_to),
    ]);
    const total = toUsdCents(row.total, row.currency, rates);
    return {
      order_id: row.id,
      order_number: row.number,
      recipient_id: recipientId,
      order_total: total === null ? null : usdText(total),
      lines: row.lines.map((line) => {
        const product = line.sku ? products.get(line.sku.toLowerCase()) : undefined;
        const price = toUsdCents(line.price, row.currency, rates);
        const value = product && product.cost > 0 ? product.cost : price;
        const latinTitle = /^[\x20-\x7E]+$/.test(line.title) ? line.title.slice(0, 120) : '';
        return {
          product_id: product?.id ?? null,
          sku: product?.sku ?? line.sku ?? '',
          name_ua: product?.title_uk ?? '',
          name_en: product?.title_en ?? latinTitle,
          quantity: line.quantity,
          unit_value: value === null || value <= 0 ? '' : usdText(value),
          hs_code: product?.hs_code ?? '',
        };
      }),
    };
  }
}
