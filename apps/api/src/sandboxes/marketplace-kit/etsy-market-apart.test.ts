import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

/*
 * The Etsy and market sandboxes check the adapters only while they share nothing with them: no module of theirs (nor
 * of the kit they use) imports from providers/. Tests may import both sides and are left out.
 */

const ROOT = new URL('../', import.meta.url);
const sources = (dir: string) =>
  readdirSync(new URL(`${dir}/`, ROOT))
    .filter((name) => name.endsWith('.ts') && !name.endsWith('.test.ts') && !name.endsWith('.test-kit.ts'))
    .map((name) => ({ file: `${dir}/${name}`, text: readFileSync(new URL(`${dir}/${name}`, ROOT), 'utf8') }));

const IMPORT = /\bfrom\s+'([^']+)'|\bimport\(\s*'([^']+)'\s*\)/g;

describe('the Etsy and market sandboxes stand apart from the adapters', () => {
  it('import nothing from providers/', () => {
    const found = ['etsy', 'market', 'marketplace-kit'].flatMap(sources).flatMap(({ file, text }) =>
      [...text.matchAll(IMPORT)]
        .map((m) => m[1] ?? m[2]!)
        .filter((target) => target.includes('/providers/'))
        .map((target) => `${file} → ${target}`),
    );
    expect(found).toEqual([]);
  });
});
