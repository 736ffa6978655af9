/**
 * One cabinet action, applied once at the time it was made (docs/architecture.md, "The cabinet
 * offline"). The phone's queue sends each action with an idempotency key; the first time, the
 * action runs and, in the same transaction, the key is kept with its answer; any later request
 * with that key gets that answer and changes nothing. A refused action keeps no key (its
 * transaction rolls back), so sending it again is judged afresh.
 */
import { createHash } from "node:crypto";
import { and, eq } from "drizzle-orm";
import type { z } from "zod";
import { failure, type Failure, type Result } from "@/lib/kernel/failure";
import type { Database } from "@/lib/platform/db";
import { cabinetActionKeys } from "@/lib/platform/db/schema";
import type { Transaction } from "@/lib/platform/db/transaction";
import type { OfflineStamp } from "./made-at";

export type CabinetActionName = "check_in" | "on_the_way" | "checklist" | "check_out" | "photo";

export interface KeyedAction<T> {
  action: CabinetActionName;
  /** The action's own fields (the stamp left out), in a fixed order: the same key with other fields is refused. */
  request: Record<string, unknown>;
  stamp: OfflineStamp;
  /** The server's clock: the bounds of `madeAt` and the key's row. */
  now: Date;
  /** Reads a kept answer back as the action's answer. */
  answer: z.ZodType<T>;
}

export function requestHash(action: CabinetActionName, orderId: string, request: Record<string, unknown>): string {
  return createHash("sha256").update(JSON.stringify([action, orderId, request])).digest("hex");
}

/** As bookings answer a reused Idempotency-Key: the key names one action, and another under it is refused. */
function keyReused(key: string): Failure {
  return failure("unprocessable", `The idempotency key ${key} was already used for a different action. Each action on the phone needs a key of its own.`, {
    code: "idempotency-key-reused",
  });
}

export async function earlierAnswer<T>(db: Database | Transaction, userId: string, key: string, hash: string, answer: z.ZodType<T>): Promise<Result<T> | null> {
  const [row] = await db
    .select({ requestHash: cabinetActionKeys.requestHash, answer: cabinetActionKeys.answer })
    .from(cabinetActionKeys)
    .where(and(eq(cabinetActionKeys.userId, userId), eq(cabinetActionKeys.idempotencyKey, key)));
  if (!row) return null;
  if (row.requestHash !== hash) return keyReused(key);
  return { ok: true, data: answer.parse(row.answer) };
}

/** Keeps the key with the answer, in the action's transaction (the unique index refuses a second one). */
export async function keepActionKey(tx: Transaction, row: { userId: string; key: string; orderId: string; action: CabinetActionName; hash: string; answer: Record<string, unknown>; at: Date; now: Date }): Promise<void> {
  await tx.insert(cabinetActionKeys).values({
    userId: row.userId,
    idempotencyKey: row.key,
    orderId: row.orderId,
    action: row.action,
    requestHash: row.hash,
    answer: row.answer,
    madeAt: row.at,
    createdAt: row.now,
  });
}
