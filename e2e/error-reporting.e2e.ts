import { gunzipSync } from 'node:zlib';
import { expect, test, type Request } from '@playwright/test';
import { referenceApi, type ClientInfo } from '@cabinet/contracts/reference';
import { registerSeller, signInByApi } from './support.ts';

/*
 * The browser's error reporting in Chromium (docs/error-reporting.md). The journeys' server leaves it off
 * (SENTRY_WEB_ENABLED=false: the SDK was a sixth of the journeys' CPU), so here the page is told what an installation
 * with reporting on tells it, and the envelope the SDK posts is read where it leaves the browser. The collector's side
 * of the same envelopes has the API's tests (sandboxes/errors/errors.api.test.ts).
 */
const TUNNEL = '/api/sandbox/errors/api/2/envelope/?sentry_key=0123456789abcdef0123456789abcdef';

/** The items of a Sentry envelope: a header line, then an item header and its payload per item. */
function envelopeItems(request: Request): Array<{ type: string; payload: Record<string, unknown> }> {
  const raw = request.postDataBuffer() ?? Buffer.alloc(0);
  const text = (raw[0] === 0x1f && raw[1] === 0x8b ? gunzipSync(raw) : raw).toString('utf8');
  const lines = text.split('\n').filter(Boolean);
  const items = [];
  for (let i = 1; i + 1 < lines.length; i += 2) {
    const header = JSON.parse(lines[i]!) as { type: string };
    items.push({ type: header.type, payload: JSON.parse(lines[i + 1]!) as Record<string, unknown> });
  }
  return items;
}

test('an error nobody caught reaches the error-reporting service with its stack and the account, without secrets', async ({
  page,
  request,
}) => {
  const seller = await registerSeller(request, { prefix: 'error-reporting' });
  await page.route(`**/api${referenceApi.clientInfo.path}`, async (route) => {
    const info = (await (await route.fetch()).json()) as ClientInfo;
    // The journeys' server reports nothing from browsers: its client info says so, and no SDK chunk is loaded.
    expect(info.error_reporting).toBeNull();
    await route.fulfill({
      json: {
        ...info,
        error_reporting: {
          dsn: 'http://0123456789abcdef0123456789abcdef@127.0.0.1/2',
          tunnel: TUNNEL,
          environment: 'e2e',
          release: 'seller-cabinet@e2e',
          traces_sample_rate: 0,
        },
      },
    });
  });
  const events: Array<Record<string, unknown>> = [];
  await page.route('**/api/sandbox/errors/api/2/envelope/**', async (route) => {
    for (const item of envelopeItems(route.request())) if (item.type === 'event') events.push(item.payload);
    await route.fulfill({ status: 200, json: {} });
  });

  await signInByApi(page, seller.email, seller.password);
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // The SDK arrives once the page is idle; an error thrown after that is its to report.
  await expect
    .poll(() =>
      page.evaluate(() => performance.getEntriesByType('resource').some((r) => r.name.includes('error-reporting'))),
    )
    .toBe(true);
  await page.waitForTimeout(500);
  await page.evaluate(() => {
    window.setTimeout(() => {
      throw new TypeError('Cannot read the order: password=hunter2-secret');
    });
  });

  await expect.poll(() => events.length).toBeGreaterThan(0);
  const event = events[0] as {
    exception: { values: Array<{ type: string; value: string; stacktrace?: { frames: unknown[] } }> };
    user?: { id?: string };
    release: string;
    environment: string;
  };
  const [exception] = event.exception.values;
  expect(exception).toMatchObject({ type: 'TypeError', value: 'Cannot read the order: password=[Filtered]' });
  expect(exception!.stacktrace?.frames.length).toBeGreaterThan(0);
  expect(event.user).toEqual({ id: String(seller.accountId) });
  expect(event).toMatchObject({ release: 'seller-cabinet@e2e', environment: 'e2e' });
  expect(JSON.stringify(event)).not.toContain('hunter2');
  expect(JSON.stringify(event)).not.toContain(seller.token);
});
