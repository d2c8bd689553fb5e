import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client.ts';
import { openTestDatabase } from '../../../test/app.ts';
import { loadSandboxSecrets, type SandboxSecrets } from './sandbox-secrets.ts';

// Each installation makes its own sandbox credentials at its first start and keeps them; none is in the repository.
let first: Database;
let second: Database;
beforeAll(async () => {
  first = await openTestDatabase();
  second = await openTestDatabase();
}, 300_000);
afterAll(async () => {
  await Promise.all([first.close(), second.close()]);
});

const values = (secrets: SandboxSecrets) =>
  Object.entries(secrets).flatMap(([sandbox, fields]) =>
    Object.entries(fields as Record<string, string>).map(([field, value]) => ({ name: `${sandbox}.${field}`, value })),
  );

describe("an installation's sandbox secrets", () => {
  it('differ between two fresh installations, every one of them', async () => {
    const mine = values(await loadSandboxSecrets(first.db, new Date()));
    const theirs = new Map(values(await loadSandboxSecrets(second.db, new Date())).map((v) => [v.name, v.value]));
    expect(mine.length).toBeGreaterThanOrEqual(14);
    for (const { name, value } of mine) expect(theirs.get(name), name).not.toBe(value);
  });

  it('are kept: the next start of the same installation reads the same ones', async () => {
    const once = await loadSandboxSecrets(first.db, new Date());
    const again = await loadSandboxSecrets(first.db, new Date());
    expect(again).toEqual(once);
  });

  it('have the shapes the marketplaces give theirs', async () => {
    const { etsy, ebay, amazon, shopify, payments } = await loadSandboxSecrets(first.db, new Date());
    expect(etsy.keystring).toMatch(/^[a-z0-9]{24}$/);
    expect(etsy.webhookSecret).toMatch(/^whsec_[A-Za-z0-9+/]+=*$/);
    expect(Buffer.from(etsy.webhookSecret.slice('whsec_'.length), 'base64')).toHaveLength(32);
    expect(ebay.verificationToken).toMatch(/^[A-Za-z0-9_-]{32,80}$/);
    expect(amazon.appId).toMatch(/^amzn1\.sp\.solution\.[0-9a-f-]{36}$/);
    expect(shopify.clientSecret).toMatch(/^shpss_[0-9a-f]{32}$/);
    expect(payments.webhookSecret.length).toBeGreaterThanOrEqual(32);
  });
});
