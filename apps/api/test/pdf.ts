import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** What poppler (an independent reader) makes of a PDF: its `pdfinfo` fields and its text (`pdftotext -layout`). */
export function readPdf(bytes: Buffer): { info: Record<string, string>; text: string } {
  const dir = mkdtempSync(join(tmpdir(), 'pdf-check-'));
  try {
    const file = join(dir, 'doc.pdf');
    writeFileSync(file, bytes);
    const info = Object.fromEntries(
      execFileSync('pdfinfo', [file], { encoding: 'utf8' })
        .split('\n')
        .filter((line) => line.includes(':'))
        .map((line) => {
          const at = line.indexOf(':');
          return [line.slice(0, at).trim(), line.slice(at + 1).trim()];
        }),
    );
    const text = execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
    return { info, text };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** A4 in points, as pdfinfo prints it. */
export const A4_PAGE_SIZE = /^595\.2\d? x 841\.8\d? pts \(A4\)/;

/**
 * The barcodes on one page as a scanner reads them: poppler rasterises the page at 200 dpi, zbarimg decodes it.
 * Returns "CODE-128:SC00000012"-style strings, sorted; none found → [].
 */
export function decodeBarcodes(bytes: Buffer, page = 1): string[] {
  const dir = mkdtempSync(join(tmpdir(), 'pdf-scan-'));
  try {
    const file = join(dir, 'doc.pdf');
    writeFileSync(file, bytes);
    const png = join(dir, 'page');
    execFileSync('pdftoppm', ['-r', '200', '-png', '-singlefile', '-f', String(page), '-l', String(page), file, png]);
    const out = spawnSync('zbarimg', ['-q', '--raw', '-Sdisable', '-Scode128.enable', `${png}.png`], {
      encoding: 'utf8',
    });
    // zbarimg exits with 4 when the image holds no barcode at all.
    if (out.status !== 0 && out.status !== 4) throw new Error(`zbarimg failed: ${out.stderr}`);
    return out.stdout.split('\n').filter(Boolean).sort();
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
