import { describe, expect, it } from 'vitest';
import { requestLogLine } from './request-log.ts';

describe('requestLogLine', () => {
  it('blanks a token in the query string, wherever it stands, and keeps the rest of the address', () => {
    expect(requestLogLine({ id: 'r1', method: 'POST', url: '/api/x/clients?token=secret-1&lang=EN' })).toEqual({
      id: 'r1',
      method: 'POST',
      url: '/api/x/clients?token=[Redacted]&lang=EN',
    });
    expect(requestLogLine({ id: 'r2', method: 'GET', url: '/api/x?lang=EN&TOKEN=secret-2' }).url).toBe(
      '/api/x?lang=EN&TOKEN=[Redacted]',
    );
    expect(requestLogLine({ id: 'r3', method: 'GET', url: '/api/health' }).url).toBe('/api/health');
  });
});

describe('an OAuth callback in the log', () => {
  it('keeps no code, state or hmac of a marketplace callback, by whatever name the marketplace gives them', () => {
    const shopify = requestLogLine({
      id: 'r4',
      method: 'GET',
      url: '/connect/shopify?code=c0de&hmac=abc123&host=aGk&shop=a.myshopify.com&state=n0nce&timestamp=1',
    }).url;
    expect(shopify).toBe(
      '/connect/shopify?code=[Redacted]&hmac=[Redacted]&host=aGk&shop=a.myshopify.com&state=[Redacted]&timestamp=1',
    );
    const amazon = requestLogLine({
      id: 'r5',
      method: 'GET',
      url: '/connect/amazon?spapi_oauth_code=RHxyz&state=s1&selling_partner_id=A1&mws_auth_token=m',
    }).url;
    expect(amazon).not.toMatch(/RHxyz|s1&|=m$/);
    expect(amazon).toContain('selling_partner_id=A1');
  });

  it('does not blank a parameter that only ends with one of those names', () => {
    expect(requestLogLine({ id: 'r6', method: 'GET', url: '/api/x?postcode=01001&challenge_code=q' }).url).toBe(
      '/api/x?postcode=01001&challenge_code=q',
    );
  });
});
