import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { QueryIn } from '@cabinet/contracts/endpoint';
import { type ErrorReport, errorReportsApi, type ErrorReportSummary } from '@cabinet/contracts/error-reports';
import { referenceApi } from '@cabinet/contracts/reference';
import { createTestApp, registerSeller, type TestApp } from '../../../test/app.ts';
import { accountIdOf, signInOperator } from '../../../test/money.ts';
import { AppError } from '../../platform/errors.ts';
import { errorEvents } from './errors.schema.ts';

// What the failing request carries and no report may: a password, a bearer token and a card number.
const PASSWORD = 'correct-horse-battery-staple';
const TOKEN = 'tok_live_5f1c0ffee5f1c0ffee';
const CARD = '4111111111111111';
const TRACE_ID = '0af7651916cd43dd8448eb211c80319c';

let t: TestApp;
let operator: string;
/** The requests that reached the collector, and how it answered. */
const collected: Array<{ url: string; status: number }> = [];
beforeAll(async () => {
  t = await createTestApp(
    { SENTRY_TRACES_SAMPLE_RATE: 1 },
    {
      extend: (app) => {
        app.post('/api/test/boom', () => {
          throw new Error(`charging card ${CARD} failed: password=${PASSWORD}`);
        });
        app.get('/api/test/refused', { config: { access: 'public' } }, () => {
          throw new AppError(409, 'conflict');
        });
        app.addHook('onResponse', async (request, reply) => {
          if (request.url.startsWith('/api/sandbox/errors/'))
            collected.push({ url: request.url, status: reply.statusCode });
        });
      },
    },
  );
  operator = await signInOperator(t);
});
afterAll(() => t.close());

const key = () => t.app.sandboxSecrets.errors.publicKey;
const list = async (query: QueryIn<typeof errorReportsApi.opsList> = {}) => {
  await t.app.errorReporter.flush();
  const res = await t.call(errorReportsApi.opsList, { query, token: operator });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ items: ErrorReportSummary[]; total: number; collecting: Record<string, boolean> }>();
};
const read = async (id: number) =>
  (await t.call(errorReportsApi.opsRead, { params: { id }, token: operator })).json<ErrorReport>();

