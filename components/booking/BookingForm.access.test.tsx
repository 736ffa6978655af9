/**
 * Access details on the booking form (docs/product.md, "Access details and keys"): the chosen
 * saved address lends its details, the customer can change them for this visit, and a typed
 * door or alarm code goes to the server with the booking but is never written to the browser's
 * saved progress (docs/security.md, "Access codes at rest").
 */
import { act, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { BOOKING_STORAGE_KEY } from "@/lib/booking/saved-booking-signal";
import type { BookingFormData } from "@/lib/booking/booking-form";
import { BookingForm } from "./BookingForm";
import { BOOKING_FORM_PROPS, answer, filledBookingForm, saveForm, saved } from "./test-support";

type SessionState = { status: "authenticated" | "unauthenticated"; data: { user: Record<string, unknown> } | null };
const SIGNED_IN: SessionState = { status: "authenticated", data: { user: { id: "u1", firstName: "Dana", lastName: "Booker", email: "dana@example.test", emailVerified: true } } };
let session: SessionState = SIGNED_IN;
jest.mock("@/lib/auth/site-session", () => ({ useSiteSession: () => session }));
const push = jest.fn();
jest.mock("next/navigation", () => ({ useRouter: () => ({ push, refresh: jest.fn() }), usePathname: () => "/booking" }));
const navigate = jest.fn();
jest.mock("@/lib/kernel/full-page-navigation", () => ({ fullPageNavigation: (url: string) => navigate(url) }));

const KEY = "7a8b9c0d-1e2f-4a3b-8c4d-5e6f7a8b9c0d";
const ready: BookingFormData = { ...filledBookingForm(KEY), bookingProgress: "step-4", acceptTerms: true };
const home = {
  id: "saved-1",
  label: "Home",
  ...ready.address,
  lastBooked: false,
  access: { doorman: true, buzzer: "3R", keyLocation: null, parking: null, hasLockboxCode: true, hasAlarmCode: false },
};

const fetchMock = jest.fn();
/** Everything this browser keeps, as text: the saved form and anything else in either storage. */
const everythingStored = () =>
  [window.localStorage, window.sessionStorage].flatMap((storage) => Object.keys(storage).map((name) => `${name}=${storage.getItem(name) ?? ""}`)).join("\n");

const bookingBody = () => {
  const call = fetchMock.mock.calls.find(([url]) => url === "/api/bookings");
  return JSON.parse(String(call?.[1]?.body)) as Record<string, unknown>;
};

describe("BookingForm access details", () => {
  beforeEach(() => {
    window.localStorage.clear();
    window.sessionStorage.clear();
    session = SIGNED_IN;
    push.mockReset();
    navigate.mockReset();
    fetchMock.mockReset();
    fetchMock.mockImplementation((url: string) => {
      if (url === "/api/bookings") return answer({ order: { id: "order-1", number: "C-10001" }, created: true }, 201);
      if (url === "/api/booking/addresses") return answer({ addresses: [home], phone: null });
      return answer({ offers: [], card: null });
    });
    global.fetch = fetchMock as unknown as typeof fetch;
  });

  it("shows the saved address's details, sends a typed code with the booking, and never stores it", async () => {
    saveForm(ready);
    render(<BookingForm {...BOOKING_FORM_PROPS} />);
    await waitFor(() => expect(screen.getByLabelText(/^Buzzer/)).toHaveValue("3R"));
    expect(screen.getByLabelText("The building has a doorman")).toBeChecked();
    expect(screen.getByLabelText(/^Lockbox or door code/)).toHaveAccessibleDescription("A code is saved. Type a new one to replace it.");

    fireEvent.change(screen.getByLabelText(/^Alarm code/), { target: { value: "9090#" } });
    fireEvent.change(screen.getByLabelText(/^Buzzer/), { target: { value: "Lee" } });
    await waitFor(() => expect(saved()?.access).toEqual({ doorman: true, buzzer: "Lee", keyLocation: "", parking: "", given: true, codeTyped: true }));
    expect(everythingStored()).toContain(BOOKING_STORAGE_KEY);
    expect(everythingStored()).not.toContain("9090");

    fireEvent.click(screen.getByRole("button", { name: "Next" }));
    const book = await screen.findByRole("button", { name: "Book now" });
    await act(async () => {
      fireEvent.click(book);
    });
    // The saved lockbox code is left out, so the server keeps it; the typed alarm code is sent once, to be sealed there.
    expect(bookingBody().access).toEqual({ doorman: true, buzzer: "Lee", keyLocation: "", parking: "", alarmCode: "9090#" });
    await waitFor(() => expect(push).toHaveBeenCalledWith("/booking-confirmation?order=order-1"));
    expect(everythingStored()).not.toContain("9090");
  });

  it("sends no access details when the customer left them as the saved address has them", async () => {
    saveForm({ ...ready, bookingProgress: "step-5" });
    render(<BookingForm {...BOOKING_FORM_PROPS} />);
    const book = await screen.findByRole("button", { name: "Book now" });
    await act(async () => {
      fireEvent.click(book);
    });
    expect(bookingBody()).not.toHaveProperty("access");
  });

  it("lets a visitor type a code, keeps it out of storage across sign-in, and asks for it again on return", async () => {
    session = { status: "unauthenticated", data: null };
    saveForm(ready);
    const visit = render(<BookingForm {...BOOKING_FORM_PROPS} />);
    expect(screen.queryByRole("radio", { name: /^Home:/ })).toBeNull();
    fireEvent.change(screen.getByLabelText(/^Lockbox or door code/), { target: { value: "2580" } });
    await waitFor(() => expect(saved()?.access.codeTyped).toBe(true));
    fireEvent.click(screen.getByRole("button", { name: "Next" }));
    fireEvent.click(await screen.findByRole("button", { name: "Sign in to book" }));
    expect(navigate).toHaveBeenCalledTimes(1);
    expect(everythingStored()).not.toContain("2580");

    // Back from signing in: the page starts again from what was stored, which has no code.
    visit.unmount();
    session = SIGNED_IN;
    render(<BookingForm {...BOOKING_FORM_PROPS} />);
    expect(await screen.findByText(/the code you typed is not here any more/)).toBeInTheDocument();
    fireEvent.click(screen.getByRole("button", { name: "Type it again" }));
    fireEvent.change(await screen.findByLabelText(/^Lockbox or door code/), { target: { value: "2580" } });
    fireEvent.click(screen.getByRole("button", { name: "Next" }));
    expect(await screen.findByRole("button", { name: "Book now" })).toBeInTheDocument();
    expect(screen.queryByText(/the code you typed is not here any more/)).toBeNull();
    expect(everythingStored()).not.toContain("2580");
  });
});
