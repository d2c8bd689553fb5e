import { AppError } from '../../platform/errors.ts';
import type { HoldsService } from '../money/balance/holds.service.ts';
import type { CashbackService } from '../money/cashback/cashback.service.ts';
import type { Tx } from '../../platform/db/client.ts';
import { providerAccount, sellerAccount, type Ledger } from '../money/ledger/ledger.ts';
import { money } from '../money/money-format.ts';
import type { ShipmentPatch } from './lifecycle.repository.ts';
import { shipmentNumber } from './shipment-number.ts';
import type { ShipmentRow } from './shipment-mapper.ts';

/** Shipping revenue (docs/money.md): where captured shipment prices and labels go. */
export const SHIPPING_REVENUE = providerAccount('revenue', 'shipping');

/**
 * What a shipment's status does to the seller's money, always inside the transaction that changes the status:
 * leaving with a carrier captures the price held at creation (and earns cashback), a return before leaving
 * releases it, a re-quote re-holds the new price.
 */
export class ShipmentMoney {
  constructor(
    private readonly deps: {
      ledger: Ledger;
      holds: Pick<HoldsService, 'keptAside'>;
      cashback: Pick<CashbackService, 'accrueFor'>;
    },
  ) {}

  /** What the shipment's hold still keeps aside (0 when it has none, or it is resolved). */
  held(tx: Tx, row: ShipmentRow): Promise<number> {
    return this.deps.holds.keptAside(tx, row.hold_id);
  }

  /** The held price becomes revenue. A shipment whose re-quote is unpaid may not leave (409 `payment_due`). */
  async charge(tx: Tx, row: ShipmentRow, createdBy: number | null): Promise<ShipmentPatch> {
    if (row.payment_state === 'charged' || row.payment_state === 'released') return {};
    if (row.payment_state === 'due') {
      throw new AppError(409, 'payment_due', { params: { amount: money(row.amount_due ?? 0).amount } });
    }
    if (row.hold_id !== null) {
      const journalId = await this.deps.ledger.capture(tx, row.hold_id, SHIPPING_REVENUE, {
        createdBy,
        description: `Shipment ${shipmentNumber(row.id)}`,
      });
      await this.deps.cashback.accrueFor(tx, journalId);
    }
    return { payment_state: 'charged', amount_due: null };
  }

  /** Gives the held price back (a parcel returned to the seller before it left). */
  async refund(tx: Tx, row: ShipmentRow, createdBy: number | null): Promise<ShipmentPatch> {
    if (row.payment_state !== 'held' && row.payment_state !== 'due') return {};
    if ((await this.held(tx, row)) > 0) {
      await this.deps.ledger.release(tx, row.hold_id!, {
        createdBy,
        description: `Shipment ${shipmentNumber(row.id)}`,
      });
    }
    return {
      payment_state: 'released',
      amount_due: null,
      pending_action: row.pending_action === 'pay_difference' ? null : row.pending_action,
    };
  }

  /**
   * Holds `price` in place of the current hold: the old hold is released and the whole new price held, so the
   * shipment always has exactly one open hold (docs/shipments.md). 422 `insufficient_funds` when the balance
   * cannot cover it — run it in a savepoint to fall back. Returns the new hold (null for a free shipment).
   */
  async rehold(tx: Tx, row: ShipmentRow, price: number, createdBy: number | null): Promise<number | null> {
    const description = `Shipment ${shipmentNumber(row.id)}`;
    if ((await this.held(tx, row)) > 0) {
      await this.deps.ledger.release(tx, row.hold_id!, { createdBy, description });
    }
    if (price <= 0) return null;
    return this.deps.ledger.hold(tx, {
      accountId: row.account_id,
      amount: price,
      purpose: 'charge',
      kind: 'shipment_charge',
      description,
      meta: { shipment_id: row.id },
      createdBy,
    });
  }

  /** Charges a later purchase (the consolidation label) straight from the balance, with its cashback. */
  async chargeNow(tx: Tx, row: ShipmentRow, amount: number, createdBy: number | null, what: string): Promise<void> {
    const journalId = await this.deps.ledger.post(tx, {
      accountId: row.account_id,
      kind: 'shipment_charge',
      description: `Shipment ${shipmentNumber(row.id)}: ${what}`,
      meta: { shipment_id: row.id },
      createdBy,
      lines: [
        { account: sellerAccount(row.account_id, 'available'), amount: -amount },
        { account: SHIPPING_REVENUE, amount },
      ],
    });
    await this.deps.cashback.accrueFor(tx, journalId);
  }
}