describe('an unhandled error of the API', () => {
  it('reaches the sandbox collector with its stack, route, request id and account, and no secret', async () => {
    const seller = await registerSeller(t);
    const res = await t.request({
      method: 'POST',
      url: `/api/test/boom?token=${TOKEN}`,
      token: seller.token,
      headers: {
        authorization: `Bearer ${TOKEN}`,
        cookie: `session=${TOKEN}`,
        'sentry-trace': `${TRACE_ID}-b7ad6b7169203331-1`,
      },
      payload: { password: PASSWORD, card_number: CARD },
    });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toMatchObject({ code: 'internal_error' });

    const [newest] = (await list()).items;
    expect(newest).toMatchObject({ platform: 'node', level: 'error', type: 'Error', route: 'POST /api/test/boom' });
    expect(newest!.user_id).toBe(String(await accountIdOf(t, seller.token)));
    expect(newest!.release).toMatch(/^seller-cabinet@\d+\.\d+\.\d+/);
    const report = await read(newest!.id);
    expect(report.request_id).toBe(res.headers['x-request-id']);
    expect(report.trace_id).toBe(TRACE_ID);
    expect(report.environment).toBe('test');
    expect(report.frames.some((f) => f.file?.endsWith('errors.api.test.ts') && f.line !== null)).toBe(true);

    const rows = JSON.stringify(await t.database.db.select().from(errorEvents));
    for (const secret of [PASSWORD, TOKEN, CARD, seller.token]) expect(rows).not.toContain(secret);
  });

  it('is reported once it is unexpected only: a refusal (4xx) is not', async () => {
    const before = (await list()).total;
    expect((await t.request({ method: 'GET', url: '/api/test/refused' })).statusCode).toBe(409);
    // eslint-disable-next-line no-restricted-syntax -- a route no one declared: its 404 is the point
    expect((await t.request({ method: 'GET', url: '/api/no/such/route' })).statusCode).toBe(404);
    expect((await list()).total).toBe(before);
  });

  it('is traced: each API request sends its transaction, which the collector checks and does not keep', async () => {
    await t.app.errorReporter.flush(); // the transactions of the requests before
    collected.length = 0;
    expect((await t.call(referenceApi.clientInfo)).statusCode).toBe(200);
    await t.app.errorReporter.flush();
    expect(collected).toEqual([
      { url: expect.stringMatching(/^\/api\/sandbox\/errors\/api\/1\/envelope\//), status: 200 },
    ]);
  });
});

/** A Sentry envelope: its header, then each item's header and payload. */
const envelope = (...items: Array<[Record<string, unknown>, unknown]>) =>
  [
    JSON.stringify({ event_id: 'f'.repeat(32), sent_at: new Date().toISOString() }),
    ...items.flatMap(([header, payload]) => [
      JSON.stringify(header),
      typeof payload === 'string' ? payload : JSON.stringify(payload),
    ]),
  ].join('\n');

const browserEvent = (id: string) => ({
  event_id: id,
  level: 'error',
  platform: 'javascript',
  release: 'seller-cabinet@0.0.0',
  transaction: '/shipments/list',
  user: { id: '7', email: 'olena@example.com', ip_address: '10.0.0.1' },
  request: { url: `https://cabinet.example/shipments/list?token=${TOKEN}`, headers: { Cookie: `sid=${TOKEN}` } },
  extra: { password: PASSWORD },
  exception: {
    values: [
      {
        type: 'TypeError',
        value: `x is undefined (card ${CARD.replace(/(\d{4})/g, '$1 ').trim()})`,
        stacktrace: {
          frames: Array.from({ length: 60 }, (_, i) => ({ filename: `/assets/app-${i}.js`, lineno: i + 1 })),
        },
      },
    ],
  },
});

const post = (body: string | Buffer, opts: { key?: string; project?: number; headers?: Record<string, string> } = {}) =>
  t.request({
    method: 'POST',
    url: `/api/sandbox/errors/api/${opts.project ?? 2}/envelope/?sentry_key=${opts.key ?? key()}&sentry_version=7`,
    headers: { 'content-type': 'text/plain;charset=UTF-8', ...opts.headers },
    payload: body,
  });

describe('the sandbox collector', () => {
  it("takes a browser's envelope, gzipped or not, scrubs it again and trims its stack", async () => {
    const id = 'a'.repeat(32);
    const res = await post(gzipSync(envelope([{ type: 'event' }, browserEvent(id)])), {
      headers: { 'content-encoding': 'gzip' },
    });
    expect(res.statusCode, res.body).toBe(200);
    const [newest] = (await list({ platform: 'browser' })).items;
    expect(newest).toMatchObject({ platform: 'browser', type: 'TypeError', route: '/shipments/list', user_id: '7' });
    const report = await read(newest!.id);
    expect(report.frames).toHaveLength(50);
    expect(report.frames.at(-1)).toMatchObject({ file: '/assets/app-59.js', line: 60 });
    expect(JSON.stringify(report)).not.toMatch(new RegExp(`${TOKEN}|${PASSWORD}|olena@|4111 1111`));
  });

  it('keeps a report sent twice once, and checks transactions without keeping them', async () => {
    const before = (await list()).total;
    const id = 'b'.repeat(32);
    const transaction = { type: 'transaction', transaction: '/dashboard', start_timestamp: 1, timestamp: 2 };
    for (let i = 0; i < 2; i += 1) {
      const body = envelope([{ type: 'event' }, browserEvent(id)], [{ type: 'transaction' }, transaction]);
      expect((await post(body)).statusCode).toBe(200);
    }
    expect((await post(envelope([{ type: 'client_report' }, { discarded_events: [] }]))).statusCode).toBe(200);
    expect((await list()).total).toBe(before + 1);
  });

  it('refuses another key (401), an unknown project (404) and malformed envelopes (400, 413, 415), never a 5xx', async () => {
    const good = envelope([{ type: 'event' }, browserEvent('c'.repeat(32))]);
    expect((await post(good, { key: 'f'.repeat(32) })).statusCode).toBe(401);
    expect(
      (await t.request({ method: 'POST', url: '/api/sandbox/errors/api/2/envelope/', payload: good })).statusCode,
    ).toBe(401);
    expect((await post(good, { project: 9 })).statusCode).toBe(404);
    const dsn = `http://${'e'.repeat(32)}@elsewhere/api/sandbox/errors/2`;
    expect((await post(`${JSON.stringify({ dsn })}\n{"type":"event"}\n{}`)).statusCode).toBe(401);
    const malformed = [
      'not json',
      '{}\n{"type":"event"}\nnot json',
      '{}\n{"type":"event"}\n[1]',
      '{}\n{"no":"type"}\n{}',
      '{}\n{"type":"event","length":500}\n{}',
      '{}\n{"type":"event","length":-1}\n{}',
      '',
    ];
    for (const body of malformed) expect((await post(body)).statusCode, body).toBe(400);
    expect((await post('garbage', { headers: { 'content-encoding': 'gzip' } })).statusCode).toBe(400);
    expect((await post(good, { headers: { 'content-encoding': 'zstd' } })).statusCode).toBe(415);
    const bomb = gzipSync(Buffer.alloc(8 * 1_048_576, 0x20));
    expect((await post(bomb, { headers: { 'content-encoding': 'gzip' } })).statusCode).toBe(413);
  });
});

describe('the back office', () => {
  it('lists the reports newest first, filtered by platform, to operators only', async () => {
    const all = await list();
    expect(all.collecting).toEqual({ node: true, browser: true });
    expect(all.items.map((r) => r.id)).toEqual([...all.items.map((r) => r.id)].sort((a, b) => b - a));
    expect((await list({ platform: 'node' })).items.every((r) => r.platform === 'node')).toBe(true);
    expect((await t.call(errorReportsApi.opsRead, { params: { id: 999999 }, token: operator })).statusCode).toBe(404);

    const seller = await registerSeller(t);
    for (const e of [errorReportsApi.opsList, errorReportsApi.opsRead]) {
      const params = { id: all.items[0]!.id };
      expect((await t.call(e, { params, token: seller.token })).statusCode).toBe(403);
      expect((await t.call(e, { params })).statusCode).toBe(401);
    }
  });
});

describe('with the services’ DSNs set', () => {
  it('serves no collector, tells the browser its DSN and lets it connect there, and the back office says so', async () => {
    const configured = await createTestApp({
      SENTRY_DSN: 'https://0123456789abcdef0123456789abcdef@errors.example.com/7',
      SENTRY_WEB_DSN: 'https://fedcba9876543210fedcba9876543210@o1.ingest.example.com/8',
      SENTRY_RELEASE: 'seller-cabinet@9.9.9',
    });
    try {
      const info = await configured.call(referenceApi.clientInfo);
      expect(info.json().error_reporting).toEqual({
        dsn: 'https://fedcba9876543210fedcba9876543210@o1.ingest.example.com/8',
        tunnel: null,
        environment: 'test',
        release: 'seller-cabinet@9.9.9',
        traces_sample_rate: 0,
      });
      expect(info.headers['content-security-policy']).toContain("connect-src 'self' https://o1.ingest.example.com");
      const key = configured.app.sandboxSecrets.errors.publicKey;
      const res = await configured.request({
        method: 'POST',
        url: `/api/sandbox/errors/api/1/envelope/?sentry_key=${key}`,
        payload: '{}',
      });
      expect(res.statusCode).toBe(404);
      const op = await signInOperator(configured);
      const list = await configured.call(errorReportsApi.opsList, { token: op });
      expect(list.json()).toMatchObject({ collecting: { node: false, browser: false }, total: 0 });
    } finally {
      await configured.close();
    }
  });
});

describe('with browser reporting off', () => {
  it('tells the web app not to report and lets browsers connect nowhere else, while the API still reports', async () => {
    const quiet = await createTestApp({
      SENTRY_WEB_ENABLED: false,
      SENTRY_WEB_DSN: 'https://ab@o1.ingest.example.com/8',
    });
    try {
      const info = await quiet.call(referenceApi.clientInfo);
      expect(info.json().error_reporting).toBeNull();
      expect(info.headers['content-security-policy']).not.toContain('ingest.example.com');
      const op = await signInOperator(quiet);
      const list = await quiet.call(errorReportsApi.opsList, { token: op });
      expect(list.json()).toMatchObject({ collecting: { node: true, browser: false } });
    } finally {
      await quiet.close();
    }
  });
});
