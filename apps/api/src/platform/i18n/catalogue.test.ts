import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import en from './locales/en.json' with { type: 'json' };
import ru from './locales/ru.json' with { type: 'json' };
import ua from './locales/ua.json' with { type: 'json' };

const catalogues = { en, ru, ua } as Record<string, Record<string, Record<string, string>>>;
const srcRoot = fileURLToPath(new URL('../../', import.meta.url));

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sources(path);
    return name.endsWith('.ts') && !name.includes('.test.') ? [path] : [];
  });
}

/** The error and field codes the server code can raise, read from its source. */
function usedCodes() {
  const errors = new Set<string>();
  const fields = new Set<string>();
  for (const file of sources(srcRoot)) {
    const text = readFileSync(file, 'utf8');
    for (const m of text.matchAll(/new AppError\(\s*\d+,\s*'(\w+)'/g)) errors.add(m[1]!);
    for (const m of text.matchAll(/\b(?:notFound|forbidden)\('(\w+)'\)/g)) errors.add(m[1]!);
    for (const m of text.matchAll(/\binvalid\(([\s\S]*?)\)(?:;|\n)/g)) {
      for (const f of m[1]!.matchAll(/\['(\w+)'\]/g)) fields.add(f[1]!);
      const code = /,\s*'(\w+)'\s*$/.exec(m[1]!.trim());
      if (code) errors.add(code[1]!);
    }
    for (const m of text.matchAll(/errors:\s*\{\s*\w+:\s*\['(\w+)'\]/g)) fields.add(m[1]!);
  }
  return { errors, fields };
}

describe('server message catalogues', () => {
  it('write the Ukrainian apostrophe as ’, never a straight quote between letters (COPY.md rule 1)', () => {
    const straight = Object.entries(ua as Record<string, Record<string, string>>).flatMap(([group, texts]) =>
      Object.entries(texts)
        .filter(([, text]) => /\p{L}'\p{L}/u.test(text))
        .map(([key, text]) => `${group}.${key} "${text}"`),
    );
    expect(straight).toEqual([]);
  });

  it('have the same keys in ua, ru and en', () => {
    const keys = (c: Record<string, Record<string, string>>) =>
      Object.entries(c)
        .flatMap(([section, entries]) => Object.keys(entries).map((k) => `${section}.${k}`))
        .sort();
    expect(keys(catalogues.ua!)).toEqual(keys(catalogues.en!));
    expect(keys(catalogues.ru!)).toEqual(keys(catalogues.en!));
  });

  it('word every error and field code the server raises', () => {
    const { errors, fields } = usedCodes();
    expect(errors.size).toBeGreaterThan(5);
    expect(fields.size).toBeGreaterThan(3);
    for (const lang of ['ua', 'ru', 'en']) {
      for (const code of errors) expect(catalogues[lang]!.errors![code], `${lang} errors.${code}`).toBeTruthy();
      for (const code of fields) expect(catalogues[lang]!.fields![code], `${lang} fields.${code}`).toBeTruthy();
    }
  });
});
