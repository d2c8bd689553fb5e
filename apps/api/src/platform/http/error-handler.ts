import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError } from '../errors.ts';
import { lookup, translate } from '../i18n/messages.ts';
import { registerInputGuard } from './input-guard.ts';

interface ValidationEntry {
  keyword: string;
  instancePath: string;
  message?: string;
  params: Record<string, unknown>;
}

/** One schema failure → the field it concerns and a message code from the `fields` catalogue. */
function fieldErrors(entries: ValidationEntry[]): Array<[string, string, Record<string, string | number>]> {
  return entries.flatMap((e): Array<[string, string, Record<string, string | number>]> => {
    const field = e.instancePath.replace(/^\//, '').replace(/\//g, '.') || '_';
    const message = e.message ?? '';
    if (e.keyword === 'unrecognized_keys') {
      const keys = (e.params.keys as string[] | undefined) ?? [];
      return keys.map((k) => [field === '_' ? k : `${field}.${k}`, 'unknown_field', {}]);
    }
    // Contracts name their own message codes (e.g. 'invalid_itn'); use those when the catalogue knows them.
    if (lookup('en', 'fields', message)) return [[field, message, {}]];
    switch (e.keyword) {
      case 'invalid_type':
        return [[field, /received undefined$/.test(message) ? 'required' : 'invalid_type', {}]];
      case 'too_small':
        if (e.params.origin === 'string' && Number(e.params.minimum) === 1) return [[field, 'required', {}]];
        return [
          [field, e.params.origin === 'string' ? 'too_short' : 'invalid_value', { minimum: Number(e.params.minimum) }],
        ];
      case 'too_big':
        return [
          [field, e.params.origin === 'string' ? 'too_long' : 'invalid_value', { maximum: Number(e.params.maximum) }],
        ];
      case 'invalid_format':
        return [[field, e.params.format === 'email' ? 'invalid_email' : 'invalid_format', {}]];
      default:
        return [[field, 'invalid_value', {}]];
    }
  });
}

/**
 * The one error path (ARCHITECTURE §4): every failure leaves as `{ code, message, errors? }` in the caller's
 * language. 5xx bodies never carry internals; they are logged with the request id instead. Input that could only
 * fail in the database (a NUL character) is refused here too, before any route sees it (issue 12: no input
 * produces a 5xx). Only those unexpected failures are reported (`report`: docs/error-reporting.md); a 4xx is the
 * caller's mistake, answered and not reported.
 */
export function registerErrorHandler(
  app: FastifyInstance,
  report: (error: unknown, request: FastifyRequest) => void = () => {},
): void {
  registerInputGuard(app);
  app.setErrorHandler((error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    const lang = request.lang;
    const send = (
      status: number,
      code: string,
      body: Record<string, unknown> = {},
      params?: Record<string, string | number>,
    ) => reply.status(status).send({ code, message: translate(lang, 'errors', code, params), ...body });

    if (error instanceof AppError) {
      const { errors, params, extra, headers } = error.details;
      if (headers) reply.headers(headers);
      const translated = Array.isArray(errors)
        ? errors.map((c) => translate(lang, 'fields', c))
        : errors &&
          Object.fromEntries(
            Object.entries(errors).map(([f, codes]) => [f, codes.map((c) => translate(lang, 'fields', c))]),
          );
      return send(error.statusCode, error.code, { ...(translated ? { errors: translated } : {}), ...extra }, params);
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const errors: Record<string, string[]> = {};
      for (const [field, code, params] of fieldErrors(error.validation as unknown as ValidationEntry[])) {
        (errors[field] ??= []).push(translate(lang, 'fields', code, params));
      }
      const allMissing = Object.values(errors).every((m) =>
        m.every((t) => t === translate(lang, 'fields', 'required')),
      );
      return send(400, allMissing ? 'required_fields' : 'validation_error', { errors });
    }
    if (error.statusCode === 413) return send(413, 'payload_too_large');
    if (error.statusCode === 429) return send(429, 'rate_limited');
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      return send(error.statusCode, 'bad_request', { errors: [error.message] });
    }
    request.log.error({ err: error }, 'request failed');
    report(error, request);
    return send(500, 'internal_error');
  });
}
