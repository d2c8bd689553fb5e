import type { OrdersWindow } from './orders-store.ts';

/*
 * Which orders a getOrders (v0) or searchOrders (2026-01-01) call selects: by last change after a date, up to two
 * minutes before the call, a page at a time. The next-page token is keyset-based inside the first call's window, so a
 * page can be asked for again (an import resumes) and an order changing meanwhile makes no other one skipped. The
 * two versions name the same parameters differently (LastUpdatedAfter, lastUpdatedAfter, …).
 */

/** Amazon lists only orders changed at least this long before the call. */
const SETTLE_MS = 2 * 60_000;

export interface WindowNames {
  createdAfter: string;
  lastUpdatedAfter: string;
  lastUpdatedBefore: string;
  maxResultsPerPage: string;
  token: string;
}

export const encodeToken = (window: OrdersWindow) =>
  Buffer.from(
    JSON.stringify({
      a: window.after.toISOString(),
      b: window.before.toISOString(),
      m: window.from?.modifiedAt.toISOString(),
      i: window.from?.id,
      n: window.limit,
    }),
  ).toString('base64url');

function decodeToken(token: string): OrdersWindow | null {
  try {
    const t = JSON.parse(Buffer.from(token, 'base64url').toString()) as Record<string, unknown>;
    const window = {
      after: new Date(String(t.a)),
      before: new Date(String(t.b)),
      from: { modifiedAt: new Date(String(t.m)), id: Number(t.i) },
      limit: Number(t.n),
    };
    const valid =
      [window.after, window.before, window.from.modifiedAt].every((d) => !Number.isNaN(d.getTime())) &&
      Number.isInteger(window.from.id) &&
      Number.isInteger(window.limit) &&
      window.limit >= 1 &&
      window.limit <= 100;
    return valid ? window : null;
  } catch {
    return null;
  }
}

const dateOf = (value: string | undefined) => {
  if (value === undefined) return undefined;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
};

/** The window a call asks for, or the message of Amazon's 400 InvalidInput. */
export function ordersWindow(
  q: Record<string, string | undefined>,
  names: WindowNames,
  now: Date,
): OrdersWindow | string {
  const token = q[names.token];
  if (token !== undefined) return decodeToken(token) ?? `Invalid ${names.token}.`;
  if (q[names.createdAfter] !== undefined) return `The sandbox selects orders by ${names.lastUpdatedAfter} only.`;
  const after = dateOf(q[names.lastUpdatedAfter]);
  const latest = new Date(now.getTime() - SETTLE_MS);
  const given = q[names.lastUpdatedBefore];
  const before = given === undefined ? latest : dateOf(given);
  const limit = Number(q[names.maxResultsPerPage] ?? 100);
  if (after === undefined) return `Either ${names.createdAfter} or ${names.lastUpdatedAfter} must be specified.`;
  if (!after || !before) return 'Dates must be in ISO 8601 format.';
  if (after.getTime() > now.getTime()) return `${names.lastUpdatedAfter} must be in the past.`;
  // Given, the end must make sense; left out, it is two minutes ago (and a later start finds nothing).
  if (given !== undefined && (before < after || before > latest)) {
    return `${names.lastUpdatedBefore} must be after ${names.lastUpdatedAfter} and at least two minutes before now.`;
  }
  if (!Number.isInteger(limit) || limit < 1 || limit > 100) return `${names.maxResultsPerPage} must be 1 - 100.`;
  return { after, before, from: null, limit };
}
