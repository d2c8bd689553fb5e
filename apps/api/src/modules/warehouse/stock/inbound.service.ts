import type { InboundShipment, inboundReceiveBodySchema } from '@cabinet/contracts/warehouse-stock';
import { usWarehouseInboundTypes } from '@cabinet/contracts/warehouse-stock';
import type { z } from 'zod';
import { AppError, notFound } from '../../../platform/errors.ts';
import type { Tx } from '../../../platform/db/client.ts';
import type { Ledger } from '../../money/ledger/ledger.ts';
import { shipmentNumber } from '../../shipments/shipment-number.ts';
import type { InboundShipments } from '../../shipments/inbound-shipments.service.ts';
import type { StockMoves } from './stock-moves.ts';
import type { Movement, StockRepository } from './stock.repository.ts';
import { isUniqueViolation } from '../../../platform/db/unique-violation.ts';
import { describeAudit } from '../../audit/audit-context.ts';
import type { NotificationService } from '../../notifications/notifications.service.ts';

/** One product an inbound shipment brought fewer of than it declared. */
interface Shortage {
  sku: string;
  expected: number;
  received: number;
  missing: number;
}

type ReceiveBody = z.output<typeof inboundReceiveBodySchema>;

export const isUsInbound = (type: string) => (usWarehouseInboundTypes as readonly string[]).includes(type);

/**
 * Goods are counted into stock only where they are: at the US warehouse. A shipment still with the seller
 * (`customer_created`), on its way, frozen, or already gone on to a buyer has nothing on the shelf to count.
 */
export const RECEIVABLE_STATUS = 'in_transit_warehouse';
const notAtWarehouse = (status: string) => new AppError(409, 'inbound_not_at_warehouse', { params: { status } });

/** §8 'You cannot create new products in stock': stock is kept only for products of the seller's catalogue. */
export const unknownProduct = (skus: string[]) =>
  new AppError(400, 'cannot_create_products_in_stock', { errors: { items: skus.map(() => 'unknown_sku') } });

/** Quantities per lower-cased SKU. */
function bySku(lines: { sku: string; quantity: number }[]): Map<string, number> {
  const totals = new Map<string, number>();
  for (const l of lines) {
    const sku = l.sku.trim().toLowerCase();
    if (sku) totals.set(sku, (totals.get(sku) ?? 0) + l.quantity);
  }
  return totals;
}

/**
 * Inbound stock (docs/warehouse.md "Inbound"): a shipment bound for the US warehouse announces its SKU lines as
 * `on_the_way` when it is created (and takes them back when deleted); the warehouse later counts it once, moving
 * the expected units out of `on_the_way` and the counted ones into `in_stock`, noting shortages and surpluses.
 */
export class InboundService {
  constructor(
    private readonly deps: {
      repo: StockRepository;
      inbound: InboundShipments;
      moves: StockMoves;
      ledger: Ledger;
      notifications: Pick<NotificationService, 'notify'>;
      now: () => Date;
    },
  ) {}

  /** Called by the shipment writer inside its transaction. Lines with SKUs outside the catalogue are ignored. */
  async announce(
    tx: Tx,
    shipment: { id: number; account_id: number; type: string },
    lines: { sku: string; quantity: number }[],
  ): Promise<void> {
    if (!isUsInbound(shipment.type)) return;
    const totals = bySku(lines);
    const found = await this.deps.repo.productsBySku(shipment.account_id, [...totals.keys()], tx);
    const at = this.deps.now();
    await this.deps.moves.apply(
      tx,
      found.map((p) => ({
        accountId: shipment.account_id,
        productId: p.id,
        onTheWay: totals.get(p.sku.toLowerCase())!,
        reason: 'inbound_expected',
        note: shipmentNumber(shipment.id),
        shipmentId: shipment.id,
        at,
      })),
    );
  }

  /** Called when a shipment is deleted (before anything happened to it): what it announced is no longer coming. */
  async withdraw(tx: Tx, shipmentId: number): Promise<void> {
    const row = await this.deps.inbound.shipment(shipmentId, tx);
    if (!row || !isUsInbound(row.type)) return;
    const totals = await this.deps.repo.shipmentTotals(shipmentId, tx);
    const at = this.deps.now();
    await this.deps.moves.apply(
      tx,
      totals
        .filter((t) => t.announced > 0)
        .map((t) => ({
          accountId: row.account_id,
          productId: t.product_id,
          onTheWay: -t.announced,
          reason: 'inbound_expected' as const,
          note: `${shipmentNumber(shipmentId)} deleted`,
          shipmentId,
          at,
        })),
    );
  }

