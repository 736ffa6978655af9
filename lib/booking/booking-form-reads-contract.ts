import type { ApiContract } from "@/lib/kernel/api-contract";
import { answerObject, booleanField, listField, nullableTextField, numberField, textField } from "@/lib/kernel/validation/answer-fields";
import type { AddressChoice, StepFourStart } from "./address-choices";
import type { UsableOffer } from "./offer-view";
import type { AccessDetailsView } from "@/lib/account/access-details";
import type { YourCleaner } from "./availability/your-cleaners";

/**
 * The reads of the booking form (docs/architecture.md, "Endpoint contracts"). All are open to
 * visitors, who get empty answers, so the browser calls them without the session refresh. Their
 * query schemas stay in the handlers; the answers are checked by hand like every other answer
 * of the form's first load.
 */

/** A saved address's access details as the answer gives them: never a code, only whether one is saved. */
function accessView(item: Record<string, unknown>): AccessDetailsView {
  return {
    doorman: booleanField(item, "doorman"),
    buzzer: nullableTextField(item, "buzzer"),
    keyLocation: nullableTextField(item, "keyLocation"),
    parking: nullableTextField(item, "parking"),
    hasLockboxCode: booleanField(item, "hasLockboxCode"),
    hasAlarmCode: booleanField(item, "hasAlarmCode"),
  };
}

function addressChoice(item: Record<string, unknown>): AddressChoice {
  return {
    id: textField(item, "id"),
    label: textField(item, "label"),
    street: textField(item, "street"),
    unit: textField(item, "unit"),
    city: textField(item, "city"),
    zip: textField(item, "zip"),
    accessNotes: textField(item, "accessNotes"),
    ...(item.access ? { access: accessView(answerObject(item.access)) } : {}),
    // Only a true mark starts step 4 on this address; an answer without it marks none.
    lastBooked: item.lastBooked === true,
  };
}

function stepFourStart(value: unknown): StepFourStart {
  const answer = answerObject(value);
  // No phone on the profile may come as null or not at all.
  return { addresses: listField(answer, "addresses", addressChoice), phone: answer.phone === undefined ? null : nullableTextField(answer, "phone") };
}

/** GET /api/booking/addresses: step 4's saved addresses and the profile's phone. */
export const bookingAddressesContract: ApiContract<void, undefined, StepFourStart> = {
  method: "GET",
  path: () => "/api/booking/addresses",
  readAnswer: stepFourStart,
  session: "none",
};

export interface YourCleanersAnswer {
  cleaners: YourCleaner[];
}

/** GET /api/booking/cleaners: the signed-in customer's cleaners step 3 offers first ("book my cleaner again"). */
export const yourCleanersContract: ApiContract<void, undefined, YourCleanersAnswer> = {
  method: "GET",
  path: () => "/api/booking/cleaners",
  readAnswer: (value) => ({ cleaners: listField(answerObject(value), "cleaners", (item) => ({ id: textField(item, "id"), firstName: textField(item, "firstName") })) }),
  session: "none",
};

export interface SlotsAnswer {
  date: string;
  durationMinutes: number;
  times: string[];
}

function slotsAnswer(value: unknown): Pick<SlotsAnswer, "date" | "times"> {
  const answer = answerObject(value);
  const times = answer.times;
  if (!Array.isArray(times) || !times.every((time): time is string => typeof time === "string")) throw new TypeError("The answer's times are not a list of text.");
  return { date: textField(answer, "date"), times };
}

/** GET /api/slots?…: the start times capacity allows; the query is the page's own (date, length or quote fields). */
export const slotsContract: ApiContract<{ query: string }, undefined, SlotsAnswer, Pick<SlotsAnswer, "date" | "times">> = {
  method: "GET",
  path: ({ query }) => `/api/slots?${query}`,
  readAnswer: slotsAnswer,
  session: "none",
};

export interface BookingOffersAnswer {
  offers: UsableOffer[];
}

function usableOffer(item: Record<string, unknown>): UsableOffer {
  return {
    id: numberField(item, "id"),
    name: textField(item, "name"),
    description: textField(item, "description"),
    isPercentage: booleanField(item, "isPercentage"),
    discountValue: numberField(item, "discountValue"),
    startsAt: nullableTextField(item, "startsAt"),
    endsAt: nullableTextField(item, "endsAt"),
  };
}

/** GET /api/booking/offers?at=…: the signed-in user's offers a booking can use. */
export const bookingOffersContract: ApiContract<{ at: string | null }, undefined, BookingOffersAnswer> = {
  method: "GET",
  path: ({ at }) => `/api/booking/offers${at ? `?at=${encodeURIComponent(at)}` : ""}`,
  readAnswer: (value) => ({ offers: listField(answerObject(value), "offers", usableOffer) }),
  session: "none",
};
