/**
 * The one HTTP server of a host: the real-time hub under /userManagementHub, Next for the rest.
 * Start-up validates the configuration, opens and migrates the database, then listens.
 */
import { createServer } from "node:http";
import next from "next";
import { getConfig, parseConfig, resetConfigCache } from "@/lib/platform/config";
import { closeDatabase, installDatabaseHandle } from "@/lib/platform/db";
import { openDatabase } from "@/lib/platform/db/client";
import { startOnlineBackupEndpoint } from "@/lib/platform/db/online-backup-server";
import { postgresTimeouts } from "@/lib/platform/db/timeouts";
import { exitOnDriverWriteAfterClose } from "@/lib/platform/db/driver-crash-guard";
import { prepareDatabase } from "@/lib/startup/prepare-database";
import { installOrderReactions } from "@/lib/startup/order-reactions";
import { ensureReconciliationScheduled } from "@/lib/payments/reconcile/job";
import { ensureHousekeepingScheduled } from "@/lib/platform/jobs/housekeeping";
import { ensureCleanerSchedulesScheduled } from "@/lib/messaging/cleaner-schedules";
import { ensurePhotoSweepScheduled } from "@/lib/cabinet/photos/photo-sweep";
import { ensureCreditExpiryScheduled } from "@/lib/referrals/credit-expiry-job";
import { serverJobHandlers } from "@/lib/startup/job-handlers";
import { startJobWorker, wakeOnScheduledJobs } from "@/lib/platform/jobs/worker";
import { getLogger } from "@/lib/platform/log/logger";
import { redactConsoleErrors } from "@/lib/platform/log/console-redaction";
import { pathWithoutQuery } from "@/lib/platform/log/request-id";
import { safeError } from "@/lib/platform/log/safe-error";
import { startProcessRealtime } from "@/lib/web/realtime/runtime";
import { loadOrCreateGiftCardKey } from "@/lib/gift-cards/key";
import { loadOrCreateAccessCodeKey } from "@/lib/platform/security/access-code-key";
import { loadOrCreateAuthSecret } from "@/lib/web/server/auth-secret";
import { capApiRequestBody } from "@/lib/web/server/body-cap";
import { CLIENT_ADDRESS_HEADER, clientAddress } from "@/lib/kernel/client-address";
import { createShutdown } from "@/lib/web/server/graceful-shutdown";
import { logRequests } from "@/lib/web/server/request-logging";
import { setSecurityHeaders } from "@/lib/web/server/security-headers";
import { localBaseUrl, requestPublicRevalidation } from "@/lib/site/revalidate";
import { isMalformedPath } from "@/lib/web/server/malformed-path";

/** In-flight requests get this long after SIGTERM; with the cleanup the process ends within 10 s. */
const DRAIN_MS = 7_000;
/** A shutdown that hangs anyway (a stuck database close) ends here. */
const HARD_EXIT_MS = 9_500;

