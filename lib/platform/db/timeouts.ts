import type { AppConfig } from "@/lib/platform/config";
import type { PostgresTimeouts } from "./client";

/** The configured PostgreSQL timeouts (docs/operations.md, "Database timeouts"). */
export function postgresTimeouts(config: Pick<AppConfig, "DATABASE_STATEMENT_TIMEOUT_MS" | "DATABASE_IDLE_IN_TRANSACTION_TIMEOUT_MS" | "DATABASE_CONNECT_TIMEOUT_SECONDS">): PostgresTimeouts {
  return {
    statementMs: config.DATABASE_STATEMENT_TIMEOUT_MS,
    idleInTransactionMs: config.DATABASE_IDLE_IN_TRANSACTION_TIMEOUT_MS,
    connectSeconds: config.DATABASE_CONNECT_TIMEOUT_SECONDS,
  };
}
