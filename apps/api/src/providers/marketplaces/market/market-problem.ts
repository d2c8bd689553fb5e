/*
 * The market's errors are RFC 9457 problem details (`application/problem+json`): `type` names the problem (a URI
 * under PROBLEM_TYPE_BASE, documented in docs/sandbox-market.md), `title` is its fixed summary, `detail` this
 * occurrence, and a 400 or 422 lists what was wrong in `errors` (a JSON Pointer into the body, or the query
 * parameter). The sandbox answers with these and the adapter reads them, so both sides share the vocabulary.
 */

export const PROBLEM_TYPE_BASE = 'https://market.seller-cabinet.example/problems/';

export const PROBLEM_TITLES = {
  'malformed-request': 'The request could not be read',
  'invalid-parameter': 'A query parameter is invalid',
  unauthorized: 'The access token is missing or not valid',
  'insufficient-scope': 'The access token does not allow this',
  'shop-suspended': 'The shop is suspended',
  'shop-not-found': 'No open shop',
  'not-found': 'Not found',
  'order-state-conflict': 'The order is not in a state that allows this',
  'validation-failed': 'The request body is not valid',
  'rate-limited': 'Too many requests',
} as const;

export type ProblemKind = keyof typeof PROBLEM_TITLES;

/** One thing wrong in a request: `pointer` into the JSON body, or the query `parameter`; `code` is stable. */
export interface FieldError {
  pointer?: string;
  parameter?: string;
  code: 'required' | 'invalid' | 'unsupported' | 'unknown' | 'too_large' | 'duplicate';
  detail: string;
}

export interface Problem {
  type: string;
  title: string;
  status: number;
  detail: string;
  errors?: FieldError[];
}

export const PROBLEM_CONTENT_TYPE = 'application/problem+json';

export function problem(kind: ProblemKind, status: number, detail: string, errors?: FieldError[]): Problem {
  return {
    type: `${PROBLEM_TYPE_BASE}${kind}`,
    title: PROBLEM_TITLES[kind],
    status,
    detail,
    ...(errors ? { errors } : {}),
  };
}

/** The problem's kind from its `type` URI ('' when the body is not a problem of ours). */
export function problemKind(body: unknown): string {
  const type = body && typeof body === 'object' ? (body as { type?: unknown }).type : undefined;
  return typeof type === 'string' && type.startsWith(PROBLEM_TYPE_BASE) ? type.slice(PROBLEM_TYPE_BASE.length) : '';
}