  /**
   * The operator's lookup by any number the parcel carries (issue 23): ours ("SC00000042", the box's or one of its
   * bulk parcels'), the carrier's track, the TTN, or the bare id.
   */
  async find(number: string): Promise<InboundShipment> {
    const { inbound } = this.deps;
    const bareId = /^\d{1,9}$/.test(number.trim()) ? Number(number) : null;
    const row = (await inbound.byLabel(number)) ?? (bareId === null ? undefined : await inbound.shipment(bareId));
    if (!row || row.parent_id !== null || !isUsInbound(row.type)) throw notFound('inbound_not_found');
    const [lines, totals, receipt, owner] = await Promise.all([
      inbound.lines(row.id),
      this.deps.repo.shipmentTotals(row.id),
      this.deps.repo.receipt(row.id),
      inbound.owner(row.account_id),
    ]);
    const expected = bySku(lines);
    const products = await this.deps.repo.productsBySku(row.account_id, [...expected.keys()]);
    const known = new Set(products.map((p) => p.sku.toLowerCase()));
    const receivedOf = new Map(totals.map((t) => [t.product_id, t.received]));
    return {
      id: row.id,
      number: shipmentNumber(row.id),
      type: row.type,
      status: row.status,
      account_id: row.account_id,
      owner,
      receivable: row.status === RECEIVABLE_STATUS && !receipt,
      received_at: receipt?.created_at.toISOString() ?? null,
      unknown_skus: [...expected.keys()].filter((s) => !known.has(s)),
      lines: products.map((p) => ({
        product_id: p.id,
        sku: p.sku,
        title_en: p.title_en,
        title_uk: p.title_uk,
        expected: expected.get(p.sku.toLowerCase()) ?? 0,
        received: receivedOf.get(p.id) ?? 0,
      })),
    };
  }

  /**
   * Receives a shipment once, and only while it is at the US warehouse (409 `inbound_not_at_warehouse`; the
   * shipment row is locked, so a concurrent move of the shipment waits): per product, the units still on the way
   * from it leave `on_the_way` and the counted ones enter `in_stock`. A counted SKU outside the seller's catalogue
   * refuses the whole receipt (§8).
   */
  async receive(operatorId: number, shipmentId: number, body: ReceiveBody): Promise<InboundShipment> {
    const { repo, inbound, moves, ledger, now } = this.deps;
    const row = await inbound.shipment(shipmentId);
    if (!row || row.parent_id !== null || !isUsInbound(row.type)) throw notFound('inbound_not_found');
    if (row.status !== RECEIVABLE_STATUS) throw notAtWarehouse(row.status);
    const counted = bySku(body.items);
    const products = await repo.productsBySku(row.account_id, [...counted.keys()]);
    const known = new Set(products.map((p) => p.sku.toLowerCase()));
    const unknown = [...counted.keys()].filter((s) => !known.has(s));
    if (unknown.length > 0) throw unknownProduct(unknown);
    const received = await ledger
      .transaction(async (tx) => {
        if (await repo.receipt(shipmentId, tx)) return false as const;
        const locked = await inbound.lock(tx, shipmentId);
        if (locked?.status !== RECEIVABLE_STATUS) throw notAtWarehouse(locked?.status ?? row.status);
        const totals = new Map((await repo.shipmentTotals(shipmentId, tx)).map((t) => [t.product_id, t]));
        const at = now();
        const notes: string[] = [];
        const shortages: Shortage[] = [];
        let expectedUnits = 0;
        let receivedUnits = 0;
        const movesOf: Movement[] = [];
        const ids = new Set([...products.map((p) => p.id), ...totals.keys()]);
        for (const productId of ids) {
          const product = products.find((p) => p.id === productId);
          const quantity = product ? counted.get(product.sku.toLowerCase())! : 0;
          const outstanding = Math.max(
            0,
            (totals.get(productId)?.announced ?? 0) - (totals.get(productId)?.received ?? 0),
          );
          const diff = quantity - outstanding;
          const note = diff === 0 ? '' : diff > 0 ? `over by ${diff}` : `short by ${-diff}`;
          expectedUnits += outstanding;
          receivedUnits += quantity;
          if (diff < 0) {
            const sku = product?.sku ?? (await repo.product(productId, tx))?.sku ?? String(productId);
            shortages.push({ sku, expected: outstanding, received: quantity, missing: -diff });
          }
          if (note) notes.push(`${product?.sku ?? `#${productId}`}: ${note}`);
          movesOf.push({
            accountId: row.account_id,
            productId,
            inStock: quantity,
            onTheWay: -outstanding,
            reason: 'received',
            note: [shipmentNumber(shipmentId), note, body.note].filter(Boolean).join('; '),
            shipmentId,
            createdBy: operatorId,
            at,
          });
        }
        await moves.apply(tx, movesOf);
        await repo.insertReceipt(tx, {
          account_id: row.account_id,
          shipment_id: shipmentId,
          note: [...notes, body.note].filter(Boolean).join('; '),
          received_by: operatorId,
          created_at: at,
        });
        return { shortages, expected: expectedUnits, received: receivedUnits };
      })
      .catch((err: unknown) => {
        // Two operators counting at once: the receipt's unique index lets only one through.
        if (isUniqueViolation(err)) return false as const;
        throw err;
      });
    if (!received) throw new AppError(409, 'inbound_already_received');
    await this.told(row.account_id, shipmentId, received, body.note);
    return this.find(shipmentNumber(shipmentId));
  }

  /** The audit trail learns the counts; the seller, when fewer came than declared, the counts per product (issue 23). */
  private async told(
    accountId: number,
    shipmentId: number,
    counted: { shortages: Shortage[]; expected: number; received: number },
    note: string,
  ) {
    describeAudit({
      accountId,
      after: { expected: counted.expected, received: counted.received },
      ...(note ? { reason: note } : {}),
    });
    if (counted.shortages.length === 0) return;
    await this.deps.notifications.notify(accountId, 'shipments.inbound_short', {
      number: shipmentNumber(shipmentId),
      shipment_id: shipmentId,
      expected: counted.expected,
      received: counted.received,
      missing: counted.shortages.reduce((sum, s) => sum + s.missing, 0),
      lines: JSON.stringify(counted.shortages),
    });
  }
}
