/**
 * "Book my cleaner again" (docs/product.md#booking): step 3 offers the signed-in customer's
 * cleaners before any available one, asks for that cleaner's free times, and the booking carries
 * the choice.
 */
import { act, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { SWRConfig } from "swr";
import type { BookingFormData } from "@/lib/booking/booking-form";
import { BookingForm } from "./BookingForm";
import { BOOKING_FORM_PROPS, answer, filledBookingForm, saveForm, saved } from "./test-support";

const session = { status: "authenticated", data: { user: { id: "u1", firstName: "Jordan", lastName: "Lee", email: "jordan@example.test", emailVerified: true } } };
jest.mock("@/lib/auth/site-session", () => ({ useSiteSession: () => session }));
const push = jest.fn();
jest.mock("next/navigation", () => ({ useRouter: () => ({ push, refresh: jest.fn() }), usePathname: () => "/booking" }));
jest.mock("@/lib/kernel/full-page-navigation", () => ({ fullPageNavigation: jest.fn() }));

const KEY = "a1b2c3d4-e5f6-4a7b-8c9d-0e1f2a3b4c5d";
const DOROTA = { id: "5b0c1d2e-3f4a-4b5c-8d6e-7f8091a2b3c4", firstName: "Dorota" };
/** Filled through step 4 for a Williamsburg two-bedroom (ZIP 11211) on Tuesday, March 10, 2026. */
const ready: BookingFormData = filledBookingForm(KEY, { name: "Jordan Lee", phone: "(718) 555-0142", email: "jordan@example.test" });
const TIMES = ["2026-03-10T13:00:00.000Z", "2026-03-10T14:00:00.000Z"];

const fetchMock = jest.fn();
/** The answers the form's reads get: the customer's cleaners and the times, by whose times are asked for. */
function answering({ cleaners = [DOROTA], hers = TIMES, anyone = TIMES }: { cleaners?: unknown[]; hers?: string[]; anyone?: string[] } = {}) {
  fetchMock.mockImplementation((url: string) => {
    if (url === "/api/booking/cleaners") return answer({ cleaners });
    if (url.startsWith("/api/slots")) return answer({ date: "2026-03-10", times: url.includes("cleanerId=") ? hers : anyone });
    if (url === "/api/bookings") return answer({ order: { id: "order-7", number: "C-10007" }, created: true, cardSetupUrl: null }, 201);
    if (url === "/api/booking/card") return answer({ card: { label: "Visa •••• 4242, expires 08/29" }, invoiced: false, required: false });
    return answer({ offers: [] });
  });
}

/** SWR keeps answers between renders: each test starts with an empty cache. */
function renderForm(form: BookingFormData) {
  saveForm(form);
  return render(
    <SWRConfig value={{ provider: () => new Map() }}>
      <BookingForm {...BOOKING_FORM_PROPS} />
    </SWRConfig>,
  );
}

const slotUrls = () => fetchMock.mock.calls.map(([url]) => String(url)).filter((url) => url.startsWith("/api/slots"));

describe("BookingForm: book my cleaner again", () => {
  beforeEach(() => {
    window.localStorage.clear();
    push.mockReset();
    fetchMock.mockReset();
    global.fetch = fetchMock as unknown as typeof fetch;
  });

  it("offers no choice to a customer without cleaners, and asks for the times of the address's borough", async () => {
    answering({ cleaners: [] });
    renderForm({ ...ready, startsAt: null, bookingProgress: "step-3" });
    await screen.findByRole("group", { name: /Start time/ });
    expect(screen.queryByRole("group", { name: "Who should come?" })).not.toBeInTheDocument();
    expect(slotUrls()).toEqual(["/api/slots?date=2026-03-10&durationMinutes=180&zip=11211"]);
  });

  it("chooses their cleaner first and shows her free times, then any available cleaner's when asked", async () => {
    answering({ hers: ["2026-03-10T14:00:00.000Z"] });
    renderForm({ ...ready, startsAt: null, bookingProgress: "step-3" });
    const who = await screen.findByRole("group", { name: "Who should come?" });
    const radios = within(who).getAllByRole("radio");
    expect(radios.map((radio) => radio.getAttribute("id"))).toEqual([`field-requestedCleanerId-${DOROTA.id}`, "field-requestedCleanerId-any"]);
    expect(within(who).getByRole("radio", { name: "Dorota, your cleaner" })).toBeChecked();
    const times = await screen.findByRole("group", { name: /Start time/ });
    expect(within(times).getAllByRole("radio")).toHaveLength(1);
    expect(slotUrls()).toEqual([`/api/slots?date=2026-03-10&durationMinutes=180&zip=11211&cleanerId=${DOROTA.id}`]);

    fireEvent.click(within(who).getByRole("radio", { name: "Any available cleaner" }));
    await waitFor(() => expect(within(screen.getByRole("group", { name: /Start time/ })).getAllByRole("radio")).toHaveLength(2));
    expect(slotUrls().at(-1)).toBe("/api/slots?date=2026-03-10&durationMinutes=180&zip=11211");
    expect(saved()).toMatchObject({ requestedCleanerId: null, anyCleaner: true });
  });

  it("says when their cleaner has no free time that day, where a full day is said", async () => {
    answering({ hers: [] });
    renderForm({ ...ready, startsAt: null, bookingProgress: "step-3" });
    expect(await screen.findByText("Dorota has no free time on Tuesday, March 10. Try another day, or choose any available cleaner.")).toBeInTheDocument();
    expect(screen.queryByText(/Every cleaner is booked/)).not.toBeInTheDocument();
  });

  it("names her on the review step and books with her", async () => {
    answering();
    renderForm({ ...ready, bookingProgress: "step-5", acceptTerms: true, requestedCleanerId: DOROTA.id });
    expect(await screen.findByText("Cleaner: Dorota (your cleaner)")).toBeInTheDocument();
    await act(async () => {
      fireEvent.click(screen.getByRole("button", { name: "Book now" }));
    });
    const call = fetchMock.mock.calls.find(([url]) => url === "/api/bookings");
    expect(JSON.parse(String(call?.[1]?.body))).toMatchObject({ startsAt: ready.startsAt, requestedCleanerId: DOROTA.id });
    await waitFor(() => expect(push).toHaveBeenCalledWith("/booking-confirmation?order=order-7"));
  });

  it("drops a cleaner who is no longer theirs (an old saved form) to any available cleaner, silently", async () => {
    answering();
    renderForm({ ...ready, startsAt: null, bookingProgress: "step-3", requestedCleanerId: "0f9e8d7c-6b5a-4c3d-8e2f-1a0b9c8d7e6f" });
    const who = await screen.findByRole("group", { name: "Who should come?" });
    expect(within(who).getByRole("radio", { name: "Any available cleaner" })).toBeChecked();
    await screen.findByRole("group", { name: /Start time/ });
    expect(slotUrls()).toEqual(["/api/slots?date=2026-03-10&durationMinutes=180&zip=11211"]);
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
  });
});
