import { describe, expect, it } from 'vitest';
import { FILTERED, isSecretName, looksLikeCardNumber, maskSecrets, scrubEvent } from './error-scrub.ts';

describe('the error-report scrubber', () => {
  it('knows card numbers by length and Luhn, not by any digit run', () => {
    expect(looksLikeCardNumber('4111111111111111')).toBe(true);
    expect(looksLikeCardNumber('5500005555555559')).toBe(true);
    expect(looksLikeCardNumber('4111111111111112')).toBe(false);
    expect(looksLikeCardNumber('411111111111')).toBe(false);
  });

  it('masks card numbers in text, plain or grouped, and leaves other numbers and ids alone', () => {
    expect(maskSecrets('paid with 4111 1111 1111 1111 today')).toBe(`paid with ${FILTERED} today`);
    expect(maskSecrets('card=5500-0055-5555-5559')).toBe(`card=${FILTERED}`);
    expect(maskSecrets('order 1234567 of 2026-11-21')).toBe('order 1234567 of 2026-11-21');
    const traceId = '4bf92f3577b34da6a3ce929d0e0e4736a4111111111111111';
    expect(maskSecrets(traceId)).toBe(traceId);
  });

  it('masks the value after a secret name and bearer credentials', () => {
    expect(maskSecrets('login failed: password=hunter2&user=olena')).toBe(
      `login failed: password=${FILTERED}&user=olena`,
    );
    expect(maskSecrets('{"access_token":"abc.def","id":7}')).toBe(`{"access_token":"${FILTERED}","id":7}`);
    expect(maskSecrets('Authorization: Bearer eyJhbGciOi.xyz')).toContain(FILTERED);
    expect(maskSecrets('Authorization: Bearer eyJhbGciOi.xyz')).not.toContain('eyJhbGciOi');
  });

  it('tells secret field names by any of their words', () => {
    for (const name of ['password', 'new_password', 'apiKey', 'api-key', 'access-key', 'Cookie', 'cardPan', 'cvv']) {
      expect(isSecretName(name), name).toBe(true);
    }
    for (const name of ['span_id', 'spans', 'company', 'id', 'transaction', 'tokenizer_version']) {
      expect(isSecretName(name), name).toBe(false);
    }
  });

  it('scrubs a whole event deeply, leaving its structure and ids', () => {
    const event = {
      event_id: 'a4111111111111111b2c3d4e5f6a7b8c',
      request: { headers: { cookie: 's=1', 'api-key': 'k', 'user-agent': 'UA' }, url: '/api/pay?token=t0k3n' },
      user: { id: '42' },
      extra: { body: { password: 'hunter2', pan: '4111111111111111', amount: 4111111111111111 } },
      exception: { values: [{ type: 'Error', value: 'declined 4111111111111111' }] },
    };
    const scrubbed = scrubEvent(event);
    expect(scrubbed.event_id).toBe(event.event_id);
    expect(scrubbed.request.headers).toEqual({ cookie: FILTERED, 'api-key': FILTERED, 'user-agent': 'UA' });
    expect(scrubbed.request.url).toBe(`/api/pay?token=${FILTERED}`);
    expect(scrubbed.user).toEqual({ id: '42' });
    expect(scrubbed.extra.body).toEqual({ password: FILTERED, pan: FILTERED, amount: 0 });
    expect(JSON.stringify(scrubbed)).not.toMatch(/hunter2|4111111111111111(?![\da-f])|t0k3n/);
    expect(event.extra.body.password).toBe('hunter2');
  });

  it('ends on any depth', () => {
    let deep: Record<string, unknown> = { leaf: 'x' };
    for (let i = 0; i < 10_000; i += 1) deep = { next: deep };
    expect(() => scrubEvent(deep)).not.toThrow();
  });
});
