import type { ReadStream } from 'node:fs';
import sharp from 'sharp';
import { invalid } from '../../platform/errors.ts';

/** Wide enough to see the box, the carrier's label and its colours; too coarse, once blurred, to read any line. */
const WIDTH = 320;
const SIGMA = 8;

/**
 * The label photo as the unidentified pool shows it to every seller: shrunk and blurred so that the name and address
 * on it cannot be read (docs/us-packages.md). The original never leaves the desk.
 */
export async function blurredLabel(stream: ReadStream): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return sharp(Buffer.concat(chunks), { limitInputPixels: 50_000_000 })
    .rotate()
    .resize(WIDTH, WIDTH, { fit: 'inside' })
    .blur(SIGMA)
    .jpeg({ quality: 70 })
    .toBuffer();
}

/** A photo the warehouse takes must be an image a browser and the pool can draw: 400 `invalid_file_format` if not. */
export async function assertDecodable(data: Buffer): Promise<void> {
  try {
    const meta = await sharp(data, { limitInputPixels: 50_000_000 }).metadata();
    if (!meta.width || !meta.height) throw new Error('no size');
  } catch {
    throw invalid({ file: ['invalid_file_format'] }, 'invalid_file_format');
  }
}
