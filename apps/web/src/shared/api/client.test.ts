import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '../../../test/render.tsx';
import { i18n } from '../i18n/i18n.ts';
import { storage, storageKeys } from '../lib/storage.ts';
import { ApiError, NETWORK_ERROR, UNKNOWN_ERROR } from './api-error.ts';
import { api, setApiHandlers } from './client.ts';

const fetchMock = vi.fn<typeof fetch>();
const sessionEnded = vi.fn();
const mandatoryField = vi.fn();

async function failure(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  setApiHandlers({ sessionEnded, mandatoryField });
});
afterEach(async () => {
  vi.unstubAllGlobals();
  fetchMock.mockReset();
  sessionEnded.mockReset();
  mandatoryField.mockReset();
  await i18n.changeLanguage('en');
});

describe('api client', () => {
  it('sends the token, the language and JSON, and returns the parsed body', async () => {
    storage.set(storageKeys.token, 'secret-token');
    await i18n.changeLanguage('ua');
    fetchMock.mockResolvedValueOnce(jsonResponse(200, { ok: true }));

    await expect(api.post('/auth/forgotten', { email: 'a@b.c' })).resolves.toEqual({ ok: true });

    const [url, init] = fetchMock.mock.calls[0]!;
    const headers = new Headers(init?.headers);
    expect(url).toBe('/api/auth/forgotten');
    expect(init?.method).toBe('POST');
    expect(init?.body).toBe('{"email":"a@b.c"}');
    expect(headers.get('API-KEY')).toBe('secret-token');
    expect(headers.get('Accept-Language')).toBe('uk');
    expect(headers.get('Content-Type')).toBe('application/json');
  });

  it('sends no API-KEY without a token', async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse(200, { base: 'UAH' }));
    await api.get('/info/rates');
    expect(new Headers(fetchMock.mock.calls[0]![1]?.headers).has('API-KEY')).toBe(false);
  });

  it('parses field errors given as an object', async () => {
    fetchMock.mockResolvedValueOnce(
      jsonResponse(400, {
        code: 'validation_error',
        message: 'Check the correctness of entered data',
        errors: { email: ['Enter a valid e-mail'], phone: ['Too short', 'Wrong format'] },
      }),
    );
    const error = await failure(api.post('/register', {}));
    expect(error.status).toBe(400);
    expect(error.code).toBe('validation_error');
    expect(error.message).toBe('Check the correctness of entered data');
    expect(error.fieldErrors).toEqual({ email: ['Enter a valid e-mail'], phone: ['Too short', 'Wrong format'] });
    expect(error.messages).toEqual(['Enter a valid e-mail', 'Too short', 'Wrong format']);
  });

  it('parses errors given as a list', async () => {
    fetchMock.mockResolvedValueOnce(
      jsonResponse(400, { code: 'bad_request', message: 'Bad', errors: ['first', 'second'] }),
    );
    const error = await failure(api.get('/user/'));
    expect(error.fieldErrors).toEqual({});
    expect(error.messages).toEqual(['first', 'second']);
  });

  it('reads Retry-After of a 429', async () => {
    fetchMock.mockResolvedValueOnce(
      jsonResponse(429, { code: 'too_many_attempts', message: 'Later' }, { 'retry-after': '420' }),
    );
    const error = await failure(api.post('/auth/web/', {}));
    expect(error.retryAfter).toBe(420);
  });

  it('on 403 with a logout flag clears the token and hands over to the app', async () => {
    storage.set(storageKeys.token, 'old-token');
    fetchMock.mockResolvedValueOnce(jsonResponse(403, { code: 'session_ended', message: 'Ended', logout: true }));
    const error = await failure(api.get('/user/'));
    expect(error.sessionEnded).toBe(true);
    expect(storage.get(storageKeys.token)).toBeNull();
    expect(sessionEnded).toHaveBeenCalledWith(error);
    expect(mandatoryField).not.toHaveBeenCalled();
  });

  it('on 403 with a logout flag only clears the token when the caller handles the session itself', async () => {
    storage.set(storageKeys.token, 'old-token');
    fetchMock.mockResolvedValueOnce(jsonResponse(403, { code: 'session_ended', message: 'Ended', logout: true }));
    await failure(api.post('/auth/logout', undefined, { skipSessionHandling: true }));
    expect(storage.get(storageKeys.token)).toBeNull();
    expect(sessionEnded).not.toHaveBeenCalled();
  });

  it('on 403 naming the personal data keeps the session and sends the user to fill it in', async () => {
    storage.set(storageKeys.token, 'token');
    fetchMock.mockResolvedValueOnce(
      jsonResponse(403, { code: 'profile_incomplete', message: 'Complete', mandatory_field: 'personal_data' }),
    );
    const error = await failure(api.get('/shipping/shipment'));
    expect(error.mandatoryField).toBe('personal_data');
    expect(mandatoryField).toHaveBeenCalledWith('personal_data', error);
    expect(storage.get(storageKeys.token)).toBe('token');
    expect(sessionEnded).not.toHaveBeenCalled();
  });

  it('a plain 403 is passed on to the caller only', async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse(403, { code: 'permission_denied', message: 'No' }));
    const error = await failure(api.get('/user/personal-data'));
    expect(error.code).toBe('permission_denied');
    expect(sessionEnded).not.toHaveBeenCalled();
    expect(mandatoryField).not.toHaveBeenCalled();
  });

  it('turns a body that is not JSON into an unknown error with the status', async () => {
    fetchMock.mockResolvedValueOnce(new Response('<html>Bad gateway</html>', { status: 502 }));
    const error = await failure(api.get('/user/'));
    expect(error.status).toBe(502);
    expect(error.code).toBe(UNKNOWN_ERROR);
  });

  it('turns a failed connection into a network error', async () => {
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    const error = await failure(api.get('/user/'));
    expect(error.status).toBe(0);
    expect(error.code).toBe(NETWORK_ERROR);
  });
});
