/**
 * The pay period as CSV for the payroll provider (docs/payments.md, "Payroll export"): one line
 * per cleaner, the columns Gusto, ADP and QuickBooks Payroll map on import. Amounts are dollars
 * written as numbers (76.4, -2.5): a negative adjustment written as text would get the formula
 * guard's apostrophe and stop being a number. Hours are decimal with two places from integer
 * arithmetic; text goes through the CSV guard, so a name can never run as a formula.
 */
import { csvLine, type CsvCell } from "@/lib/kernel/csv/csv";
import { mulDivRoundHalfUp } from "@/lib/kernel/money";
import { shiftIsoDate } from "@/lib/kernel/time/new-york-days";
import type { CleanerPayReport, PeriodReport } from "./report";

/** Whole cents as a dollar number: 7640 → 76.4 (the nearest double prints back as the exact decimal). */
const dollarNumber = (cents: number): number => cents / 100;

/** Minutes as decimal hours with two places, rounded half up: 450 → "7.50", 20 → "0.33". */
export function decimalHours(minutes: number): string {
  const hundredths = mulDivRoundHalfUp(minutes, 100, 60);
  return `${Math.floor(hundredths / 100)}.${String(hundredths % 100).padStart(2, "0")}`;
}

const COLUMNS: readonly { header: string; value: (cleaner: CleanerPayReport, report: PeriodReport) => CsvCell }[] = [
  { header: "employee_name", value: (cleaner) => cleaner.name },
  { header: "employee_id", value: (cleaner) => cleaner.cleanerId },
  { header: "employee_email", value: (cleaner) => cleaner.email },
  { header: "period_start", value: (_cleaner, report) => report.period.start },
  { header: "period_end", value: (_cleaner, report) => shiftIsoDate(report.period.end, -1) },
  { header: "regular_hours", value: (cleaner) => decimalHours(cleaner.paidMinutes) },
  { header: "gross_pay", value: (cleaner) => dollarNumber(cleaner.grossCents) },
  { header: "tips", value: (cleaner) => dollarNumber(cleaner.tipsCents) },
  { header: "adjustments", value: (cleaner) => dollarNumber(cleaner.adjustmentsCents) },
  { header: "total_pay", value: (cleaner) => dollarNumber(cleaner.totalCents) },
];

export function payrollCsv(report: PeriodReport): string {
  return csvLine(COLUMNS.map((column) => column.header)) + report.cleaners.map((cleaner) => csvLine(COLUMNS.map((column) => column.value(cleaner, report)))).join("");
}

export const payrollCsvFileName = (report: PeriodReport): string => `payroll-${report.period.start}.csv`;
