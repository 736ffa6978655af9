import { z } from "zod";
import { phoneSchema } from "@/lib/account/phone";
import { containsLink } from "@/lib/kernel/validation/links";
import { multiLineText, personName } from "@/lib/kernel/validation/text";
import { CONTACT_BOROUGHS, CONTACT_METHODS, CONTACT_SERVICES, offersFreeEstimate } from "./contact-options";

/**
 * POST /api/contact, checked the same way in the browser (for messages beside the inputs) and
 * on the server (the only check that counts). Safe for client bundles.
 */

export const CONTACT_LIMITS = { name: 80, email: 254, messageMin: 10, message: 2000, honeypot: 500 } as const;

export const CONTACT_MESSAGES = {
  name: "Enter your name.",
  nameLength: `Keep your name under ${CONTACT_LIMITS.name} characters.`,
  nameLink: "Enter just your name, without links.",
  email: "Enter a valid email address, like name@example.com.",
  borough: "Choose your borough.",
  service: "Choose a service from the list.",
  preferredContact: "Choose how we should reach you.",
  phoneNeeded: "Add a phone number so we can call or text you.",
  message: "Tell us how we can help.",
  messageShort: `Tell us a little more (at least ${CONTACT_LIMITS.messageMin} characters).`,
  messageLong: "Keep your message under 2,000 characters.",
  freeEstimate: "A free estimate is for office and post-construction jobs: choose one of those services first.",
} as const;

const SERVICE_SLUGS = new Set(CONTACT_SERVICES.map((service) => service.slug));

/** Line breaks and runs of spaces would end up in a mail subject; one line, single spaces. */
const oneLine = (value: string) => value.trim().replace(/\s+/g, " ");

const nameSchema = personName("name", CONTACT_MESSAGES.name)
  .transform(oneLine)
  .pipe(
    z
      .string()
      .min(1, CONTACT_MESSAGES.name)
      .max(CONTACT_LIMITS.name, CONTACT_MESSAGES.nameLength)
      // The name is echoed in the acknowledgement; a link there would turn us into a spam relay.
      .refine((name) => !containsLink(name), CONTACT_MESSAGES.nameLink),
  );

const emailSchema = z
  .string({ error: CONTACT_MESSAGES.email })
  .trim()
  .max(CONTACT_LIMITS.email, CONTACT_MESSAGES.email)
  .pipe(z.email(CONTACT_MESSAGES.email));

/**
 * For `when`: true when none of these fields has an issue yet. An issue of the whole value (it is
 * null or not an object) counts too: then there are no fields for the rule to read.
 */
function fieldsValid(...fields: string[]) {
  return (payload: { issues: ReadonlyArray<{ path?: ReadonlyArray<PropertyKey> }> }) =>
    !payload.issues.some((issue) => !issue.path?.length || fields.includes(String(issue.path[0])));
}

/** A select's empty choice ("") and an absent field both mean "not said". */
const blankToNull = (value: unknown) => (value === "" || value === undefined ? null : value);

export const contactRequestSchema = z
  .object({
    name: nameSchema,
    email: emailSchema,
    phone: phoneSchema.optional().transform((phone) => phone ?? null),
    borough: z.enum(CONTACT_BOROUGHS, { error: CONTACT_MESSAGES.borough }),
    service: z.preprocess(
      blankToNull,
      z
        .string({ error: CONTACT_MESSAGES.service })
        .refine((slug) => SERVICE_SLUGS.has(slug), CONTACT_MESSAGES.service)
        .nullable(),
    ),
    preferredContact: z.enum(CONTACT_METHODS, { error: CONTACT_MESSAGES.preferredContact }).default("email"),
    message: multiLineText("message", CONTACT_MESSAGES.message)
      .trim()
      .min(1, CONTACT_MESSAGES.message)
      .min(CONTACT_LIMITS.messageMin, CONTACT_MESSAGES.messageShort)
      .max(CONTACT_LIMITS.message, CONTACT_MESSAGES.messageLong),
    freeEstimate: z.boolean({ error: CONTACT_MESSAGES.freeEstimate }).default(false),
    /** The honeypot: hidden from people, so only a bot fills it in. */
    website: z.string().max(CONTACT_LIMITS.honeypot).optional().default(""),
  })
  // Rules across fields run even when another field failed (zod skips refinements after a
  // failed enum otherwise), so the form shows every message at once; each runs only when the
  // fields it reads are valid.
  .refine((request) => !(request.preferredContact === "phone" || request.preferredContact === "text") || request.phone !== null, {
    path: ["phone"],
    message: CONTACT_MESSAGES.phoneNeeded,
    when: fieldsValid("phone", "preferredContact"),
  })
  // The form only offers the box for these services; anything else is a crafted request.
  .refine((request) => !request.freeEstimate || offersFreeEstimate(request.service), {
    path: ["freeEstimate"],
    message: CONTACT_MESSAGES.freeEstimate,
    when: fieldsValid("freeEstimate", "service"),
  });

export type ContactRequest = z.output<typeof contactRequestSchema>;
