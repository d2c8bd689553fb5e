import { pageInfo, type PageQuery } from '@cabinet/contracts/common';
import type {
  ReturnClaim,
  ReturnClaimStatus,
  UnidentifiedReturn,
  UnidentifiedReturnList,
} from '@cabinet/contracts/returns';
import type { OpsReturnClaim, OpsReturnClaimList } from '@cabinet/contracts/returns-ops';
import type { Db } from '../../platform/db/client.ts';
import { AppError, notFound } from '../../platform/errors.ts';
import type { NotificationService } from '../notifications/notifications.service.ts';
import type { UploadService } from '../uploads/uploads.service.ts';
import { byReturn, toClaim, toOpsClaim, toUnidentified } from './returns-mapping.ts';
import type { ReturnClaimRepository } from './return-claims.repository.ts';
import type { ReturnRepository } from './returns.repository.ts';
import { warehouseDay } from '../warehouse/warehouse-day.ts';
import { freeStorageUntil } from './storage.ts';
import { isUniqueViolation } from '../../platform/db/unique-violation.ts';

/**
 * Unidentified returns (§2 /shipments/returns/unidentified): every seller sees them without personal data and may
 * claim one with proof files; an operator approves one claim (the return becomes that seller's, with its free
 * storage starting that day, and the other pending claims are rejected) or rejects it with a reason. Each decision
 * is told to the seller. Approving locks the return, then the claim, so concurrent decisions serialise.
 */
export class ReturnClaimService {
  constructor(
    private readonly deps: {
      db: Db;
      claims: ReturnClaimRepository;
      returns: ReturnRepository;
      uploads: Pick<UploadService, 'assertOwned' | 'open'>;
      notifications: Pick<NotificationService, 'notify'>;
      now: () => Date;
    },
  ) {}

  async unidentified(accountId: number, q: PageQuery): Promise<UnidentifiedReturnList> {
    const { rows, total } = await this.deps.claims.unidentified(accountId, q);
    const items = byReturn(await this.deps.returns.items(rows.map((r) => r.row.id)));
    return {
      returns: rows.map((r) => toUnidentified(r.row, items.get(r.row.id) ?? [], r.my_claim)),
      ...pageInfo(q, total),
    };
  }

  /** One unidentified return, as every seller sees it (the claim page). */
  async unidentifiedOne(accountId: number, id: number): Promise<UnidentifiedReturn> {
    const { rows } = await this.deps.claims.unidentified(accountId, { page: 1, on_page: 1 }, id);
    const found = rows[0];
    if (!found) throw notFound();
    const items = await this.deps.returns.items([id]);
    return toUnidentified(found.row, items, found.my_claim);
  }

  async claim(
    caller: { accountId: number; userId: number },
    returnId: number,
    body: { message: string; files: string[] },
  ): Promise<ReturnClaim> {
    const { db, claims, uploads, now } = this.deps;
    const files = await uploads.assertOwned(caller.accountId, body.files, 'files');
    try {
      const { claim, ret } = await db.transaction(async (tx) => {
        const ret = await claims.lockReturnForClaim(tx, returnId);
        if (!ret) throw notFound();
        if (ret.status !== 'unidentified') throw new AppError(409, 'return_not_unidentified');
        const claim = await claims.insert(tx, {
          return_id: returnId,
          account_id: caller.accountId,
          created_by: caller.userId,
          message: body.message,
          files,
          created_at: now(),
        });
        return { claim, ret };
      });
      return toClaim(claim, ret);
    } catch (err) {
      if (isUniqueViolation(err)) throw new AppError(409, 'claim_exists');
      throw err;
    }
  }

  async list(q: PageQuery & { status?: ReturnClaimStatus }): Promise<OpsReturnClaimList> {
    const { rows, total } = await this.deps.claims.list(q);
    return { claims: rows.map(toOpsClaim), ...pageInfo(q, total) };
  }

  private async opsClaim(id: number): Promise<OpsReturnClaim> {
    const found = await this.deps.claims.one(id);
    if (!found) throw notFound();
    return toOpsClaim(found);
  }

  /** A proof file of a claim, for the operator deciding it (only the files the claim names). */
  /** The back office's home page: claims to decide. */
  waiting(cutoff: Date) {
    return this.deps.claims.waiting(cutoff);
  }

  async file(claimId: number, filename: string) {
    const found = await this.deps.claims.one(claimId);
    if (!found || !found.claim.files.some((f) => f.filename === filename)) throw notFound();
    return this.deps.uploads.open(found.claim.account_id, filename);
  }

  async approve(operatorId: number, claimId: number): Promise<OpsReturnClaim> {
    const { db, claims, returns, now } = this.deps;
    const returnId = await claims.returnIdOf(claimId);
    if (returnId === undefined) throw notFound();
    const { claim, ret, others } = await db.transaction(async (tx) => {
      const ret = await returns.lock(tx, returnId);
      const claim = await claims.lock(tx, claimId);
      if (!ret || !claim) throw notFound();
      if (claim.status !== 'pending') throw new AppError(409, 'claim_already_decided');
      if (ret.status !== 'unidentified') throw new AppError(409, 'return_not_unidentified');
      const at = now();
      await returns.update(tx, ret.id, {
        account_id: claim.account_id,
        status: 'awaiting_decision',
        assigned_at: at,
        storage_paid_until: freeStorageUntil(ret.arrived_at, warehouseDay(at)),
      });
      await claims.decide(tx, claim.id, { status: 'approved', reason: null, decided_by: operatorId, decided_at: at });
      const others = await claims.rejectOthers(tx, ret.id, claim.id, operatorId, at);
      return { claim, ret, others };
    });
    await this.tell(claim.account_id, ret.number, 'approved', null);
    for (const other of others) await this.tell(other.account_id, ret.number, 'rejected', null);
    return this.opsClaim(claimId);
  }

  async reject(operatorId: number, claimId: number, reason: string): Promise<OpsReturnClaim> {
    const { db, claims, now } = this.deps;
    const claim = await db.transaction(async (tx) => {
      const claim = await claims.lock(tx, claimId);
      if (!claim) throw notFound();
      if (claim.status !== 'pending') throw new AppError(409, 'claim_already_decided');
      await claims.decide(tx, claim.id, { status: 'rejected', reason, decided_by: operatorId, decided_at: now() });
      return claim;
    });
    const result = await this.opsClaim(claim.id);
    await this.tell(claim.account_id, result.return_number, 'rejected', reason);
    return result;
  }

  private tell(accountId: number, number: string, status: 'approved' | 'rejected', reason: string | null) {
    return this.deps.notifications.notify(accountId, 'shipments.return_claim_decided', { number, status, reason });
  }
}
