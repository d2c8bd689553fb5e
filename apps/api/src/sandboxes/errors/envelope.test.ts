import { brotliCompressSync, deflateSync, gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { ENVELOPE_LIMITS, EnvelopeError, decode, itemJson, parseEnvelope } from './envelope.ts';
import { KEPT_FRAMES, toErrorEvent } from './error-event.ts';

const buf = (text: string) => Buffer.from(text, 'utf8');
const refusal = (run: () => unknown) => {
  try {
    run();
  } catch (err) {
    return err instanceof EnvelopeError ? err.statusCode : err;
  }
  return 'accepted';
};

describe('the envelope parser', () => {
  it('reads items by their length, bytes not characters, newlines inside included', () => {
    const payload = '{"message":"ї\\n","x":"a\nb"}';
    const data = `{"event_id":"abc"}\n{"type":"event","length":${Buffer.byteLength(payload)}}\n${payload}\n`;
    const envelope = parseEnvelope(buf(data));
    expect(envelope.header).toEqual({ event_id: 'abc' });
    expect(envelope.items).toHaveLength(1);
    expect(envelope.items[0]!.payload.toString()).toBe(payload);
  });

  it('reads items without a length to the end of their line, and the last without a newline', () => {
    const data = '{}\n{"type":"event"}\n{"a":1}\n{"type":"client_report"}\n{"b":2}';
    const { items } = parseEnvelope(buf(data));
    expect(items.map((i) => [i.header.type, itemJson(i)])).toEqual([
      ['event', { a: 1 }],
      ['client_report', { b: 2 }],
    ]);
  });

  it('takes an envelope of its header alone', () => {
    expect(parseEnvelope(buf('{"sent_at":"2026-11-21T10:00:00Z"}\n')).items).toEqual([]);
  });

  it('refuses what the definition does not allow with a 400, and too much with a 413', () => {
    expect(refusal(() => parseEnvelope(buf('')))).toBe(400);
    expect(refusal(() => parseEnvelope(buf('[]')))).toBe(400);
    expect(refusal(() => parseEnvelope(buf('{}\n{"type":1}\n{}')))).toBe(400);
    expect(refusal(() => parseEnvelope(buf('{}\n{"type":"event","length":1.5}\n{}')))).toBe(400);
    expect(refusal(() => parseEnvelope(buf('{}\n{"type":"event","length":9}\n{}')))).toBe(400);
    expect(refusal(() => itemJson(parseEnvelope(buf('{}\n{"type":"event"}\n"text"')).items[0]!))).toBe(400);
    const many = ['{}', ...Array.from({ length: ENVELOPE_LIMITS.items + 1 }, () => '{"type":"session"}\n{}')];
    expect(refusal(() => parseEnvelope(buf(many.join('\n'))))).toBe(413);
    const big = `{}\n{"type":"event"}\n{"a":"${'x'.repeat(ENVELOPE_LIMITS.itemBytes)}"}`;
    expect(refusal(() => parseEnvelope(buf(big)))).toBe(413);
  });

  it('decodes gzip, deflate and brotli, refuses other encodings and bodies that unpack too large', () => {
    const data = buf('{}\n{"type":"event"}\n{}');
    for (const [encoding, packed] of [
      ['gzip', gzipSync(data)],
      ['deflate', deflateSync(data)],
      ['br', brotliCompressSync(data)],
      [undefined, data],
    ] as const) {
      expect(decode(packed, encoding).equals(data), String(encoding)).toBe(true);
    }
    expect(refusal(() => decode(data, 'zstd'))).toBe(415);
    expect(refusal(() => decode(data, 'gzip'))).toBe(400);
    const bomb = gzipSync(Buffer.alloc(ENVELOPE_LIMITS.decompressedBytes + 1));
    expect(refusal(() => decode(bomb, 'gzip'))).toBe(413);
  });
});

describe('an error event as the operators read it', () => {
  const at = new Date('2026-11-21T10:00:00Z');

  it('keeps the thrown exception, its innermost frames, route, user, request id and trace', () => {
    const frames = Array.from({ length: 80 }, (_, i) => ({ function: `f${i}`, filename: `/app/${i}.ts`, lineno: i }));
    const row = toErrorEvent(
      {
        event_id: 'ABCDEF0123456789ABCDEF0123456789',
        level: 'fatal',
        exception: {
          values: [
            { type: 'Cause', value: 'first' },
            { type: 'Error', value: 'boom', stacktrace: { frames } },
          ],
        },
        transaction: 'GET /api/orders/:id',
        user: { id: 42 },
        tags: { request_id: 'req-1' },
        contexts: { trace: { trace_id: '0af7651916cd43dd8448eb211c80319c' } },
        release: 'seller-cabinet@1.0.0',
        environment: 'production',
      },
      'node',
      at,
    );
    expect(row).toMatchObject({
      event_id: 'abcdef0123456789abcdef0123456789',
      level: 'fatal',
      exception_type: 'Error',
      message: 'boom',
      route: 'GET /api/orders/:id',
      user_id: '42',
      request_id: 'req-1',
      trace_id: '0af7651916cd43dd8448eb211c80319c',
      received_at: at,
    });
    expect(row.frames).toHaveLength(KEPT_FRAMES);
    expect(row.frames.at(-1)).toEqual({ function: 'f79', file: '/app/79.ts', line: 79, column: null, in_app: false });
  });

  it('makes do with a message event, array tags, a request URL, and text the database could not hold', () => {
    const row = toErrorEvent(
      {
        message: 'nul\u0000here \ud800',
        level: 'loud',
        tags: [['request_id', 'r2']],
        request: { url: 'https://cabinet.example/orders/all?token=x' },
        contexts: { trace: { trace_id: 'not-a-trace' } },
      },
      'browser',
      at,
    );
    expect(row).toMatchObject({
      level: 'error',
      exception_type: null,
      message: 'nul\ufffdhere \ufffd',
      route: '/orders/all',
      request_id: 'r2',
      trace_id: null,
      frames: [],
    });
    expect(row.event_id).toMatch(/^[0-9a-f]{32}$/);
  });
});
