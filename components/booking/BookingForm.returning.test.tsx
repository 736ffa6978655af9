/**
 * Issue #24, "Signing up inside the booking": the review step applies the best offer the
 * customer holds (they can remove it), and a returning customer's step 4 starts on their last
 * address with the phone from their profile.
 */
import { fireEvent, render, screen, waitFor } from "@testing-library/react";
import { BOOKING_STORAGE_KEY } from "@/lib/booking/saved-booking-signal";
import { newBookingForm, type BookingFormData } from "@/lib/booking/booking-form";
import { BookingForm } from "./BookingForm";
import { BOOKING_FORM_PROPS, filledBookingForm, saved, answer } from "./test-support";

const session = { status: "authenticated", data: { user: { id: "u1", firstName: "Priya", lastName: "Shah", email: "priya@example.test", emailVerified: true } } };
jest.mock("@/lib/auth/site-session", () => ({ useSiteSession: () => session }));
jest.mock("next/navigation", () => ({ useRouter: () => ({ push: jest.fn(), refresh: jest.fn() }), usePathname: () => "/booking" }));
jest.mock("@/lib/kernel/full-page-navigation", () => ({ fullPageNavigation: jest.fn() }));

const KEY = "e5f6a7b8-c9d0-4e1f-8a2b-334455667788";
const ready: BookingFormData = filledBookingForm(KEY, { name: "Priya Shah", phone: "(718) 555-0142", email: "priya@example.test" });
const offers = [
  { id: 11, name: "Welcome", description: "For your first cleaning", isPercentage: false, discountValue: 1_500, startsAt: null, endsAt: null },
  { id: 12, name: "Neighbors", description: "From a friend in Brooklyn", isPercentage: true, discountValue: 15, startsAt: null, endsAt: null },
];


const fetchMock = jest.fn();
function renderWith(form: BookingFormData, step4: unknown = { addresses: [], phone: null }) {
  window.localStorage.setItem(BOOKING_STORAGE_KEY, JSON.stringify(form));
  fetchMock.mockImplementation((url: string) => {
    if (url.startsWith("/api/booking/offers")) return answer({ offers });
    if (url === "/api/booking/addresses") return answer(step4);
    return answer({ card: null });
  });
  return render(<BookingForm {...BOOKING_FORM_PROPS} />);
}

describe("BookingForm for a signed-in customer", () => {
  beforeEach(() => {
    window.localStorage.clear();
    fetchMock.mockReset();
    global.fetch = fetchMock as unknown as typeof fetch;
  });

  it("applies the best offer they hold on the review step, and keeps No offer once they choose it", async () => {
    renderWith({ ...ready, bookingProgress: "step-5" });
    // 15% of $175 ($26.25) beats $15 off.
    await waitFor(() => expect(screen.getByRole("radio", { name: /Neighbors: 15% off/ })).toBeChecked());
    expect(saved()?.specialOfferId).toBe(12);
    fireEvent.click(screen.getByRole("radio", { name: "No offer" }));
    await waitFor(() => expect(screen.getByRole("radio", { name: "No offer" })).toBeChecked());
    expect(saved()).toMatchObject({ specialOfferId: null, offerDeclined: true });
  });

  it("starts step 4 on the last booking's address with the profile's phone", async () => {
    const home = { id: "saved-1", label: "Home", street: "31-10 Thomson Ave", unit: "4F", city: "Long Island City", zip: "11101", accessNotes: "Door code 2231", lastBooked: true };
    const office = { id: "saved-2", label: "Office", street: "1 Main St", unit: "", city: "Brooklyn", zip: "11201", accessNotes: "", lastBooked: false };
    const blank = { ...ready, bookingProgress: "step-4" as const, address: newBookingForm(KEY).address, contact: { name: "", phone: "", email: "" } };
    renderWith(blank, { addresses: [office, home], phone: "(718) 555-0142" });
    await waitFor(() => expect(screen.getByLabelText("Street address")).toHaveValue("31-10 Thomson Ave"));
    expect(screen.getByLabelText(/Apartment or unit/)).toHaveValue("4F");
    expect(screen.getByLabelText(/Access notes/)).toHaveValue("Door code 2231");
    expect(screen.getByLabelText("Phone")).toHaveValue("(718) 555-0142");
    expect(screen.getByRole("radio", { name: /^Home: 31-10 Thomson Ave/ })).toBeChecked();
  });
});
