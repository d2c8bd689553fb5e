import { ESLint } from 'eslint';
import tseslint from 'typescript-eslint';
import { describe, expect, it } from 'vitest';

/**
 * The house rules of issue 22, each proven on a planted file linted with the repository's own configuration as if it
 * stood at that path: the size limits (300 lines a file, 80 a function, blank lines and comments not counted; tests
 * exempt), query keys that come only from key factories, and API tests, journeys and benchmarks that call the
 * endpoint table by name rather than spell a path. Type-aware rules are off: a planted file is in no TypeScript project.
 */
const eslint = new ESLint({
  cwd: new URL('..', import.meta.url).pathname,
  overrideConfig: { ...tseslint.configs.disableTypeChecked, files: ['**/*.{ts,tsx}'] },
  // Only the rules under test: the import rules would follow the planted imports through the whole repository.
  ruleFilter: ({ ruleId }) => ['max-lines', 'max-lines-per-function', 'no-restricted-syntax'].includes(ruleId),
});

async function messagesOf(filePath: string, code: string, rule: string) {
  const [result] = await eslint.lintText(code, { filePath });
  return result!.messages.filter((m) => m.ruleId === rule).map((m) => m.message);
}

/** A function of `lines` statements, with a comment and a blank line between each (neither counts). */
const functionOf = (lines: number) =>
  `export function planted(): number {\n  let n = 0;\n${Array.from({ length: lines - 4 }, () => '  // why\n\n  n += 1;').join('\n')}\n  return n;\n}\n`;

describe('size rules', { timeout: 60_000 }, () => {
  it('refuses a function over 80 lines and takes one of 80, not counting comments or blank lines', async () => {
    const rule = 'max-lines-per-function';
    expect(await messagesOf('apps/api/src/modules/content/planted.ts', functionOf(81), rule)).toEqual([
      expect.stringContaining('Maximum allowed is 80'),
    ]);
    expect(await messagesOf('apps/web/src/features/content/planted.tsx', functionOf(80), rule)).toEqual([]);
  });

  it('refuses a file over 300 lines in apps/ and packages/, and lets a test file be longer', async () => {
    const file = Array.from({ length: 301 }, (_, i) => `export const line${i} = ${i};`).join('\n');
    expect(await messagesOf('packages/contracts/src/planted.ts', file, 'max-lines')).toEqual([
      expect.stringContaining('Maximum allowed is 300'),
    ]);
    expect(await messagesOf('apps/api/src/modules/content/planted.api.test.ts', file, 'max-lines')).toEqual([]);
    expect(
      await messagesOf('apps/web/src/features/content/planted.test.tsx', functionOf(120), 'max-lines-per-function'),
    ).toEqual([]);
  });
});

describe('query keys', { timeout: 60_000 }, () => {
  const rule = 'no-restricted-syntax';
  it('refuses a key written out in a query or an invalidation', async () => {
    const code = [
      "import { useQuery, useQueryClient } from '@tanstack/react-query';",
      "export const usePlanted = () => useQuery({ queryKey: ['planted', 1], queryFn: () => 1 });",
      "export const useDrop = () => useQueryClient().invalidateQueries({ queryKey: ['planted'] });",
    ].join('\n');
    expect(await messagesOf('apps/web/src/features/content/api/planted.ts', code, rule)).toEqual([
      expect.stringContaining('key factory'),
      expect.stringContaining('key factory'),
    ]);
  });

  it('takes a key from the factory', async () => {
    const code = [
      "import { useQuery } from '@tanstack/react-query';",
      "const plantedKeys = { all: ['planted'] as const, one: (id: number) => [...plantedKeys.all, id] as const };",
      'export const usePlanted = () => useQuery({ queryKey: plantedKeys.one(1), queryFn: () => 1 });',
    ].join('\n');
    expect(await messagesOf('apps/web/src/features/content/api/planted.ts', code, rule)).toEqual([]);
  });
});

describe('API test calls', { timeout: 60_000 }, () => {
  const rule = 'no-restricted-syntax';
  const planted = (...calls: string[]) =>
    ['declare const t: { request(o: object): unknown };', 'declare const id: number;', ...calls].join('\n');

  it('refuses a path under /api spelled out by hand, as a string or a template, in a suite or a shared helper', async () => {
    const code = planted(
      "t.request({ method: 'GET', url: '/api/user/book' });",
      "t.request({ method: 'DELETE', url: `/api/user/book/${id}` });",
      "t.request({ method: 'GET', url: `/api${'/user/'}` });",
    );
    const refused = Array.from({ length: 3 }, () => expect.stringContaining('t.call(xxxApi.name'));
    expect(await messagesOf('apps/api/src/modules/content/planted.api.test.ts', code, rule)).toEqual(refused);
    expect(await messagesOf('apps/api/test/planted.ts', code, rule)).toEqual(refused);
    expect(await messagesOf('apps/api/src/modules/content/planted.test-kit.ts', code, rule)).toEqual(refused);
  });

  it('takes the paths the endpoint table does not hold: the sandboxes, a suite’s own routes, the OpenAPI document', async () => {
    const code = planted(
      "t.request({ method: 'POST', url: `/api/sandbox/etsy/_sandbox/shops/${id}/orders` });",
      "t.request({ method: 'GET', url: '/api/test/boom' });",
      "t.request({ method: 'GET', url: '/api/docs/json' });",
      "t.request({ method: 'GET', url: '/dashboard' });",
    );
    expect(await messagesOf('apps/api/src/modules/content/planted.api.test.ts', code, rule)).toEqual([]);
  });
});

describe('the endpoint table in journeys and benchmarks', { timeout: 60_000 }, () => {
  const rule = 'no-restricted-syntax';
  it('refuses a path under /api written out for Playwright, fetch or an inject, but not the sandboxes or health', async () => {
    const journey = [
      "import { test } from '@playwright/test';",
      "test('planted', async ({ page, request }) => {",
      "  await request.post('/api/register', { data: {} });",
      '  await page.request.get(`/api/orders/${1}`);',
      "  await request.get('/api/sandbox/etsy/_sandbox/shops');",
      "  await request.get('/api/health');",
      "  await page.goto('/api/sandbox/ukrposhta/counter');",
      '});',
    ].join('\n');
    expect(await messagesOf('e2e/planted.e2e.ts', journey, rule)).toEqual([
      expect.stringContaining('endpoint table'),
      expect.stringContaining('endpoint table'),
    ]);
    const bench = [
      "import type { FastifyInstance } from 'fastify';",
      'export async function planted(app: FastifyInstance, id: number) {',
      "  await app.inject({ method: 'GET', url: '/api/user/' });",
      "  await app.inject({ method: 'POST', url: `/api/ops/money/accounts/${id}/adjustments` });",
      "  await fetch('/api/transfers', { method: 'POST' });",
      "  await app.inject({ method: 'GET', url: '/api/sandbox/etsy/_sandbox/shops' });",
      '}',
    ].join('\n');
    expect(await messagesOf('bench/planted.ts', bench, rule)).toEqual([
      expect.stringContaining('endpoint table'),
      expect.stringContaining('endpoint table'),
      expect.stringContaining('endpoint table'),
    ]);
  });

  it('takes a call through the table', async () => {
    const code = [
      "import { test } from '@playwright/test';",
      "import { accountApi } from '@cabinet/contracts/user';",
      "import { callApi } from './support.ts';",
      "test('planted', async ({ request }) => {",
      '  await callApi(request, accountApi.me, { token: "t" });',
      '});',
    ].join('\n');
    expect(await messagesOf('e2e/planted.e2e.ts', code, rule)).toEqual([]);
  });
});
