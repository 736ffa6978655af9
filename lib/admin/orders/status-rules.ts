/**
 * Which status staff may set on an order now, and what they must say to do it (docs/product.md,
 * "Staff status changes"). One function answers both the order page's menu and the action's
 * check, on the clock each is handed, so the menu never offers what the action would refuse.
 *
 * Staff follow the cleaner's rules (lib/cabinet/check-in-window.ts): a check-in only inside the
 * check-in window; a completion never before that window opens and never without a cleaner on
 * record (a visit that happened had one, and the tip is theirs). Completing a visit nobody
 * checked in to, or one still inside its planned time, needs a reason for the timeline.
 */
import { formatDate, formatTime } from "@/lib/kernel/format/shorthand";
import { nextStatus, refusalMessage, type OrderAction } from "@/lib/booking/orders/status-machine";
import { checkInProblem, checkInWindow } from "@/lib/cabinet/check-in-window";
import type { OrderStatus } from "@/lib/platform/db/schema/orders";
import { SETTABLE_STATUSES, type SettableStatus } from "./order-action-schemas";

export interface StatusRuleOrder {
  status: OrderStatus;
  cleanerId: string | null;
  startsAt: Date;
  endsAt: Date;
}

/** Allowed now: `reason` is null, or what the required reason must explain (the form's hint). */
export type StaffStatusDecision = { allowed: true; reason: string | null } | { allowed: false; refusal: string };

const NO_CLEANER_TO_COMPLETE_MESSAGE = "Assign the cleaner who did the visit before marking it completed.";

const ACTION_OF: Readonly<Record<SettableStatus, OrderAction>> = { confirmed: "confirm", in_progress: "check_in", completed: "complete" };

function completionOpensMessage(opensAt: Date): string {
  return `This visit can be marked completed from ${formatTime(opensAt)} on ${formatDate(opensAt)}, when its visit window opens.`;
}

function noCheckInReasonHint(): string {
  return "No one checked in to this visit. Say how you know it was done (for example, the customer called).";
}

function earlyCompletionReasonHint(endsAt: Date): string {
  return `The visit is planned to end at ${formatTime(endsAt)}. Say why it is finished early.`;
}

function completionDecision(order: StatusRuleOrder, now: Date): StaffStatusDecision {
  if (!order.cleanerId) return { allowed: false, refusal: NO_CLEANER_TO_COMPLETE_MESSAGE };
  const window = checkInWindow(order);
  if (now.getTime() < window.opensAt.getTime()) return { allowed: false, refusal: completionOpensMessage(window.opensAt) };
  if (order.status !== "in_progress") return { allowed: true, reason: noCheckInReasonHint() };
  if (now.getTime() < order.endsAt.getTime()) return { allowed: true, reason: earlyCompletionReasonHint(order.endsAt) };
  return { allowed: true, reason: null };
}

/** Whether staff may move `order` to `target` at `now`, and whether a reason is required. */
export function staffStatusDecision(order: StatusRuleOrder, target: SettableStatus, now: Date): StaffStatusDecision {
  const action = ACTION_OF[target];
  if (!nextStatus(order.status, action)) return { allowed: false, refusal: refusalMessage(order.status, action) };
  if (target === "in_progress") {
    const refusal = checkInProblem(checkInWindow(order), now);
    return refusal ? { allowed: false, refusal } : { allowed: true, reason: null };
  }
  if (target === "completed") return completionDecision(order, now);
  return { allowed: true, reason: null };
}

export interface StaffStatusChoice {
  status: SettableStatus;
  /** What the required reason must explain, or null when none is needed. */
  reason: string | null;
}

/** The order page's status menu: only what staffStatusDecision allows at `now`. */
export function staffStatusChoices(order: StatusRuleOrder, now: Date): StaffStatusChoice[] {
  return SETTABLE_STATUSES.flatMap((status) => {
    const decision = staffStatusDecision(order, status, now);
    return decision.allowed ? [{ status, reason: decision.reason }] : [];
  });
}
