import { z } from "zod";
import { multiLineText } from "@/lib/kernel/validation/text";
import { pageSchema } from "@/lib/kernel/paging";
import { toE164 } from "@/lib/kernel/phone/phone-number";
import { REPLY_MAX_LENGTH } from "./reply-text";
import { phoneOfSegment } from "./thread-address";

/** The staff inbox's inputs as they arrive (docs/messaging.md, "Staff inbox"). */

export const THREAD_MESSAGES = {
  notFound: "We could not find texts from that number.",
} as const;

/** A thread's path segment, the number's digits (lib/messaging/inbox/thread-address.ts), read as E.164. */
export const threadParamsSchema = z.object({
  phone: z.string().transform((segment, ctx) => {
    const phone = phoneOfSegment(segment);
    if (phone === null) {
      ctx.addIssue({ code: "custom", message: THREAD_MESSAGES.notFound });
      return z.NEVER;
    }
    return phone;
  }),
});

export const INBOX_VIEWS = ["open", "done"] as const;
export type InboxView = (typeof INBOX_VIEWS)[number];

export const inboxQuerySchema = z.object({
  view: z.preprocess((value) => (value === "" ? undefined : value), z.enum(INBOX_VIEWS, { error: "Choose the open or the done threads." }).default("open")),
  page: pageSchema,
});
export type InboxQuery = z.output<typeof inboxQuerySchema>;

const textBody = (label: string, max: number) =>
  multiLineText(label, `Write the ${label}.`)
    .trim()
    .min(1, `Write the ${label}.`)
    .max(max, `Keep the ${label} under ${max} characters.`);

export const replyBodySchema = z.object({
  body: textBody("reply", REPLY_MAX_LENGTH),
  /** One per draft, from the form: the same draft sent twice (a double click, a retry) is texted once. */
  draftId: z
    .string()
    .regex(/^[A-Za-z0-9-]{16,64}$/, "Send the reply again from the form.")
    .optional(),
});
export type ReplyInput = z.input<typeof replyBodySchema>;

export const doneBodySchema = z.object({
  done: z.boolean({ error: "Say whether the thread is done." }),
});

/** The longest text a customer can send us in one message, as Twilio takes it. */
export const INBOUND_MAX_LENGTH = 1600;

export const simulateReplyBodySchema = z.object({
  /** What the person typed, or a number from the outbox: any US mobile number, read as E.164. */
  phone: z.string({ error: "Enter the phone number the text comes from." }).transform((typed, ctx) => {
    const number = toE164(typed);
    if (!number.ok) {
      ctx.addIssue({ code: "custom", message: number.message });
      return z.NEVER;
    }
    return number.e164;
  }),
  body: textBody("text", INBOUND_MAX_LENGTH),
});
export type SimulateReplyInput = z.input<typeof simulateReplyBodySchema>;
