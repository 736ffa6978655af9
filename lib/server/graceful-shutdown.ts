import type { Server } from "node:http";

export interface ShutdownOptions {
  server: Server;
  /** How long in-flight requests may take to finish before their connections are cut. */
  drainMs: number;
  /** Runs after the server stopped serving (close the hub, Next, the database). */
  cleanup: () => Promise<void>;
}

/**
 * Stops accepting connections, lets in-flight requests finish within `drainMs`, then runs the
 * cleanup. Calling it again returns the same promise, so a second signal changes nothing.
 */
export function createShutdown({ server, drainMs, cleanup }: ShutdownOptions): () => Promise<void> {
  let running: Promise<void> | undefined;
  return () => {
    running ??= (async () => {
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      // Keep-alive sockets with no request in flight would otherwise hold the server open.
      server.closeIdleConnections();
      const deadline = setTimeout(() => server.closeAllConnections(), drainMs);
      deadline.unref();
      await closed;
      clearTimeout(deadline);
      await cleanup();
    })();
    return running;
  };
}
