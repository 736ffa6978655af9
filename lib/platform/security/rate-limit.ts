import { sql } from "drizzle-orm";
import type { Database } from "@/lib/platform/db";
import { rowsOf } from "@/lib/platform/db/raw";

export interface RateLimitRule {
  /** Names the counter, e.g. "login-account". */
  name: string;
  limit: number;
  windowSeconds: number;
}

export type RateLimitResult = { allowed: true; remaining: number } | { allowed: false; retryAfterSeconds: number };

interface CounterRow extends Record<string, unknown> {
  hits: number;
  window_start: Date | string;
}

function resultFrom(row: CounterRow | undefined, rule: RateLimitRule, now: Date): RateLimitResult {
  const hits = Number(row?.hits ?? 0);
  if (hits <= rule.limit) return { allowed: true, remaining: rule.limit - hits };
  const windowStart = row ? new Date(row.window_start) : now;
  const retryAfterSeconds = Math.max(1, Math.ceil((windowStart.getTime() + rule.windowSeconds * 1000 - now.getTime()) / 1000));
  return { allowed: false, retryAfterSeconds };
}

function counterKey(rule: RateLimitRule, subject: string): string {
  return `${rule.name}:${subject.toLowerCase()}`;
}

/**
 * Counts one attempt and says whether it is within the limit. The check and the count are a
 * single upsert, so concurrent requests on any host can never slip past the limit together.
 */
export async function hitRateLimit(db: Database, rule: RateLimitRule, subject: string, now = new Date()): Promise<RateLimitResult> {
  const key = counterKey(rule, subject);
  // Timestamps go in as ISO text: the postgres driver does not serialise Date parameters in raw SQL.
  const at = now.toISOString();
  const windowStartFloor = new Date(now.getTime() - rule.windowSeconds * 1000).toISOString();
  const result = await db.execute<CounterRow>(sql`
    insert into rate_limits (key, window_start, hits) values (${key}, ${at}::timestamptz, 1)
    on conflict (key) do update set
      hits = case when rate_limits.window_start <= ${windowStartFloor}::timestamptz then 1 else rate_limits.hits + 1 end,
      window_start = case when rate_limits.window_start <= ${windowStartFloor}::timestamptz then ${at}::timestamptz else rate_limits.window_start end
    returning hits, window_start`);
  return resultFrom(rowsOf<CounterRow>(result)[0], rule, now);
}

/** How many attempts the counter holds in its current window, without counting one. */
export async function countRateLimit(db: Database, rule: RateLimitRule, subject: string, now = new Date()): Promise<number> {
  const windowStartFloor = new Date(now.getTime() - rule.windowSeconds * 1000).toISOString();
  const result = await db.execute<{ hits: number }>(
    sql`select hits from rate_limits where key = ${counterKey(rule, subject)} and window_start > ${windowStartFloor}::timestamptz`,
  );
  return Number(rowsOf<{ hits: number }>(result)[0]?.hits ?? 0);
}

/**
 * Takes back one counted attempt that turned out fine (a correct password), so that only
 * failures use up the limit while the count itself stays atomic.
 */
export async function undoRateLimitHit(db: Database, rule: RateLimitRule, subject: string): Promise<void> {
  await db.execute(sql`update rate_limits set hits = greatest(hits - 1, 0) where key = ${counterKey(rule, subject)}`);
}

export async function clearRateLimit(db: Database, rule: RateLimitRule, subject: string): Promise<void> {
  await db.execute(sql`delete from rate_limits where key = ${counterKey(rule, subject)}`);
}

/** "Try again in 12 minutes." */
export function retryMessage(retryAfterSeconds: number): string {
  if (retryAfterSeconds < 60) return `Try again in ${retryAfterSeconds} second${retryAfterSeconds === 1 ? "" : "s"}.`;
  const minutes = Math.ceil(retryAfterSeconds / 60);
  return `Try again in ${minutes} minute${minutes === 1 ? "" : "s"}.`;
}
