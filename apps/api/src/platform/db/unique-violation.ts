/**
 * PostgreSQL refused a row for a unique constraint (23505), wherever the driver or Drizzle wrapped the error. With
 * `index`, only that constraint — or an unnamed one: PGlite does not always name it, so such a caller writes to a
 * table with one unique index that can be hit.
 */
export function isUniqueViolation(err: unknown, index?: string): boolean {
  for (let e: unknown = err; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    const { code, constraint } = e as { code?: unknown; constraint?: unknown };
    if (code === '23505' && (index === undefined || constraint === undefined || constraint === index)) return true;
  }
  return false;
}
