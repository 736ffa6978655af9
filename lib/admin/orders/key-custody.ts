/**
 * Who holds a customer's keys (docs/product.md, "Access details and keys"): a log, newest row
 * last, whose last row names the holder. Steps, each from one holder only:
 *   the customer → the office ("office received keys")
 *   the office → a cleaner ("handed to cleaner X")
 *   a cleaner → the office ("back at the office")
 *   the office or a cleaner → the customer ("returned to customer")
 * Staff send the holder their page showed; the step is checked against the holder as it is now
 * under the customer's row lock and refused (409) when they differ, so two people at two screens
 * cannot both hand the same keys on. The log is per customer, since keys outlive one visit; the
 * order the step was made from is kept with it.
 */
import { and, asc, eq, inArray } from "drizzle-orm";
import { z } from "zod";
import { can, holdersOf } from "@/lib/kernel/enums/abilities";
import { failure, INVALID_FIELDS_MESSAGE, type Result } from "@/lib/kernel/failure";
import { isUuid } from "@/lib/kernel/ids";
import { singleLineText } from "@/lib/kernel/validation/text";
import type { Database } from "@/lib/platform/db";
import { writeAudit } from "@/lib/platform/audit/audit-log";
import { keyCustodyEvents, orders, users, type Role } from "@/lib/platform/db/schema";
import type { Transaction } from "@/lib/platform/db/transaction";
import { formatOrderNumber } from "@/lib/booking/order-number";
import { canActOnOrder } from "../permissions";

export const KEY_NOTE_MAX = 200;

/** "customer", "office" or "cleaner:<id>": the holder as a page shows and sends it back. */
export type KeyHolderId = "customer" | "office" | `cleaner:${string}`;

export interface KeyHolder {
  id: KeyHolderId;
  /** "The customer", "The office", or the cleaner's name. */
  label: string;
}

export interface KeyCustodyEntry {
  id: number;
  event: "office_received" | "handed_to_cleaner" | "returned_to_office" | "returned_to_customer";
  label: string;
  holder: KeyHolder;
  actorName: string | null;
  orderNumber: string | null;
  note: string | null;
  at: string;
}

export interface KeyCustody {
  holder: KeyHolder;
  /** Oldest first. */
  entries: KeyCustodyEntry[];
}

const holderId = z.union([z.literal("customer"), z.literal("office"), z.string().regex(/^cleaner:[0-9a-f-]{36}$/i, { error: "Reload the page: the keys' holder it showed is not one we know." })]);

const note = singleLineText("note")
  .trim()
  .max(KEY_NOTE_MAX, { error: `Keep the note under ${KEY_NOTE_MAX} characters.` })
  .nullish()
  .transform((value) => (value ? value : null));

/** POST /api/admin/orders/:id/keys. */
export const keyCustodyStepSchema = z.discriminatedUnion(
  "step",
  [
    z.strictObject({ step: z.literal("office_received"), expectedHolder: holderId, note }),
    z.strictObject({ step: z.literal("handed_to_cleaner"), expectedHolder: holderId, cleanerId: z.uuid({ error: "Choose the cleaner who takes the keys." }), note }),
    z.strictObject({ step: z.literal("returned_to_office"), expectedHolder: holderId, note }),
    z.strictObject({ step: z.literal("returned_to_customer"), expectedHolder: holderId, note }),
  ],
  { error: "Choose what happened to the keys." },
);

export type KeyCustodyStep = z.output<typeof keyCustodyStepSchema>;

const STEP_LABELS: Record<KeyCustodyEntry["event"], string> = {
  office_received: "Office received the keys",
  handed_to_cleaner: "Handed to a cleaner",
  returned_to_office: "Back at the office",
  returned_to_customer: "Returned to the customer",
};

/** The holders each step may start from. */
const STEP_FROM: Record<KeyCustodyEntry["event"], (holder: KeyHolderId) => boolean> = {
  office_received: (holder) => holder === "customer",
  handed_to_cleaner: (holder) => holder === "office",
  returned_to_office: (holder) => holder.startsWith("cleaner:"),
  returned_to_customer: (holder) => holder === "office" || holder.startsWith("cleaner:"),
};

const CUSTOMER: KeyHolder = { id: "customer", label: "The customer" };
const OFFICE: KeyHolder = { id: "office", label: "The office" };

const fullName = (person: { firstName: string | null; lastName: string | null }) =>
  person.firstName ? `${person.firstName} ${person.lastName ?? ""}`.trim() : null;

