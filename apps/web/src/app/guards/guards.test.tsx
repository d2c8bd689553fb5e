import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { demoUser, rates } from '../../../test/fixtures.ts';
import { stubApi } from '../../../test/fetch-stub.ts';
import { jsonResponse, renderRoutes } from '../../../test/render.tsx';
import { queryClient } from '../../shared/api/query-client.ts';
import { storage, storageKeys } from '../../shared/lib/storage.ts';
import { routes } from '../routes.tsx';

const twoFactorOff = { enabled: false, pending: false, recovery_codes_left: 0 };
const path = (router: { state: { location: { pathname: string; search: string } } }) =>
  `${router.state.location.pathname}${router.state.location.search}`;

async function signIn() {
  const user = userEvent.setup();
  await user.type(await screen.findByLabelText(/^E-mail/), 'demo@seller-cabinet.test');
  await user.type(screen.getByLabelText(/^Password/), 'demo-seller-2026');
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
}

afterEach(() => {
  vi.unstubAllGlobals();
  queryClient.clear();
});

describe('route guards', () => {
  it('sends a visitor without a session to /login?cameFrom=<path>, and back there after signing in', async () => {
    const calls = stubApi({
      'POST /api/auth/web/': [200, { token: 'fresh-token' }],
      'GET /api/user/': [200, demoUser],
      'GET /api/auth/ext/setup': [200, twoFactorOff],
    });
    const { router } = renderRoutes(routes, '/settings/2fa?from=menu', queryClient);

    // The first test of the file loads the sign-in page's chunk: a busy machine takes longer than findBy's second.
    await screen.findByRole('heading', { level: 1, name: 'Sign in to your cabinet' }, { timeout: 5000 });
    expect(path(router)).toBe('/login?cameFrom=%2Fsettings%2F2fa%3Ffrom%3Dmenu');
    expect(calls).toEqual([]);

    await signIn();

    await screen.findByRole('heading', { level: 1, name: 'Two-factor authentication' });
    expect(path(router)).toBe('/settings/2fa?from=menu');
    expect(storage.get(storageKeys.token)).toBe('fresh-token');
    expect(calls.find((c) => c.key === 'GET /api/user/')?.headers.get('API-KEY')).toBe('fresh-token');
  });

  it('ignores a cameFrom that leads to another site and goes to the dashboard', async () => {
    stubApi({
      'POST /api/auth/web/': [200, { token: 'fresh-token' }],
      'GET /api/user/': [200, demoUser],
      'GET /api/info/rates': [200, rates],
    });
    const { router } = renderRoutes(routes, '/login?cameFrom=%2F%2Fevil.example%2Fphish', queryClient);

    await signIn();

    // The dashboard's chunk loads only now: a busy machine took longer than findBy's default second.
    await screen.findByRole('heading', { level: 1, name: 'Hello, Olena!' }, { timeout: 5000 });
    expect(path(router)).toBe('/dashboard');
  });

  it.each(['/login', '/register'])('sends a signed-in user from %s to the dashboard', async (entry) => {
    storage.set(storageKeys.token, 'live-token');
    stubApi({ 'GET /api/user/': [200, demoUser], 'GET /api/info/rates': [200, rates] });
    const { router } = renderRoutes(routes, entry, queryClient);

    await screen.findByRole('heading', { level: 1, name: 'Hello, Olena!' });
    expect(path(router)).toBe('/dashboard');
  });

  it('drops the token and shows the authorization error when the user cannot be loaded', async () => {
    storage.set(storageKeys.token, 'revoked-token');
    stubApi({ 'GET /api/user/': [403, { code: 'session_ended', message: 'Ended', logout: true }] });
    const { router } = renderRoutes(routes, '/dashboard', queryClient);

    await screen.findByRole('heading', { level: 1, name: 'Sign in to your cabinet' });
    expect(await screen.findByText('Authorization error')).toBeInTheDocument();
    expect(path(router)).toBe('/login?cameFrom=%2Fdashboard');
    expect(storage.get(storageKeys.token)).toBeNull();
  });

  it('keeps the token when the user cannot be loaded for a passing reason, says so, and opens on Try again', async () => {
    storage.set(storageKeys.token, 'live-token');
    let userCalls = 0;
    stubApi({
      'GET /api/user/': () =>
        ++userCalls === 1
          ? jsonResponse(429, { code: 'rate_limited', message: 'Too many requests' }, { 'retry-after': '30' })
          : jsonResponse(200, demoUser),
      'GET /api/info/rates': [200, rates],
    });
    const { router } = renderRoutes(routes, '/dashboard', queryClient);

    await screen.findByRole('heading', { level: 1, name: 'The cabinet cannot be reached' });
    expect(screen.getByText(/You are still signed in/)).toBeInTheDocument();
    expect(storage.get(storageKeys.token)).toBe('live-token');
    expect(path(router)).toBe('/dashboard');

    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));

    await screen.findByRole('heading', { level: 1, name: 'Hello, Olena!' });
    expect(userCalls).toBe(2);
    expect(storage.get(storageKeys.token)).toBe('live-token');
  });

  it('keeps the token on a server error and a dropped connection as well', async () => {
    storage.set(storageKeys.token, 'live-token');
    const answers: Array<() => Response> = [
      () => jsonResponse(500, { code: 'internal_error', message: 'Internal error' }),
      () => {
        throw new TypeError('Failed to fetch');
      },
    ];
    let userCalls = 0;
    stubApi({ 'GET /api/user/': () => answers[userCalls++ % 2]!() });
    const { router } = renderRoutes(routes, '/settings/2fa', queryClient);

    // The query's own retries (about 1 s, then 2 s) come first.
    await screen.findByRole('heading', { level: 1, name: 'The cabinet cannot be reached' }, { timeout: 8000 });
    expect(userCalls).toBe(3);
    expect(storage.get(storageKeys.token)).toBe('live-token');
    expect(path(router)).toBe('/settings/2fa');
  }, 15_000);

  it('sends / to the dashboard and shows a 404 page for unknown paths', async () => {
    stubApi({});
    const { router } = renderRoutes(routes, '/no/such/page', queryClient);
    await screen.findByRole('heading', { level: 1, name: 'Page not found' });

    await router.navigate('/');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.search).toBe('?cameFrom=%2Fdashboard');
  });
});
