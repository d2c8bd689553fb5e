import type { ErrorBody } from '@cabinet/contracts/common';

/** Codes the client gives failures that never reached the API or did not answer with an error body. */
export const NETWORK_ERROR = 'network_error';
export const UNKNOWN_ERROR = 'unknown_error';

/**
 * A failed request, parsed from the API's `{ code, message, errors? }` body (spec §8): `fieldErrors` holds the
 * per-field messages when `errors` is an object, `messages` every message (a list `errors`, or the object's
 * values flattened).
 */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  readonly fieldErrors: Record<string, string[]>;
  readonly messages: string[];
  /** Seconds from Retry-After on 429 answers. */
  readonly retryAfter: number | null;
  readonly body: Partial<ErrorBody> | null;

  constructor(init: {
    status: number;
    code: string;
    message: string;
    errors?: ErrorBody['errors'];
    retryAfter?: number | null;
    body?: Partial<ErrorBody> | null;
  }) {
    super(init.message);
    this.name = 'ApiError';
    this.status = init.status;
    this.code = init.code;
    this.retryAfter = init.retryAfter ?? null;
    this.body = init.body ?? null;
    const errors = init.errors;
    this.fieldErrors = errors && !Array.isArray(errors) ? errors : {};
    this.messages = Array.isArray(errors) ? [...errors] : Object.values(this.fieldErrors).flat();
  }

  get sessionEnded(): boolean {
    return this.status === 403 && this.body?.logout === true;
  }

  get mandatoryField(): string | null {
    return this.status === 403 && typeof this.body?.mandatory_field === 'string' ? this.body.mandatory_field : null;
  }
}

function isErrorBody(value: unknown): value is Partial<ErrorBody> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isErrors(value: unknown): value is ErrorBody['errors'] {
  if (Array.isArray(value)) return value.every((m) => typeof m === 'string');
  if (typeof value !== 'object' || value === null) return false;
  return Object.values(value).every((list) => Array.isArray(list) && list.every((m) => typeof m === 'string'));
}

/** Builds the ApiError of a failed response from its status, parsed body (if any) and headers. */
export function parseApiError(status: number, body: unknown, headers?: Headers): ApiError {
  const retryHeader = headers?.get('retry-after');
  const retryAfter = retryHeader && /^\d+$/.test(retryHeader) ? Number(retryHeader) : null;
  if (!isErrorBody(body)) {
    return new ApiError({ status, code: UNKNOWN_ERROR, message: '', retryAfter });
  }
  return new ApiError({
    status,
    code: typeof body.code === 'string' ? body.code : UNKNOWN_ERROR,
    message: typeof body.message === 'string' ? body.message : '',
    errors: isErrors(body.errors) ? body.errors : undefined,
    retryAfter,
    body,
  });
}
