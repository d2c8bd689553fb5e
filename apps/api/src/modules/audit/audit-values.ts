import type { AuditValues } from './audit.schema.ts';

/** Fields never kept in the trail, wherever they appear in a request. */
const SECRET = /password|secret|token|totp|otp|card_number|cvc|cvv/i;
const MAX_TEXT = 500;

type Value = AuditValues[string];

const clip = (text: string): string => (text.length > MAX_TEXT ? `${text.slice(0, MAX_TEXT)}…` : text);

/**
 * A request body as the flat record the audit page shows: nested objects by dotted path, lists of plain values
 * joined, lists of objects by their count, secrets left out. What the operator asked for, when the service said
 * nothing more precise.
 */
export function flatValues(input: unknown, prefix = '', into: AuditValues = {}): AuditValues {
  if (input === null || typeof input !== 'object' || Array.isArray(input)) return into;
  for (const [key, value] of Object.entries(input as Record<string, unknown>)) {
    if (SECRET.test(key)) continue;
    const path = prefix ? `${prefix}.${key}` : key;
    const plain = plainValue(value);
    if (plain !== undefined) into[path] = plain;
    else if (Array.isArray(value)) {
      const plains = value.map(plainValue);
      into[path] = plains.every((p) => p !== undefined && p !== null) ? clip(plains.join(', ')) : `${value.length}`;
    } else if (value && typeof value === 'object' && prefix.split('.').length < 3) flatValues(value, path, into);
  }
  return into;
}

function plainValue(value: unknown): Value | undefined {
  if (value === null) return null;
  if (typeof value === 'string') return clip(value);
  if (typeof value === 'number' || typeof value === 'boolean') return value;
  return undefined;
}

/** The path's parameters that name the object (ids, a tariff's type and zone). */
export function objectOf(params: unknown): Record<string, string | number> {
  if (!params || typeof params !== 'object') return {};
  const out: Record<string, string | number> = {};
  for (const [key, value] of Object.entries(params as Record<string, unknown>)) {
    if (typeof value === 'string' || typeof value === 'number')
      out[key] = typeof value === 'string' ? clip(value) : value;
  }
  return out;
}
