import { z } from "zod";
import { FIRST_START_HOUR, LAST_START_HOUR } from "@/lib/booking/slots";
import { newYorkTimeOfDay } from "@/lib/kernel/time/new-york";

/**
 * The start times a person on the waitlist accepts (docs/product.md#waitlist): a morning (8:00 to
 * 11:00 starts), an afternoon (12:00 to 17:00), any time, or their own range of start hours.
 * Stored as from_hour..to_hour, both inclusive, New York time.
 */
export const waitlistWindowSchema = z
  .discriminatedUnion("kind", [
    z.object({ kind: z.enum(["morning", "afternoon", "any"]) }),
    z.object({
      kind: z.literal("range"),
      fromHour: z.number().int().min(FIRST_START_HOUR).max(LAST_START_HOUR),
      toHour: z.number().int().min(FIRST_START_HOUR).max(LAST_START_HOUR),
    }),
  ], { error: "Choose a time of day." })
  .refine((window) => window.kind !== "range" || window.fromHour <= window.toHour, { message: "The earliest start must come before the latest.", path: ["toHour"] });
export type WaitlistWindow = z.output<typeof waitlistWindowSchema>;

const NAMED: Record<"morning" | "afternoon" | "any", { fromHour: number; toHour: number }> = {
  morning: { fromHour: FIRST_START_HOUR, toHour: 11 },
  afternoon: { fromHour: 12, toHour: LAST_START_HOUR },
  any: { fromHour: FIRST_START_HOUR, toHour: LAST_START_HOUR },
};

export function windowHours(window: WaitlistWindow): { fromHour: number; toHour: number } {
  return window.kind === "range" ? { fromHour: window.fromHour, toHour: window.toHour } : NAMED[window.kind];
}

/** The start is on one of the hours the entry accepts. */
export function startsInWindow(start: Date, hours: { fromHour: number; toHour: number }): boolean {
  const { hour } = newYorkTimeOfDay(start);
  return hour >= hours.fromHour && hour <= hours.toHour;
}
