/**
 * What staff send: ids, reasons, roles and list filters. Route handlers parse with these, and
 * the actions parse again, so a direct caller cannot slip past the limits either.
 */
import { z } from "zod";
import { multiLineText, singleLineText } from "@/lib/kernel/validation/text";
import { ROLES, USER_STATUSES } from "@/lib/platform/db/schema/users";
import { ASSIGNABLE_ROLES } from "./user-policy";

/** Any UUID shape Postgres accepts; anything else is "no such user" (404), never a 500. */
export const userIdSchema = z.guid();

export const REASON_MIN = 3;
export const REASON_MAX = 500;

const blankToUndefined = (value: unknown) => (typeof value === "string" && value.trim() === "" ? undefined : value);

/** A block must say why: the blocked person is told the reason when they try to sign in. */
const requiredReason = multiLineText("reason", "Say why the account is blocked.")
  .trim()
  .min(REASON_MIN, `Give a reason of at least ${REASON_MIN} characters.`)
  .max(REASON_MAX, `Keep the reason under ${REASON_MAX} characters.`);

const optionalReason = z.preprocess(
  blankToUndefined,
  multiLineText("reason", "The reason must be text.").trim().max(REASON_MAX, `Keep the reason under ${REASON_MAX} characters.`).optional(),
);

export const blockBodySchema = z.object({
  reason: requiredReason,
  endSessions: z.boolean({ error: "endSessions must be true or false." }).default(true),
});
/** A block as the route parsed it: the reason trimmed, endSessions settled. */
export type BlockBody = z.output<typeof blockBodySchema>;

export const reasonBodySchema = z.object({ reason: optionalReason });
export type ReasonOptions = z.input<typeof reasonBodySchema>;

export const roleBodySchema = z.object({
  role: z.enum(ASSIGNABLE_ROLES, { error: `Choose one of ${ASSIGNABLE_ROLES.join(", ")}.` }),
  reason: optionalReason,
});

export const USER_LIST_MAX_PAGE_SIZE = 100;

export const userListQuerySchema = z.object({
  q: z.preprocess(blankToUndefined, singleLineText("search").trim().max(200, "Keep the search under 200 characters.").optional()),
  role: z.preprocess(blankToUndefined, z.enum(ROLES, { error: `Choose one of ${ROLES.join(", ")}.` }).optional()),
  status: z.preprocess(blankToUndefined, z.enum(USER_STATUSES, { error: "Choose active or blocked." }).optional()),
  page: z.preprocess(blankToUndefined, z.coerce.number({ error: "Enter a page number." }).int().min(1, "Pages start at 1.").max(100_000).default(1)),
  pageSize: z.preprocess(
    blankToUndefined,
    z.coerce
      .number({ error: "Enter a page size." })
      .int()
      .min(1, "Show at least 1 per page.")
      .max(USER_LIST_MAX_PAGE_SIZE, `Show at most ${USER_LIST_MAX_PAGE_SIZE} per page.`)
      .default(20),
  ),
});
export type UserListQuery = z.output<typeof userListQuerySchema>;
