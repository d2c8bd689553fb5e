import { randomBytes } from 'node:crypto';
import type { Permission, PermissionDomain } from '@cabinet/contracts/permissions';
import { uploadContentTypes, type AttachedFile, type UploadedFile } from '@cabinet/contracts/uploads';
import { AppError, forbidden, invalid, notFound } from '../../platform/errors.ts';
// The disk store was written for unidentified-payment claims; uploads share it as it is.
import type { FileStore } from '../../platform/storage/file-store.ts';
import { assertFileType, displayName, EXTENSIONS } from './file-type.ts';
import type { UploadRepository } from './uploads.repository.ts';
import type { UploadRow } from './uploads.schema.ts';

const toUploaded = (row: UploadRow): UploadedFile => ({
  filename: row.filename,
  original_name: row.original_name,
  size: row.size,
  content_type: row.content_type,
});

const storageKey = (row: Pick<UploadRow, 'account_id' | 'filename'>) => `${row.account_id}/${row.filename}`;

/** Whether a file of the account is attached to something of a domain (a shipment's proof, a return claim, …). */
export type AttachedIn = (accountId: number, filename: string) => Promise<boolean>;

/** Who asks for a file: the signed-in owner or member of an account. */
export interface FileReader {
  accountId: number;
  userId: number;
  role: 'owner' | 'member' | 'operator';
  permissions: ReadonlySet<Permission>;
}

/** §7 `maintenance/upload`: files judged by their content, stored per account, served and attached only by it. */
export class UploadService {
  private readonly uses: { domain: PermissionDomain; attachedIn: AttachedIn }[] = [];

  constructor(private readonly deps: { repo: UploadRepository; files: FileStore; now: () => Date }) {}

  /**
   * A module that attaches uploads says where: a file it holds belongs to its permission domain, and a member reads
   * it only with that domain's `read` permission (`openFor`). A domain may have several places (shipments, returns).
   */
  registerDomain(domain: PermissionDomain, attachedIn: AttachedIn): void {
    this.uses.push({ domain, attachedIn });
  }

  /** Stores one file: 400 `invalid_file_format` unless its first bytes say image or PDF, whatever its name says. */
  async store(
    caller: { accountId: number; userId: number },
    file: { name: string | undefined; data: Buffer },
  ): Promise<UploadedFile> {
    const type = assertFileType(file.data, uploadContentTypes, 'file');
    const filename = `${randomBytes(16).toString('hex')}.${EXTENSIONS[type]}`;
    const key = storageKey({ account_id: caller.accountId, filename });
    try {
      await this.deps.files.write(key, file.data);
    } catch {
      throw new AppError(500, 'upload_failed');
    }
    try {
      const row = await this.deps.repo.insert({
        account_id: caller.accountId,
        filename,
        original_name: displayName(file.name, type, 0),
        size: file.data.length,
        content_type: type,
        created_by: caller.userId,
        created_at: this.deps.now(),
      });
      return toUploaded(row);
    } catch (err) {
      await this.deps.files.removeFolder(key);
      throw err;
    }
  }

  /**
   * A file for a signed-in user of its account (`GET /maintenance/files/{filename}`): the owner reads every file of
   * the account; a member only the files of a domain whose `read` permission they hold (403 `permission_denied`, as
   * every route refuses a member) — and a file not attached anywhere yet only if they uploaded it. Another
   * account's file, or an unknown name, is 404 alike.
   */
  async openFor(reader: FileReader, filename: string) {
    const row = await this.row(reader.accountId, filename);
    if (reader.role !== 'owner' && !(await this.mayRead(reader, row))) throw forbidden('permission_denied');
    return { file: row, stream: this.deps.files.read(storageKey(row)) };
  }

  private async mayRead(reader: FileReader, row: UploadRow): Promise<boolean> {
    const domains: PermissionDomain[] = [];
    for (const { domain, attachedIn } of this.uses) {
      if (await attachedIn(row.account_id, row.filename)) domains.push(domain);
    }
    if (domains.length === 0) return row.created_by === reader.userId;
    return domains.some((d) => reader.permissions.has(`${d}.read`));
  }

  private async row(accountId: number | null, filename: string): Promise<UploadRow> {
    const row = await this.deps.repo.byName(filename);
    if (!row || (accountId !== null && row.account_id !== accountId)) throw notFound();
    return row;
  }

  /** The account's own file (any account's for `null`: an operator's desk); another's, or an unknown name, is 404. */
  async open(accountId: number | null, filename: string) {
    const row = await this.row(accountId, filename);
    return { file: row, stream: this.deps.files.read(storageKey(row)) };
  }

  /**
   * The files a request attaches, checked to be the caller's own uploads (in the order given). An unknown name or
   * another account's answers 400 `unknown_file` on `field`, so a form cannot point at someone else's proof.
   */
  async assertOwned(accountId: number, filenames: string[], field = 'files'): Promise<AttachedFile[]> {
    const rows = await this.deps.repo.ownedBy(accountId, filenames);
    const byName = new Map(rows.map((r) => [r.filename, r]));
    if (byName.size !== new Set(filenames).size) throw invalid({ [field]: ['unknown_file'] }, 'unknown_file');
    return filenames.map((name) => ({ filename: name, original_name: byName.get(name)!.original_name }));
  }
}
