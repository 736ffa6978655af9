"use client";

import { useEffect, useState } from "react";
import { resumeQuoteContract } from "@/lib/booking/unfinished-quotes/saved-quote-contract";
import { formWithAnswers } from "@/lib/booking/unfinished-quotes/resume-form";
import { callApi } from "@/lib/web/http/client";
import type { FormUpdate } from "./use-booking-form";

/**
 * /booking?resume={token}, the link of a quote email (docs/product.md#unfinished-bookings): the
 * saved answers are loaded into the form (the price is computed again as always) and the token
 * leaves the address bar. Answers the message to show when the link no longer works.
 */
export function useQuoteResume(update: FormUpdate): string | null {
  const [problem, setProblem] = useState<string | null>(null);
  useEffect(() => {
    const url = new URL(window.location.href);
    const token = url.searchParams.get("resume");
    if (!token) return;
    url.searchParams.delete("resume");
    window.history.replaceState(window.history.state, "", url.pathname + url.search + url.hash);
    let live = true;
    void callApi(resumeQuoteContract, { params: { token } }).then((result) => {
      if (!live) return;
      if (result.ok) update((current) => formWithAnswers(current, result.data));
      else setProblem("That quote link has expired or is not valid. Your answers are not lost for long: start again below and the price updates as you go.");
    });
    return () => {
      live = false;
    };
  }, [update]);
  return problem;
}
