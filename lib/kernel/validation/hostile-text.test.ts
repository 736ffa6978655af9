/**
 * Every free-text field of every write and search schema refuses a NUL byte and a lone surrogate
 * (which PostgreSQL cannot store), and every person's name refuses direction overrides, with a
 * message under that field's own name. One table, so a new text field is easy to add here.
 */
import type { z } from "zod";
import { addressInputSchema, addressPatchSchema } from "@/lib/account/address-schema";
import { profileUpdateSchema } from "@/lib/account/profile-schema";
import { adminOrderQuerySchema } from "@/lib/admin/orders/order-query";
import { assignBodySchema, cancelBodySchema, confirmBodySchema, noteBodySchema, resolvePollBodySchema, statusBodySchema } from "@/lib/admin/orders/order-action-schemas";
import { auditFilterSchema } from "@/lib/admin/audit/audit-view";
import { leadQuerySchema, leadUpdateSchema } from "@/lib/admin/leads/lead-schemas";
import { offerInputSchema } from "@/lib/admin/offers/offer-schemas";
import { auditQuerySchema } from "@/lib/platform/audit/audit-log";
import { registrationSchema } from "@/lib/auth/account-schemas";
import { bookingSubmissionSchema, orderChangeSchema } from "@/lib/booking/booking-request";
import { customerCancelSchema } from "@/lib/booking/orders/customer-cancel-schema";
import { pollAnswerSchema } from "@/lib/booking/poll-answer";
import { DEFAULT_PRICE_TABLE } from "@/lib/settings/price-table";
import { checkOutBodySchema } from "@/lib/cabinet/check-out";
import { contactRequestSchema } from "@/lib/contact/contact-schema";
import { adminGiftCardQuerySchema, voidGiftCardSchema } from "@/lib/gift-cards/admin";
import { codeInputSchema, giftCardPurchaseSchema } from "@/lib/gift-cards/rules";
import { fieldErrorsOf } from "@/lib/kernel/failure";
import { maintenanceUpdateSchema, pricingUpdateSchema } from "@/lib/admin/settings/update-settings";
import { closedDaySchema } from "@/lib/settings/closed-day";
import { blockBodySchema, reasonBodySchema, roleBodySchema, userListQuerySchema } from "@/lib/admin/users/user-schemas";

type Path = ReadonlyArray<string | number>;

interface Case {
  schema: z.ZodType;
  valid: Record<string, unknown>;
  /** Free-text fields; each is set to its valid value with a hostile character inside. */
  text: Path[];
  /** People's names, which refuse direction overrides as well. */
  names?: Path[];
}

const address = { street: "350 Grand St", unit: "4B", city: "Lower East Side", zip: "10002", accessNotes: "Buzz 4B; the doorman has keys." };
const contact = { name: "Priya Shah", phone: "(718) 555-0143", email: "priya@example.com" };
const booking = { request: { service: "deep-cleaning", bedrooms: 2, bathrooms: 1 }, startsAt: "2030-05-06T14:00:00.000Z", address, contact, notes: "Please bring unscented products." };

