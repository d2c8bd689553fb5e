import { pageInfo, type PageQuery } from '@cabinet/contracts/common';
import { moneyOf } from '@cabinet/contracts/money-math';
import {
  PACKAGE_SERVICE_PRICES_MINOR,
  type OpsPackageService,
  type PackageService,
  type PackageServiceKind,
} from '@cabinet/contracts/us-package-services';
import { AppError, notFound } from '../../platform/errors.ts';
import { isUniqueViolation } from '../../platform/db/unique-violation.ts';
import { toSellerRef } from '../account/seller-ref.ts';
import { providerAccount, type Ledger } from '../money/ledger/ledger.ts';
import { describeAudit } from '../audit/audit-context.ts';
import type { UsPackageServiceRepository } from './us-package-services.repository.ts';
import type { UsPackageServiceRow } from './us-packages.schema.ts';

/** Where the price of a done package service goes in the ledger. */
export const SERVICE_REVENUE = providerAccount('revenue', 'us_package_services');

const toService = (r: UsPackageServiceRow): PackageService => ({
  id: r.id,
  package_id: r.package_id,
  kind: r.kind,
  status: r.status,
  price: moneyOf(r.price),
  created_at: r.created_at.toISOString(),
  done_at: r.done_at?.toISOString() ?? null,
});

type OpsRow = {
  service: UsPackageServiceRow;
  carrier: string;
  tracking_number: string;
  seller_name: string | null;
  seller_email: string | null;
};
const toOps = (r: OpsRow): OpsPackageService => ({
  ...toService(r.service),
  seller: toSellerRef({ ...r, account_id: r.service.account_id })!,
  package: { carrier: r.carrier, tracking_number: r.tracking_number },
});

/**
 * Extra services on a package (more photos, an inspection, a repack) at listed prices: asking holds the price, the
 * warehouse doing it captures the hold, the seller cancelling first releases it — each in one ledger transaction.
 */
export class UsPackageServiceService {
  constructor(private readonly deps: { ledger: Ledger; repo: UsPackageServiceRepository; now: () => Date }) {}

  async list(accountId: number, packageId: number): Promise<{ services: PackageService[] }> {
    const { ledger, repo } = this.deps;
    const owned = await ledger.transaction((tx) => repo.ownedPackage(tx, accountId, packageId));
    if (!owned) throw notFound();
    return { services: (await repo.ofPackage(packageId)).map(toService) };
  }

  async request(caller: { accountId: number; userId: number }, packageId: number, kind: PackageServiceKind) {
    const { ledger, repo, now } = this.deps;
    const price = PACKAGE_SERVICE_PRICES_MINOR[kind];
    try {
      const row = await ledger.transaction(async (tx) => {
        if (!(await repo.ownedPackage(tx, caller.accountId, packageId))) throw notFound();
        const holdId = await ledger.hold(tx, {
          accountId: caller.accountId,
          amount: price,
          purpose: 'charge',
          kind: 'service_charge',
          description: `US package service: ${kind}`,
          meta: { us_package_id: packageId, service: kind },
          createdBy: caller.userId,
        });
        return repo.insert(tx, {
          package_id: packageId,
          account_id: caller.accountId,
          kind,
          price,
          hold_id: holdId,
          requested_by: caller.userId,
          created_at: now(),
        });
      });
      return toService(row);
    } catch (err) {
      if (isUniqueViolation(err)) throw new AppError(409, 'service_requested');
      throw err;
    }
  }

  async cancel(caller: { accountId: number; userId: number }, packageId: number, serviceId: number) {
    const { ledger, repo } = this.deps;
    const row = await ledger.transaction(async (tx) => {
      const service = await repo.lock(tx, serviceId);
      if (!service || service.account_id !== caller.accountId || service.package_id !== packageId) throw notFound();
      if (service.status !== 'requested') throw new AppError(409, 'service_not_requested');
      await ledger.release(tx, service.hold_id, {
        createdBy: caller.userId,
        description: `US package service: ${service.kind}`,
      });
      return repo.update(tx, service.id, { status: 'cancelled' });
    });
    return toService(row);
  }

  async requested(q: PageQuery) {
    const { rows, total } = await this.deps.repo.requested(q);
    return { services: rows.map(toOps), ...pageInfo(q, total) };
  }

  async done(operatorId: number, serviceId: number): Promise<OpsPackageService> {
    const { ledger, repo, now } = this.deps;
    await ledger.transaction(async (tx) => {
      const service = await repo.lock(tx, serviceId);
      if (!service) throw notFound();
      if (service.status !== 'requested') throw new AppError(409, 'service_not_requested');
      await ledger.capture(tx, service.hold_id, SERVICE_REVENUE, {
        createdBy: operatorId,
        description: `US package service: ${service.kind}`,
      });
      await repo.update(tx, service.id, { status: 'done', done_by: operatorId, done_at: now() });
    });
    const found = (await repo.one(serviceId))!;
    describeAudit({
      accountId: found.service.account_id,
      before: { status: 'requested' },
      after: { status: 'done', service: found.service.kind },
    });
    return toOps(found);
  }
}
