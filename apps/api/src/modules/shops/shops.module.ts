import type { Db } from '../../db/client.ts';
import type { AddressService } from '../addresses/addresses.service.ts';
import type { Marketplaces } from '../../providers/marketplaces/marketplaces.ts';
import { ShopsRepository } from './shops.repository.ts';
import { ShopsService } from './shops.service.ts';

/** Shop connections (issue 14, docs/shops.md). `kickSync` is the orders import's, wired after it exists. */
export function createShopsService(deps: {
  db: Db;
  addresses: Pick<AddressService, 'get'>;
  marketplaces: Marketplaces;
  publicUrl: string;
  oldMarketUrl: string | null;
  now: () => Date;
  kickSync: (shopId: number) => void;
}): ShopsService {
  return new ShopsService({ ...deps, repo: new ShopsRepository(deps.db) });
}
