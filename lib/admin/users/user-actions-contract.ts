import type { z } from "zod";
import { answerNotRead, type ApiContract } from "@/lib/kernel/api-contract";
import type { UserListItem } from "./user-dto";
import type { blockBodySchema, reasonBodySchema, roleBodySchema } from "./user-schemas";

/**
 * Block, unblock, force logout and role change on one account, /api/admin/users/:userId/<action>
 * (docs/product.md#staff-abilities; docs/architecture.md, "Endpoint contracts"). Each answers the
 * account as it is now; the page refreshes instead of reading it. The request schemas stay in
 * ./user-schemas.ts and reach this module as types.
 */
export interface UserActionAnswer {
  user: UserListItem;
}

type UserParams = { userId: string };
type UserActionContract<Body> = ApiContract<UserParams, Body, UserActionAnswer, unknown>;

const userAction = <Body>(method: "POST" | "PUT", action: string): UserActionContract<Body> => ({
  method,
  path: ({ userId }) => `/api/admin/users/${userId}/${action}`,
  readAnswer: answerNotRead,
});

export const blockUserContract = userAction<z.input<typeof blockBodySchema>>("POST", "block");
export const unblockUserContract = userAction<z.input<typeof reasonBodySchema>>("POST", "unblock");
export const forceLogoutContract = userAction<z.input<typeof reasonBodySchema>>("POST", "force-logout");
/**
 * The role as the page's select holds it: the server checks it against the roles a change may
 * set (and this actor may give), so the page need not know that list; a renamed field still
 * breaks the page's type check.
 */
type RoleChangeBody = Omit<z.input<typeof roleBodySchema>, "role"> & { role: string };

export const changeRoleContract = userAction<RoleChangeBody>("PUT", "role");
