import { pageInfo } from '@cabinet/contracts/common';
import type {
  OpsShipmentDetail,
  OpsShipmentList,
  OpsShipmentListQuery,
  OpsShipmentLookup,
} from '@cabinet/contracts/shipments-ops';
import { notFound } from '../../platform/errors.ts';
import type { LifecycleRepository, OwnerRow } from './lifecycle.repository.ts';
import { allowedNext, receiveTarget } from './lifecycle.service.ts';
import { isDeparted } from './type-paths.ts';
import { frozenReason, toShipment, toShipmentEvent, toShipmentLine } from './shipment-mapper.ts';
import { findByLabel } from './shipment-lookup.ts';
import { shipmentNumber } from './shipment-number.ts';
import type { ShipmentRepository } from './shipments.repository.ts';

const unknownOwner = (accountId: number): OwnerRow => ({ account_id: accountId, email: '', name: '' });

/** What the operators' desk reads: every account's shipments, and one with the moves allowed now. */
export class ShipmentsOpsService {
  constructor(private readonly deps: { repo: LifecycleRepository; shipments: ShipmentRepository }) {}

  async list(q: OpsShipmentListQuery): Promise<OpsShipmentList> {
    const { repo, shipments } = this.deps;
    const { rows, total } = await repo.list(q);
    const [owners, counts] = await Promise.all([
      repo.owners(rows.map((r) => r.account_id)),
      shipments.childCounts(rows.map((r) => r.id)),
    ]);
    return {
      shipments: rows.map((r) => ({
        ...toShipment(r, counts.get(r.id) ?? 0),
        owner: owners.get(r.account_id) ?? unknownOwner(r.account_id),
      })),
      ...pageInfo(q, total),
    };
  }

  /** The back office's home page: parcels to receive. */
  waiting(cutoff: Date) {
    return this.deps.repo.waitingToReceive(cutoff);
  }

  /** The parcel a scanned label names (shipment-lookup.ts), as the desk's detail shows it (issue 23). */
  async lookup(code: string): Promise<OpsShipmentLookup> {
    const match = await findByLabel(this.deps.shipments, code);
    if (!match) throw notFound('shipment_code_unknown');
    return {
      ...(await this.detail(match.row.id)),
      matched_by: match.matchedBy,
      via_parcel: match.parcel && shipmentNumber(match.parcel.id),
    };
  }

  async detail(id: number): Promise<OpsShipmentDetail> {
    const { repo, shipments } = this.deps;
    const row = await shipments.findById(id);
    if (!row) throw notFound();
    const [lines, events, operators, children, owners] = await Promise.all([
      shipments.lines(id),
      shipments.events(id),
      shipments.eventOperators(id),
      shipments.children(id),
      repo.owners([row.account_id]),
    ]);
    const movable = row.parent_id === null;
    return {
      shipment: toShipment(row, children.length),
      lines: lines.map(toShipmentLine),
      events: events.map((e) => ({ ...toShipmentEvent(e), operator: operators.get(e.id) ?? null })),
      frozen_reason: frozenReason(row, events),
      price_breakdown: row.price_breakdown,
      parcels: children.map((c) => toShipment(c)),
      owner: owners.get(row.account_id) ?? unknownOwner(row.account_id),
      // A held parcel is offered no departure: it cannot leave until its delivery type takes it (the charge refuses).
      next:
        movable && row.status !== 'frozen'
          ? allowedNext(row).filter((to) => !(row.pending_action === 'fix_delivery' && isDeparted(to)))
          : [],
      receive_to: movable ? receiveTarget(row) : null,
      unfreeze_to: movable && row.status === 'frozen' ? row.status_before_freeze : null,
    };
  }
}
