import { sql } from 'drizzle-orm';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATE_MAX, DATE_MIN, INT32_MAX, type Language } from '@cabinet/contracts/common';
import { createTestApp, registerSeller, type TestApp } from '../../../test/app.ts';
import { signInOperator } from '../../../test/money.ts';
import { operationsOf, requestWith, type Input, type Operation } from '../../../test/openapi-inputs.ts';
import { queryRows } from '../db/client.ts';
import { translate } from '../i18n/messages.ts';

/*
 * Issue 12, "No input produces a 5xx": one walk per cause over every operation of the OpenAPI document, so the routes
 * later features add are held to the same rule without a test of their own. Each refused request answers 400
 * `{ code, message, errors }` in the caller's language and writes nothing.
 */

let t: TestApp;
let operations: Operation[];
const tokens = { seller: '', operator: '' };

beforeAll(async () => {
  // The walk sends a few thousand requests in a minute: budgets far above it (the flood guard has its own tests).
  t = await createTestApp({ RATE_LIMIT_PER_MINUTE: 1_000_000 });
  tokens.seller = (await registerSeller(t)).token;
  tokens.operator = await signInOperator(t);
  operations = (await operationsOf(t)).filter((op) => op.url.startsWith('/api/') && !op.url.startsWith('/api/docs'));
});
afterAll(() => t.close());

const LANGS: Language[] = ['en', 'ru', 'ua'];
let sent = 0;

/** Sends as the route's caller (an operator for operator routes), each request in the next of the three languages. */
async function send(op: Operation, request: InjectOptions): Promise<{ res: LightMyRequestResponse; lang: Language }> {
  const lang = LANGS[sent++ % LANGS.length]!;
  const token = op.access === 'operator' ? tokens.operator : op.access === 'public' ? undefined : tokens.seller;
  return { res: await t.request({ ...request, token, lang }), lang };
}

/** Rows in every table: a refused request writes nothing anywhere. */
async function rowCounts(): Promise<Record<string, number>> {
  const tables = await queryRows<{ name: string }>(
    t.database.db,
    sql`select table_name as name from information_schema.tables
        where table_schema = 'public' and table_type = 'BASE TABLE' order by 1`,
  );
  const counts = sql.join(
    tables.map(({ name }) => sql`select ${name} as name, count(*)::int as n from ${sql.identifier(name)}`),
    sql` union all `,
  );
  const rows = await queryRows<{ name: string; n: number }>(t.database.db, counts);
  return Object.fromEntries(rows.map((r) => [r.name, Number(r.n)]));
}

const name = (op: Operation, input?: Input, value?: unknown) =>
  `${op.method} ${op.url}${input ? ` ${input.slot}:${input.field}=${JSON.stringify(value)}` : ''}`;
const typesOf = (input: Input) => [input.schema.type ?? []].flat();
const isString = (input: Input) =>
  typesOf(input).includes('string') || (input.schema.anyOf ?? []).some((s) => [s.type].flat().includes('string'));

/** 400 `validation_error` in the request's language, naming `field` with `fieldCode`'s wording when given. */
function expectRefusal(
  res: LightMyRequestResponse,
  lang: Language,
  label: string,
  field: string,
  fieldCode?: string,
): void {
  expect(res.statusCode, `${label}: ${res.body}`).toBe(400);
  const body = res.json<{ code: string; message: string; errors: Record<string, string[]> }>();
  expect(body.message, label).toBe(translate(lang, 'errors', body.code));
  expect(body.errors?.[field], `${label}: ${res.body}`).toEqual(
    fieldCode ? expect.arrayContaining([translate(lang, 'fields', fieldCode)]) : expect.any(Array),
  );
}

