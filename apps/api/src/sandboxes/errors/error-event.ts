import { randomUUID } from 'node:crypto';
import type { ErrorPlatform, StackFrame } from '@cabinet/contracts/error-reports';
import { scrubEvent } from '@cabinet/contracts/error-scrub';
import { NUL } from '../../platform/http/input-guard.ts';
import type { NewErrorEvent } from './errors.schema.ts';

/** The frames kept of a stack: those nearest the failure (Sentry lists them innermost last). */
export const KEPT_FRAMES = 50;
const LEVELS = new Set(['fatal', 'error', 'warning', 'info', 'debug']);
const HEX32 = /^[0-9a-f]{32}$/i;

type Json = Record<string, unknown>;
const object = (value: unknown): Json =>
  value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Json) : {};
const array = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);
// PostgreSQL text holds no NUL, and no UTF-8 holds a lone surrogate: both become U+FFFD.
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;
const storable = (value: string) => value.replaceAll(NUL, '\ufffd').replace(LONE_SURROGATE, '\ufffd');
/** A string field, cleaned and cut to `max` characters; null when absent or of another type. */
function text(value: unknown, max: number): string | null {
  if (typeof value === 'number') value = String(value);
  if (typeof value !== 'string' || value.length === 0) return null;
  return storable(value.slice(0, max));
}
const int = (value: unknown) =>
  Number.isInteger(value) && Math.abs(value as number) < 2 ** 31 ? (value as number) : null;

function frameOf(raw: unknown): StackFrame {
  const f = object(raw);
  return {
    function: text(f.function, 200),
    file: text(f.filename ?? f.abs_path ?? f.module, 300),
    line: int(f.lineno),
    column: int(f.colno),
    in_app: f.in_app === true,
  };
}

/** The event's main exception: the last of `exception.values` (the one thrown; earlier ones are its causes). */
function mainException(event: Json): Json | null {
  const values = array(object(event.exception).values ?? event.exception);
  return values.length > 0 ? object(values[values.length - 1]) : null;
}

function messageOf(event: Json, exception: Json | null): string {
  const logged = object(event.logentry ?? event.message);
  return (
    text(exception?.value, 2000) ??
    text(event.message, 2000) ??
    text(logged.formatted ?? logged.message, 2000) ??
    text(exception?.type, 2000) ??
    '(no message)'
  );
}

function tag(event: Json, name: string): unknown {
  const tags = event.tags;
  if (Array.isArray(tags)) return (tags.find((pair) => Array.isArray(pair) && pair[0] === name) as unknown[])?.[1];
  return object(tags)[name];
}

/** Where it happened: the event's transaction (route or page), else the path of its request. */
function routeOf(event: Json): string | null {
  const named = text(event.transaction, 300);
  if (named) return named;
  const url = text(object(event.request).url, 2000);
  if (!url) return null;
  try {
    return new URL(url, 'http://relative').pathname.slice(0, 300);
  } catch {
    return null;
  }
}

/** An error event as the operators read it: scrubbed again here, whatever the sender did. */
export function toErrorEvent(raw: Json, platform: ErrorPlatform, receivedAt: Date): NewErrorEvent {
  const event = scrubEvent(raw);
  const exception = mainException(event);
  const frames = array(object(exception?.stacktrace).frames).slice(-KEPT_FRAMES).map(frameOf);
  const traceId = text(object(object(event.contexts).trace).trace_id, 32);
  const eventId = text(event.event_id, 32);
  return {
    event_id: eventId && HEX32.test(eventId) ? eventId.toLowerCase() : randomUUID().replaceAll('-', ''),
    received_at: receivedAt,
    platform,
    level: typeof event.level === 'string' && LEVELS.has(event.level) ? event.level : 'error',
    exception_type: text(exception?.type, 200),
    message: messageOf(event, exception),
    frames,
    release: text(event.release, 200),
    environment: text(event.environment, 64),
    route: routeOf(event),
    user_id: text(object(event.user).id, 100),
    request_id: text(tag(event, 'request_id'), 100),
    trace_id: traceId && HEX32.test(traceId) ? traceId.toLowerCase() : null,
  };
}
