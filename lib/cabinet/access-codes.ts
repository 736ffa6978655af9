/**
 * The lockbox and alarm codes of a job, for its assigned cleaner only, inside the visit's
 * window, each look written down (docs/product.md, "Access details and keys"; docs/security.md,
 * "Access codes at rest"). Reading the order, checking the window and writing the view are one
 * transaction with the order row locked, so a job reassigned or moved at that moment is judged
 * on its new terms and no code leaves without its line in the log.
 */
import { and, desc, eq } from "drizzle-orm";
import { openAccessCodes } from "@/lib/account/access-details";
import type { Database } from "@/lib/platform/db";
import { accessCodeViews, orders, users } from "@/lib/platform/db/schema";
import { accessCodeKeyRing } from "@/lib/platform/security/access-code-key";
import type { SealingKeyRing } from "@/lib/platform/security/sealed-text";
import { failure, type Result } from "@/lib/kernel/failure";
import { isUuid } from "@/lib/kernel/ids";
import { accessCodeProblem, accessCodeWindow } from "./access-code-window";
import { JOB_NOT_FOUND_MESSAGE, type CabinetActor } from "./job-actions";

export interface AccessCodesAnswer {
  lockboxCode: string | null;
  alarmCode: string | null;
  /** The end of the window (ISO): the page hides the codes then. */
  visibleUntil: string;
}

export const OUTSIDE_ACCESS_WINDOW = "outside-access-window";

export async function revealAccessCodes(
  db: Database,
  actor: CabinetActor,
  orderId: string,
  options: { now?: Date; ring?: SealingKeyRing } = {},
): Promise<Result<AccessCodesAnswer>> {
  const now = options.now ?? new Date();
  if (!isUuid(orderId)) return failure("not-found", JOB_NOT_FOUND_MESSAGE);
  return db.transaction(async (tx): Promise<Result<AccessCodesAnswer>> => {
    const [job] = await tx
      .select({ id: orders.id, status: orders.status, startsAt: orders.startsAt, endsAt: orders.endsAt, accessDetails: orders.accessDetails })
      .from(orders)
      .where(and(eq(orders.id, orderId), eq(orders.cleanerId, actor.id)))
      .for("update");
    if (!job) return failure("not-found", JOB_NOT_FOUND_MESSAGE);
    if (job.status === "cancelled") return failure("forbidden", "This visit was cancelled, so its codes are no longer shown.", { code: OUTSIDE_ACCESS_WINDOW });
    const window = accessCodeWindow(job);
    const problem = accessCodeProblem(window, now);
    if (problem) return failure("forbidden", problem, { code: OUTSIDE_ACCESS_WINDOW });
    const stored = job.accessDetails;
    if (!stored || (stored.lockboxCode === null && stored.alarmCode === null)) {
      return failure("not-found", "The customer left no lockbox or alarm code for this visit.");
    }
    const codes = openAccessCodes(stored, options.ring ?? accessCodeKeyRing());
    await tx.insert(accessCodeViews).values({ orderId: job.id, viewerId: actor.id, viewedAt: now });
    return { ok: true, data: { ...codes, visibleUntil: window.closesAt.toISOString() } };
  });
}

export interface AccessCodeView {
  viewerName: string;
  viewedAt: string;
}

/** Who opened an order's codes and when, newest first, for staff (docs/product.md, "Access details and keys"). */
export async function accessCodeViewsOf(db: Database, orderId: string): Promise<AccessCodeView[]> {
  const rows = await db
    .select({ firstName: users.firstName, lastName: users.lastName, viewedAt: accessCodeViews.viewedAt })
    .from(accessCodeViews)
    .leftJoin(users, eq(users.id, accessCodeViews.viewerId))
    .where(eq(accessCodeViews.orderId, orderId))
    .orderBy(desc(accessCodeViews.viewedAt), desc(accessCodeViews.id));
  return rows.map((row) => ({
    viewerName: row.firstName ? `${row.firstName} ${row.lastName ?? ""}`.trim() : "A removed account",
    viewedAt: row.viewedAt.toISOString(),
  }));
}
