import { pageInfo, type PageQuery } from '@cabinet/contracts/common';
import { moneyOf } from '@cabinet/contracts/money-math';
import {
  CLAIM_HANDLING_FEE_MINOR,
  type OpsPackageClaim,
  type OpsPackageClaimList,
  type PackageClaim,
  type PackageClaimBody,
  type PackageClaimStatus,
  type UnidentifiedPackageList,
} from '@cabinet/contracts/us-package-claims';
import { AppError, notFound } from '../../platform/errors.ts';
import { isUniqueViolation } from '../../platform/db/unique-violation.ts';
import { toSellerRef } from '../account/seller-ref.ts';
import { providerAccount, sellerAccount, type Ledger } from '../money/ledger/ledger.ts';
import { describeAudit } from '../audit/audit-context.ts';
import type { NotificationService } from '../notifications/notifications.service.ts';
import type { UploadService } from '../uploads/uploads.service.ts';
import { blurredLabel } from './label-blur.ts';
import type { UsPackageClaimRepository } from './us-package-claims.repository.ts';
import type { UsPackageService } from './us-packages.service.ts';
import type { UsPackageClaimRow, UsPackageRow } from './us-packages.schema.ts';

/** Where the handling fee of a matched package goes in the ledger. */
export const HANDLING_REVENUE = providerAccount('revenue', 'us_package_handling');

const tail = (tracking: string) => tracking.slice(-4);

const toClaim = (c: UsPackageClaimRow): PackageClaim => ({
  id: c.id,
  package_id: c.package_id,
  status: c.status,
  order_number: c.order_number,
  tracking_number: c.tracking_number,
  message: c.message,
  files: c.files,
  reason: c.reason,
  fee: c.fee_charged === null ? null : moneyOf(c.fee_charged),
  created_at: c.created_at.toISOString(),
  decided_at: c.decided_at?.toISOString() ?? null,
});

type ClaimRow = {
  claim: UsPackageClaimRow;
  pkg: UsPackageRow;
  seller_name: string | null;
  seller_email: string | null;
};
const toOpsClaim = (r: ClaimRow): OpsPackageClaim => ({
  ...toClaim(r.claim),
  seller: toSellerRef({ ...r, account_id: r.claim.account_id })!,
  package: {
    carrier: r.pkg.carrier,
    tracking_number: r.pkg.tracking_number,
    suite: r.pkg.suite,
    arrived_at: r.pkg.arrived_at.toISOString(),
  },
});

/**
 * Unidentified purchases (§2 /lost-orders): every seller sees the pool without personal data and claims a package
 * with proof; an operator approves one claim — the package becomes the claimant's and the handling fee is charged in
 * the same transaction — or refuses it with a reason. A package is given once: the approval locks the package, then
 * the claim, and a second approval finds it owned.
 */
export class UsPackageClaimService {
  constructor(
    private readonly deps: {
      ledger: Ledger;
      claims: UsPackageClaimRepository;
      packages: Pick<UsPackageService, 'openPhoto'>;
      uploads: Pick<UploadService, 'assertOwned' | 'open'>;
      notifications: Pick<NotificationService, 'notify'>;
      now: () => Date;
    },
  ) {}

  async pool(accountId: number, q: PageQuery): Promise<UnidentifiedPackageList> {
    const { rows, total } = await this.deps.claims.unidentified(accountId, q);
    return {
      packages: rows.map((r) => ({
        id: r.row.id,
        carrier: r.row.carrier,
        tracking_tail: tail(r.row.tracking_number),
        arrived_at: r.row.arrived_at.toISOString(),
        my_claim:
          r.claim_id === null
            ? null
            : { id: Number(r.claim_id), status: r.claim_status!, reason: r.claim_reason ?? null },
      })),
      ...pageInfo(q, total),
    };
  }

  async labelPhoto(packageId: number): Promise<Buffer> {
    const photo = await this.deps.claims.labelPhotoOfUnidentified(packageId);
    if (!photo) throw notFound();
    return blurredLabel(this.deps.packages.openPhoto(photo.filename));
  }

  async claim(caller: { accountId: number; userId: number }, packageId: number, body: Required<PackageClaimBody>) {
    const { ledger, claims, uploads, now } = this.deps;
    const files = await uploads.assertOwned(caller.accountId, body.files, 'files');
    try {
      const claim = await ledger.transaction(async (tx) => {
        const pkg = await claims.lockPackage(tx, packageId);
        if (!pkg) throw notFound();
        if (pkg.account_id !== null) throw new AppError(409, 'package_not_unidentified');
        return claims.insert(tx, {
          package_id: packageId,
          account_id: caller.accountId,
          created_by: caller.userId,
          order_number: body.order_number,
          tracking_number: body.tracking_number,
          message: body.message,
          files,
          created_at: now(),
        });
      });
      return toClaim(claim);
    } catch (err) {
      if (isUniqueViolation(err)) throw new AppError(409, 'package_claim_exists');
      throw err;
    }
  }

