import type { FastifyRequest } from 'fastify';
import { AppError, invalid } from '../errors.ts';
import { printablePath, textProblem } from './input-guard.ts';

/** One part of a multipart form, read completely. */
export type FormPart =
  { type: 'file'; field: string; filename: string; data: Buffer } | { type: 'field'; field: string; value: string };

/**
 * Reads a multipart form completely before anything is written — the one reader of every upload route (issue 12):
 * - a request that is not multipart answers 400 `multipart_expected`;
 * - a limit of the multipart plugin (its `FST_…` code) answers what `limitError` says for it, else 400 `invalid_value`;
 * - anything else that stops the reading — the body cut off before its closing boundary, no boundary at all, a
 *   malformed part header — answers 400 `malformed_form` (the stream's error is the client's, never a 500);
 * - a NUL or a lone surrogate in a field's name or value or a file's name answers 400 naming the field, as JSON
 *   bodies do.
 */
export async function readForm(
  request: FastifyRequest,
  limitError: (code: string) => AppError | null = () => null,
): Promise<FormPart[]> {
  if (!request.isMultipart()) throw new AppError(400, 'multipart_expected');
  const parts: FormPart[] = [];
  const unstorable = new Map<string, string>();
  const check = (field: string, ...texts: string[]) => {
    const problem = texts.map(textProblem).find((p) => p !== null);
    if (problem) unstorable.set(printablePath(field), problem);
  };
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        const data = await part.toBuffer();
        check(part.fieldname, part.fieldname, part.filename);
        parts.push({ type: 'file', field: part.fieldname, filename: part.filename, data });
      } else {
        const value = typeof part.value === 'string' ? part.value : String(part.value);
        check(part.fieldname, part.fieldname, value);
        parts.push({ type: 'field', field: part.fieldname, value });
      }
    }
  } catch (err) {
    const code = (err as { code?: unknown } | null)?.code;
    if (typeof code === 'string' && code.startsWith('FST_')) {
      throw limitError(code) ?? invalid({ _: ['invalid_value'] });
    }
    throw invalid({ _: ['malformed_form'] }, 'malformed_form');
  }
  if (unstorable.size > 0) throw invalid(Object.fromEntries([...unstorable].map(([f, problem]) => [f, [problem]])));
  return parts;
}
