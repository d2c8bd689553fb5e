import { createReadStream, type ReadStream } from 'node:fs';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { dirname, resolve, sep } from 'node:path';

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
