import { sql } from "drizzle-orm";
import { z } from "zod";
import type { Database } from "@/lib/platform/db";
import { ROLES } from "@/lib/platform/db/schema/users";
import { TEXT_RECEIVED_TARGET, textReceivedPayloadSchema } from "./text-event-schema";

/** The Postgres channel every process listens on; its hub delivers to its own connections. */
export const USER_EVENTS_CHANNEL = "user_events";

/**
 * Server-to-client events by hub target name: the four account notices of
 * docs/product.md#real-time-notices, and TextReceived, which tells each staff account that a text
 * came in (docs/messaging.md, "Receiving"; no notice, the inbox refreshes).
 */
export const userEventSchema = z.discriminatedUnion("target", [
  z.object({
    target: z.literal("UserBlocked"),
    payload: z.object({ message: z.string(), timestamp: z.string(), shouldLogout: z.boolean() }),
  }),
  z.object({ target: z.literal("UserUnblocked"), payload: z.object({ message: z.string(), timestamp: z.string() }) }),
  z.object({ target: z.literal("RoleChanged"), payload: z.object({ newRole: z.enum(ROLES), message: z.string(), timestamp: z.string() }) }),
  z.object({
    target: z.literal("ForceLogout"),
    // `code` lets the signed-out browser say why on /login (a password changed on another device).
    payload: z.object({ reason: z.string(), timestamp: z.string(), code: z.enum(["password-changed"]).optional() }),
  }),
  z.object({ target: z.literal(TEXT_RECEIVED_TARGET), payload: textReceivedPayloadSchema }),
]);

export const userEventEnvelopeSchema = z.object({
  userId: z.uuid(),
  event: userEventSchema,
  /** Whether the receiving hub closes the user's connections after delivering (sessions ended). */
  endsSessions: z.boolean(),
  /** Only the connections of this sign-in (one revoked session). */
  sessionId: z.guid().optional(),
  /** Every connection but this sign-in's (the browser that changed the password stays). */
  exceptSessionId: z.guid().optional(),
  /** When the publisher sent it (epoch ms), for the delivery-lag metric; set by publishUserEvent. */
  publishedAt: z.number().int().nonnegative().optional(),
});

export type UserEventEnvelope = z.infer<typeof userEventEnvelopeSchema>;

/**
 * Publishes an event for every connection of a user on every host. Inside a transaction the
 * notification is sent only if the transaction commits, which is what a staff action wants.
 */
export async function publishUserEvent(db: Database, envelope: UserEventEnvelope): Promise<void> {
  const payload = JSON.stringify(userEventEnvelopeSchema.parse({ ...envelope, publishedAt: Date.now() }));
  await db.execute(sql`select pg_notify(${USER_EVENTS_CHANNEL}, ${payload})`);
}
