import type { FastifyInstance } from 'fastify';
import { invalid } from '../errors.ts';

/** PostgreSQL cannot store U+0000 in text (nor compare with it): a string holding it would fail in the database. */
export const NUL = '\u0000';

/** A UTF-16 surrogate without its other half: no UTF-8 text can hold it (a JSON body's `"\ud800"` makes one). */
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;
const LONE_SURROGATES = new RegExp(LONE_SURROGATE.source, 'g');

/** Why a string cannot be stored as text, or null when it can: `nul_character` or `invalid_character`. */
export function textProblem(value: string): 'nul_character' | 'invalid_character' | null {
  if (value.includes(NUL)) return 'nul_character';
  return LONE_SURROGATE.test(value) ? 'invalid_character' : null;
}

/** A field path as the error body names it: the characters that made it unstorable written as `\uXXXX`. */
export const printablePath = (path: string) =>
  path.replaceAll(NUL, '\\u0000').replace(LONE_SURROGATES, (c) => `\\u${c.charCodeAt(0).toString(16)}`);

/** Stops after this many problems: one request never reports thousands of fields. */
const MAX_REPORTED = 100;

/**
 * Every string — or object key — in `value` that cannot be stored as text, by its field path in the error body's
 * notation (`parcels.0.box.name`), with the reason. Walks iteratively: a body nested thousands deep cannot overflow
 * the stack.
 */
export function invalidTextFields(value: unknown, prefix = ''): Array<[string, 'nul_character' | 'invalid_character']> {
  const found: Array<[string, 'nul_character' | 'invalid_character']> = [];
  const stack: Array<[string, unknown]> = [[prefix, value]];
  while (stack.length > 0 && found.length < MAX_REPORTED) {
    const [path, node] = stack.pop()!;
    if (typeof node === 'string') {
      const problem = textProblem(node);
      if (problem) found.push([path || '_', problem]);
    } else if (Array.isArray(node)) {
      node.forEach((item, i) => stack.push([path ? `${path}.${i}` : String(i), item]));
    } else if (node !== null && typeof node === 'object') {
      for (const [key, item] of Object.entries(node)) {
        const at = path ? `${path}.${key}` : key;
        const problem = textProblem(key);
        if (problem) found.push([printablePath(at), problem]);
        else stack.push([at, item]);
      }
    }
  }
  return found;
}

/** The field paths of the NUL-holding strings and keys (see invalidTextFields). */
export const fieldsWithNul = (value: unknown, prefix = '') =>
  invalidTextFields(value, prefix)
    .filter(([, problem]) => problem === 'nul_character')
    .map(([path]) => path);

/**
 * Refuses, before any route sees it, input no handler could store (issues 12 and 21): a NUL character or a lone
 * UTF-16 surrogate anywhere in the path, the query or a body (JSON, or a form's fields) answers 400 `validation_error`
 * naming each field. Registered on the root instance, so every
 * route — those later features add too — is covered. Multipart forms are read by their routes, through
 * platform/http/multipart.ts, which applies the same rule to their fields.
 */
export function registerInputGuard(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    const fields = [
      ...invalidTextFields(request.params),
      ...invalidTextFields(request.query),
      ...(request.body === undefined ? [] : invalidTextFields(request.body)),
    ];
    if (fields.length > 0) throw invalid(Object.fromEntries(fields.map(([f, problem]) => [f, [problem]])));
  });
}
