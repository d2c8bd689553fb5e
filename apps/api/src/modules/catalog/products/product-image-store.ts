import { randomBytes } from 'node:crypto';
import { createReadStream, type ReadStream } from 'node:fs';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { join, resolve, sep } from 'node:path';
import sharp from 'sharp';
import { invalid } from '../../../platform/errors.ts';

/** §5 product pictures: a large copy for the detail view and a thumbnail for lists, both WebP. */
export const LARGE_BOX = 1200;
export const THUMB_BOX = 240;

export interface StoredImage {
  large: string;
  thumb: string;
  /** Of the large copy: what the browser shows. */
  width: number;
  height: number;
}

/**
 * Resized product pictures under `<DATA_DIR>/products/<account_id>/` with random names (never the seller's). The
 * files are written before the product's transaction and removed again when it fails; removed images lose their
 * files only after the transaction that dropped them committed.
 */
export class ProductImageStore {
  private readonly root: string;

  constructor(root: string) {
    this.root = resolve(root);
  }

  private path(accountId: number, name: string): string {
    if (!/^[0-9a-f]{32}-(large|thumb)\.webp$/.test(name)) throw new Error(`not an image name: ${name}`);
    const full = join(this.root, String(accountId), name);
    if (!full.startsWith(this.root + sep)) throw new Error(`outside the image root: ${name}`);
    return full;
  }

  /** Resizes an upload; 400 `invalid_file_format` on `images` when it is not a picture sharp can read. */
  async save(accountId: number, data: Buffer): Promise<StoredImage> {
    const base = randomBytes(16).toString('hex');
    const names = { large: `${base}-large.webp`, thumb: `${base}-thumb.webp` };
    let large: { data: Buffer; info: sharp.OutputInfo };
    let thumb: Buffer;
    try {
      // rotate() applies the EXIF orientation of phone photos before the metadata is dropped.
      const source = sharp(data, { limitInputPixels: 50_000_000 }).rotate();
      large = await source
        .clone()
        .resize(LARGE_BOX, LARGE_BOX, { fit: 'inside', withoutEnlargement: true })
        .webp({ quality: 82 })
        .toBuffer({ resolveWithObject: true });
      thumb = await source
        .clone()
        .resize(THUMB_BOX, THUMB_BOX, { fit: 'inside', withoutEnlargement: true })
        .webp({ quality: 75 })
        .toBuffer();
    } catch {
      throw invalid({ images: ['invalid_file_format'] }, 'invalid_file_format');
    }
    await mkdir(join(this.root, String(accountId)), { recursive: true });
    await writeFile(this.path(accountId, names.large), large.data, { flag: 'wx' });
    await writeFile(this.path(accountId, names.thumb), thumb, { flag: 'wx' });
    return { ...names, width: large.info.width, height: large.info.height };
  }

  read(accountId: number, name: string): ReadStream {
    return createReadStream(this.path(accountId, name));
  }

  /** Best effort: a file left behind is only disk space, never a wrong picture (names are never reused). */
  async remove(accountId: number, images: Array<Pick<StoredImage, 'large' | 'thumb'>>): Promise<void> {
    await Promise.all(
      images.flatMap((i) => [i.large, i.thumb]).map((name) => rm(this.path(accountId, name), { force: true })),
    );
  }
}
