import type { Server } from "node:http";

export interface ShutdownOptions {
  server: Server;
  /** How long in-flight requests may take to finish before their connections are cut. */
  drainMs: number;
  /**
   * Ends the hub's connections (a Close message that allows reconnecting). Upgraded WebSockets
   * are invisible to closeAllConnections and an event stream never finishes on its own: while
   * they live, server.close() never completes. So this runs before waiting for the server.
   */
  closeRealtime: () => Promise<void>;
  /** Runs after the server stopped serving (the job worker, Next, the database). */
  cleanup: () => Promise<void>;
}

/**
 * Stops accepting connections, closes the hub's long-lived connections, lets in-flight requests
 * finish within `drainMs`, then runs the cleanup. Calling it again returns the same promise, so
 * a second signal changes nothing.
 */
export function createShutdown({ server, drainMs, closeRealtime, cleanup }: ShutdownOptions): () => Promise<void> {
  let running: Promise<void> | undefined;
  return () => {
    running ??= (async () => {
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      const deadline = setTimeout(() => server.closeAllConnections(), drainMs);
      deadline.unref();
      // Keep-alive sockets with no request in flight would otherwise hold the server open.
      server.closeIdleConnections();
      await closeRealtime();
      // The event streams just ended leave their sockets idle.
      server.closeIdleConnections();
      await closed;
      clearTimeout(deadline);
      await cleanup();
    })();
    return running;
  };
}