describe('no input produces a 5xx', () => {
  it('a NUL character in any path parameter, query parameter or JSON string answers 400 naming each field', async () => {
    const before = await rowCounts();
    let checked = 0;
    for (const op of operations) {
      // One request per operation, a NUL in every string it takes: the answer names each of them.
      const inputs = op.inputs.filter((i) => i.slot !== 'body' || isString(i));
      if (inputs.length > 0) {
        const value = 'a\u0000b';
        const { res, lang } = await send(op, requestWith(op, inputs, value));
        for (const input of inputs) {
          expectRefusal(res, lang, name(op, input, value), input.field, 'nul_character');
        }
        expect(res.json().code).toBe('validation_error');
        checked += inputs.length;
      }
      if (op.sample.body !== null && typeof op.sample.body === 'object' && !Array.isArray(op.sample.body)) {
        // A NUL in a key is refused the same way: no column can hold it either.
        const request = requestWith(op, null, null);
        const { res, lang } = await send(op, { ...request, payload: { ...(op.sample.body as object), 'k\u0000': 1 } });
        expectRefusal(res, lang, `${name(op)} key with NUL`, 'k\\u0000', 'nul_character');
      }
    }
    expect(checked).toBeGreaterThan(300);
    expect(await rowCounts()).toEqual(before);
  });

  it('a whole number above 2,147,483,647 in any integer input answers 400 naming the field', async () => {
    const before = await rowCounts();
    const integers = operations.flatMap((op) =>
      op.inputs.filter((i) => typesOf(i).includes('integer')).map((input) => ({ op, input })),
    );
    // Every integer a client sends is bounded by its contract (a 32-bit column holds it), stated in the document.
    const unbounded = integers.filter(({ input }) => !(Number(input.schema.maximum) <= INT32_MAX));
    expect(unbounded.map(({ op, input }) => name(op, input))).toEqual([]);
    for (const { op, input } of integers) {
      const value = input.slot === 'body' ? INT32_MAX + 1 : String(INT32_MAX + 1);
      const { res, lang } = await send(op, requestWith(op, input, value));
      expectRefusal(res, lang, name(op, input, value), input.field);
    }
    expect(integers.length).toBeGreaterThan(50);
    expect(await rowCounts()).toEqual(before);

    // A string filter that may name a row by its number (a search box) only compares it when it fits the column.
    for (const op of operations.filter((o) => o.method === 'GET')) {
      for (const input of op.inputs.filter((i) => i.slot === 'query' && isString(i) && !i.schema.enum)) {
        for (const value of [String(INT32_MAX + 1), '9'.repeat(20)]) {
          const { res } = await send(op, requestWith(op, input, value));
          expect(res.statusCode, `${name(op, input, value)}: ${res.body}`).toBeLessThan(500);
        }
      }
    }
  });

  it('a date outside 1900-01-01 … 2999-12-31 answers 400 naming the field; the edges of that range are served', async () => {
    const before = await rowCounts();
    const dates = operations.flatMap((op) =>
      op.inputs.filter((i) => i.schema.format === 'date').map((input) => ({ op, input })),
    );
    expect(dates.length).toBeGreaterThan(10);
    for (const { op, input } of dates) {
      for (const value of ['0001-01-01', '1899-12-31', '3000-01-01', '9999-12-31']) {
        const { res, lang } = await send(op, requestWith(op, input, value));
        expectRefusal(res, lang, name(op, input, value), input.field, 'date_out_of_range');
      }
    }
    expect(await rowCounts()).toEqual(before);
    // Filters reach their queries with the extreme dates they accept (a day added, a time zone applied).
    for (const { op, input } of dates.filter(({ op }) => op.method === 'GET')) {
      for (const value of [DATE_MIN, DATE_MAX]) {
        const { res } = await send(op, requestWith(op, input, value));
        expect(res.statusCode, `${name(op, input, value)}: ${res.body}`).toBeLessThan(500);
      }
    }
  });

  it('a multipart body cut off before its closing boundary answers 400 malformed_form on the form routes, 4xx elsewhere', async () => {
    const before = await rowCounts();
    const boundary = 'walk-boundary';
    const png = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex');
    const head = (field: string) =>
      `--${boundary}\r\ncontent-disposition: form-data; name="${field}"; filename="proof.png"\r\n` +
      'content-type: image/png\r\n\r\n';
    const bodies: Record<string, [string, Buffer]> = {
      'no closing boundary': [
        `multipart/form-data; boundary=${boundary}`,
        Buffer.concat([Buffer.from(head('files')), png]),
      ],
      'cut inside a part header': [
        `multipart/form-data; boundary=${boundary}`,
        Buffer.from(`--${boundary}\r\ncontent-dis`),
      ],
      'no boundary parameter': ['multipart/form-data', Buffer.concat([Buffer.from(head('file')), png])],
      'not multipart at all': [`multipart/form-data; boundary=${boundary}`, Buffer.from('{"a":1}')],
    };
    const forms = new Set<string>();
    for (const op of operations.filter((o) => o.method !== 'GET')) {
      for (const [label, [type, payload]] of Object.entries(bodies)) {
        const request = requestWith(op, null, null);
        const { res, lang } = await send(op, { ...request, payload, headers: { 'content-type': type } });
        const at = `${name(op)} ${label}`;
        expect(res.statusCode, `${at}: ${res.body}`).toBeLessThan(500);
        // Routes that take no form refuse the content type (415) or the missing body (400); form readers say why.
        if (res.json().code === 'malformed_form') {
          expectRefusal(res, lang, at, '_', 'malformed_form');
          forms.add(`${op.method} ${op.url}`);
        }
      }
    }
    expect([...forms].sort()).toEqual(
      expect.arrayContaining([
        'POST /api/lost-payments/:id/claims',
        'POST /api/maintenance/upload',
        'POST /api/products/import',
      ]),
    );
    expect(await rowCounts()).toEqual(before);
  });

  it('a NUL in a form field or a file name answers 400 naming the field, and nothing is stored', async () => {
    const before = await rowCounts();
    const boundary = 'walk-boundary';
    const png = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex');
    const form = (parts: string[]) => Buffer.from(parts.join('') + `--${boundary}--\r\n`, 'latin1');
    const file = (field: string, filename: string) =>
      `--${boundary}\r\ncontent-disposition: form-data; name="${field}"; filename="${filename}"\r\n` +
      `content-type: image/png\r\n\r\n${png.toString('latin1')}\r\n`;
    const text = (field: string, value: string) =>
      `--${boundary}\r\ncontent-disposition: form-data; name="${field}"\r\n\r\n${value}\r\n`;
    const cases: Array<[string, Buffer, string]> = [
      ['/api/maintenance/upload', form([file('file', 'proof\u0000.png')]), 'file'],
      ['/api/products/import', form([file('file', 'products\u0000.csv')]), 'file'],
      ['/api/lost-payments/1/claims', form([text('comment', 'paid \u0000 by me'), file('files', 'a.png')]), 'comment'],
    ];
    for (const [url, payload, field] of cases) {
      const op = operations.find((o) => o.method === 'POST' && requestWith(o, null, null).url === url)!;
      const { res, lang } = await send(op, {
        method: 'POST',
        url,
        payload,
        headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
      });
      expectRefusal(res, lang, url, field, 'nul_character');
    }
    expect(await rowCounts()).toEqual(before);
  });

  it('a JSON body that cannot be read or is not an object answers 400 on every route, before any handler', async () => {
    const unreadable: Record<string, string> = { empty: '', 'cut off': '{"a": "b' };
    // Parsed, but no contract takes them: sent only where a JSON body is declared (elsewhere a handler would run).
    const unfit: Record<string, string> = {
      null: 'null',
      'nested 5,000 deep': `${'['.repeat(5000)}${']'.repeat(5000)}`,
    };
    const before = await rowCounts();
    for (const op of operations.filter((o) => o.method !== 'GET')) {
      const bodies = op.sample.body === undefined ? unreadable : { ...unreadable, ...unfit };
      for (const [label, payload] of Object.entries(bodies)) {
        const request = requestWith(op, null, null);
        const { res, lang } = await send(op, { ...request, payload, headers: { 'content-type': 'application/json' } });
        const at = `${name(op)} ${label}`;
        expect(res.statusCode, `${at}: ${res.body}`).toBe(400);
        expect(res.json().message, at).toBe(translate(lang, 'errors', res.json().code));
      }
    }
    expect(await rowCounts()).toEqual(before);
  });
});
