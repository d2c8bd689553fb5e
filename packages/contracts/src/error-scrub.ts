/*
 * What an error report must never carry (docs/error-reporting.md): passwords, tokens, secrets, cookies, card data.
 * The web app and the API scrub every event before it leaves (the SDKs' beforeSend), and the sandbox collector
 * scrubs again on intake, so a report sent by an older or misconfigured client is cleaned all the same.
 */

export const FILTERED = '[Filtered]';

/** Words that, as any part of a field's name, make its whole value secret: `password`, `access_token`, `cardPan`. */
const SECRET_WORDS = new Set([
  'password',
  'passwd',
  'pwd',
  'token',
  'tokens',
  'secret',
  'secrets',
  'card',
  'cards',
  'pan',
  'cvv',
  'cvv2',
  'cvc',
  'cookie',
  'cookies',
  'authorization',
]);
/** Names whose parts are harmless alone: an `api-key` header, the §7 `access-key`. */
const SECRET_NAMES = new Set(['apikey', 'accesskey', 'setcookie', 'xsentryauth']);

/** Whether a field of this name holds something secret (its words split at `_`, `-`, `.` and camelCase). */
export function isSecretName(name: string): boolean {
  const words = name
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter(Boolean);
  return words.some((w) => SECRET_WORDS.has(w)) || SECRET_NAMES.has(words.join(''));
}

/** The Luhn check every payment card number passes. */
function luhn(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) d = d * 2 > 9 ? d * 2 - 9 : d * 2;
    sum += d;
  }
  return sum % 10 === 0;
}

/** 13 to 19 digits that pass Luhn: a card number, as far as text can tell. */
export const looksLikeCardNumber = (digits: string) => /^\d{13,19}$/.test(digits) && luhn(digits);

// Digit runs, possibly grouped by spaces or dashes (4111 1111 1111 1111), standing alone: not inside an id's hex.
const DIGIT_RUN = /(?<![\w-])\d(?:[ -]?\d){12,18}(?![\w-])/g;
// `password=…`, `"token": "…"`, `api_key: …`: the value after a secret name.
const NAMED_VALUE =
  /([\w-]*(?:password|passwd|token|secret|api[-_]?key|access[-_]?key|authorization|cvv|cvc)[\w-]*)(["']?\s*[:=]\s*["']?)(?:bearer\s+)?[^\s"'&,;}]+/gi;
const BEARER = /\b(bearer)\s+[\w.~+/=-]{6,}/gi;

/** A text with card numbers, named secrets and bearer credentials replaced by `[Filtered]`. */
export function maskSecrets(text: string): string {
  return text
    .replace(DIGIT_RUN, (run) => (looksLikeCardNumber(run.replace(/[ -]/g, '')) ? FILTERED : run))
    .replace(NAMED_VALUE, (_, name: string, between: string) => `${name}${between}${FILTERED}`)
    .replace(BEARER, (_, scheme: string) => `${scheme} ${FILTERED}`);
}

/** Deeper than this, a value is dropped whole: no event of ours nests so far, and a walk must end. */
const MAX_DEPTH = 32;

function scrubValue(value: unknown, depth: number): unknown {
  if (typeof value === 'string') return maskSecrets(value);
  if (typeof value === 'number') return Number.isInteger(value) && looksLikeCardNumber(String(value)) ? 0 : value;
  if (value === null || typeof value !== 'object') return value;
  if (depth >= MAX_DEPTH) return FILTERED;
  if (Array.isArray(value)) return value.map((item) => scrubValue(item, depth + 1));
  const out: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) {
    out[key] = isSecretName(key) ? FILTERED : scrubValue(item, depth + 1);
  }
  return out;
}

/** A copy of an event (or any JSON) with every secret field and secret-looking text replaced. */
export const scrubEvent = <T>(event: T): T => scrubValue(event, 0) as T;
