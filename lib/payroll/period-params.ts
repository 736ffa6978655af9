import { z } from "zod";
import { isoDateSchema } from "@/lib/kernel/time/calendar-date";

/** A pay period in an address: its first day, YYYY-MM-DD. */
export const periodParams = z.object({ start: isoDateSchema });
