/**
 * Hub events to client notifications. Payloads come from the network, so each field is read
 * through zod; a field of the wrong type counts as absent (and gets its default) rather than
 * losing the whole event, because a notice the user never sees is worse than a default text.
 */
import { z } from "zod";
import type { UserEventTarget } from "./constants";
import { DEFAULT_MESSAGES, type ClientNotification, type NotificationType } from "./notification";

const text = z.string().trim().min(1).optional().catch(undefined);

const payloadSchema = z.looseObject({
  message: text,
  timestamp: z.iso.datetime({ offset: true }).optional().catch(undefined),
  reason: text,
  newRole: text,
});

const TYPE_OF: Record<UserEventTarget, NotificationType> = {
  UserBlocked: "blocked",
  UserUnblocked: "unblocked",
  RoleChanged: "roleChanged",
  ForceLogout: "forceLogout",
};

function asRecord(payload: unknown): Record<string, unknown> {
  return typeof payload === "object" && payload !== null && !Array.isArray(payload) ? (payload as Record<string, unknown>) : {};
}

function messageFor(type: NotificationType, fields: z.infer<typeof payloadSchema>): string {
  switch (type) {
    case "blocked":
      return fields.message ?? DEFAULT_MESSAGES.blocked;
    case "unblocked":
      return fields.message ?? DEFAULT_MESSAGES.unblocked;
    case "roleChanged":
      return fields.message ?? DEFAULT_MESSAGES.roleChanged(fields.newRole ?? "a new role");
    case "forceLogout":
      // ForceLogout carries a reason rather than a message (docs/product.md#real-time-notices).
      return fields.reason ?? fields.message ?? DEFAULT_MESSAGES.forceLogout;
  }
}

export function toNotification(target: UserEventTarget, payload: unknown, now: Date = new Date()): ClientNotification {
  const data = asRecord(payload);
  const fields = payloadSchema.parse(data);
  const type = TYPE_OF[target];
  return { message: messageFor(type, fields), timestamp: fields.timestamp ?? now.toISOString(), type, data };
}
