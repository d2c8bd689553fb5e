import type { Db } from '../../platform/db/client.ts';
import type { UkrposhtaConnection } from '../../providers/national-post/ukrposhta.ts';
import type { AddressService } from '../addresses/addresses.service.ts';
import type { Ledger } from '../money/ledger/ledger.ts';
import type { NotificationService } from '../notifications/notifications.service.ts';
import type { RatesService } from '../reference/rates.service.ts';
import { NationalPostDocuments } from './national-post-documents.ts';
import { NationalPostRepository } from './national-post.repository.ts';
import { NationalPostService } from './national-post.service.ts';

/** National-post shipments through Ukrposhta (issue 15, docs/national-post.md). */
export function createNationalPostServices(deps: {
  db: Db;
  addresses: Pick<AddressService, 'entry'>;
  customs: { unknownOrUnselectable(codes: string[]): Promise<string[]> };
  ledger: Ledger;
  rates: Pick<RatesService, 'current'>;
  ukrposhta: UkrposhtaConnection;
  notifications: Pick<NotificationService, 'notify'>;
  now: () => Date;
}) {
  const repo = new NationalPostRepository(deps.db);
  return {
    repo,
    service: new NationalPostService({ ...deps, repo }),
    documents: new NationalPostDocuments({ repo, ukrposhta: deps.ukrposhta }),
  };
}
export type NationalPostServices = ReturnType<typeof createNationalPostServices>;
