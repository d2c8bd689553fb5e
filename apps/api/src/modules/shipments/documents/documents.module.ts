import type { Db } from '../../../platform/db/client.ts';
import type { CarriersProvider } from '../../../providers/carriers/carriers.ts';
import { DocumentsRepository } from './documents.repository.ts';
import { DocumentsService } from './documents.service.ts';

/** Wires the documents service: its reads, the carriers provider's kind (for the SANDBOX mark), the US warehouse. */
export function documentsService(db: Db, carriers: CarriersProvider, warehouseAddress: string, now: () => Date) {
  return new DocumentsService({
    source: new DocumentsRepository(db),
    carriersSandbox: carriers.name === 'sandbox',
    warehouseAddress,
    now,
  });
}
