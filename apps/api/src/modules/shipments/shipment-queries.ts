import { pageInfo, type Language } from '@cabinet/contracts/common';
import {
  isBulkType,
  shipmentStatusColors,
  shipmentStatuses,
  type ShipmentDetail,
  type ShipmentLine,
  type ShipmentList,
  type ShipmentListQuery,
} from '@cabinet/contracts/shipments';
import { notFound } from '../../platform/errors.ts';
import { translate } from '../../platform/i18n/messages.ts';
import { kyivDayEnd, kyivDayStart } from '../../platform/kyiv-day.ts';
import { frozenReason, toShipment, toShipmentEvent, toShipmentLine } from './shipment-mapper.ts';
import type { ListFilter, ShipmentRepository } from './shipments.repository.ts';

/** The list's query string as the repository filters: Kyiv days to instants, the search lower-cased. */
export function listFilter(q: ShipmentListQuery): ListFilter {
  return {
    status: q.status,
    type: q.type,
    from: q.date_from ? kyivDayStart(q.date_from) : undefined,
    until: q.date_to ? kyivDayEnd(q.date_to) : undefined,
    search: q.search ? q.search.toLowerCase() : undefined,
    pending: q.pending === 'true',
    page: q.page,
    on_page: q.on_page,
  };
}

/** What the seller reads: statuses, the list with its filters, a shipment's detail and its products. */
export class ShipmentQueries {
  constructor(private readonly repo: ShipmentRepository) {}

  /** GET /shipping/get_shipment_statuses: every §4 status with its name in the caller's language and its colour. */
  statuses(lang: Language) {
    return {
      statuses: shipmentStatuses.map((value) => ({
        value,
        label: translate(lang, 'shipment_status', value),
        color: shipmentStatusColors[value],
      })),
    };
  }

  /** GET /shipping/shipment: singles and bulk master boxes (their parcels are in the detail), newest first. */
  async list(accountId: number, q: ShipmentListQuery): Promise<ShipmentList> {
    const { rows, total } = await this.repo.list(accountId, listFilter(q));
    const counts = await this.repo.childCounts(rows.filter((r) => isBulkType(r.type)).map((r) => r.id));
    return { shipments: rows.map((r) => toShipment(r, counts.get(r.id) ?? 0)), ...pageInfo(q, total) };
  }

  /** GET /shipping/shipment/{id}: another account's id is 404, like a missing one. */
  async detail(accountId: number, id: number): Promise<ShipmentDetail> {
    const row = await this.repo.findOwned(accountId, id);
    if (!row) throw notFound();
    const [lines, events, children] = await Promise.all([
      this.repo.lines(id),
      this.repo.events(id),
      isBulkType(row.type) && row.parent_id === null ? this.repo.children(id) : Promise.resolve([]),
    ]);
    return {
      shipment: toShipment(row, children.length),
      lines: lines.map(toShipmentLine),
      events: events.map(toShipmentEvent),
      frozen_reason: frozenReason(row, events),
      price_breakdown: row.price_breakdown,
      parcels: children.map((c) => toShipment(c)),
    };
  }

  /** GET /shipping/parcel_products/{id}: the customs lines; a bulk master box answers those of all its parcels. */
  async products(accountId: number, id: number): Promise<{ products: ShipmentLine[] }> {
    const row = await this.repo.findOwned(accountId, id);
    if (!row) throw notFound();
    const ids = isBulkType(row.type) && row.parent_id === null ? (await this.repo.children(id)).map((c) => c.id) : [];
    const lines = (await Promise.all([id, ...ids].map((sid) => this.repo.lines(sid)))).flat();
    return { products: lines.map(toShipmentLine) };
  }
}
