import { randomBytes } from 'node:crypto';
import { uploadContentTypes, type AttachedFile, type UploadedFile } from '@cabinet/contracts/uploads';
import { AppError, invalid, notFound } from '../../platform/errors.ts';
// The disk store was written for unidentified-payment claims; uploads share it as it is.
import { EXTENSIONS, displayName, type FileStore } from '../money/lost-payments/claim-files.ts';
import { assertFileType } from './file-type.ts';
import type { UploadRepository } from './uploads.repository.ts';
import type { UploadRow } from './uploads.schema.ts';

const toUploaded = (row: UploadRow): UploadedFile => ({
  filename: row.filename,
  original_name: row.original_name,
  size: row.size,
  content_type: row.content_type,
});

const storageKey = (row: Pick<UploadRow, 'account_id' | 'filename'>) => `${row.account_id}/${row.filename}`;

/** §7 `maintenance/upload`: files judged by their content, stored per account, served and attached only by it. */
export class UploadService {
  constructor(private readonly deps: { repo: UploadRepository; files: FileStore; now: () => Date }) {}

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

  /** The account's own file, for the browser; another account's, or an unknown name, is 404 alike. */
  async open(accountId: number | null, filename: string) {
    const row = await this.deps.repo.byName(filename);
    if (!row || (accountId !== null && row.account_id !== accountId)) throw notFound();
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
