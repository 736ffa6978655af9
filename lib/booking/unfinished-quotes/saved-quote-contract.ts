import type { ApiContract } from "@/lib/kernel/api-contract";
import { answerObject, nullableTextField, numberField } from "@/lib/kernel/validation/answer-fields";

/**
 * The wizard's calls for unfinished bookings (docs/product.md#unfinished-bookings; docs/architecture.md,
 * "Endpoint contracts"). Open to visitors, so the answers are checked by hand (no zod in a visitor's bundle).
 */

export interface SavedQuoteBody {
  email: string;
  consent: true;
  request: Record<string, unknown>;
  date: string | null;
  locale: "en" | "es";
}

export const saveQuoteContract: ApiContract<void, SavedQuoteBody, { totalCents: number }> = {
  method: "POST",
  path: () => "/api/booking/saved-quote",
  readAnswer: (value) => ({ totalCents: numberField(answerObject(value), "totalCents") }),
  session: "none",
};

/** The answers behind a resume link: the quote request as the server checked it, and the date chosen. */
export interface ResumedAnswers {
  request: Record<string, unknown>;
  date: string | null;
}

export const resumeQuoteContract: ApiContract<{ token: string }, undefined, ResumedAnswers> = {
  method: "GET",
  path: ({ token }) => `/api/booking/saved-quote/${encodeURIComponent(token)}`,
  readAnswer: (value) => {
    const answers = answerObject(answerObject(value).answers);
    return { request: answerObject(answers.request), date: nullableTextField(answers, "date") };
  },
  session: "none",
};
