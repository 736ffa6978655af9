import pino, { type Logger } from "pino";
import { safeError } from "./safe-error";
import { processSlot } from "@/lib/kernel/process/slot";

export type { Logger } from "pino";

/** Fields that may carry secrets. Pino replaces their values before a line is written. */
export const REDACTED_PATHS = [
  "password",
  "*.password",
  "passwordHash",
  "*.passwordHash",
  "token",
  "*.token",
  "accessToken",
  "*.accessToken",
  "refreshToken",
  "*.refreshToken",
  "giftCardCode",
  "*.giftCardCode",
  // Lockbox and alarm codes (docs/security.md, "Access codes at rest"): never written, and cut if they were.
  "lockboxCode",
  "*.lockboxCode",
  "alarmCode",
  "*.alarmCode",
  "secret",
  "*.secret",
  "authorization",
  "cookie",
  "cookies",
  "*.cookies",
  "headers.authorization",
  "headers.cookie",
  'headers["set-cookie"]',
  "*.headers.authorization",
  "*.headers.cookie",
  'res.headers["set-cookie"]',
  // Bound values of a database statement, wherever someone put them.
  "params",
  "*.params",
  "parameters",
  "*.parameters",
];

const LOGGER = processSlot<Logger>("logger");

function levelFromEnv(): string {
  if (process.env.LOG_LEVEL) return process.env.LOG_LEVEL;
  return process.env.NODE_ENV === "test" ? "silent" : "info";
}

/** Builds a JSON logger writing to the given destination (standard output by default). */
export function createLogger(destination?: pino.DestinationStream, level = levelFromEnv()): Logger {
  return pino(
    {
      level,
      base: { service: "web" },
      redact: { paths: REDACTED_PATHS, censor: "[redacted]" },
      // Errors keep their type, message, code and stack only: a failed query's SQL, parameters
      // and driver detail never reach a line (see safe-error.ts).
      serializers: { err: safeError, error: safeError },
      timestamp: pino.stdTimeFunctions.isoTime,
    },
    destination,
  );
}

/** The process's one logger, shared by server.ts and Next's bundles through globalThis. */
export function getLogger(): Logger {
  return LOGGER.getOrCreate(() => createLogger());
}

export const REQUEST_ID_HEADER = "x-request-id";

/** A child logger carrying the request id that server.ts put on the request. */
export function requestLogger(headers: Headers): Logger {
  const reqId = headers.get(REQUEST_ID_HEADER) ?? undefined;
  return reqId ? getLogger().child({ reqId }) : getLogger();
}
