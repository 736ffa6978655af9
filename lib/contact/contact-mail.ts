import { CONTACT_METHOD_LABELS, type ContactMethod } from "@/lib/contact/contact-options";
import type { MailContent } from "@/lib/platform/mail/layout";
import { formatPhone } from "@/lib/kernel/phone/phone-display";

const REACH_BY: Record<ContactMethod, string> = { email: "by email", phone: "with a phone call", text: "by text message" };

/** What the contact mails need to know about one message (see lib/contact/submit-contact.ts). */
export interface ContactMailFacts {
  name: string;
  email: string;
  phone: string | null;
  /** "Manhattan", or "Somewhere else" for an address outside the three boroughs. */
  area: string;
  /** The service's display name, or null when none was chosen. */
  serviceName: string | null;
  preferredContact: ContactMethod;
  freeEstimate: boolean;
  message: string;
}

function firstName(name: string): string {
  return name.split(" ")[0] ?? name;
}

/**
 * Contact form mails. The acknowledgement goes to an address anyone can type, so it never
 * repeats the message: only the sender's first name and our own words.
 */
export const contactMail = {
  staffSummary: (lead: ContactMailFacts): MailContent => ({
    subject: lead.freeEstimate
      ? `Free estimate request: ${lead.serviceName ?? "service not chosen"} (${lead.name})`
      : `New contact message from ${lead.name}`,
    heading: lead.freeEstimate ? "A free estimate was requested" : "A new message came in",
    paragraphs: [
      `Name: ${lead.name}`,
      `Email: ${lead.email}`,
      `Phone: ${lead.phone === null ? "not given" : formatPhone(lead.phone)}`,
      `Borough: ${lead.area}`,
      `Service: ${lead.serviceName ?? "not chosen"}`,
      `Preferred contact: ${CONTACT_METHOD_LABELS[lead.preferredContact]}`,
      `Free estimate: ${lead.freeEstimate ? "yes" : "no"}`,
      "Message:",
      lead.message,
    ],
    // Replying to this mail would reach our own sender address, so the button writes to them.
    action: { label: `Reply to ${lead.name}`, url: `mailto:${lead.email}` },
    footnote: "The lead is saved with the status new in the admin panel.",
  }),
  acknowledgement: (lead: Pick<ContactMailFacts, "name" | "preferredContact" | "freeEstimate">, replyPromise: string): MailContent => ({
    subject: "We received your message",
    heading: `Thanks, ${firstName(lead.name)}`,
    paragraphs: [
      lead.freeEstimate
        ? "We received your free estimate request. Someone from our team will get in touch to learn about the space and arrange a visit or a video walk-through."
        : "We received your message and someone from our team will get back to you.",
      `${replyPromise} You asked us to reach you ${REACH_BY[lead.preferredContact]}.`,
    ],
    footnote: "If you did not write to us, you can ignore this message.",
  }),
};
