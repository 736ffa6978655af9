import { z } from "zod";
import { answerNotRead, type ApiContract } from "@/lib/kernel/api-contract";
import type { AssignOutcome } from "./assign";
import type { AdminOfferDto } from "./offer-dto";
import type { offerAssignSchema, offerInputSchema, offerStateSchema } from "./offer-schemas";

/**
 * The staff offer endpoints (docs/architecture.md, "Endpoint contracts"): create and edit an
 * offer, activate or end it now, and give it to people. The request schemas stay in
 * ./offer-schemas.ts and reach this module as types; answers are read with zod (a staff page).
 */
type OfferParams = { offerId: number };
type OfferBody = z.input<typeof offerInputSchema>;

/** The offer as it is after the change. */
export interface SavedOfferAnswer {
  offer: AdminOfferDto;
}

/** Only the saved offer's id is read: a new offer opens its own page. */
const savedOffer = z.object({ offer: z.object({ id: z.number().int() }) });
type SavedOfferRead = z.output<typeof savedOffer>;

/** POST /api/admin/offers: a new offer (201). */
export const createOfferContract: ApiContract<void, OfferBody, SavedOfferAnswer, SavedOfferRead> = {
  method: "POST",
  path: () => "/api/admin/offers",
  readAnswer: savedOffer.parse,
};

/** PUT /api/admin/offers/:offerId: the same fields as creating one. */
export const updateOfferContract: ApiContract<OfferParams, OfferBody, SavedOfferAnswer, SavedOfferRead> = {
  method: "PUT",
  path: ({ offerId }) => `/api/admin/offers/${offerId}`,
  readAnswer: savedOffer.parse,
};

/** POST /api/admin/offers/:offerId/state: activates or ends it now; the button only needs to know it worked. */
export const offerStateContract: ApiContract<OfferParams, z.input<typeof offerStateSchema>, SavedOfferAnswer, unknown> = {
  method: "POST",
  path: ({ offerId }) => `/api/admin/offers/${offerId}/state`,
  readAnswer: answerNotRead,
};

/** Who got the offer, who held it already, who has no account, and who was refused and why. */
export type OfferAssignAnswer = AssignOutcome;

const emailList = z.array(z.string());
const assignOutcome = z.object({
  assigned: emailList,
  alreadyHeld: emailList,
  notFound: emailList,
  refused: z.array(z.object({ email: z.string(), reason: z.string() })),
}) satisfies z.ZodType<OfferAssignAnswer>;

/** POST /api/admin/offers/:offerId/assign: who got it, who had it, and who could not be given it. */
export const assignOfferContract: ApiContract<OfferParams, z.input<typeof offerAssignSchema>, OfferAssignAnswer> = {
  method: "POST",
  path: ({ offerId }) => `/api/admin/offers/${offerId}/assign`,
  readAnswer: assignOutcome.parse,
};
