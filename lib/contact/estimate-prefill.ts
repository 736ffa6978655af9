import { z } from "zod";
import { languageTag, type Locale } from "@/lib/kernel/enums/locales";
import { fillWords } from "@/lib/kernel/i18n/fill-words";
import { sitePagesWords } from "@/lib/kernel/i18n/site-pages-words";
import { serviceSummaries as spanishServiceSummaries } from "@/lib/site/content/es/services-summary";
import { CONTACT_SERVICES, offersFreeEstimate } from "./contact-options";

/** What a link to /contact can fill in: the service and, for a job priced by area, its size. */
export interface EstimatePrefill {
  service: string;
  freeEstimate: boolean;
  message: string;
}

const SQUARE_FEET_MAX = 10_000_000;

const prefillSchema = z.object({
  service: z.string().refine((slug) => CONTACT_SERVICES.some((service) => service.slug === slug)),
  squareFeet: z.coerce.number().int().positive().max(SQUARE_FEET_MAX).optional().catch(undefined),
});

/**
 * The answers a link brings to the contact form: the booking's "too large" note sends
 * `/contact?service=office-cleaning&squareFeet=12000`, and the customer finds the service chosen,
 * the free estimate asked for and the size written, instead of typing them again. Anything
 * unknown or malformed is ignored (null: an empty form), so a hand-made link changes nothing else.
 * The message is written in the language of the page the form is on.
 */
export function estimatePrefillFrom(search: string, locale: Locale = "en"): EstimatePrefill | null {
  const params = new URLSearchParams(search);
  const parsed = prefillSchema.safeParse({ service: params.get("service") ?? "", squareFeet: params.get("squareFeet") ?? undefined });
  if (!parsed.success) return null;
  const { service, squareFeet } = parsed.data;
  const names = locale === "es" ? spanishServiceSummaries : CONTACT_SERVICES;
  const name = names.find((option) => option.slug === service)?.name ?? service;
  const words = sitePagesWords(locale).contactForm;
  const size = squareFeet === undefined ? "" : fillWords(words.estimateSize, { squareFeet: squareFeet.toLocaleString(languageTag(locale)) });
  return {
    service,
    freeEstimate: offersFreeEstimate(service),
    message: fillWords(words.estimateMessage, { service: name.toLowerCase(), size }),
  };
}
