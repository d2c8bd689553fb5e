import { describe, expect, it } from 'vitest';
import { createSealer, SealedSecretError } from './sealed-secrets.ts';

const KEY = 'a-long-random-secret-of-the-deployment-0001';

describe('sealed secrets', () => {
  it('opens what it sealed, and the stored text carries no trace of the plain text', () => {
    const sealer = createSealer(KEY);
    const sealed = sealer.seal('etsy-access-token-12345', 'etsy:77');
    expect(sealed).toMatch(/^sealed1\.[0-9a-f]{8}\./);
    expect(sealed).not.toContain('etsy-access-token');
    expect(sealer.open(sealed, 'etsy:77')).toBe('etsy-access-token-12345');
  });

  it('seals the same text differently each time', () => {
    const sealer = createSealer(KEY);
    expect(sealer.seal('token', 'etsy:1')).not.toBe(sealer.seal('token', 'etsy:1'));
  });

  it('refuses a value moved to another context (another shop)', () => {
    const sealer = createSealer(KEY);
    const sealed = sealer.seal('token', 'etsy:1');
    expect(() => sealer.open(sealed, 'etsy:2')).toThrow(SealedSecretError);
  });

  it('refuses an altered value', () => {
    const sealer = createSealer(KEY);
    const sealed = sealer.seal('token', 'etsy:1');
    // Flip one bit of the sealed body's first byte. (Changing the last base64 character is not an alteration
    // when it only touches the padding bits the decoder ignores.)
    const parts = sealed.split('.');
    const body = Buffer.from(parts.at(-1)!, 'base64url');
    body.writeUInt8(body.readUInt8(0) ^ 1, 0);
    const altered = [...parts.slice(0, -1), body.toString('base64url')].join('.');
    expect(() => sealer.open(altered, 'etsy:1')).toThrow(SealedSecretError);
    expect(() => sealer.open('sealed1.zz', 'etsy:1')).toThrow(SealedSecretError);
  });

  it('opens values sealed under the previous key after a new key takes over, and seals under the new one', () => {
    const before = createSealer('the-previous-secret-of-the-deployment-000');
    const sealedBefore = before.seal('token', 'shopify:9');
    const after = createSealer(KEY, ['the-previous-secret-of-the-deployment-000']);
    expect(after.open(sealedBefore, 'shopify:9')).toBe('token');
    expect(createSealer(KEY).open.bind(null, sealedBefore, 'shopify:9')).toThrow(/does not hold/);
    expect(before.open.bind(null, after.seal('token', 'shopify:9'), 'shopify:9')).toThrow(/does not hold/);
  });

  it('returns a value stored before sealing began as it is', () => {
    expect(createSealer(KEY).open('plain-legacy-token', 'etsy:1')).toBe('plain-legacy-token');
  });
});
