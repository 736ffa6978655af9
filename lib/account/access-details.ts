import { z } from "zod";
import { singleLineText } from "@/lib/kernel/validation/text";
import { openSealedText, sealText, type SealingKeyRing } from "@/lib/platform/security/sealed-text";

/**
 * Structured access details of an address (docs/product.md, "Access details and keys"): a
 * doorman, what to buzz, where the keys are, where to park (none of them secret), and the
 * lockbox or door code and the alarm code, which are. The codes are sealed before they are
 * stored (docs/security.md, "Access codes at rest") and never sent back to a browser except to
 * the assigned cleaner inside the visit's window: the owner's own pages only say a code is saved.
 * A buzzer is what to press ("3R", "Lee"), not a keypad code: a code that opens the street door
 * goes in the lockbox field, whose label says so.
 */

export const BUZZER_MAX = 40;
export const KEY_LOCATION_MAX = 120;
export const PARKING_MAX = 200;
export const ACCESS_CODE_MAX = 40;

/** What is stored in `access_details` (saved addresses and orders); the codes sealed. */
export interface StoredAccessDetails {
  doorman: boolean;
  buzzer: string | null;
  keyLocation: string | null;
  parking: string | null;
  /** Sealed with the access-code key, context "lockboxCode". */
  lockboxCode: string | null;
  /** Sealed with the access-code key, context "alarmCode". */
  alarmCode: string | null;
}

declare module "@/lib/platform/db/schema/json-documents" {
  interface JsonDocuments {
    accessDetails: StoredAccessDetails;
  }
}

/** The details anyone who may see the address may see: the codes only as "one is saved". */
export interface AccessDetailsView {
  doorman: boolean;
  buzzer: string | null;
  keyLocation: string | null;
  parking: string | null;
  hasLockboxCode: boolean;
  hasAlarmCode: boolean;
}

export interface AccessCodes {
  lockboxCode: string | null;
  alarmCode: string | null;
}

const optionalLine = (label: string, max: number) =>
  singleLineText(label)
    .trim()
    .max(max, { error: `Keep the ${label} under ${max} characters.` })
    .nullish()
    .transform((value) => (value ? value : null));

/** A code: absent keeps the saved one, blank or null removes it, text replaces it. */
const codeField = (label: string) =>
  singleLineText(label)
    .trim()
    .max(ACCESS_CODE_MAX, { error: `Keep the ${label} under ${ACCESS_CODE_MAX} characters.` })
    .nullable()
    .optional()
    .transform((value) => (value === undefined ? undefined : value ? value : null));

/**
 * The details a form sends. The plain fields are sent whole each time (blank is "none"); a code
 * is sent only when it changes, since no form ever receives it back.
 */
export const accessDetailsInputSchema = z.strictObject({
  doorman: z.boolean({ error: "Say whether the building has a doorman." }).default(false),
  buzzer: optionalLine("buzzer", BUZZER_MAX),
  keyLocation: optionalLine("key location", KEY_LOCATION_MAX),
  parking: optionalLine("parking note", PARKING_MAX),
  lockboxCode: codeField("lockbox or door code"),
  alarmCode: codeField("alarm code"),
});

export type AccessDetailsInput = z.output<typeof accessDetailsInputSchema>;

const LOCKBOX = "lockboxCode";
const ALARM = "alarmCode";

/**
 * What to store for `input` over what was stored: codes sealed, an absent code kept, nothing at
 * all as null. A kept code sealed with an old key is left as it is (it still opens).
 */
export function sealAccessDetails(input: AccessDetailsInput, stored: StoredAccessDetails | null, ring: SealingKeyRing): StoredAccessDetails | null {
  const code = (value: string | null | undefined, context: string, kept: string | null) =>
    value === undefined ? kept : value === null || value.trim() === "" ? null : sealText(value, context, ring);
  const details: StoredAccessDetails = {
    doorman: input.doorman,
    buzzer: input.buzzer,
    keyLocation: input.keyLocation,
    parking: input.parking,
    lockboxCode: code(input.lockboxCode, LOCKBOX, stored?.lockboxCode ?? null),
    alarmCode: code(input.alarmCode, ALARM, stored?.alarmCode ?? null),
  };
  const empty = !details.doorman && Object.entries(details).every(([key, value]) => key === "doorman" || value === null);
  return empty ? null : details;
}

export function accessDetailsView(stored: StoredAccessDetails | null | undefined): AccessDetailsView | null {
  if (!stored) return null;
  return {
    doorman: stored.doorman,
    buzzer: stored.buzzer,
    keyLocation: stored.keyLocation,
    parking: stored.parking,
    hasLockboxCode: stored.lockboxCode !== null,
    hasAlarmCode: stored.alarmCode !== null,
  };
}

/** The codes in plain text; throws (without the values) when one was altered or its key is gone. */
export function openAccessCodes(stored: StoredAccessDetails, ring: SealingKeyRing): AccessCodes {
  return {
    lockboxCode: stored.lockboxCode === null ? null : openSealedText(stored.lockboxCode, LOCKBOX, ring),
    alarmCode: stored.alarmCode === null ? null : openSealedText(stored.alarmCode, ALARM, ring),
  };
}
