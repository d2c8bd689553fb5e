import type { Db } from '../../platform/db/client.ts';
import type { CarriersProvider } from '../../providers/carriers/carriers.ts';
import type { AddressService } from '../addresses/addresses.service.ts';
import type { HoldsService } from '../money/balance/holds.service.ts';
import type { Ledger } from '../money/ledger/ledger.ts';
import type { UploadService } from '../uploads/uploads.service.ts';
import { ShipmentQueries } from './shipment-queries.ts';
import { ShipmentRepository } from './shipments.repository.ts';
import type { CustomsCodeCheck, InboundStock, OwnedUploads } from './shipment-deps.ts';
import { ShipmentService } from './shipments.service.ts';

/** Creating, quoting, listing and deleting shipments (the lifecycle after creation is `lifecycle.module.ts`). */
export function createShipmentServices(deps: {
  db: Db;
  carriers: CarriersProvider;
  addresses: AddressService;
  ledger: Ledger;
  holds: HoldsService;
  uploads: OwnedUploads & Pick<UploadService, 'registerDomain'>;
  customsCodes: CustomsCodeCheck;
  inbound?: InboundStock;
  now: () => Date;
}) {
  const repo = new ShipmentRepository(deps.db);
  // A shipment's proof of value is read by those who may read shipments.
  deps.uploads.registerDomain('shipments', (accountId, filename) => repo.usesProofFile(accountId, filename));
  return {
    repo,
    service: new ShipmentService({
      repo,
      addresses: deps.addresses,
      carriers: deps.carriers,
      ledger: deps.ledger,
      holds: deps.holds,
      uploads: deps.uploads,
      customsCodes: deps.customsCodes,
      inbound: deps.inbound,
      now: deps.now,
    }),
    queries: new ShipmentQueries(repo),
  };
}
export type ShipmentServices = ReturnType<typeof createShipmentServices>;
