import { createReadStream, type ReadStream } from 'node:fs';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { dirname, join, resolve, sep } from 'node:path';
import { claimFileTypes, type ClaimFileType } from '@cabinet/contracts/lost-payments';
import { detectAccepted } from '../../uploads/file-type.ts';

/** What a proof file really is, by its content (the shared check): an image or a PDF, else null. */
export const detectFileType = (buf: Buffer): ClaimFileType | null => detectAccepted(buf, claimFileTypes);

export const EXTENSIONS: Record<ClaimFileType, string> = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/gif': 'gif',
  'image/webp': 'webp',
  'application/pdf': 'pdf',
};

/** The name to show (never used on disk): the base name, without control or path characters, at most 120 long. */
export function displayName(filename: string | undefined, type: ClaimFileType, index: number): string {
  const base = (filename ?? '').split(/[\\/]/).pop() ?? '';
  // eslint-disable-next-line no-control-regex -- control characters are exactly what is removed
  const clean = base.replace(/[\u0000-\u001f\u007f"<>|:*?]/g, '').trim();
  return (clean || `file-${index + 1}.${EXTENSIONS[type]}`).slice(-120);
}

/**
 * Files on local disk under `<DATA_DIR>/files` (ARCHITECTURE §1: the default storage). Keys are made by the server
 * only ("claims/12/1.png"); a key that would leave the root is refused.
 */
export class FileStore {
  constructor(private readonly root: string) {}

  private path(key: string): string {
    const root = resolve(this.root);
    const full = resolve(root, key);
    if (!full.startsWith(root + sep)) throw new Error(`storage key outside the root: ${key}`);
    return full;
  }

  async write(key: string, data: Buffer): Promise<void> {
    const full = this.path(key);
    await mkdir(dirname(full), { recursive: true });
    await writeFile(full, data, { flag: 'wx' });
  }

  read(key: string): ReadStream {
    return createReadStream(this.path(key));
  }

  /** Removes a folder of keys (a claim's files after its transaction failed). */
  async removeFolder(prefix: string): Promise<void> {
    await rm(this.path(prefix), { recursive: true, force: true });
  }
}

export const claimFolder = (claimId: number) => join('claims', String(claimId));
