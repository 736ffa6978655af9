import { answerNotRead, type ApiContract } from "@/lib/kernel/api-contract";

/**
 * The signed-in devices of the account page (docs/architecture.md, "Endpoint contracts"). The
 * page only needs to know that a sign-out worked.
 */
export interface SignedOutDeviceAnswer {
  signedOut: true;
}

export interface SignedOutEverywhereAnswer {
  /** How many sessions ended. */
  signedOut: number;
}

/** DELETE /api/account/sessions/:id: signs one of the user's own devices out. */
export const signOutDeviceContract: ApiContract<{ id: string }, undefined, SignedOutDeviceAnswer, unknown> = {
  method: "DELETE",
  path: ({ id }) => `/api/account/sessions/${id}`,
  readAnswer: answerNotRead,
};

/** DELETE /api/account/sessions: "Sign out everywhere", this device included. */
export const signOutEverywhereContract: ApiContract<void, undefined, SignedOutEverywhereAnswer, unknown> = {
  method: "DELETE",
  path: () => "/api/account/sessions",
  readAnswer: answerNotRead,
};
