import { z } from "zod";
import { answerNotRead, type ApiContract } from "@/lib/kernel/api-contract";
import { BOROUGHS } from "@/lib/kernel/service-area";
import type { SavedAddress } from "./addresses";
import type { addressInputSchema, addressPatchSchema } from "./address-schema";

/**
 * The saved-addresses card of the account page (docs/architecture.md, "Endpoint contracts").
 * Signed-in pages only, so the answer is checked with zod; the request schemas stay in
 * ./address-schema.ts and reach this module as types.
 */

/** `{ address }`: the saved address after an add or a change. */
export interface SavedAddressAnswer {
  address: SavedAddress;
}

export interface DeletedAddressAnswer {
  deleted: true;
}

/** The saved address as the API returns it after an add or change. */
const savedAddressAnswer = z.object({
  address: z.object({
    id: z.string(),
    label: z.string(),
    street: z.string(),
    unit: z.string().nullable(),
    city: z.string(),
    zip: z.string(),
    borough: z.enum(BOROUGHS).nullable(),
    accessNotes: z.string().nullable(),
    access: z
      .object({
        doorman: z.boolean(),
        buzzer: z.string().nullable(),
        keyLocation: z.string().nullable(),
        parking: z.string().nullable(),
        hasLockboxCode: z.boolean(),
        hasAlarmCode: z.boolean(),
      })
      .nullable(),
  }) satisfies z.ZodType<SavedAddress>,
}) satisfies z.ZodType<SavedAddressAnswer>;

/** POST /api/account/addresses: saves a new address in the service area. */
export const addAddressContract: ApiContract<void, z.input<typeof addressInputSchema>, SavedAddressAnswer> = {
  method: "POST",
  path: () => "/api/account/addresses",
  readAnswer: savedAddressAnswer.parse,
};

/** PATCH /api/account/addresses/:id: changes one of the user's own addresses. */
export const updateAddressContract: ApiContract<{ id: string }, z.input<typeof addressPatchSchema>, SavedAddressAnswer> = {
  method: "PATCH",
  path: ({ id }) => `/api/account/addresses/${id}`,
  readAnswer: savedAddressAnswer.parse,
};

/** DELETE /api/account/addresses/:id: the card only needs to know that it worked. */
export const deleteAddressContract: ApiContract<{ id: string }, undefined, DeletedAddressAnswer, unknown> = {
  method: "DELETE",
  path: ({ id }) => `/api/account/addresses/${id}`,
  readAnswer: answerNotRead,
};