async function readLog(db: Database | Transaction, customerId: string): Promise<KeyCustody> {
  const rows = await db
    .select({ entry: keyCustodyEvents, orderNumber: orders.number })
    .from(keyCustodyEvents)
    .leftJoin(orders, eq(orders.id, keyCustodyEvents.orderId))
    .where(eq(keyCustodyEvents.customerId, customerId))
    .orderBy(asc(keyCustodyEvents.id));
  const peopleIds = [...new Set(rows.flatMap(({ entry }) => [entry.cleanerId, entry.actorId]).filter((id): id is string => id !== null))];
  const people = peopleIds.length
    ? await db.select({ id: users.id, firstName: users.firstName, lastName: users.lastName }).from(users).where(inArray(users.id, peopleIds))
    : [];
  const nameOf = (id: string | null) => {
    const person = id ? people.find((candidate) => candidate.id === id) : undefined;
    return person ? fullName(person) : null;
  };
  const entries = rows.map(({ entry, orderNumber }): KeyCustodyEntry => {
    const holder: KeyHolder =
      entry.event === "handed_to_cleaner"
        ? { id: `cleaner:${entry.cleanerId ?? "00000000-0000-0000-0000-000000000000"}`, label: nameOf(entry.cleanerId) ?? "A removed account" }
        : entry.event === "returned_to_customer"
          ? CUSTOMER
          : OFFICE;
    return {
      id: entry.id,
      event: entry.event,
      label: entry.event === "handed_to_cleaner" ? `Handed to ${holder.label}` : STEP_LABELS[entry.event],
      holder,
      actorName: nameOf(entry.actorId),
      orderNumber: orderNumber === null ? null : formatOrderNumber(orderNumber),
      note: entry.note,
      at: entry.at.toISOString(),
    };
  });
  return { holder: entries.at(-1)?.holder ?? CUSTOMER, entries };
}

/** The keys' log of the order's customer, or null for an unknown order. */
export async function keyCustodyOfOrder(db: Database, orderId: string): Promise<KeyCustody | null> {
  if (!isUuid(orderId)) return null;
  const [order] = await db.select({ customerId: orders.customerId }).from(orders).where(eq(orders.id, orderId)).limit(1);
  return order ? readLog(db, order.customerId) : null;
}

export const KEYS_ORDER_NOT_FOUND = "That order was not found.";

/** Records one step of the keys from the order's page; the log as it is after it. */
export async function recordKeyCustodyStep(
  db: Database,
  actor: { id: string; role: Role },
  orderId: string,
  step: KeyCustodyStep,
  options: { now?: Date } = {},
): Promise<Result<KeyCustody>> {
  const now = options.now ?? new Date();
  if (!isUuid(orderId)) return failure("not-found", KEYS_ORDER_NOT_FOUND);
  return db.transaction(async (tx): Promise<Result<KeyCustody>> => {
    const [order] = await tx.select({ id: orders.id, customerId: orders.customerId }).from(orders).where(eq(orders.id, orderId)).limit(1);
    if (!order) return failure("not-found", KEYS_ORDER_NOT_FOUND);
    const decision = canActOnOrder(actor, order);
    if (!decision.allowed) return failure("forbidden", decision.reason);
    // The customer's row lock serialises every step on their keys, from any of their orders.
    await tx.select({ id: users.id }).from(users).where(eq(users.id, order.customerId)).for("update");
    const current = await readLog(tx, order.customerId);
    if (current.holder.id !== step.expectedHolder) {
      return failure("conflict", `The keys are with ${current.holder.label.replace(/^The /, "the ")} now. Reload the page to see the latest step.`, { code: "stale-key-holder" });
    }
    if (!STEP_FROM[step.step](current.holder.id)) {
      return failure("conflict", `${STEP_LABELS[step.step]} cannot follow: the keys are with ${current.holder.label.replace(/^The /, "the ")}.`, { code: "key-step-out-of-order" });
    }
    let cleanerId: string | null = null;
    if (step.step === "handed_to_cleaner") {
      const [person] = await tx
        .select({ id: users.id, role: users.role })
        .from(users)
        .where(and(eq(users.id, step.cleanerId), eq(users.status, "active"), inArray(users.role, holdersOf("cleanerCabinet.open"))));
      if (!person || !can(person.role, "cleanerCabinet.open")) return failure("invalid", INVALID_FIELDS_MESSAGE, { fieldErrors: { cleanerId: "Choose an active cleaner." } });
      cleanerId = person.id;
    }
    await tx.insert(keyCustodyEvents).values({ customerId: order.customerId, orderId: order.id, event: step.step, cleanerId, actorId: actor.id, note: step.note, at: now });
    await writeAudit(tx, {
      actorId: actor.id,
      action: `order.keys.${step.step}`,
      subjectType: "order",
      subjectId: order.id,
      reason: step.note,
      details: cleanerId ? { cleanerId } : {},
      at: now,
    });
    return { ok: true, data: await readLog(tx, order.customerId) };
  });
}
