const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Ids in URLs are checked before they reach SQL: PostgreSQL would fail on a malformed uuid,
 * and that must be a 404 like any other id that is not yours, never a 500.
 */
export function isUuid(value: string): boolean {
  return UUID.test(value);
}
