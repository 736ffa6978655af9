import { z } from "zod";
import { PAGE_TEMPLATES } from "./page-template";
import { MAX_VITALS_PER_REPORT, NAVIGATION_TYPES, VITAL_LIMITS, VITAL_NAMES, VITAL_RATINGS } from "./vitals-report";

/**
 * One metric of a report. Strict: a field we did not ask for (an address, an id) is refused
 * rather than dropped, so a report carries exactly what docs/operations.md says is collected.
 */
const vitalSchema = z
  .strictObject({
    name: z.enum(VITAL_NAMES, { error: `Must be one of ${VITAL_NAMES.join(", ")}.` }),
    // JSON can spell an infinite number (1e999); zod refuses it like NaN.
    value: z.number({ error: "Must be a finite number." }).min(0, "Must not be negative."),
    rating: z.enum(VITAL_RATINGS, { error: `Must be one of ${VITAL_RATINGS.join(", ")}.` }),
    navigationType: z.enum(NAVIGATION_TYPES, { error: `Must be one of ${NAVIGATION_TYPES.join(", ")}.` }),
  })
  .superRefine((vital, context) => {
    const limit = VITAL_LIMITS[vital.name];
    if (vital.value > limit) context.addIssue({ code: "custom", path: ["value"], message: `${vital.name} must be at most ${limit}.` });
  });

/** POST /api/vitals: one page view's metrics under its page template. */
export const vitalsReportSchema = z.strictObject({
  template: z.enum(PAGE_TEMPLATES, { error: "Must be a known page template." }),
  metrics: z
    .array(vitalSchema, { error: "Must be a list of metrics." })
    .min(1, "Must hold at least one metric.")
    .max(MAX_VITALS_PER_REPORT, `Must hold at most ${MAX_VITALS_PER_REPORT} metrics.`),
});

export type VitalsReport = z.output<typeof vitalsReportSchema>;