const CASES: Record<string, Case> = {
  "POST /api/contact": {
    schema: contactRequestSchema,
    valid: { name: "Jordan Lee", email: "jordan@example.com", borough: "Brooklyn", message: "A deep clean of a two-bedroom in Park Slope, please." },
    text: [["message"]],
    names: [["name"]],
  },
  "POST /api/account/register": {
    schema: registrationSchema,
    valid: { firstName: "Ana", lastName: "Ruiz", email: "ana@example.com", password: "Bright-Bushwick-2026" },
    text: [],
    names: [["firstName"], ["lastName"]],
  },
  "PATCH /api/account/profile": { schema: profileUpdateSchema, valid: { firstName: "Ana", lastName: "Ruiz" }, text: [], names: [["firstName"], ["lastName"]] },
  "POST /api/account/addresses": {
    schema: addressInputSchema,
    valid: { label: "Home", ...address },
    text: [["label"], ["street"], ["unit"], ["city"], ["accessNotes"]],
  },
  "PATCH /api/account/addresses/[id]": { schema: addressPatchSchema, valid: { label: "Office", accessNotes: "Front desk." }, text: [["label"], ["accessNotes"]] },
  "POST /api/bookings": {
    schema: bookingSubmissionSchema,
    valid: { ...booking, giftCardCode: "ABCD-EFGH-JKLM-NPQR", acceptTerms: true },
    text: [["address", "street"], ["address", "unit"], ["address", "city"], ["address", "accessNotes"], ["notes"], ["giftCardCode"]],
    names: [["contact", "name"]],
  },
  "PATCH /api/orders/[id]": {
    schema: orderChangeSchema,
    valid: booking,
    text: [["address", "street"], ["address", "city"], ["notes"]],
    names: [["contact", "name"]],
  },
  "POST /api/orders/[id]/cancel": { schema: customerCancelSchema, valid: { reason: "We are moving a week early." }, text: [["reason"]] },
  "POST /api/polls": { schema: pollAnswerSchema, valid: { token: "a".repeat(32), rating: 5, comment: "Spotless kitchen, thank you!" }, text: [["comment"]] },
  "POST /api/gift-cards": {
    schema: giftCardPurchaseSchema(new Date("2030-01-01T12:00:00Z")),
    valid: { amountCents: 10_000, recipientName: "Mei Chen", recipientEmail: "mei@example.com", message: "Happy housewarming in Astoria!", deliverOn: "2030-01-02" },
    text: [["message"]],
    names: [["recipientName"]],
  },
  "POST /api/gift-cards/redeem": { schema: codeInputSchema, valid: { code: "ABCD-EFGH" }, text: [["code"]] },
  "POST /api/cabinet/jobs/[id]/check-out": { schema: checkOutBodySchema, valid: { note: "Left the spare key with the super.", reason: "No hot water in the bathroom." }, text: [["note"], ["reason"]] },
  "POST /api/admin/orders/[id]/confirm": { schema: confirmBodySchema, valid: { note: "Confirmed by phone." }, text: [["note"]] },
  "POST /api/admin/orders/[id]/assign": {
    schema: assignBodySchema,
    valid: { cleanerId: "6f1c2f1e-2b7a-4c1d-9a57-3f0d1c2b3a4e", note: "Maria knows the building." },
    text: [["note"]],
  },
  "POST /api/admin/orders/[id]/status": { schema: statusBodySchema, valid: { status: "confirmed", note: "Customer called." }, text: [["note"]] },
  "POST /api/admin/orders/[id]/cancel": { schema: cancelBodySchema, valid: { reason: "Customer asked by phone." }, text: [["reason"]] },
  "POST /api/admin/orders/[id]/notes": { schema: noteBodySchema, valid: { note: "Ring twice, the bell is weak." }, text: [["note"]] },
  "POST /api/admin/orders/[id]/poll": { schema: resolvePollBodySchema, valid: { note: "Called back, all good." }, text: [["note"]] },
  "GET /api/admin/orders": { schema: adminOrderQuerySchema, valid: { q: "Ruiz" }, text: [["q"]] },
  "GET /api/admin/leads": { schema: leadQuerySchema, valid: { q: "Park Slope" }, text: [["q"]] },
  "PATCH /api/admin/leads/[id]": { schema: leadUpdateSchema, valid: { notes: "Called, wants a quote for May." }, text: [["notes"]] },
  "POST /api/admin/offers": {
    schema: offerInputSchema,
    valid: { name: "Spring refresh", description: "15% off a deep clean in April.", isPercentage: true, discountValue: 15 },
    text: [["name"], ["description"]],
  },
  "GET /api/admin/users": { schema: userListQuerySchema, valid: { q: "ruiz" }, text: [["q"]] },
  "POST /api/admin/users/[id]/block": { schema: blockBodySchema, valid: { reason: "Repeated no-shows." }, text: [["reason"]] },
  "POST /api/admin/users/[id]/unblock": { schema: reasonBodySchema, valid: { reason: "Settled by phone." }, text: [["reason"]] },
  "POST /api/admin/users/[id]/role": { schema: roleBodySchema, valid: { role: "Cleaner", reason: "Joined the Queens team." }, text: [["reason"]] },
  "GET /api/admin/audit": {
    schema: auditFilterSchema,
    valid: { actor: "admin@demo.test", action: "order.cancel", subjectType: "order", subjectId: "10042" },
    text: [["actor"], ["action"], ["subjectType"], ["subjectId"]],
  },
  "audit reader": { schema: auditQuerySchema, valid: { action: "order.cancel", subjectType: "order", subjectId: "10042" }, text: [["action"], ["subjectType"], ["subjectId"]] },
  "GET /api/admin/gift-cards": { schema: adminGiftCardQuerySchema, valid: { q: "mei@example.com" }, text: [["q"]] },
  "POST /api/admin/gift-cards/[id]/void": { schema: voidGiftCardSchema, valid: { reason: "Refunded by card." }, text: [["reason"]] },
  "PUT /api/admin/settings/pricing": {
    schema: pricingUpdateSchema,
    valid: { priceTable: DEFAULT_PRICE_TABLE, travel: { sameBorough: 30, acrossBoroughs: 60 }, reason: "Spring prices." },
    text: [["reason"], ["priceTable", "services", 0, "name"], ["priceTable", "extras", 0, "name"]],
  },
  "PUT /api/admin/settings/maintenance": { schema: maintenanceUpdateSchema, valid: { enabled: true, message: "Back at 6 a.m." }, text: [["message"]] },
  "POST /api/admin/settings/closed-days": { schema: closedDaySchema, valid: { date: "2026-12-08", reason: "Staff training" }, text: [["reason"]] },
};

