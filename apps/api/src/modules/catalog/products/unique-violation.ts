/**
 * A unique index refused a row: PostgreSQL code 23505 on the named index. PGlite does not always name the
 * constraint, so an unnamed violation counts too (each caller writes to one table with one such index).
 */
export function isUniqueViolation(err: unknown, index: string): boolean {
  for (let e: unknown = err; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    const { code, constraint } = e as { code?: unknown; constraint?: unknown };
    if (code === '23505' && (constraint === undefined || constraint === index)) return true;
  }
  return false;
}
