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
