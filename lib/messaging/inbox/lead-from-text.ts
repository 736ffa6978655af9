import { and, desc, eq, sql } from "drizzle-orm";
import { can } from "@/lib/kernel/enums/abilities";
import type { Role } from "@/lib/kernel/enums/roles";
import { failure, type Result } from "@/lib/kernel/failure";
import { writeAudit } from "@/lib/platform/audit/audit-log";
import type { Database } from "@/lib/platform/db";
import { leads, smsMessages } from "@/lib/platform/db/schema";
import { contactsFor } from "./contacts";
import { INBOX_FORBIDDEN, noSuchThread, refuseOutsider, threadExists } from "./inbox-access";
import { formatPhone } from "@/lib/kernel/phone/phone-display";
import { leadOf } from "./thread";

/**
 * "Create a lead" for a number no account has (docs/messaging.md, "Staff inbox"): a lead row
 * with the number, named after it until staff learn the name, holding their latest texts, so
 * the follow-up is worked like a contact-form lead on /admin/leads. Making it twice answers the
 * first one: two staff clicking together are serialised on the number.
 */

export const LEAD_FROM_TEXT_MESSAGES = {
  hasAccount: (name: string) => `This number belongs to ${name}'s account, so it needs no lead.`,
} as const;

/** How many of their latest texts the lead's message quotes. */
const TEXTS_QUOTED = 3;

/** pg_advisory_xact_lock(class, hash of the number): the class keeps these locks apart from any other use. */
const LEAD_LOCK_CLASS = 0x54_4c; // "TL"

export interface LeadFromTextAnswer {
  leadId: string;
  /** False when a lead with this number already existed: that one is answered. */
  created: boolean;
}

export async function createLeadFromThread(db: Database, actor: { id: string; role: Role }, phone: string, now: Date): Promise<Result<LeadFromTextAnswer>> {
  const outsider = refuseOutsider(actor);
  if (outsider) return outsider;
  if (!can(actor.role, "leads.manage")) return failure("forbidden", INBOX_FORBIDDEN);
  return db.transaction(async (tx): Promise<Result<LeadFromTextAnswer>> => {
    await tx.execute(sql`select pg_advisory_xact_lock(${LEAD_LOCK_CLASS}::int, hashtext(${phone}))`);
    if (!(await threadExists(tx, phone))) return noSuchThread();
    const contact = (await contactsFor(tx, [phone])).get(phone);
    if (contact) return failure("conflict", LEAD_FROM_TEXT_MESSAGES.hasAccount(contact.name), { code: "has-account" });
    const existing = await leadOf(tx, phone);
    if (existing) return { ok: true, data: { leadId: existing.id, created: false } };

    const label = formatPhone(phone);
    const [row] = await tx
      .insert(leads)
      .values({
        name: `Text from ${label}`,
        // A texter gave no address: the lead says so rather than invent one (app/admin/leads shows "Not given").
        email: "",
        phone,
        preferredContact: "text",
        message: await latestInboundTexts(tx, phone),
        createdAt: now,
        updatedAt: now,
      })
      .returning({ id: leads.id });
    if (!row) throw new Error("the lead was not created");
    await writeAudit(tx, { actorId: actor.id, action: "lead.create", subjectType: "lead", subjectId: row.id, details: { from: "text", phone: label }, at: now });
    return { ok: true, data: { leadId: row.id, created: true } };
  });
}

/** Their latest texts, oldest first, one a line; what the lead is about. */
async function latestInboundTexts(db: Database, phone: string): Promise<string> {
  const rows = await db
    .select({ body: smsMessages.body })
    .from(smsMessages)
    .where(and(eq(smsMessages.phone, phone), eq(smsMessages.direction, "in")))
    .orderBy(desc(smsMessages.createdAt), desc(smsMessages.id))
    .limit(TEXTS_QUOTED);
  const bodies = rows.map((row) => row.body).reverse();
  return bodies.length > 0 ? `By text:\n${bodies.join("\n")}` : "Texted the business number.";
}
