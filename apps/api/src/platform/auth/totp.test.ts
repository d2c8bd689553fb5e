import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { base32Decode, base32Encode, hotp, matchTotp, newTotpSecret, otpauthUrl, stepAt, totpAt } from './totp.ts';

// RFC 6238 appendix B: the SHA-1 seed "12345678901234567890"; the RFC prints 8 digits, we use the last 6.
const RFC_SECRET = base32Encode(Buffer.from('12345678901234567890'));
const RFC_VECTORS: Array<[number, string]> = [
  [59, '287082'],
  [1111111109, '081804'],
  [1111111111, '050471'],
  [1234567890, '005924'],
  [2000000000, '279037'],
];

describe('TOTP (RFC 6238)', () => {
  it.each(RFC_VECTORS)('matches the RFC vector at t=%i', (seconds, code) => {
    expect(totpAt(RFC_SECRET, new Date(seconds * 1000))).toBe(code);
  });

  it('round-trips base32', () => {
    const bytes = Buffer.from([0, 1, 2, 250, 251, 252, 253, 254, 255, 7]);
    expect(base32Decode(base32Encode(bytes))).toEqual(bytes);
    expect(newTotpSecret()).toMatch(/^[A-Z2-7]{32}$/);
  });

  it('agrees with oathtool, an independent implementation', () => {
    const secret = newTotpSecret();
    for (const seconds of [0, 59, 1_700_000_000, 1_795_231_792, 4_000_000_000]) {
      const when = new Date(seconds * 1000);
      const theirs = execFileSync(
        'oathtool',
        ['--totp', '-b', `--now=${when.toISOString().replace('.000Z', 'Z')}`, secret],
        {
          encoding: 'utf8',
        },
      ).trim();
      expect(totpAt(secret, when)).toBe(theirs);
    }
  });

  it('accepts one step of drift either way and nothing further', () => {
    const secret = newTotpSecret();
    const now = new Date('2026-11-21T10:00:10Z');
    const step = stepAt(now);
    expect(matchTotp(secret, hotp(secret, step - 1), now, null)).toBe(step - 1);
    expect(matchTotp(secret, hotp(secret, step + 1), now, null)).toBe(step + 1);
    expect(matchTotp(secret, hotp(secret, step - 2), now, null)).toBeNull();
    expect(matchTotp(secret, hotp(secret, step + 2), now, null)).toBeNull();
  });

  it('refuses a code of a step already used (replay)', () => {
    const secret = newTotpSecret();
    const now = new Date('2026-11-21T10:00:10Z');
    const code = totpAt(secret, now);
    expect(matchTotp(secret, code, now, stepAt(now))).toBeNull();
    expect(matchTotp(secret, code, now, stepAt(now) - 1)).toBe(stepAt(now));
  });

  it('builds an otpauth URI authenticator apps read', () => {
    const url = new URL(otpauthUrl('JBSWY3DPEHPK3PXP', 'olena@example.com'));
    expect(url.protocol).toBe('otpauth:');
    expect(url.host).toBe('totp');
    expect(decodeURIComponent(url.pathname)).toBe('/Seller Cabinet:olena@example.com');
    expect(url.searchParams.get('secret')).toBe('JBSWY3DPEHPK3PXP');
    expect(url.searchParams.get('period')).toBe('30');
  });
});
