import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../shared/i18n/languages.ts';

type Tree = { [key: string]: string | Tree };

const files = import.meta.glob<Tree>(['../shared/i18n/locales/*.json', '../features/*/locales/*.json'], {
  eager: true,
  import: 'default',
});
const sources = import.meta.glob<string>(['../**/*.ts', '../**/*.tsx', '!../**/*.test.ts', '!../**/*.test.tsx'], {
  eager: true,
  query: '?raw',
  import: 'default',
});

function flatten(tree: Tree, prefix = ''): Record<string, string> {
  return Object.entries(tree).reduce<Record<string, string>>((flat, [key, value]) => {
    const path = prefix ? `${prefix}.${key}` : key;
    return typeof value === 'string' ? { ...flat, [path]: value } : { ...flat, ...flatten(value, path) };
  }, {});
}

/** namespace → language → flat key → text */
const catalogues: Record<string, Record<string, Record<string, string>>> = {};
for (const [path, tree] of Object.entries(files)) {
  const [, feature, language] = /(?:features\/([\w-]+)\/)?locales\/(\w+)\.json$/.exec(path)!;
  (catalogues[feature ?? 'common'] ??= {})[language!] = flatten(tree);
}

const placeholders = (text: string) => [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort();

describe('locale catalogues', () => {
  it('exist for every namespace in every language', () => {
    // Every feature (a folder with routes) has its own namespace, beside the shared `common` one.
    const features = Object.keys(import.meta.glob('../features/*/routes.tsx')).map((p) => p.split('/')[2]!);
    expect(Object.keys(catalogues).sort()).toEqual(['common', ...features].sort());
    for (const [namespace, byLanguage] of Object.entries(catalogues)) {
      expect(Object.keys(byLanguage).sort(), namespace).toEqual([...LANGUAGES].sort());
    }
  });

  it('have the same keys, non-empty texts and the same placeholders in every language', () => {
    for (const [namespace, byLanguage] of Object.entries(catalogues)) {
      const allKeys = [...new Set(Object.values(byLanguage).flatMap((flat) => Object.keys(flat)))].sort();
      for (const language of LANGUAGES) {
        const flat = byLanguage[language] ?? {};
        const missing = allKeys.filter((key) => !(key in flat));
        expect(missing, `${namespace}/${language}.json lacks keys`).toEqual([]);
        const empty = allKeys.filter((key) => !flat[key]?.trim());
        expect(empty, `${namespace}/${language}.json has empty texts`).toEqual([]);
        for (const key of allKeys) {
          expect(placeholders(flat[key] ?? ''), `${namespace}:${key} placeholders in ${language}`).toEqual(
            placeholders(byLanguage.en?.[key] ?? ''),
          );
        }
      }
    }
  });

  it('write the Ukrainian apostrophe as ’, never a straight quote between letters (COPY.md rule 1)', () => {
    const straight = Object.entries(catalogues).flatMap(([namespace, byLanguage]) =>
      Object.entries(byLanguage.ua ?? {})
        .filter(([, text]) => /\p{L}'\p{L}/u.test(text))
        .map(([key, text]) => `${namespace}:${key} "${text}"`),
    );
    expect(straight).toEqual([]);
  });
});

describe('keys used in the source', () => {
  // t('key'), t("key"), i18n.t('ns:key'); keys built at run time (errors.<code>) are checked where they are built.
  const keyCall = /\bt\(\s*(['"`])([\w.:-]+)\1/g;
  // useTranslation('ns') or useTranslation(['ns', 'other']): the first namespace is where unprefixed keys live. A file
  // without one (a table's columns, given the page's `t`) speaks its feature's namespace, if the feature has one.
  const featureOf = (file: string) => /\/features\/([\w-]+)\//.exec(file)?.[1];
  const namespaceOf = (source: string, file: string) =>
    /useTranslation\(\s*\[?\s*['"]([\w-]+)['"]/.exec(source)?.[1] ??
    [featureOf(file)].find((feature) => feature && feature in catalogues) ??
    'common';

  const used = Object.entries(sources).flatMap(([file, source]) =>
    [...source.matchAll(keyCall)].map((match) => {
      const raw = match[2]!;
      const [namespace, key] = raw.includes(':')
        ? (raw.split(':', 2) as [string, string])
        : [namespaceOf(source, file), raw];
      return { file, namespace, key };
    }),
  );

  it('finds the calls (the scan itself works)', () => {
    expect(used.length).toBeGreaterThan(150);
    expect(used).toContainEqual({
      file: '../features/auth/components/password-step.tsx',
      namespace: 'auth',
      key: 'login.submit',
    });
    // A file that names several namespaces: its unprefixed keys are in the first.
    expect(used).toContainEqual({
      file: '../features/warehouse-stock/components/inbound-card.tsx',
      namespace: 'warehouse-stock',
      key: 'ops.inbound.received',
    });
  });

  it('are all in a catalogue: the file namespace, or the shared one it falls back to', () => {
    const unknown = used
      .filter(
        ({ namespace, key }) => !(key in (catalogues[namespace]?.en ?? {})) && !(key in (catalogues.common?.en ?? {})),
      )
      .map(({ file, namespace, key }) => `${file}: ${namespace}:${key}`);
    expect(unknown).toEqual([]);
  });
});
