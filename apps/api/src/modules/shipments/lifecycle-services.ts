import type { BulkMoves } from './bulk-moves.ts';
import type { ConsolidationService } from './consolidation.ts';
import type { LifecycleRepository } from './lifecycle.repository.ts';
import type { LifecycleService } from './lifecycle.service.ts';
import type { ReceiptService } from './receipt.service.ts';
import type { ShipmentsOpsService } from './shipments-ops.service.ts';
import type { ShipmentRepository } from './shipments.repository.ts';

/**
 * The lifecycle after creation, as lifecycle.module.ts wires it and its routes and the demo job use it. Declared
 * here rather than inferred from the module, which registers those routes: otherwise each imports the other.
 */
export interface LifecycleServices {
  lifecycle: LifecycleService;
  receipt: ReceiptService;
  consolidation: ConsolidationService;
  ops: ShipmentsOpsService;
  bulk: BulkMoves;
  repo: LifecycleRepository;
  shipments: ShipmentRepository;
}
