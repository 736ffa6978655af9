import type { Logger } from "@/lib/platform/log/logger";

/**
 * postgres.js 3.4.9 throws from a timer when it writes to a connection the server has just ended
 * (an idle-in-transaction timeout, a restart, pg_terminate_backend): "Cannot read properties of
 * null (reading 'write')" in connection.js `nextWrite` (porsager/postgres#1133, #1154). No caller
 * can catch it, and Next installs an uncaughtException listener that only logs, so the process
 * would go on with that connection's unsent bytes still buffered, and later queries on it could
 * be answered out of order. This is the one uncaught error we end the process for; systemd
 * restarts it (docs/operations.md, "Database timeouts").
 */
export function isDriverWriteAfterClose(error: unknown): boolean {
  return (
    error instanceof TypeError &&
    /reading 'write'/.test(error.message) &&
    /nextWrite/.test(error.stack ?? "") &&
    /postgres[\\/](cjs[\\/])?src[\\/]connection\.js/.test(error.stack ?? "")
  );
}

/** Installs the listener; `exit` is process.exit outside tests. */
export function exitOnDriverWriteAfterClose(logger: Logger, exit: (code: number) => void = (code) => process.exit(code)): void {
  process.on("uncaughtException", (error) => {
    if (!isDriverWriteAfterClose(error)) return;
    logger.fatal({ err: error }, "the PostgreSQL driver lost a connection mid-write; exiting so the pool starts clean");
    exit(1);
  });
}
