import type { AddressChoice } from "./address-choices";
import { newBookingForm } from "./booking-form";
import { startStepFour } from "./step-four-start";

const choice = (label: string, lastBooked: boolean): AddressChoice => ({
  id: `saved-${label}`,
  label,
  street: `${label} St`,
  unit: "2F",
  city: "Brooklyn",
  zip: "11211",
  accessNotes: "Buzz 2F; the super is in 1A",
  lastBooked,
});
const empty = newBookingForm("d4e5f6a7-b8c9-4d0e-8f1a-223344556677");

describe("step 4 for a returning customer", () => {
  it("starts on the last booking's address, with the phone from the profile", () => {
    expect(startStepFour(empty, { addresses: [choice("Office", false), choice("Home", true)], phone: "(718) 555-0142" })).toEqual({
      address: { street: "Home St", unit: "2F", city: "Brooklyn", zip: "11211", accessNotes: "Buzz 2F; the super is in 1A" },
      contact: { name: "", phone: "(718) 555-0142", email: "" },
    });
  });

  it("never replaces what the customer typed", () => {
    const typed = { ...empty, address: { ...empty.address, street: "88 Orchard St" }, contact: { ...empty.contact, phone: "(212) 555-0100" } };
    expect(startStepFour(typed, { addresses: [choice("Home", true)], phone: "(718) 555-0142" })).toBeNull();
    const onlyPhoneTyped = { ...empty, contact: { ...empty.contact, phone: "(212) 555-0100" } };
    expect(startStepFour(onlyPhoneTyped, { addresses: [choice("Home", true)], phone: "(718) 555-0142" })?.contact.phone).toBe("(212) 555-0100");
  });

  it("leaves a new address when no booking was made yet, and the phone empty when the profile has none", () => {
    expect(startStepFour(empty, { addresses: [choice("Home", false)], phone: null })).toBeNull();
    expect(startStepFour(empty, { addresses: [], phone: "(718) 555-0142" })?.address).toEqual(empty.address);
  });
});
