/**
 * A pay period's report (docs/product.md, "Payroll"): per cleaner, the visits with their clock
 * hours and pay, travel between visits, tips paid in the period, adjustments, and totals. An
 * approved period answers from the copy kept at approval; an open one is computed now, with the
 * corrections owed for changes to visits of approved periods before it.
 */
import { asc, eq, inArray } from "drizzle-orm";
import { earnedTips } from "@/lib/payments/tips/tip-reports";
import type { Database } from "@/lib/platform/db";
import { payAdjustments, payrollApprovals, users, type PayAdjustmentKind } from "@/lib/platform/db/schema";
import { earnedPay, type EarnedPay, type PayRule, type TravelRule } from "./pay-math";
import { payRulesOf } from "./pay-rules";
import { periodBetween, periodOfDay, periodStartingOn, type PayPeriod } from "./periods";
import { readPayrollSettings, type PayrollSettings } from "./settings";
import { visitFactsIn } from "./visit-facts";

export interface TipPayLine {
  orderNumber: number;
  paidAt: string;
  amountCents: number;
}

export interface AdjustmentLine {
  kind: PayAdjustmentKind;
  amountCents: number;
  reason: string;
  /** For a correction: the approved period whose visits changed. */
  sourcePeriodStart: string | null;
}

export interface CleanerPayReport extends EarnedPay {
  cleanerId: string;
  name: string;
  email: string;
  rule: PayRule | null;
  tips: TipPayLine[];
  tipsCents: number;
  adjustments: AdjustmentLine[];
  adjustmentsCents: number;
  /** Gross pay + tips + adjustments. */
  totalCents: number;
}

/** What an approval keeps: the travel rule it was computed under and every cleaner's report. */
export interface StoredPayrollReport {
  travel: TravelRule;
  cleaners: CleanerPayReport[];
}

declare module "@/lib/platform/db/schema/json-documents" {
  interface JsonDocuments {
    payrollReport: StoredPayrollReport;
  }
}

export interface PeriodReport extends StoredPayrollReport {
  period: { start: string; end: string };
  approval: { approvedAt: string; approvedBy: string | null } | null;
}

export interface Approval {
  start: string;
  end: string;
  report: StoredPayrollReport;
  approvedAt: Date;
  approvedBy: string | null;
}

/** The settings and every approval: what decides where a day's pay goes. */
export interface PayCalendar {
  settings: PayrollSettings;
  approvals: Approval[];
}

export async function readPayCalendar(db: Database): Promise<PayCalendar> {
  const [settings, rows] = await Promise.all([readPayrollSettings(db), db.select().from(payrollApprovals).orderBy(asc(payrollApprovals.periodStart))]);
  return { settings, approvals: rows.map((row) => ({ start: row.periodStart, end: row.periodEnd, report: row.report, approvedAt: row.approvedAt, approvedBy: row.approvedBy })) };
}

/** The approved period covering a day, or the schedule's period for it. */
function periodForDay(calendar: PayCalendar, day: string): PayPeriod {
  const approved = calendar.approvals.find((approval) => approval.start <= day && day < approval.end);
  return approved ? periodBetween(approved.start, approved.end) : periodOfDay(calendar.settings, day);
}

/** The period that starts on `start`, approved or by the schedule; null when none does. */
export function resolvePeriod(calendar: PayCalendar, start: string): PayPeriod | null {
  const approved = calendar.approvals.find((approval) => approval.start === start);
  if (approved) return periodBetween(approved.start, approved.end);
  const period = periodStartingOn(calendar.settings, start);
  return period && !calendar.approvals.some((approval) => approval.start < period.end && period.start < approval.end) ? period : null;
}

const isApproved = (calendar: PayCalendar, start: string) => calendar.approvals.some((approval) => approval.start === start);

/** The first period not approved from a day on: where a change to an approved period is paid. */
function firstOpenFrom(calendar: PayCalendar, day: string): PayPeriod {
  let period = periodForDay(calendar, day);
  while (isApproved(calendar, period.start)) period = periodForDay(calendar, period.end);
  return period;
}

interface Earned {
  cleanerId: string;
  name: string;
  email: string;
  rule: PayRule | null;
  earned: EarnedPay;
}

/** Each cleaner's visit and travel pay in a period, under the given rules. */
async function earnedIn(db: Database, period: PayPeriod, travel: TravelRule, ruleOf: (cleanerId: string, current: PayRule | null) => PayRule | null, cleanerId?: string): Promise<Map<string, Earned>> {
  const visits = await visitFactsIn(db, period, cleanerId);
  const current = await payRulesOf(db, [...visits.keys()]);
  const earned = new Map<string, Earned>();
  for (const [id, entry] of visits) {
    const rule = ruleOf(id, current.get(id) ?? null);
    earned.set(id, { cleanerId: id, name: entry.name, email: entry.email, rule, earned: earnedPay(rule, travel, entry.visits) });
  }
  return earned;
}

type CleanerAdjustment = AdjustmentLine & { cleanerId: string };

/**
 * What changed in approved periods whose pay falls to this open period: for each, the visit and
 * travel pay computed again now (under the rules and travel setting it was approved with), less
 * what was approved and the corrections already written for it.
 */
