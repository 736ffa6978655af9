/**
 * A cleaner's pay for a period from the facts of their visits (docs/product.md, "Payroll"), in
 * integer cents through lib/kernel/money: each visit's pay and each travel gap's pay is rounded
 * half up on its own, and every total is the sum of the lines shown, so the report adds up to the
 * cent on paper as well as in the database.
 */
import { mulDivRoundHalfUp } from "@/lib/kernel/money";
import { newYorkIsoDateOf } from "@/lib/kernel/time/new-york";
import type { PayRuleKind } from "@/lib/platform/db/schema/payroll";

export interface PayRule {
  kind: PayRuleKind;
  /** Cents an hour: on site for an hourly rule, and for paid travel under either rule. */
  hourlyCents: number;
  /** Hundredths of a percent of the service price (percentage rule). */
  percentBasisPoints: number;
}

export interface TravelRule {
  payTravel: boolean;
  travelCapMinutes: number;
}

export interface VisitFacts {
  orderId: string;
  orderNumber: number;
  checkedInAt: Date;
  checkedOutAt: Date;
  /** The visit's service price before discounts, tax and tip (the quote's subtotal). */
  servicePriceCents: number;
  /** True when a check-in or check-out was never recorded and the scheduled time stood in. */
  scheduledTimes: boolean;
}

export interface VisitPayLine {
  orderId: string;
  orderNumber: number;
  checkedInAt: string;
  checkedOutAt: string;
  scheduledTimes: boolean;
  minutes: number;
  payCents: number;
  /** Travel from the cleaner's previous visit that day, capped; 0 for the day's first visit. */
  travelMinutes: number;
  travelPayCents: number;
}

export interface EarnedPay {
  visits: VisitPayLine[];
  workMinutes: number;
  travelMinutes: number;
  /** Hours worked for the payroll provider: time on site, plus travel when it is paid. */
  paidMinutes: number;
  visitPayCents: number;
  travelPayCents: number;
  /** Visit pay plus travel pay. */
  grossCents: number;
}

const MINUTE_MS = 60_000;

const minutesBetween = (from: Date, to: Date): number => Math.max(0, Math.round((to.getTime() - from.getTime()) / MINUTE_MS));

function visitPay(rule: PayRule | null, minutes: number, servicePriceCents: number): number {
  if (!rule) return 0;
  return rule.kind === "hourly" ? mulDivRoundHalfUp(minutes, rule.hourlyCents, 60) : mulDivRoundHalfUp(servicePriceCents, rule.percentBasisPoints, 10_000);
}

/**
 * Travel is the time between one visit's check-out and the next visit's check-in on the same New
 * York day, capped at the setting (a longer gap is a break, not a drive); overlapping visits travel 0.
 */
export function earnedPay(rule: PayRule | null, travel: TravelRule, facts: readonly VisitFacts[]): EarnedPay {
  const sorted = [...facts].sort((a, b) => a.checkedInAt.getTime() - b.checkedInAt.getTime() || a.orderNumber - b.orderNumber);
  // Each check-in's New York day is worked out once: the time-zone arithmetic, twice a visit, was
  // a good part of a busy period's report (docs/benchmarks.md, "Admin lists at 100,000 users and
  // orders, 2026-11-28").
  const days = new Map<number, string>();
  const dayOf = (instant: Date): string => {
    const key = instant.getTime();
    const known = days.get(key);
    if (known !== undefined) return known;
    const day = newYorkIsoDateOf(instant);
    days.set(key, day);
    return day;
  };
  const visits = sorted.map((visit, index): VisitPayLine => {
    const minutes = minutesBetween(visit.checkedInAt, visit.checkedOutAt);
    const previous = index > 0 ? sorted[index - 1] : undefined;
    const sameDay = previous !== undefined && dayOf(previous.checkedInAt) === dayOf(visit.checkedInAt);
    const travelMinutes = sameDay ? Math.min(travel.travelCapMinutes, minutesBetween(previous.checkedOutAt, visit.checkedInAt)) : 0;
    const travelPayCents = travel.payTravel && rule ? mulDivRoundHalfUp(travelMinutes, rule.hourlyCents, 60) : 0;
    return {
      orderId: visit.orderId,
      orderNumber: visit.orderNumber,
      checkedInAt: visit.checkedInAt.toISOString(),
      checkedOutAt: visit.checkedOutAt.toISOString(),
      scheduledTimes: visit.scheduledTimes,
      minutes,
      payCents: visitPay(rule, minutes, visit.servicePriceCents),
      travelMinutes,
      travelPayCents,
    };
  });
  const sum = (pick: (line: VisitPayLine) => number) => visits.reduce((total, line) => total + pick(line), 0);
  const workMinutes = sum((line) => line.minutes);
  const travelMinutes = sum((line) => line.travelMinutes);
  const visitPayCents = sum((line) => line.payCents);
  const travelPayCents = sum((line) => line.travelPayCents);
  const paidMinutes = workMinutes + (travel.payTravel ? travelMinutes : 0);
  return { visits, workMinutes, travelMinutes, paidMinutes, visitPayCents, travelPayCents, grossCents: visitPayCents + travelPayCents };
}
