import { eq } from "drizzle-orm";
import { BLOCKED_READ_ONLY_MESSAGE } from "@/lib/account/read-only-notice";
import type { Role } from "@/lib/kernel/enums/roles";
import { failure, type Result } from "@/lib/kernel/failure";
import { formatInNewYork } from "@/lib/kernel/format/date-time";
import { formatPhone } from "@/lib/kernel/phone/phone-display";
import { toE164 } from "@/lib/kernel/phone/phone-number";
import type { Database } from "@/lib/platform/db";
import { smsConsents, users } from "@/lib/platform/db/schema";
import { optIn, optOut } from "./consent";
import { SMS_CONSENT_WORDING, SMS_TEAM_CONSENT_WORDING, type SmsConsentWording } from "./consent-wording";
import { mutedCustomerTextTypes } from "./preferences";
import type { CustomerTextType } from "./text-types";

/**
 * The profile's texts box and switches (docs/product.md#text-messages). Consent belongs to a
 * number, not an account: the box speaks for the phone in the profile, so a new phone starts
 * unticked and gets texts once its box is ticked; the old number keeps what it had.
 */

/** What the profile shows of the account's texts. */
export interface TextConsentView {
  /** The words beside the box, stored with the opt-in: the team's for a cleaner, the customers' for everyone else. */
  wording: SmsConsentWording;
  /** The profile phone texts go to, as people write it; null when the profile has none. */
  phone: string | null;
  /** Why that phone cannot take texts (one stored before phones were checked), or null. */
  phoneProblem: string | null;
  /** The box is ticked: the number has consent now. */
  on: boolean;
  /** Where things stand, in a sentence, or null when the number never said yes or no. */
  status: string | null;
}

export interface TextSettingsView {
  consent: TextConsentView;
  /** The customer texts switched off; null for a cleaner, whose work texts have no switches. */
  mutedTypes: CustomerTextType[] | null;
}

export interface TextsAccount {
  id: string;
  role: Role;
  /** A blocked account may stop texts, never start them (docs/security.md, "Blocked accounts are read-only"). */
  blocked: boolean;
}

export const NO_PHONE_MESSAGE = "Add your mobile number under Your details first, then tick the box.";

const wordingFor = (role: Role): SmsConsentWording => (role === "Cleaner" ? SMS_TEAM_CONSENT_WORDING : SMS_CONSENT_WORDING);

type ConsentRow = Pick<typeof smsConsents.$inferSelect, "optedInAt" | "source" | "optedOutAt" | "optOutKeyword">;

function statusOf(row: ConsentRow | undefined): { on: boolean; status: string | null } {
  if (row?.optedOutAt) {
    const day = formatInNewYork(row.optedOutAt, "longDate");
    return row.optOutKeyword
      ? { on: false, status: `You stopped texts on ${day} by texting ${row.optOutKeyword}. Tick the box to get them again.` }
      : { on: false, status: `Texts are off since ${day}.` };
  }
  if (row?.optedInAt) {
    const day = formatInNewYork(row.optedInAt, "longDate");
    return { on: true, status: row.source === "booking" ? `Texts are on since ${day}, when you ticked the box at booking.` : `Texts are on since ${day}.` };
  }
  return { on: false, status: null };
}

/** The profile phone in E.164, or why there is none to text. */
async function profilePhone(db: Database, userId: string): Promise<{ stored: string | null; e164: string | null; problem: string | null }> {
  const [row] = await db.select({ phone: users.phone }).from(users).where(eq(users.id, userId));
  const stored = row?.phone ?? null;
  if (stored === null) return { stored, e164: null, problem: null };
  const read = toE164(stored);
  return read.ok ? { stored, e164: read.e164, problem: null } : { stored, e164: null, problem: read.message };
}

async function consentView(db: Database, account: TextsAccount): Promise<TextConsentView> {
  const phone = await profilePhone(db, account.id);
  const [row] = phone.e164
    ? await db
        .select({ optedInAt: smsConsents.optedInAt, source: smsConsents.source, optedOutAt: smsConsents.optedOutAt, optOutKeyword: smsConsents.optOutKeyword })
        .from(smsConsents)
        .where(eq(smsConsents.phone, phone.e164))
    : [];
  return { wording: wordingFor(account.role), phone: phone.stored === null ? null : formatPhone(phone.stored), phoneProblem: phone.problem, ...statusOf(row) };
}

/** The texts part of the profile page. */
export async function textSettingsView(db: Database, account: TextsAccount): Promise<TextSettingsView> {
  const [consent, muted] = await Promise.all([consentView(db, account), mutedCustomerTextTypes(db, account.id)]);
  return { consent, mutedTypes: account.role === "Cleaner" ? null : muted };
}

/**
 * The box in the profile, ticked (`wanted`) or not, for the profile phone. Ticking gives consent
 * at `now` with the account's wording and source "profile", and lifts an earlier STOP; an
 * already ticked box keeps its first moment. Unticking stops texts to that number, as a STOP
 * would, without a keyword; a blocked account may do that, as it may always text STOP.
 */
export async function setProfileTextConsent(db: Database, account: TextsAccount, wanted: boolean, now: Date): Promise<Result<TextConsentView>> {
  if (wanted && account.blocked) return failure("forbidden", BLOCKED_READ_ONLY_MESSAGE);
  const phone = await profilePhone(db, account.id);
  if (phone.e164 === null) {
    const message = phone.problem ?? NO_PHONE_MESSAGE;
    return failure("invalid", message, { fieldErrors: { consent: message } });
  }
  const { on } = await consentView(db, account);
  if (wanted && !on) await optIn(db, { phone: phone.e164, userId: account.id, wording: wordingFor(account.role), source: "profile" }, now);
  if (!wanted && on) await optOut(db, phone.e164, null, now);
  return { ok: true, data: await consentView(db, account) };
}
