"use client";

import { useEffect, useRef } from "react";
import useSWR from "swr";
import { RadioGroup } from "@/components/forms/RadioGroup";
import type { AddressChoice, StepFourStart } from "@/lib/booking/address-choices";
import { bookingAddressesContract } from "@/lib/booking/booking-form-reads-contract";
import { startStepFour } from "@/lib/booking/step-four-start";
import { callApi } from "@/lib/web/http/client";
import type { BookingFormData } from "@/lib/booking/booking-form";
import type { FormUpdate } from "./use-booking-form";
import { EMPTY_PLAIN_ACCESS } from "@/lib/account/access-form";

const NEW_ADDRESS = "new";
const EMPTY_ADDRESS: BookingFormData["address"] = { street: "", unit: "", city: "", zip: "", accessNotes: "" };

/** A refusal or an answer of another shape offers no saved address, as for a visitor. */
async function fetchStart(): Promise<StepFourStart> {
  const result = await callApi(bookingAddressesContract);
  return result.ok ? result.data : { addresses: [], phone: null };
}

/** Step 4's start for a signed-in customer, read once and shared (SWR) by the parts of the step that need it. */
export function useStepFourStart(signedIn: boolean): StepFourStart | undefined {
  return useSWR(signedIn ? bookingAddressesContract.path() : null, fetchStart).data;
}

/** The saved address the fields hold, if they hold one. */
export function chosenAddress(choices: AddressChoice[] | undefined, address: BookingFormData["address"]): AddressChoice | undefined {
  return choices?.find((choice) => sameAs(choice, address));
}

const sameAs = (choice: AddressChoice, address: BookingFormData["address"]) =>
  choice.street === address.street && choice.unit === address.unit && choice.city === address.city && choice.zip === address.zip;

const describe = (choice: AddressChoice) => `${choice.label}: ${[choice.street, choice.unit, choice.city, choice.zip].filter(Boolean).join(", ")}`;

/**
 * The signed-in customer's saved addresses and last booking's, offered beside "a new address".
 * Picking one fills the fields below (still editable); the choice shown is the one the fields
 * hold, so editing a filled address turns it into a new one. An empty step starts on the last
 * booking's address and the profile's phone (lib/booking/step-four-start.ts), once.
 */
export function AddressChoices({ form, update, onPick }: { form: BookingFormData; update: FormUpdate; onPick?: () => void }) {
  const start = useStepFourStart(true);
  const choices = start?.addresses;
  const started = useRef(false);
  useEffect(() => {
    if (!start || started.current) return;
    started.current = true;
    update((current) => {
      const filled = startStepFour(current, start);
      return filled ? { ...current, ...filled } : current;
    });
  }, [start, update]);
  if (!choices || choices.length === 0) return null;
  const picked = chosenAddress(choices, form.address)?.id ?? NEW_ADDRESS;
  const pick = (id: string) => {
    const choice = choices.find((candidate) => candidate.id === id);
    const address = choice ? { street: choice.street, unit: choice.unit, city: choice.city, zip: choice.zip, accessNotes: choice.accessNotes } : EMPTY_ADDRESS;
    // Another address starts with its own access details: what was given for the last one is dropped.
    update((current) => ({ ...current, address, access: { ...EMPTY_PLAIN_ACCESS, given: false, codeTyped: false } }));
    onPick?.();
  };
  return (
    <RadioGroup
      name="address-choice"
      legend="Where should we clean?"
      options={[...choices.map((choice) => ({ value: choice.id, label: describe(choice) })), { value: NEW_ADDRESS, label: "A new address" }]}
      value={picked}
      onChange={pick}
    />
  );
}
