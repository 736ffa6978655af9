/**
 * The texts box and the phone check of step 4 (docs/product.md#text-messages): the box is
 * unticked until the customer ticks it, says the consent wording word for word, and its answer
 * is sent with the booking; a number we could never text is said when the field is left.
 */
import { act, fireEvent, render, screen, waitFor } from "@testing-library/react";
import type { BookingFormData } from "@/lib/booking/booking-form";
import { PHONE_PROBLEM_MESSAGES } from "@/lib/kernel/phone/phone-number";
import { SMS_CONSENT_WORDING } from "@/lib/messaging/consent-wording";
import { AddressFields } from "./AddressFields";
import { BookingForm } from "./BookingForm";
import { BOOKING_FORM_PROPS, filledBookingForm, saveForm, saved, answer } from "./test-support";

type SessionState = { status: "loading" | "authenticated" | "unauthenticated"; data: { user: Record<string, unknown> } | null };
let session: SessionState = { status: "unauthenticated", data: null };
jest.mock("@/lib/auth/site-session", () => ({ useSiteSession: () => session }));
jest.mock("next/navigation", () => ({ useRouter: () => ({ push: jest.fn(), refresh: jest.fn() }), usePathname: () => "/booking" }));
jest.mock("@/lib/kernel/full-page-navigation", () => ({ fullPageNavigation: jest.fn() }));

const KEY = "5f0c8a1e-2b3d-4c5e-8f90-a1b2c3d4e5f6";
const ready: BookingFormData = filledBookingForm(KEY);

const fetchMock = jest.fn();

const textsBox = () => screen.getByRole("checkbox", { name: SMS_CONSENT_WORDING });

beforeEach(() => {
  window.localStorage.clear();
  session = { status: "unauthenticated", data: null };
  fetchMock.mockReset();
  fetchMock.mockImplementation((url: string) => (url === "/api/bookings" ? answer({ order: { id: "order-1", number: "C-10001" }, created: true }, 201) : answer({ offers: [], addresses: [] })));
  global.fetch = fetchMock as unknown as typeof fetch;
});

describe("the texts box at booking", () => {
  it("is unticked until ticked, and says the consent wording word for word", () => {
    saveForm({ ...ready, bookingProgress: "step-4" });
    render(<BookingForm {...BOOKING_FORM_PROPS} />);
    expect(textsBox()).not.toBeChecked();
    expect(screen.getByText(SMS_CONSENT_WORDING, { exact: true })).toBeInTheDocument();
    fireEvent.click(textsBox());
    expect(textsBox()).toBeChecked();
    expect(saved()?.textConsent).toBe(true);
  });

  it.each([
    [true, "is ticked"],
    [false, "is left unticked"],
  ])("sends textConsent %s when the box %s, and the review step says so", async (ticked) => {
    session = { status: "authenticated", data: { user: { id: "u1", firstName: "Dana", lastName: "Booker", email: "dana@example.test", emailVerified: true } } };
    saveForm({ ...ready, bookingProgress: "step-4" });
    render(<BookingForm {...BOOKING_FORM_PROPS} />);
    if (ticked) fireEvent.click(textsBox());
    fireEvent.click(screen.getByRole("button", { name: "Next" }));
    expect(await screen.findByRole("heading", { name: /Review and book/ })).toBeInTheDocument();
    expect(screen.queryByText("Texts about your visits: yes") !== null).toBe(ticked);
    fireEvent.click(screen.getByRole("checkbox", { name: /I accept the terms/ }));
    await act(async () => {
      fireEvent.click(screen.getByRole("button", { name: "Book now" }));
    });
    const call = fetchMock.mock.calls.find(([url]) => url === "/api/bookings");
    await waitFor(() => expect(call).toBeDefined());
    expect(JSON.parse(String(call?.[1]?.body))).toMatchObject({ textConsent: ticked, contact: ready.contact });
  });

  it("is not offered when an order is changed: a change records no consent", () => {
    render(<AddressFields form={ready} update={jest.fn()} errors={{}} signedIn />);
    expect(screen.queryByRole("checkbox", { name: SMS_CONSENT_WORDING })).not.toBeInTheDocument();
  });
});

describe("the contact phone at booking", () => {
  it.each([
    ["+44 20 7946 0958", PHONE_PROBLEM_MESSAGES["not-us"]],
    ["(800) 555-0100", PHONE_PROBLEM_MESSAGES["not-mobile"]],
    ["(212) 555-0147 ext. 4", PHONE_PROBLEM_MESSAGES["not-mobile"]],
    ["555-01", PHONE_PROBLEM_MESSAGES.invalid],
  ])("says why %j cannot be used as soon as the field is left, and stops once it is right", (typed, message) => {
    saveForm({ ...ready, bookingProgress: "step-4" });
    render(<BookingForm {...BOOKING_FORM_PROPS} />);
    const phone = screen.getByLabelText("Phone");
    fireEvent.change(phone, { target: { value: typed } });
    expect(phone).not.toHaveAttribute("aria-invalid");
    fireEvent.blur(phone);
    expect(phone).toHaveAttribute("aria-invalid", "true");
    expect(phone).toHaveAccessibleDescription(message);
    fireEvent.change(phone, { target: { value: "(917) 555-0123" } });
    expect(phone).not.toHaveAttribute("aria-invalid");
  });

  it("accepts the ways people write a US number", () => {
    saveForm({ ...ready, bookingProgress: "step-4" });
    render(<BookingForm {...BOOKING_FORM_PROPS} />);
    const phone = screen.getByLabelText("Phone");
    for (const typed of ["(917) 555-0123", "917.555.0123", "1-917-555-0123", "+1 917 555 0123"]) {
      fireEvent.change(phone, { target: { value: typed } });
      fireEvent.blur(phone);
      expect(phone).not.toHaveAttribute("aria-invalid");
    }
  });
});
