/**
 * PostgreSQL errors by SQLSTATE. Drizzle wraps driver errors, so the code may sit on a cause a
 * few levels down; PGlite and postgres-js both put it in `code`.
 */

/** The SQLSTATE of an error from postgres-js or PGlite, looking through wrappers; null if none. */
export function sqlStateOf(error: unknown): string | null {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && typeof current === "object" && current !== null; depth += 1) {
    const code: unknown = Reflect.get(current, "code");
    if (typeof code === "string" && /^[0-9A-Z]{5}$/.test(code)) return code;
    current = Reflect.get(current, "cause");
  }
  return null;
}

/** True for PostgreSQL's unique_violation (23505). */
export function isUniqueViolation(error: unknown): boolean {
  return sqlStateOf(error) === "23505";
}
