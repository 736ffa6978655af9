/**
 * TextReceived as the browser reads it (docs/messaging.md, "Receiving"): the server's fields
 * (lib/platform/events/text-event-schema.ts), read leniently: plain strings where the server
 * checks the number, the id and the instant, and anything else in the payload kept as it came.
 */
import { z } from "zod";
import { textReceivedFields } from "@/lib/platform/events/text-event-schema";

const textReceived = z.looseObject({ ...textReceivedFields, kind: z.string() });

export type TextReceivedEvent = z.infer<typeof textReceived>;

export function parseTextReceived(payload: unknown): TextReceivedEvent | null {
  const parsed = textReceived.safeParse(payload);
  return parsed.success ? parsed.data : null;
}
