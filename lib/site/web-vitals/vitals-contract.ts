import type { z } from "zod";
import { answerNotRead, type ApiContract } from "@/lib/kernel/api-contract";
import type { vitalsReportSchema } from "./vitals-schema";

/** The body the browser's reporter sends (components/metrics/vitals-batch.ts). */
export type VitalsBody = z.input<typeof vitalsReportSchema>;

/**
 * POST /api/vitals (docs/architecture.md, "Endpoint contracts"): answered 204. The browser sends
 * it as a beacon when the page is hidden, not through callApi, and reads no answer; the schema
 * reaches this module as a type, so the reporter's chunk carries no zod.
 */
export const webVitalsContract: ApiContract<void, VitalsBody, unknown> = {
  method: "POST",
  path: () => "/api/vitals",
  readAnswer: answerNotRead,
  session: "none",
};
