import { brotliDecompressSync, gunzipSync, inflateSync } from 'node:zlib';

/*
 * Sentry's envelope (develop.sentry.dev/sdk/data-model/envelopes): a header line of JSON, then items, each an item
 * header line of JSON and a payload — `length` bytes when the header says how many, else the rest of the line. The
 * collector is written from that definition, not from the SDK, so that it checks what an SDK really sends.
 */

export interface EnvelopeItem {
  header: { type: string; length?: number } & Record<string, unknown>;
  payload: Buffer;
}
export interface Envelope {
  header: Record<string, unknown>;
  items: EnvelopeItem[];
}

/** Why an envelope was refused: 400 malformed, 413 too large, 415 an encoding we do not read. */
export class EnvelopeError extends Error {
  constructor(
    readonly statusCode: 400 | 413 | 415,
    message: string,
  ) {
    super(message);
  }
}

export const ENVELOPE_LIMITS = {
  /** The body as sent (compressed or not); Sentry's own limit for a compressed envelope is larger, ours is ample. */
  bodyBytes: 1_048_576,
  /** Once decompressed: a small body must not unpack into a large one. */
  decompressedBytes: 4 * 1_048_576,
  /** One event's JSON, as Sentry limits it. */
  itemBytes: 1_048_576,
  items: 100,
};

const NEWLINE = 0x0a;

/** The body as the SDK sent it, decompressed by its Content-Encoding. */
export function decode(body: Buffer, encoding: string | undefined): Buffer {
  const options = { maxOutputLength: ENVELOPE_LIMITS.decompressedBytes };
  const how = (encoding ?? 'identity').trim().toLowerCase();
  try {
    if (how === 'identity' || how === '') return body;
    if (how === 'gzip' || how === 'x-gzip') return gunzipSync(body, options);
    if (how === 'deflate') return inflateSync(body, options);
    if (how === 'br') return brotliDecompressSync(body, options);
  } catch (err) {
    if (err instanceof RangeError) throw new EnvelopeError(413, 'envelope too large once decompressed');
    throw new EnvelopeError(400, `body is not valid ${how}`);
  }
  throw new EnvelopeError(415, `content encoding ${how} is not supported`);
}

function jsonObject(bytes: Buffer, what: string): Record<string, unknown> {
  let value: unknown;
  try {
    value = JSON.parse(bytes.toString('utf8'));
  } catch {
    throw new EnvelopeError(400, `${what} is not JSON`);
  }
  if (value === null || typeof value !== 'object' || Array.isArray(value)) {
    throw new EnvelopeError(400, `${what} is not a JSON object`);
  }
  return value as Record<string, unknown>;
}

/** Splits an envelope into its header and items; throws EnvelopeError on anything the definition does not allow. */
export function parseEnvelope(data: Buffer): Envelope {
  let at = 0;
  const line = () => {
    const end = data.indexOf(NEWLINE, at);
    const bytes = data.subarray(at, end === -1 ? data.length : end);
    at = end === -1 ? data.length : end + 1;
    return bytes;
  };
  const header = jsonObject(line(), 'envelope header');
  const items: EnvelopeItem[] = [];
  while (at < data.length) {
    const headerLine = line();
    if (headerLine.length === 0) continue; // a trailing newline
    if (items.length === ENVELOPE_LIMITS.items) throw new EnvelopeError(413, 'too many items');
    const itemHeader = jsonObject(headerLine, 'item header');
    if (typeof itemHeader.type !== 'string') throw new EnvelopeError(400, 'item header has no type');
    const { length } = itemHeader;
    let payload: Buffer;
    if (length === undefined) {
      payload = line();
    } else {
      if (!Number.isInteger(length) || (length as number) < 0) throw new EnvelopeError(400, 'bad item length');
      if (at + (length as number) > data.length) throw new EnvelopeError(400, 'item shorter than its length');
      payload = data.subarray(at, at + (length as number));
      at += length as number;
      if (data[at] === NEWLINE) at += 1;
    }
    if (payload.length > ENVELOPE_LIMITS.itemBytes) throw new EnvelopeError(413, `${itemHeader.type} too large`);
    items.push({ header: itemHeader as EnvelopeItem['header'], payload });
  }
  return { header, items };
}

/** An item's payload as a JSON object (an event or a transaction). */
export const itemJson = (item: EnvelopeItem) => jsonObject(item.payload, `${item.header.type} payload`);
