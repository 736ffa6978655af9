import { getConfig } from "@/lib/platform/config";
import { failure, type Failure } from "@/lib/kernel/failure";
import type { Database } from "@/lib/platform/db";
import { leads } from "@/lib/platform/db/schema";
import { getLogger, type Logger } from "@/lib/platform/log/logger";
import { sendMail, type MailContent } from "@/lib/platform/mail";
import { contactMail, type ContactMailFacts } from "@/lib/contact/contact-mail";
import { hitRateLimit, retryMessage } from "@/lib/platform/security/rate-limit";
import { CONTACT_BOROUGH_LABELS, serviceName } from "./contact-options";
import type { ContactRequest } from "./contact-schema";
import { CONTACT_PER_ADDRESS } from "./limits";
import { REPLY_PROMISE } from "./office-hours";

export type ContactMailer = (to: string, content: MailContent) => Promise<unknown>;

export interface ContactDeps {
  /** The client address the rate limit counts against. */
  address: string;
  mail?: ContactMailer;
  logger?: Logger;
  now?: Date;
}

export type ContactResult = { ok: true; leadId: string | null } | Failure;

export const CONTACT_THANKS = "Thanks for getting in touch! We sent a confirmation to your email and will get back to you soon.";

function factsOf(request: ContactRequest): ContactMailFacts {
  return {
    name: request.name,
    email: request.email,
    phone: request.phone,
    area: CONTACT_BOROUGH_LABELS[request.borough],
    serviceName: serviceName(request.service),
    preferredContact: request.preferredContact,
    freeEstimate: request.freeEstimate,
    message: request.message,
  };
}

/** The lead is already stored, so a mail failure is logged for staff rather than failing the sender. */
async function deliver(mail: ContactMailer, logger: Logger, to: string, content: MailContent, which: string): Promise<void> {
  try {
    await mail(to, content);
  } catch (error) {
    logger.error({ err: error, mail: which }, "contact: a mail could not be sent");
  }
}

/**
 * Takes one message from the contact form: counts it against the address's limit, stores it
 * as a lead, mails staff a summary and the sender an acknowledgement. A filled honeypot gets
 * the same answer as a person but stores and sends nothing, so a bot learns nothing.
 */
export async function submitContact(db: Database, request: ContactRequest, deps: ContactDeps): Promise<ContactResult> {
  const logger = deps.logger ?? getLogger();
  const now = deps.now ?? new Date();
  const limit = await hitRateLimit(db, CONTACT_PER_ADDRESS, deps.address, now);
  if (!limit.allowed) {
    const message = `You have sent several messages in a short time. ${retryMessage(limit.retryAfterSeconds)} If it is urgent, call us at ${getConfig().COMPANY_PHONE}.`;
    return failure("rate-limited", message, { retryAfterSeconds: limit.retryAfterSeconds });
  }
  if (request.website.trim() !== "") {
    logger.info({ contact: "honeypot" }, "contact: a message with the honeypot filled was dropped");
    return { ok: true, leadId: null };
  }

  const [lead] = await db
    .insert(leads)
    .values({
      name: request.name,
      email: request.email,
      phone: request.phone,
      borough: request.borough,
      service: request.service,
      preferredContact: request.preferredContact,
      message: request.message,
      freeEstimate: request.freeEstimate,
      createdAt: now,
      updatedAt: now,
    })
    .returning({ id: leads.id });
  if (!lead) throw new Error("the lead was not stored");

  const mail = deps.mail ?? ((to, content) => sendMail(to, content));
  const facts = factsOf(request);
  // Both are awaited so the answer means "sent" (or logged); they go out one after the other
  // so the file transport's names keep their order.
  await deliver(mail, logger, getConfig().STAFF_EMAIL, contactMail.staffSummary(facts), "staff summary");
  await deliver(mail, logger, request.email, contactMail.acknowledgement(facts, REPLY_PROMISE), "acknowledgement");
  logger.info({ leadId: lead.id, freeEstimate: request.freeEstimate }, "contact: lead stored");
  return { ok: true, leadId: lead.id };
}
