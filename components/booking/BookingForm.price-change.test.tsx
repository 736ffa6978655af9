/**
 * Issue #24, bug 3 in the browser: the form sends the total its review step shows; when the server
 * answers that the price changed, the form shows both prices and books only once the customer
 * confirms the new one.
 */
import { act, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { BOOKING_STORAGE_KEY } from "@/lib/booking/saved-booking-signal";
import type { BookingFormData } from "@/lib/booking/booking-form";
import { BookingForm } from "./BookingForm";
import { BOOKING_FORM_PROPS, filledBookingForm, answer } from "./test-support";

const session = { status: "authenticated", data: { user: { id: "u1", firstName: "Dana", lastName: "Booker", email: "dana@example.test", emailVerified: true } } };
jest.mock("@/lib/auth/site-session", () => ({ useSiteSession: () => session }));
const push = jest.fn();
jest.mock("next/navigation", () => ({ useRouter: () => ({ push, refresh: jest.fn() }), usePathname: () => "/booking" }));
jest.mock("@/lib/kernel/full-page-navigation", () => ({ fullPageNavigation: jest.fn() }));

const KEY = "7d1e2f3a-4b5c-4d6e-8f70-8192a3b4c5d6";
const ready: BookingFormData = { ...filledBookingForm(KEY), bookingProgress: "step-5", acceptTerms: true };


describe("BookingForm when the price changed before booking", () => {
  const fetchMock = jest.fn();
  const bookingBodies = () => fetchMock.mock.calls.filter(([url]) => url === "/api/bookings").map(([, init]) => JSON.parse(String((init as RequestInit).body)) as Record<string, unknown>);

  beforeEach(() => {
    window.localStorage.clear();
    window.localStorage.setItem(BOOKING_STORAGE_KEY, JSON.stringify(ready));
    push.mockReset();
    fetchMock.mockReset();
    global.fetch = fetchMock as unknown as typeof fetch;
  });

  it("sends the total it shows, shows both prices when the server's differs, and books at the new one only when confirmed", async () => {
    const priceChanged = {
      error: "The price has gone up since you reviewed your booking: you saw $190.53, and it is $201.42 now. Nothing is booked yet; please confirm the new price to book.",
      code: "price-changed",
      priceChange: { acceptedTotalCents: 19_053, currentTotalCents: 20_142 },
    };
    fetchMock.mockImplementation((url: string, init?: RequestInit) => {
      if (url !== "/api/bookings") return answer({ offers: [] });
      const body = JSON.parse(String(init?.body)) as { acceptedTotalCents?: number };
      return body.acceptedTotalCents === 20_142 ? answer({ order: { id: "order-9", number: "C-10009" }, created: true }, 201) : answer(priceChanged, 409);
    });
    render(<BookingForm {...BOOKING_FORM_PROPS} />);
    await act(async () => {
      fireEvent.click(screen.getByRole("button", { name: "Book now" }));
    });
    // $175 + tax $15.53: what the review step shows is what the form sends.
    expect(bookingBodies()).toEqual([expect.objectContaining({ acceptedTotalCents: 19_053 })]);

    const notice = await screen.findByRole("alert");
    expect(notice).toHaveTextContent("You saw $190.53");
    expect(notice).toHaveTextContent("The price now is $201.42");
    expect(push).not.toHaveBeenCalled();

    await act(async () => {
      fireEvent.click(screen.getByRole("button", { name: "Book at $201.42" }));
    });
    expect(bookingBodies().map((body) => body.acceptedTotalCents)).toEqual([19_053, 20_142]);
    const keys = fetchMock.mock.calls.filter(([url]) => url === "/api/bookings").map(([, init]) => (init as { headers: Record<string, string> }).headers["idempotency-key"]);
    expect(keys).toEqual([KEY, KEY]);
    await waitFor(() => expect(push).toHaveBeenCalledWith("/booking-confirmation?order=order-9"));
  });

  it("drops the new price when the customer changes their answers instead", async () => {
    fetchMock.mockImplementation((url: string) =>
      url === "/api/bookings"
        ? answer({ error: "The price has gone up.", code: "price-changed", priceChange: { acceptedTotalCents: 19_053, currentTotalCents: 20_142 } }, 409)
        : answer({ offers: [] }),
    );
    render(<BookingForm {...BOOKING_FORM_PROPS} />);
    await act(async () => {
      fireEvent.click(screen.getByRole("button", { name: "Book now" }));
    });
    expect(await screen.findByRole("button", { name: "Book at $201.42" })).toBeInTheDocument();
    fireEvent.click(screen.getByRole("button", { name: "Change address and contact" }));
    expect(screen.queryByRole("button", { name: "Book at $201.42" })).not.toBeInTheDocument();
  });
});
