/**
 * The hub as the product runs it: session-cookie authentication, the PUBLIC_URL origin check and
 * the LISTEN/NOTIFY event bus, started and stopped together. server.ts starts one per process;
 * the integration tests and the benchmark start as many as they need.
 */
import type { DatabaseHandle } from "@/lib/platform/db";
import type { Logger } from "@/lib/platform/log/logger";
import { createOriginCheck, createSessionAuthenticator, sessionAccessChecker } from "./authenticate";
import { startUserEventBus } from "./event-bus";
import { startOrderEventBus } from "./order-event-bus";
import { createRealtimeHub, type RealtimeTimings, type UserManagementHub } from "./index";

export interface RealtimeRuntimeOptions {
  handle: Pick<DatabaseHandle, "db" | "listen">;
  /** next-auth's secret: session cookies are decrypted with it. */
  secret: string;
  /** The site's address; browsers from any other origin are refused. */
  publicUrl: string;
  /** False when PUBLIC_URL is only the embedded default: then both loopback names are the site too. */
  publicUrlConfigured?: boolean;
  logger: Logger;
  timings?: Partial<RealtimeTimings>;
  /** Delay between an event that ends sessions and closing the user's connections. */
  closeDelayMs?: number;
}

export interface RealtimeRuntime {
  readonly hub: UserManagementHub;
  /** Whether the LISTEN/NOTIFY subscription is active (false once close() began). */
  eventBusListening(): boolean;
  /** Stops the event bus first (no new deliveries), then closes every connection. */
  close(): Promise<void>;
}

export async function startRealtime(options: RealtimeRuntimeOptions): Promise<RealtimeRuntime> {
  const hub = createRealtimeHub({
    authenticate: createSessionAuthenticator({ secret: options.secret, sessionAccess: sessionAccessChecker(options.handle.db) }),
    isAllowedOrigin: createOriginCheck({ publicUrl: options.publicUrl, publicUrlConfigured: options.publicUrlConfigured ?? true }),
    logger: options.logger,
    timings: options.timings,
  });
  // A hub without its buses would accept connections that never get an event.
  const bus = await startUserEventBus({ handle: options.handle, hub, logger: options.logger, closeDelayMs: options.closeDelayMs }).catch(
    async (error: unknown) => {
      await hub.close();
      throw error;
    },
  );
  const orderBus = await startOrderEventBus({ handle: options.handle, hub, logger: options.logger }).catch(async (error: unknown) => {
    await bus.stop();
    await hub.close();
    throw error;
  });
  let closing: Promise<void> | null = null;
  return {
    hub,
    eventBusListening: () => bus.isListening() && orderBus.isListening(),
    close() {
      closing ??= Promise.all([bus.stop(), orderBus.stop()]).then(() => hub.close());
      return closing;
    },
  };
}

const RUNTIME = Symbol.for("boroughbright.realtime");
type RuntimeGlobal = typeof globalThis & { [RUNTIME]?: Promise<RealtimeRuntime> };

/**
 * The process's one hub and bus. Kept on globalThis because Next bundles route handlers apart
 * from server.ts: a second bus would deliver every event twice, a second hub would see none of
 * the connections. Starting twice returns the first.
 */
export function startProcessRealtime(options: RealtimeRuntimeOptions): Promise<RealtimeRuntime> {
  const store = globalThis as RuntimeGlobal;
  if (!store[RUNTIME]) {
    store[RUNTIME] = startRealtime(options);
    store[RUNTIME].catch(() => delete store[RUNTIME]);
  }
  return store[RUNTIME];
}

/** This process's hub, if server.ts started one (for diagnostics; events go through pg_notify). */
export async function getProcessRealtime(): Promise<RealtimeRuntime | undefined> {
  return (globalThis as RuntimeGlobal)[RUNTIME];
}

/**
 * Closes the process's hub and bus, if started, and forgets them (tests; server.ts closes the
 * runtime it started).
 * @internal A test seam: it reaches state private to this module; knip --production ignores it (docs/architecture.md#layers).
 */
export async function closeProcessRealtime(): Promise<void> {
  const store = globalThis as RuntimeGlobal;
  const pending = store[RUNTIME];
  delete store[RUNTIME];
  if (pending) await (await pending).close();
}
