/**
 * True for PostgreSQL's unique_violation (23505). Drizzle wraps driver errors, so the code may
 * sit on a cause; PGlite and postgres-js both put it in `code`.
 */
export function isUniqueViolation(error: unknown): boolean {
  for (let current = error, depth = 0; current && depth < 5; depth++) {
    if (typeof current === "object" && (current as { code?: unknown }).code === "23505") return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}
