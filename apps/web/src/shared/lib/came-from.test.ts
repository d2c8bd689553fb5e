import { describe, expect, it } from 'vitest';
import { pathOf, safeCameFrom } from './came-from.ts';
import { loginUrl } from './paths.ts';

describe('safeCameFrom', () => {
  it.each([
    ['/dashboard', '/dashboard'],
    ['/settings/2fa?tab=codes#top', '/settings/2fa?tab=codes#top'],
    ['/orders/etsy/15', '/orders/etsy/15'],
  ])('keeps a path of this site: %s', (value, expected) => {
    expect(safeCameFrom(value)).toBe(expected);
  });

  it.each([
    [null],
    [''],
    ['dashboard'],
    ['https://evil.example/dashboard'],
    ['//evil.example/x'],
    ['/\\evil.example/x'],
    ['/\t/evil.example'],
    ['/%0a/x\n'],
    ['javascript:alert(1)'],
  ])('rejects %j', (value) => {
    expect(safeCameFrom(value)).toBeNull();
  });

  it.each(['/login', '/login/', '/register', '/logout', '/login/forgotten', '/restore-password?token=x'])(
    'never returns to a sign-in page: %s',
    (value) => {
      expect(safeCameFrom(value)).toBeNull();
    },
  );
});

describe('loginUrl', () => {
  it('carries cameFrom encoded', () => {
    expect(loginUrl('/settings/2fa?x=1&y=2')).toBe('/login?cameFrom=%2Fsettings%2F2fa%3Fx%3D1%26y%3D2');
    expect(loginUrl(null)).toBe('/login');
  });

  it('pathOf keeps path, query and hash of a full URL', () => {
    expect(pathOf('http://localhost:3000/settings/2fa?x=1#a')).toBe('/settings/2fa?x=1#a');
  });
});
