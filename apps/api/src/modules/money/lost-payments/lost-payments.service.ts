import { pageInfo, type PageQuery } from '@cabinet/contracts/common';
import type { Claim, ClaimList, ClaimStatus, ClaimFileType, LostPaymentList } from '@cabinet/contracts/lost-payments';
import type { Db } from '../../../platform/db/client.ts';
import { AppError, notFound } from '../../../platform/errors.ts';
import type { FileStore } from '../../../platform/storage/file-store.ts';
import { EXTENSIONS } from '../../uploads/file-type.ts';
import { claimFolder } from './claim-files.ts';
import { toClaim, toSellerPayment } from './lost-payments-mapping.ts';
import type { LostPaymentsRepository } from './lost-payments.repository.ts';
import { isUniqueViolation } from '../../../platform/db/unique-violation.ts';

/** A proof file that passed the checks of the upload: its real type is known. */
export interface ProofFile {
  name: string;
  type: ClaimFileType;
  data: Buffer;
}

/** The seller's side of §2 /lost-payments/: open unidentified payments, claiming one with proof, the claims. */
export class LostPaymentsService {
  constructor(private readonly deps: { db: Db; repo: LostPaymentsRepository; files: FileStore; now: () => Date }) {}

  async open(accountId: number, q: PageQuery): Promise<LostPaymentList> {
    const { rows, total } = await this.deps.repo.openFor(accountId, q);
    return {
      payments: rows.map((r) => ({ ...toSellerPayment(r.payment), my_claim_id: r.my_claim_id })),
      ...pageInfo(q, total),
    };
  }

  async claims(accountId: number, q: PageQuery & { status?: ClaimStatus }): Promise<ClaimList> {
    const { rows, total } = await this.deps.repo.claims(q, accountId);
    const files = await this.deps.repo.files(rows.map((r) => r.claim.id));
    return { claims: rows.map((r) => toClaim(r.claim, r.payment, files)), ...pageInfo(q, total) };
  }

  /**
   * Claims an open payment with a comment and proof. The claim, its file rows and the files on disk are written
   * together: if any part fails, none stays. One pending claim per seller and payment (409 `claim_exists`).
   */
  async claim(
    caller: { accountId: number; userId: number },
    paymentId: number,
    input: { comment: string; files: ProofFile[] },
  ): Promise<Claim> {
    const { db, repo, files, now } = this.deps;
    let folder: string | null = null;
    try {
      const claimId = await db.transaction(async (tx) => {
        const payment = await repo.paymentForClaim(tx, paymentId);
        if (!payment) throw notFound();
        if (payment.status !== 'open') throw new AppError(409, 'unidentified_payment_not_open');
        const claim = await repo.insertClaim(tx, {
          payment_id: paymentId,
          account_id: caller.accountId,
          created_by: caller.userId,
          comment: input.comment,
          created_at: now(),
        });
        folder = claimFolder(claim.id);
        const rows = input.files.map((f, i) => ({
          claim_id: claim.id,
          name: f.name,
          mime: f.type,
          size: f.data.length,
          storage_key: `${folder}/${i + 1}.${EXTENSIONS[f.type]}`,
          created_at: now(),
        }));
        await repo.insertFiles(tx, rows);
        for (const [i, row] of rows.entries()) await files.write(row.storage_key, input.files[i]!.data);
        return claim.id;
      });
      const row = await repo.claim(claimId, caller.accountId);
      return toClaim(row!.claim, row!.payment, await repo.files([claimId]));
    } catch (err) {
      if (folder) await files.removeFolder(folder);
      if (isUniqueViolation(err)) throw new AppError(409, 'claim_exists');
      throw err;
    }
  }

  /** One of the caller's own proof files. */
  async file(accountId: number, claimId: number, fileId: number) {
    const row = await this.deps.repo.file(claimId, fileId, accountId);
    if (!row) throw notFound();
    return { file: row, stream: this.deps.files.read(row.storage_key) };
  }
}
