import { answerNotRead, type ApiContract } from "@/lib/kernel/api-contract";
import type { CleanerPreferenceBody } from "./cleaner-preference-actions";

/** The admin user page's "Never send" and "Undo" (docs/product.md#preferred-and-blocked-cleaners); `userId` in the body is the other end of the pair. */
export interface CleanerPairAnswer {
  customerId: string;
  cleanerId: string;
}

export const neverSendContract: ApiContract<{ userId: string }, CleanerPreferenceBody, CleanerPairAnswer, unknown> = {
  method: "POST",
  path: ({ userId }) => `/api/admin/users/${userId}/cleaner-preferences`,
  readAnswer: answerNotRead,
};

export const undoBlockContract: ApiContract<{ userId: string }, CleanerPreferenceBody, CleanerPairAnswer, unknown> = {
  method: "POST",
  path: ({ userId }) => `/api/admin/users/${userId}/cleaner-preferences/undo`,
  readAnswer: answerNotRead,
};
