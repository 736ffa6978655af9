import type { AddressChoice, StepFourStart } from "./address-choices";
import type { BookingFormData } from "./booking-form";

/**
 * How step 4 starts for a returning customer (issue #24): on the address of their last booking
 * and with the phone from their profile, each only when the form has none yet, so nothing typed
 * is ever replaced. Null when there is nothing to fill. Browser-safe (types only from the server side).
 */
export function startStepFour(form: Pick<BookingFormData, "address" | "contact">, start: StepFourStart): Pick<BookingFormData, "address" | "contact"> | null {
  const addressEmpty = Object.values(form.address).every((value) => value.trim() === "");
  const last: AddressChoice | undefined = addressEmpty ? start.addresses.find((choice) => choice.lastBooked) : undefined;
  const phone = form.contact.phone.trim() === "" && start.phone ? start.phone : null;
  if (!last && !phone) return null;
  return {
    address: last ? { street: last.street, unit: last.unit, city: last.city, zip: last.zip, accessNotes: last.accessNotes } : form.address,
    contact: phone ? { ...form.contact, phone } : form.contact,
  };
}
