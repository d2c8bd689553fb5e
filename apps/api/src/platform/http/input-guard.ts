import type { FastifyInstance } from 'fastify';
import { invalid } from '../errors.ts';

/** PostgreSQL cannot store U+0000 in text (nor compare with it): a string holding it would fail in the database. */
export const NUL = '\u0000';

/** Stops after this many problems: one request never reports thousands of fields. */
const MAX_REPORTED = 100;

/**
 * The field paths, in the error body's notation (`parcels.0.box.name`), of every string — or object key — in `value`
 * that holds a NUL. Walks iteratively: a body nested thousands deep cannot overflow the stack.
 */
export function fieldsWithNul(value: unknown, prefix = ''): string[] {
  const found: string[] = [];
  const stack: Array<[string, unknown]> = [[prefix, value]];
  while (stack.length > 0 && found.length < MAX_REPORTED) {
    const [path, node] = stack.pop()!;
    if (typeof node === 'string') {
      if (node.includes(NUL)) found.push(path || '_');
    } else if (Array.isArray(node)) {
      node.forEach((item, i) => stack.push([path ? `${path}.${i}` : String(i), item]));
    } else if (node !== null && typeof node === 'object') {
      for (const [key, item] of Object.entries(node)) {
        const at = path ? `${path}.${key}` : key;
        if (key.includes(NUL)) found.push(at.replaceAll(NUL, '\\u0000'));
        else stack.push([at, item]);
      }
    }
  }
  return found;
}

/**
 * Refuses, before any route sees it, input no handler could store (issue 12): a NUL character anywhere in the path,
 * the query or a JSON body answers 400 `validation_error` naming each field. Registered on the root instance, so every
 * route — those later features add too — is covered. Multipart forms are read by their routes, through
 * platform/http/multipart.ts, which applies the same rule to their fields.
 */
export function registerInputGuard(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    const fields = [
      ...fieldsWithNul(request.params),
      ...fieldsWithNul(request.query),
      ...(request.body === undefined ? [] : fieldsWithNul(request.body)),
    ];
    if (fields.length > 0) throw invalid(Object.fromEntries(fields.map((f) => [f, ['nul_character']])));
  });
}
