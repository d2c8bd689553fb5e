import { execFileSync } from 'node:child_process';
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