async function correctionsDue(db: Database, calendar: PayCalendar, period: PayPeriod, cleanerId?: string): Promise<CleanerAdjustment[]> {
  const sources = calendar.approvals.filter((approval) => approval.end <= period.start && firstOpenFrom(calendar, approval.end).start === period.start);
  if (sources.length === 0) return [];
  const written = await db
    .select({ cleanerId: payAdjustments.cleanerId, source: payAdjustments.sourcePeriodStart, amountCents: payAdjustments.amountCents })
    .from(payAdjustments)
    .where(inArray(payAdjustments.sourcePeriodStart, sources.map((source) => source.start)));
  const due: CleanerAdjustment[] = [];
  for (const source of sources) {
    const approvedBy = new Map(source.report.cleaners.map((cleaner) => [cleaner.cleanerId, cleaner]));
    const live = await earnedIn(db, periodBetween(source.start, source.end), source.report.travel, (id, current) => (approvedBy.has(id) ? (approvedBy.get(id)?.rule ?? null) : current), cleanerId);
    const ids = new Set([...live.keys(), ...approvedBy.keys()].filter((id) => !cleanerId || id === cleanerId));
    for (const id of ids) {
      const already = written.filter((row) => row.source === source.start && row.cleanerId === id).reduce((sum, row) => sum + row.amountCents, 0);
      const drift = (live.get(id)?.earned.grossCents ?? 0) - (approvedBy.get(id)?.grossCents ?? 0) - already;
      if (drift !== 0) due.push({ cleanerId: id, kind: "correction", amountCents: drift, reason: correctionReason(source.start), sourcePeriodStart: source.start });
    }
  }
  return due;
}

const correctionReason = (sourceStart: string) => `Visits changed after the pay period starting ${sourceStart} was approved`;

const EMPTY_PAY: EarnedPay = { visits: [], workMinutes: 0, travelMinutes: 0, paidMinutes: 0, visitPayCents: 0, travelPayCents: 0, grossCents: 0 };

/** An open period's report computed now, with the corrections due (to be written at approval). */
export async function liveReport(db: Database, calendar: PayCalendar, period: PayPeriod, cleanerId?: string): Promise<{ report: StoredPayrollReport; corrections: CleanerAdjustment[] }> {
  const travel: TravelRule = { payTravel: calendar.settings.payTravel, travelCapMinutes: calendar.settings.travelCapMinutes };
  const [earned, tips, manual, corrections] = await Promise.all([
    earnedIn(db, period, travel, (_id, current) => current, cleanerId),
    earnedTips(db, { from: period.from, to: period.to, cleanerId }),
    db
      .select()
      .from(payAdjustments)
      .where(eq(payAdjustments.periodStart, period.start))
      .orderBy(asc(payAdjustments.createdAt)),
    correctionsDue(db, calendar, period, cleanerId),
  ]);
  const adjustments: CleanerAdjustment[] = [
    ...manual.filter((row) => !cleanerId || row.cleanerId === cleanerId).map((row) => ({ cleanerId: row.cleanerId, kind: row.kind, amountCents: row.amountCents, reason: row.reason, sourcePeriodStart: row.sourcePeriodStart })),
    ...corrections,
  ];
  const ids = new Set([...earned.keys(), ...tips.map((tip) => tip.cleanerId), ...adjustments.map((line) => line.cleanerId)]);
  const missing = [...ids].filter((id) => !earned.has(id));
  const people = missing.length > 0 ? await db.select({ id: users.id, firstName: users.firstName, lastName: users.lastName, email: users.email }).from(users).where(inArray(users.id, missing)) : [];
  const rules = await payRulesOf(db, missing);
  const cleaners = [...ids].map((id): CleanerPayReport => {
    const person = people.find((row) => row.id === id);
    const base = earned.get(id) ?? { cleanerId: id, name: person ? `${person.firstName} ${person.lastName}`.trim() : "Former cleaner", email: person?.email ?? "", rule: rules.get(id) ?? null, earned: EMPTY_PAY };
    const tipLines = tips.filter((tip) => tip.cleanerId === id).map((tip) => ({ orderNumber: tip.orderNumber, paidAt: tip.paidAt.toISOString(), amountCents: tip.amountCents }));
    const adjustmentLines = adjustments.filter((line) => line.cleanerId === id).map(({ kind, amountCents, reason, sourcePeriodStart }) => ({ kind, amountCents, reason, sourcePeriodStart }));
    const tipsCents = tipLines.reduce((sum, tip) => sum + tip.amountCents, 0);
    const adjustmentsCents = adjustmentLines.reduce((sum, line) => sum + line.amountCents, 0);
    return { cleanerId: id, name: base.name, email: base.email, rule: base.rule, ...base.earned, tips: tipLines, tipsCents, adjustments: adjustmentLines, adjustmentsCents, totalCents: base.earned.grossCents + tipsCents + adjustmentsCents };
  });
  cleaners.sort((a, b) => a.name.localeCompare(b.name) || a.cleanerId.localeCompare(b.cleanerId));
  return { report: { travel, cleaners }, corrections };
}

/** A period's report, or null when no period starts that day. One cleaner's only, when asked. */
export async function periodReport(db: Database, start: string, cleanerId?: string): Promise<PeriodReport | null> {
  const calendar = await readPayCalendar(db);
  const period = resolvePeriod(calendar, start);
  if (!period) return null;
  const approved = calendar.approvals.find((approval) => approval.start === start);
  if (approved) {
    const cleaners = approved.report.cleaners.filter((cleaner) => !cleanerId || cleaner.cleanerId === cleanerId);
    return { period: { start: period.start, end: period.end }, travel: approved.report.travel, cleaners, approval: { approvedAt: approved.approvedAt.toISOString(), approvedBy: approved.approvedBy } };
  }
  const { report } = await liveReport(db, calendar, period, cleanerId);
  return { period: { start: period.start, end: period.end }, ...report, approval: null };
}
