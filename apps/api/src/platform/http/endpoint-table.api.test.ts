import { readdirSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EndpointDefinition } from '@cabinet/contracts/endpoint';
import { createTestApp, type TestApp } from '../../../test/app.ts';

const CONTRACTS = new URL('../../../../../packages/contracts/src/', import.meta.url);
const METHODS = new Set(['GET', 'POST', 'PUT', 'PATCH', 'DELETE']);

const isEntry = (value: unknown): value is EndpointDefinition => {
  const e = value as Partial<EndpointDefinition> | null;
  return (
    typeof e === 'object' &&
    e !== null &&
    METHODS.has(e.method as string) &&
    typeof e.path === 'string' &&
    Array.isArray(e.tags)
  );
};

/** Every entry any contracts module exports in an endpoint table (an object of endpoint() entries), each once. */
async function tableEntries(): Promise<EndpointDefinition[]> {
  const entries = new Set<EndpointDefinition>();
  const files = readdirSync(CONTRACTS).filter((name) => name.endsWith('.ts') && !name.endsWith('.test.ts'));
  for (const file of files) {
    const module = (await import(new URL(file, CONTRACTS).href)) as Record<string, unknown>;
    for (const table of Object.values(module)) {
      if (typeof table !== 'object' || table === null || Array.isArray(table)) continue;
      for (const value of Object.values(table)) if (isEntry(value)) entries.add(value);
    }
  }
  return [...entries];
}

const name = (method: string, path: string) => `${method} ${path}`;

// The generated document and the sandbox's imitations of outside systems (a payment page) are no operations of ours.
const isOperation = (url: string) =>
  url.startsWith('/api/') && !url.startsWith('/api/docs') && !url.startsWith('/api/sandbox/');

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

// Issue 13: a path or a shape exists once — in the contracts' endpoint table, which the routes register from.
describe('the endpoint table', () => {
  it('is where every /api route comes from (registered with route())', () => {
    const operations = t.app.routeCatalogue.filter((r) => isOperation(r.url));
    expect(operations.length).toBeGreaterThan(100);
    const handWritten = operations.filter((r) => !r.endpoint).map((r) => name(r.method, r.url));
    expect(handWritten).toEqual([]);
  });

  it('has one entry per method and path, and each is registered', async () => {
    const entries = await tableEntries();
    expect(entries.length).toBeGreaterThan(100);
    const seen = new Map<string, number>();
    for (const e of entries) seen.set(name(e.method, e.path), (seen.get(name(e.method, e.path)) ?? 0) + 1);
    expect([...seen].filter(([, count]) => count > 1).map(([key]) => key)).toEqual([]);

    const registered = new Set(t.app.routeCatalogue.map((r) => name(r.method, r.url)));
    const unregistered = entries.map((e) => name(e.method, `/api${e.path}`)).filter((key) => !registered.has(key));
    expect(unregistered).toEqual([]);
  });
});
