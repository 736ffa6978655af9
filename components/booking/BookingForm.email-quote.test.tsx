/**
 * Unfinished bookings in the wizard (docs/product.md#unfinished-bookings): the "Email me my
 * quote" box on step 4 saves the answers once ticked with an email, and a quote email's link
 * (?resume=) loads its answers into the form.
 */
import { fireEvent, render, screen, waitFor } from "@testing-library/react";
import { BookingForm } from "./BookingForm";
import { BOOKING_FORM_PROPS, filledBookingForm, saveForm, saved, answer } from "./test-support";

jest.mock("@/lib/auth/site-session", () => ({ useSiteSession: () => ({ status: "unauthenticated", data: null }) }));
jest.mock("next/navigation", () => ({ useRouter: () => ({ push: jest.fn(), refresh: jest.fn() }), usePathname: () => "/booking" }));
jest.mock("@/lib/kernel/full-page-navigation", () => ({ fullPageNavigation: jest.fn() }));

const KEY = "5f0c8a1e-2b3d-4c5e-8f90-a1b2c3d4e5f6";
const TOKEN = "t".repeat(43);
const fetchMock = jest.fn();
const quoteBox = () => screen.getByRole("checkbox", { name: "Email me my quote" });
const saveCalls = () => fetchMock.mock.calls.filter(([url]) => url === "/api/booking/saved-quote");

beforeEach(() => {
  window.localStorage.clear();
  window.history.replaceState(null, "", "/booking");
  fetchMock.mockReset();
  fetchMock.mockImplementation((url: string) => {
    if (url === "/api/booking/saved-quote") return answer({ saved: true, totalCents: 20000 });
    if (url === `/api/booking/saved-quote/${TOKEN}`) return answer({ answers: { request: { service: "deep-cleaning", bedrooms: 3, bathrooms: 2, extras: [{ id: "inside-oven", quantity: 1 }], frequency: "one-time" }, date: "2026-03-12" } });
    if (url.startsWith("/api/booking/saved-quote/")) return answer({ ok: false, kind: "not-found", message: "expired" }, 404);
    return answer({ offers: [], addresses: [] });
  });
  global.fetch = fetchMock as unknown as typeof fetch;
});

describe("Email me my quote", () => {
  it("is unticked, and once ticked with an email saves the answers, not a price", async () => {
    saveForm({ ...filledBookingForm(KEY), bookingProgress: "step-4" });
    render(<BookingForm {...BOOKING_FORM_PROPS} />);
    expect(quoteBox()).not.toBeChecked();
    fireEvent.click(quoteBox());
    expect(await screen.findByText(/we will email dana@example.test in an hour/)).toBeInTheDocument();
    expect(saveCalls()).toHaveLength(1);
    const body = JSON.parse(String(saveCalls()[0]?.[1]?.body)) as Record<string, unknown>;
    expect(body).toMatchObject({ email: "dana@example.test", consent: true, date: "2026-03-10", request: { service: "residential-cleaning", bedrooms: 2 } });
    expect(body).not.toHaveProperty("totalCents");
  });

  it("asks for the email first when there is none, and saves nothing", async () => {
    saveForm({ ...filledBookingForm(KEY, { name: "Dana", phone: "(718) 555-0199", email: "" }), bookingProgress: "step-4" });
    render(<BookingForm {...BOOKING_FORM_PROPS} />);
    fireEvent.click(quoteBox());
    expect(await screen.findByText("Enter your email above first, then tick the box.")).toBeInTheDocument();
    expect(quoteBox()).toHaveAccessibleDescription(/Enter your email above first/);
    expect(saveCalls()).toHaveLength(0);
  });
});

describe("?resume= from a quote email", () => {
  it("loads the saved answers into the form and drops the token from the address bar", async () => {
    window.history.replaceState(null, "", `/booking?resume=${TOKEN}`);
    render(<BookingForm {...BOOKING_FORM_PROPS} />);
    await waitFor(() => expect(saved()).toMatchObject({ service: "deep-cleaning", bedrooms: 3, bathrooms: 2, extras: { "inside-oven": 1 }, date: "2026-03-12", bookingProgress: "step-1" }));
    expect(window.location.search).toBe("");
  });

  it("says so when the link no longer works", async () => {
    window.history.replaceState(null, "", `/booking?resume=${"x".repeat(43)}`);
    render(<BookingForm {...BOOKING_FORM_PROPS} />);
    expect(await screen.findByRole("alert")).toHaveTextContent("That quote link has expired or is not valid.");
  });
});
