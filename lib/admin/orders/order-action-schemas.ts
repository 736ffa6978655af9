import { z } from "zod";
import { expectedVersionSchema } from "@/lib/booking/orders/order-version";
import { multiLineText } from "@/lib/kernel/validation/text";

/** What staff send to act on an order. Route handlers parse with these; the actions parse again. */

export const NOTE_MAX = 1000;
export const CANCEL_REASON_MAX = 500;

const optionalNote = multiLineText("note", "The note must be text.")
  .trim()
  .max(NOTE_MAX, `Keep the note under ${NOTE_MAX} characters.`)
  .nullish()
  .transform((value) => (value ? value : null));

/** The order's version the staff page showed: an older one is refused (lib/booking/orders/order-version.ts). */
const expectedVersion = expectedVersionSchema;

export const confirmBodySchema = z.object({ note: optionalNote, expectedVersion });

export const assignBodySchema = z.object({
  cleanerId: z.guid({ error: "Choose a cleaner from the list." }),
  note: optionalNote,
  expectedVersion,
});

/** The statuses staff set directly; assigning and cancelling have their own actions. */
export const SETTABLE_STATUSES = ["confirmed", "in_progress", "completed"] as const;
export type SettableStatus = (typeof SETTABLE_STATUSES)[number];

export const statusBodySchema = z.object({
  status: z.enum(SETTABLE_STATUSES, { error: "Choose confirmed, in progress or completed." }),
  note: optionalNote,
  expectedVersion,
});

export const cancelBodySchema = z.object({
  reason: multiLineText("reason", "Say why the order is cancelled.")
    .trim()
    .min(3, "Say why the order is cancelled (at least 3 characters).")
    .max(CANCEL_REASON_MAX, `Keep the reason under ${CANCEL_REASON_MAX} characters.`),
  /** Inside 24 hours the late-cancellation fee is recorded unless staff waive it. */
  waiveFee: z.boolean({ error: "waiveFee must be true or false." }).default(false),
  expectedVersion,
});

export const noteBodySchema = z.object({
  note: multiLineText("note", "Write the note.").trim().min(1, "Write the note.").max(NOTE_MAX, `Keep the note under ${NOTE_MAX} characters.`),
});

/** A follow-up keeps at most this many of the visit's photos (docs/product.md, "Photos of the work"). */
export const FOLLOW_UP_PHOTOS_MAX = 12;

export const resolvePollBodySchema = z.object({
  note: optionalNote,
  /** Photos of the visit to keep with the follow-up; repeats count once. */
  photoIds: z
    .array(z.uuid({ error: "Choose photos of this visit only." }), { error: "Choose photos of this visit only." })
    .max(FOLLOW_UP_PHOTOS_MAX, `Keep at most ${FOLLOW_UP_PHOTOS_MAX} photos with the follow-up.`)
    .default([])
    .transform((ids) => [...new Set(ids)]),
});

/** "Reviewed — send receipt" on a visit held after a short check-out. */
export const reviewBodySchema = z.object({ note: optionalNote, expectedVersion });

export type AssignBody = z.input<typeof assignBodySchema>;
export type StatusBody = z.input<typeof statusBodySchema>;
export type CancelBody = z.input<typeof cancelBodySchema>;
export type NoteBody = z.input<typeof noteBodySchema>;