async function main(): Promise<void> {
  redactConsoleErrors();
  // Payments reacts to booking's order changes (the demo's sample visits below, Next's routes).
  installOrderReactions();
  const checked = parseConfig(process.env);
  if (!checked.ok) {
    console.error(checked.message);
    process.exit(1);
  }
  // The embedded default generates its secrets once and keeps them in DATA_DIR; production on
  // PostgreSQL must provide them (the configuration check above refuses to start without).
  if (!checked.config.AUTH_SECRET) process.env.AUTH_SECRET = await loadOrCreateAuthSecret(checked.config.DATA_DIR);
  if (!checked.config.GIFT_CARD_KEY) process.env.GIFT_CARD_KEY = loadOrCreateGiftCardKey(checked.config.DATA_DIR);
  if (!checked.config.ACCESS_CODE_KEY) process.env.ACCESS_CODE_KEY = loadOrCreateAccessCodeKey(checked.config.DATA_DIR);
  resetConfigCache();
  const config = getConfig();
  process.env.NEXTAUTH_URL ??= config.PUBLIC_URL;
  process.env.NEXTAUTH_SECRET ??= config.AUTH_SECRET;
  const logger = getLogger();
  const dev = config.NODE_ENV !== "production";

  const database = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR, timeouts: postgresTimeouts(config) });
  installDatabaseHandle(database);
  // Next only logs uncaught errors; a PostgreSQL driver that lost a connection mid-write must
  // not keep serving (lib/platform/db/driver-crash-guard.ts).
  if (database.driver === "postgres") exitOnDriverWriteAfterClose(logger);
  await prepareDatabase(database, { demo: config.DEMO, logger });
  // The embedded database is this process's alone (DATA_DIR's lock): `npm run db:backup` asks us.
  const onlineBackups = database.dumpOnline
    ? await startOnlineBackupEndpoint({ dataDir: config.DATA_DIR, dump: database.dumpOnline, logger: logger.child({ component: "backup" }) })
    : null;
  // Every host asks; the hour's (the night's) dedupe key makes it one job, and each run schedules the next.
  await ensureHousekeepingScheduled(database.db);
  await ensureReconciliationScheduled(database.db);
  await ensureCleanerSchedulesScheduled(database.db);
  await ensurePhotoSweepScheduled(database.db, new Date());
  await ensureCreditExpiryScheduled(database.db, new Date());
  const jobWorker = startJobWorker({ db: database.db, handlers: serverJobHandlers, logger: logger.child({ component: "jobs" }) });
  const stopWakingJobWorker = await wakeOnScheduledJobs(database, jobWorker);

  const app = next({ dev, hostname: config.HOSTNAME, port: config.PORT, dir: process.cwd() });
  await app.prepare();
  const handleNext = app.getRequestHandler();
  const handleNextUpgrade = app.getUpgradeHandler();
  // The hub decrypts next-auth's session cookie with the secret next-auth uses
  // (getAuthOptions().secret is AUTH_SECRET, completed above) and listens for user events.
  if (!config.AUTH_SECRET) throw new Error("AUTH_SECRET is not set");
  const realtime = await startProcessRealtime({ handle: database, secret: config.AUTH_SECRET, publicUrl: config.PUBLIC_URL, publicUrlConfigured: config.PUBLIC_URL_CONFIGURED, logger });
  const hub = realtime.hub;
  let stopping = false;

  const securityHeaders = { https: config.PUBLIC_URL.startsWith("https:"), dev };
  const server = createServer((req, res) => {
    logRequests(logger, req, res);
    setSecurityHeaders(req, res, securityHeaders);
    req.headers[CLIENT_ADDRESS_HEADER] = clientAddress(req, config.TRUST_PROXY);
    if (stopping) res.setHeader("connection", "close");
    const pathname = pathWithoutQuery(req.url);
    if (hub.owns(pathname)) return hub.handleRequest(req, res);
    if (isMalformedPath(pathname)) {
      res.writeHead(400, { "content-type": "text/plain; charset=utf-8", "cache-control": "no-store" });
      return void res.end("Bad Request: this address is not valid.");
    }
    if (capApiRequestBody(req, res, pathname)) return;
    handleNext(req, res).catch((error: unknown) => {
      logger.error({ err: error, reqId: req.headers["x-request-id"] }, "unhandled error in request");
      if (!res.headersSent) res.writeHead(500, { "content-type": "text/plain; charset=utf-8" });
      res.end("Internal Server Error");
    });
  });

  // Node closes idle keep-alive sockets after 5 s, racing clients and load balancers that reuse
  // them a moment later (ECONNRESET). Keep them longer than common proxy idle timeouts (60 s);
  // headers must be allowed to arrive for longer than that.
  server.keepAliveTimeout = 65_000;
  server.headersTimeout = 66_000;

  server.on("upgrade", (req, socket, head) => {
    // The hub counts connections per client address, as rate limits do.
    req.headers[CLIENT_ADDRESS_HEADER] = clientAddress(req, config.TRUST_PROXY);
    const pathname = pathWithoutQuery(req.url);
    if (hub.owns(pathname)) return hub.handleUpgrade(req, socket, head);
    // Hot reload needs Next's own socket in development; production owns no other upgrade.
    if (dev) return void handleNextUpgrade(req, socket, head);
    socket.end("HTTP/1.1 404 Not Found\r\nConnection: close\r\nContent-Length: 0\r\n\r\n");
  });

  const shutdown = createShutdown({
    server,
    drainMs: DRAIN_MS,
    closeRealtime: () => realtime.close(),
    cleanup: async () => {
      await stopWakingJobWorker();
      await jobWorker.stop();
      await app.close();
      await onlineBackups?.close();
      await closeDatabase();
    },
  });
  for (const signal of ["SIGTERM", "SIGINT"] as const) {
    process.once(signal, () => {
      stopping = true;
      logger.info({ signal }, "shutting down");
      // The last resort: supervisors kill after 10 s anyway; exit with a reason just before.
      setTimeout(() => {
        logger.error("shutdown did not finish in time; exiting");
        process.exit(1);
      }, HARD_EXIT_MS).unref();
      shutdown().then(
        () => {
          logger.info("stopped");
          process.exit(0);
        },
        (error: unknown) => {
          logger.error({ err: error }, "shutdown failed");
          process.exit(1);
        },
      );
    });
  }

  server.listen(config.PORT, config.HOSTNAME, () => {
    logger.info({ port: config.PORT, database: database.driver, dev }, `ready on ${config.PUBLIC_URL}`);
    // Public pages were prerendered at build with the code's default prices and no reviews:
    // refresh them once with this deployment's data (it never fails start-up).
    if (config.AUTH_SECRET) void requestPublicRevalidation(localBaseUrl(config.HOSTNAME, config.PORT), config.AUTH_SECRET);
  });
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? `Start-up failed: ${safeError(error).message}` : "Start-up failed");
  process.exit(1);
});
