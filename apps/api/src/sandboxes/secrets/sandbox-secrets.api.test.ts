import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../platform/db/client.ts';
import { openTestDatabase } from '../../../test/app.ts';
import { createSealer } from '../../platform/secrets/sealed-secrets.ts';
import { loadSandboxSecrets, type SandboxSecrets } from './sandbox-secrets.ts';
import { sandboxSecrets } from './secrets.schema.ts';

const sealer = createSealer('a test key that is long enough to be a key');

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
    const mine = values(await loadSandboxSecrets(first.db, new Date(), sealer));
    const theirs = new Map(
      values(await loadSandboxSecrets(second.db, new Date(), sealer)).map((v) => [v.name, v.value]),
    );
    expect(mine.length).toBeGreaterThanOrEqual(14);
    for (const { name, value } of mine) expect(theirs.get(name), name).not.toBe(value);
  });

  it('are kept: the next start of the same installation reads the same ones', async () => {
    const once = await loadSandboxSecrets(first.db, new Date(), sealer);
    const again = await loadSandboxSecrets(first.db, new Date(), sealer);
    expect(again).toEqual(once);
  });

  it('have the shapes the marketplaces give theirs', async () => {
    const { etsy, ebay, amazon, shopify, payments } = await loadSandboxSecrets(first.db, new Date(), sealer);
    expect(etsy.keystring).toMatch(/^[a-z0-9]{24}$/);
    expect(etsy.webhookSecret).toMatch(/^whsec_[A-Za-z0-9+/]+=*$/);
    expect(Buffer.from(etsy.webhookSecret.slice('whsec_'.length), 'base64')).toHaveLength(32);
    expect(ebay.verificationToken).toMatch(/^[A-Za-z0-9_-]{32,80}$/);
    expect(amazon.appId).toMatch(/^amzn1\.sp\.solution\.[0-9a-f-]{36}$/);
    expect(shopify.clientSecret).toMatch(/^shpss_[0-9a-f]{32}$/);
    expect(payments.webhookSecret.length).toBeGreaterThanOrEqual(32);
    expect(payments.apiKey).toMatch(/^sk_test_[A-Za-z0-9]{48}$/);
  });

  it('are sealed at rest, each to its own name; values stored before sealing are sealed at the next start', async () => {
    const opened = values(await loadSandboxSecrets(first.db, new Date(), sealer));
    const rows = await first.db.select().from(sandboxSecrets);
    for (const { name, value } of opened) {
      const row = rows.find((r) => r.name === name)!;
      expect(row.value, name).toMatch(/^sealed1\./);
      expect(row.value, name).not.toContain(value);
    }
    // A row from before sealing: read as it is, then sealed.
    await first.db.update(sandboxSecrets).set({ value: 'plain-old-value' });
    const reread = await loadSandboxSecrets(first.db, new Date(), sealer);
    expect(values(reread).every((v) => v.value === 'plain-old-value')).toBe(true);
    const after = await first.db.select().from(sandboxSecrets);
    expect(after.every((r) => r.value.startsWith('sealed1.'))).toBe(true);
    // Under another key they do not open.
    await expect(
      loadSandboxSecrets(first.db, new Date(), createSealer('another key entirely, long too')),
    ).rejects.toThrow(/sealed secret/);
  });
});
