import type { ShipmentCreateInput, ShipmentQuote } from '@cabinet/contracts/shipments';
import type { AttachedFile } from '@cabinet/contracts/uploads';
import type { CarriersProvider } from '../../providers/carriers/carriers.ts';
import type { AddressService } from '../addresses/addresses.service.ts';
import type { Tx } from '../../platform/db/client.ts';
import type { HoldsService } from '../money/balance/holds.service.ts';
import type { Ledger } from '../money/ledger/ledger.ts';
import type { PricedShipment } from './pricing.ts';
import type { ShipmentRow } from './shipment-mapper.ts';
import type { Parties, PricePlan } from './shipment-rules.ts';
import type { ShipmentRepository } from './shipments.repository.ts';

/** The uploads module's check that attached files are the caller's own (400 `unknown_file` otherwise). */
export interface OwnedUploads {
  assertOwned(accountId: number, filenames: string[], field?: string): Promise<AttachedFile[]>;
}

/** The customs classification's §5 rule: which codes are not a selectable 10-digit leaf. */
export interface CustomsCodeCheck {
  unknownOrUnselectable(codes: string[]): Promise<string[]>;
}

/** The warehouse's stock: a shipment to the US warehouse announces its SKU lines as stock on the way (docs/warehouse.md). */
export interface InboundStock {
  announce(tx: Tx, shipment: ShipmentRow, lines: { sku: string; quantity: number }[]): Promise<void>;
  withdraw(tx: Tx, shipmentId: number): Promise<void>;
}

export interface ShipmentDeps {
  repo: ShipmentRepository;
  addresses: Pick<AddressService, 'entry'>;
  carriers: CarriersProvider;
  ledger: Ledger;
  holds: Pick<HoldsService, 'stillOpen'>;
  uploads: OwnedUploads;
  customsCodes: CustomsCodeCheck;
  inbound?: InboundStock;
  now: () => Date;
}

/** A request checked against the address book, the type's rules and the tariffs: what quote and create share. */
export interface Prepared {
  input: ShipmentCreateInput;
  parties: Parties;
  plan: PricePlan;
  priced: PricedShipment;
  customsValue: number;
  /** Order total minus customs value, when positive (§5). */
  shortfall: number | null;
  quote: ShipmentQuote;
}