const HOSTILE = { nul: "\u0000", loneSurrogate: "\ud83d", bell: "\u0007" };
const PROBLEM = /invisible control character|broken character|text-direction control character/;

function withValueAt(value: unknown, path: Path, replace: (old: unknown) => unknown): unknown {
  const [head, ...rest] = path;
  if (head === undefined) return replace(value);
  if (Array.isArray(value)) return value.map((item: unknown, index) => (index === head ? withValueAt(item, rest, replace) : item));
  if (typeof value === "object" && value !== null) return { ...value, [head]: withValueAt((value as Record<string, unknown>)[head], rest, replace) };
  throw new Error(`no value at ${String(head)}`);
}

const spiked = (character: string) => (old: unknown) => {
  if (typeof old !== "string") throw new Error("the valid sample has no text there");
  return `${old.slice(0, 2)}${character}${old.slice(2)}`;
};

describe.each(Object.entries(CASES))("%s", (_endpoint, { schema, valid, text, names = [] }) => {
  it("accepts the valid sample", () => {
    const result = schema.safeParse(valid);
    expect(result.success ? {} : fieldErrorsOf(result.error)).toEqual({});
  });

  it.each(Object.entries(HOSTILE))("refuses %s in every text field under the field's name", (_kind, character) => {
    for (const path of [...text, ...names]) {
      const result = schema.safeParse(withValueAt(valid, path, spiked(character)));
      expect({ path, errors: result.success ? {} : fieldErrorsOf(result.error) }).toEqual({ path, errors: { [path.join(".")]: expect.stringMatching(PROBLEM) } });
    }
  });

  if (names.length > 0) {
    it("refuses a direction override in a person's name", () => {
      for (const path of names) {
        const result = schema.safeParse(withValueAt(valid, path, spiked("\u202e")));
        expect({ path, errors: result.success ? {} : fieldErrorsOf(result.error) }).toEqual({ path, errors: { [path.join(".")]: expect.stringMatching(PROBLEM) } });
      }
    });
  }
});