  async list(q: PageQuery & { status?: PackageClaimStatus }): Promise<OpsPackageClaimList> {
    const { rows, total } = await this.deps.claims.page(q);
    return { claims: rows.map(toOpsClaim), ...pageInfo(q, total) };
  }

  private async opsClaim(id: number): Promise<OpsPackageClaim> {
    const found = await this.deps.claims.one(id);
    if (!found) throw notFound();
    return toOpsClaim(found);
  }

  /** A proof file of a claim, for the operator deciding it (only the files the claim names). */
  async file(claimId: number, filename: string) {
    const found = await this.deps.claims.one(claimId);
    if (!found || !found.claim.files.some((f) => f.filename === filename)) throw notFound();
    return this.deps.uploads.open(found.claim.account_id, filename);
  }

  waiting(cutoff: Date) {
    return this.deps.claims.waiting(cutoff);
  }

  async approve(operatorId: number, claimId: number): Promise<OpsPackageClaim> {
    const { ledger, claims, now } = this.deps;
    const packageId = await claims.packageIdOf(claimId);
    if (packageId === undefined) throw notFound();
    const { claim, pkg, others } = await ledger.transaction(async (tx) => {
      const pkg = await claims.lockPackage(tx, packageId);
      const claim = await claims.lock(tx, claimId);
      if (!pkg || !claim) throw notFound();
      if (claim.status !== 'pending') throw new AppError(409, 'claim_already_decided');
      if (pkg.account_id !== null) throw new AppError(409, 'package_not_unidentified');
      const at = now();
      const journalId = await ledger.post(tx, {
        accountId: claim.account_id,
        kind: 'service_charge',
        description: `US package ${pkg.carrier} ${pkg.tracking_number}: handling of an unidentified package`,
        createdBy: operatorId,
        meta: { us_package_id: pkg.id, us_package_claim_id: claim.id },
        lines: [
          { account: sellerAccount(claim.account_id, 'available'), amount: -CLAIM_HANDLING_FEE_MINOR },
          { account: HANDLING_REVENUE, amount: CLAIM_HANDLING_FEE_MINOR },
        ],
      });
      await claims.setOwner(tx, pkg.id, claim.account_id);
      await claims.decide(tx, claim.id, {
        status: 'approved',
        reason: null,
        fee_charged: CLAIM_HANDLING_FEE_MINOR,
        fee_journal_id: journalId,
        decided_by: operatorId,
        decided_at: at,
      });
      const others = await claims.refuseOthers(tx, pkg.id, claim.id, operatorId, at);
      return { claim, pkg, others };
    });
    describeAudit({
      accountId: claim.account_id,
      before: { owner: null },
      after: {
        owner: claim.account_id,
        tracking_number: pkg.tracking_number,
        fee: moneyOf(CLAIM_HANDLING_FEE_MINOR).amount,
      },
    });
    await this.tell(claim.account_id, pkg.tracking_number, 'approved', null);
    for (const other of others) await this.tell(other.account_id, pkg.tracking_number, 'rejected', null);
    return this.opsClaim(claimId);
  }

  async refuse(operatorId: number, claimId: number, reason: string): Promise<OpsPackageClaim> {
    const { ledger, claims, now } = this.deps;
    const claim = await ledger.transaction(async (tx) => {
      const claim = await claims.lock(tx, claimId);
      if (!claim) throw notFound();
      if (claim.status !== 'pending') throw new AppError(409, 'claim_already_decided');
      await claims.decide(tx, claim.id, { status: 'rejected', reason, decided_by: operatorId, decided_at: now() });
      return claim;
    });
    describeAudit({ accountId: claim.account_id, reason });
    const result = await this.opsClaim(claim.id);
    await this.tell(claim.account_id, result.package.tracking_number, 'rejected', reason);
    return result;
  }

  private tell(accountId: number, tracking: string, status: 'approved' | 'rejected', reason: string | null) {
    return this.deps.notifications.notify(accountId, 'shipments.us_package_claim_decided', {
      tracking_tail: tail(tracking),
      status,
      reason,
    });
  }
}
