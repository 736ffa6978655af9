import { z } from "zod";
import { DEFAULT_HOLIDAY_POLICY, FEDERAL_HOLIDAY_IDS, FEDERAL_HOLIDAYS, federalHolidayName, type FederalHolidayId, type HolidayChoice, type HolidayPolicy } from "@/lib/kernel/time/holidays";

export { DEFAULT_HOLIDAY_POLICY, type HolidayChoice, type HolidayPolicy } from "@/lib/kernel/time/holidays";

/**
 * Which federal holidays the company closes, and the surcharge it charges on those it works
 * (docs/product.md#scheduling). By default the six most businesses close are closed and the
 * other five are open at the usual price. A holiday's observed weekday follows its choice.
 * Pure, so the admin editor and the booking form in the browser share it with the server.
 */

export const HOLIDAY_SURCHARGE_MAX_PERCENT = 100;

export const HOLIDAY_MESSAGES = {
  choice: (name: string) => `Say whether we are closed or open on ${name}.`,
  surcharge: `Enter the surcharge as a whole percent from 0 to ${HOLIDAY_SURCHARGE_MAX_PERCENT}.`,
  closedWithSurcharge: (name: string) => `${name} is closed, so it takes no surcharge: open it or set the surcharge to 0.`,
  policy: "Send every federal holiday's choice, keyed by its id (\"veterans-day\").",
  unknown: (ids: readonly string[]) => `${ids.map((id) => `"${id}"`).join(", ")} ${ids.length === 1 ? "is not a federal holiday" : "are not federal holidays"} on our list.`,
} as const;

const surchargePercentSchema = z
  .number({ error: HOLIDAY_MESSAGES.surcharge })
  .int({ error: HOLIDAY_MESSAGES.surcharge })
  .min(0, { error: HOLIDAY_MESSAGES.surcharge })
  .max(HOLIDAY_SURCHARGE_MAX_PERCENT, { error: HOLIDAY_MESSAGES.surcharge });

function holidayChoiceSchema(name: string) {
  return z
    .object({ closed: z.boolean({ error: HOLIDAY_MESSAGES.choice(name) }), surchargePercent: surchargePercentSchema.default(0) }, { error: HOLIDAY_MESSAGES.choice(name) })
    .refine((choice) => !choice.closed || choice.surchargePercent === 0, { path: ["surchargePercent"], error: HOLIDAY_MESSAGES.closedWithSurcharge(name) });
}

/**
 * The policy as staff save it: every holiday of the list, nothing else. An unknown id is named
 * in the message rather than dropped, so a mistyped id never looks saved.
 */
export const holidayPolicySchema = z.strictObject(
  Object.fromEntries(FEDERAL_HOLIDAYS.map((holiday) => [holiday.id, holidayChoiceSchema(holiday.name)])) as Record<FederalHolidayId, ReturnType<typeof holidayChoiceSchema>>,
  { error: (issue) => (issue.code === "unrecognized_keys" ? HOLIDAY_MESSAGES.unknown(issue.keys) : HOLIDAY_MESSAGES.policy) },
);

/**
 * The policy as stored: a holiday missing from the document (one added to the list after it was
 * saved) takes its default, keys we no longer know are ignored; a bad value fails the whole
 * document, which readBusinessSettings then replaces with the defaults.
 */
export const storedHolidayPolicySchema = z.object(
  Object.fromEntries(FEDERAL_HOLIDAYS.map((holiday) => [holiday.id, holidayChoiceSchema(holiday.name).default(DEFAULT_HOLIDAY_POLICY[holiday.id])])) as Record<
    FederalHolidayId,
    z.ZodDefault<ReturnType<typeof holidayChoiceSchema>>
  >,
);

/** The holidays whose choice differs, in calendar order. */
export function changedHolidays(before: HolidayPolicy, after: HolidayPolicy): FederalHolidayId[] {
  return FEDERAL_HOLIDAY_IDS.filter((id) => before[id].closed !== after[id].closed || before[id].surchargePercent !== after[id].surchargePercent);
}

/** "closed", "open" or "open, 15% surcharge". */
export function describeHolidayChoice(choice: HolidayChoice): string {
  if (choice.closed) return "closed";
  return choice.surchargePercent > 0 ? `open, ${choice.surchargePercent}% surcharge` : "open";
}

/** What changed, one line per holiday, for the audit log and the editor: "Veterans Day: closed → open, 15% surcharge". */
export function describeHolidayChanges(before: HolidayPolicy, after: HolidayPolicy): string[] {
  return changedHolidays(before, after).map((id) => `${federalHolidayName(id)}: ${describeHolidayChoice(before[id])} → ${describeHolidayChoice(after[id])}`);
}
