import { z } from "zod";
import { fillWords } from "@/lib/kernel/i18n/fill-words";
import { CONTACT_SERVICES, offersFreeEstimate } from "./contact-options";

/** What a link to /contact can fill in: the service and, for a job priced by area, its size. */
export interface EstimatePrefill {
  service: string;
  freeEstimate: boolean;
  message: string;
}

/** How the message is written in the form's language: its two sentences, its number format and its services' names. */
export interface PrefillLanguage {
  /** "I would like a free estimate for {service}. {size}" */
  estimateMessage: string;
  /** "The space is about {squareFeet} square feet." */
  estimateSize: string;
  languageTag: string;
  serviceNames: ReadonlyArray<{ value: string; label: string }>;
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
export function estimatePrefillFrom(search: string, language: PrefillLanguage): EstimatePrefill | null {
  const params = new URLSearchParams(search);
  const parsed = prefillSchema.safeParse({ service: params.get("service") ?? "", squareFeet: params.get("squareFeet") ?? undefined });
  if (!parsed.success) return null;
  const { service, squareFeet } = parsed.data;
  const name = language.serviceNames.find((option) => option.value === service)?.label ?? service;
  const size = squareFeet === undefined ? "" : fillWords(language.estimateSize, { squareFeet: squareFeet.toLocaleString(language.languageTag) });
  return {
    service,
    freeEstimate: offersFreeEstimate(service),
    message: fillWords(language.estimateMessage, { service: name.toLowerCase(), size }),
  };
}
