import type { Db } from '../../../platform/db/client.ts';
import { CustomsCodeRepository } from './customs-codes.repository.ts';
import { CustomsCodeService } from './customs-codes.service.ts';

export { customsCodeRoutes } from './customs-codes.routes.ts';
export type { CustomsCodeService } from './customs-codes.service.ts';

export function createCustomsCodeService(db: Db): CustomsCodeService {
  return new CustomsCodeService(new CustomsCodeRepository(db));
}
