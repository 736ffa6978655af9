import { z } from "zod";
import { SMS_INBOUND_KINDS } from "@/lib/kernel/enums/sms";

/**
 * The payload of `TextReceived` (docs/messaging.md, "Receiving"), in a module with no server
 * imports: the server checks each event strictly against it before publishing
 * (lib/platform/events/user-events.ts), and the browser reads what arrives leniently with the
 * same fields (lib/web/realtime/client/text-event.ts). It says which thread moved, not what was
 * written: the inbox fetches the thread itself, through its own access check.
 */
export const TEXT_RECEIVED_TARGET = "TextReceived";

export const textReceivedFields = {
  /** The thread: the sender's number, E.164. */
  phone: z.string(),
  /** The stored text (sms_messages.id). */
  messageId: z.string(),
  /** What it asked for; stop, start and help arrive already read (answered automatically). */
  kind: z.enum(SMS_INBOUND_KINDS),
  /** Whether it counts as unread in the inbox. */
  unread: z.boolean(),
  /** When it arrived, ISO 8601. */
  timestamp: z.string(),
};

export const textReceivedPayloadSchema = z.object({ ...textReceivedFields, phone: z.string().regex(/^\+[1-9][0-9]{1,14}$/), messageId: z.uuid(), timestamp: z.iso.datetime() });
export type TextReceivedPayload = z.infer<typeof textReceivedPayloadSchema>;
