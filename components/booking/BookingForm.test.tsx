import { act, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { BOOKING_CHANGED_EVENT } from "@/lib/booking/saved-booking-signal";
import { newBookingForm, type BookingFormData } from "@/lib/booking/booking-form";
import { DEFAULT_PRICE_TABLE } from "@/lib/settings/price-table";
import { DEFAULT_CLOSING_CALENDAR } from "@/lib/settings/closing-calendar";
import { closingWith } from "@/lib/settings/test-support";
import { renderToString } from "react-dom/server";
import { SWRConfig } from "swr";
import { rankFeatured, serviceCardsFor } from "@/lib/booking/service-descriptions";
import { BookingForm } from "./BookingForm";
import { filledBookingForm, saveForm, saved, answer } from "./test-support";

type SessionState = { status: "loading" | "authenticated" | "unauthenticated"; data: { user: Record<string, unknown> } | null };
let session: SessionState = { status: "unauthenticated", data: null };
jest.mock("@/lib/auth/site-session", () => ({ useSiteSession: () => session }));
const push = jest.fn();
jest.mock("next/navigation", () => ({ useRouter: () => ({ push, refresh: jest.fn() }), usePathname: () => "/booking" }));
const navigate = jest.fn();
jest.mock("@/lib/kernel/full-page-navigation", () => ({ fullPageNavigation: (url: string) => navigate(url) }));

/** The dates open for booking, as the server would hand them in on March 2, 2026. */
const BOOKABLE = { earliest: "2026-03-03", latest: "2026-05-31" };
/** Step 1's cards as the page sends them before there are bookings to count. */
const CARDS = serviceCardsFor(DEFAULT_PRICE_TABLE, rankFeatured([], DEFAULT_PRICE_TABLE));
const KEY = "0b9c3f0e-2f7a-4b8e-9a51-6c1d2e3f4a5b";
const ready: BookingFormData = filledBookingForm(KEY);

const fetchMock = jest.fn();

function renderForm() {
  return render(<BookingForm priceTable={DEFAULT_PRICE_TABLE} phone="(212) 555-0147" closing={DEFAULT_CLOSING_CALENDAR} bookable={BOOKABLE} serviceCards={CARDS} />);
}

describe("BookingForm", () => {
  beforeEach(() => {
    window.localStorage.clear();
    window.history.replaceState(null, "", "/booking");
    session = { status: "unauthenticated", data: null };
    push.mockReset();
    navigate.mockReset();
    fetchMock.mockReset();
    fetchMock.mockImplementation((url: string) => {
      if (url.startsWith("/api/slots")) return answer({ date: "2026-03-10", times: ["2026-03-10T13:00:00.000Z", "2026-03-10T14:00:00.000Z"] });
      if (url.startsWith("/api/booking/offers")) return answer({ offers: [] });
      return answer({ error: "unexpected" }, 500);
    });
    global.fetch = fetchMock as unknown as typeof fetch;
  });

  it("sends step 1 from the server disabled, and enables it once the browser's form has replaced it", () => {
    const server = document.createElement("div");
    server.innerHTML = renderToString(<BookingForm priceTable={DEFAULT_PRICE_TABLE} phone="(212) 555-0147" closing={DEFAULT_CLOSING_CALENDAR} bookable={BOOKABLE} serviceCards={CARDS} />);
    expect(server.querySelector("form > fieldset")).toBeDisabled();

    renderForm();
    expect(screen.getByLabelText("Bedrooms")).toBeEnabled();
    expect(screen.getByRole("button", { name: "Next" })).toBeEnabled();
  });

  it("starts on step 1 with an instant quote, and saves every change with bookingProgress", () => {
    const changes = jest.fn();
    window.addEventListener(BOOKING_CHANGED_EVENT, changes);
    renderForm();
    expect(screen.getByRole("heading", { name: /Service and home/ })).toBeInTheDocument();
    expect(screen.getByRole("progressbar")).toHaveAttribute("aria-valuenow", "1");
    // $140 base + tax $12.43, in the sidebar and in the phone's bottom bar.
    expect(screen.getAllByText("$152.43").length).toBeGreaterThan(0);
    expect(saved()).toBeNull();

    fireEvent.change(screen.getByLabelText("Bedrooms"), { target: { value: "3" } });
    // + 2 × $35 = $210; tax $18.64.
    expect(screen.getAllByText("$228.64").length).toBeGreaterThan(0);
    expect(saved()).toMatchObject({ bedrooms: 3, bookingProgress: "step-1" });
    expect(changes).toHaveBeenCalled();

    fireEvent.click(screen.getByRole("button", { name: "Next" }));
    expect(screen.getByRole("heading", { name: /Extras and frequency/ })).toBeInTheDocument();
    expect(saved()?.bookingProgress).toBe("step-2");
    window.removeEventListener(BOOKING_CHANGED_EVENT, changes);
  });

  it("shows a clear message beside a missing answer and stays on the step", () => {
    renderForm();
    fireEvent.click(screen.getByLabelText(/Office and commercial cleaning/));
    fireEvent.click(screen.getByRole("button", { name: "Next" }));
    // Beside the field (and, as a link, in the error summary at the top).
    expect(screen.getByLabelText("Area in square feet")).toHaveAccessibleDescription(expect.stringContaining("Enter the area in square feet"));
    expect(screen.getByLabelText("Area in square feet")).toHaveAttribute("aria-invalid", "true");
    fireEvent.change(screen.getByLabelText("Area in square feet"), { target: { value: "1,200" } });
    expect(screen.queryByText("Enter the area in square feet")).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole("button", { name: "Next" }));
    expect(screen.getByRole("heading", { name: /Extras and frequency/ })).toBeInTheDocument();
  });

  it("restores a saved form at its step", () => {
    saveForm({ ...ready, bookingProgress: "step-4" });
    renderForm();
    expect(screen.getByRole("heading", { name: /Address and contact/ })).toBeInTheDocument();
    expect(screen.getByLabelText("Street address")).toHaveValue("245 Bedford Ave");
  });

  it("refuses a ZIP outside the three boroughs as soon as it is typed", () => {
    saveForm({ ...ready, bookingProgress: "step-4" });
    renderForm();
    fireEvent.change(screen.getByLabelText("ZIP code"), { target: { value: "10301" } });
    expect(screen.getByText("We currently serve Manhattan, Brooklyn and Queens")).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText("ZIP code"), { target: { value: "11375" } });
    expect(screen.getByText("Queens: we clean there.")).toBeInTheDocument();
  });

  it("asks for a date, then shows the times capacity allows", async () => {
    saveForm({ ...ready, date: null, startsAt: null, bookingProgress: "step-3" });
    renderForm();
    fireEvent.click(screen.getByRole("button", { name: "Next" }));
    expect(document.getElementById("schedule-date-error")).toHaveTextContent("Choose a date");
    // The strip opens on the first bookable day the server handed in.
    const dates = screen.getByRole("radiogroup", { name: "Date" });
    const first = within(dates).getAllByRole("radio")[0];
    expect(first).toHaveAccessibleName("Tuesday, March 3");
    fireEvent.click(screen.getByRole("radio", { name: "Tuesday, March 10" }));
    const times = await screen.findByRole("group", { name: /Start time/ });
    expect(within(times).getAllByRole("radio")).toHaveLength(2);
    // The saved address's ZIP is already known: the times of that borough's cleaners.
    expect(fetchMock).toHaveBeenCalledWith("/api/slots?date=2026-03-10&durationMinutes=180&zip=11211", expect.anything());
  });

  it.each([
    { visitor: "who signed in here before", to: "log in", signedInBefore: true, url: "/login?returnUrl=%2Fbooking" },
    { visitor: "new to this device", to: "Create account", signedInBefore: false, url: "/login?tab=register&returnUrl=%2Fbooking" },
  ])("sends a visitor $visitor to $to and back to /booking, keeping the form", ({ signedInBefore, url }) => {
    if (signedInBefore) window.localStorage.setItem("signedInBefore", "1");
    saveForm({ ...ready, bookingProgress: "step-5", acceptTerms: true });
    renderForm();
    fireEvent.click(screen.getByRole("button", { name: "Sign in to book" }));
    expect(navigate).toHaveBeenCalledWith(url);
    expect(saved()?.bookingProgress).toBe("step-5");
  });

  it("shows an open holiday's surcharge as its own line of the quote on the review step", () => {
    saveForm({ ...ready, date: "2026-11-11", startsAt: "2026-11-11T15:00:00.000Z", bookingProgress: "step-5" });
    render(<BookingForm priceTable={DEFAULT_PRICE_TABLE} phone="(212) 555-0147" closing={closingWith({ "veterans-day": { closed: false, surchargePercent: 15 } })} bookable={BOOKABLE} serviceCards={CARDS} />);
    // The review step's breakdown and the quote beside the form.
    for (const breakdown of screen.getAllByRole("table", { name: "Price breakdown" })) {
      expect(within(breakdown).getByRole("rowheader", { name: "Holiday surcharge, Veterans Day (15%)" }).nextElementSibling).toHaveTextContent("$26.25");
      // $175 + $26.25, with tax $17.86.
      expect(within(breakdown).getByRole("rowheader", { name: "Total" }).nextElementSibling).toHaveTextContent("$219.11");
    }
  });

  it("says beside the calendar when the chosen day carries a holiday surcharge", () => {
    saveForm({ ...ready, date: "2026-11-11", startsAt: null, bookingProgress: "step-3" });
    render(<BookingForm priceTable={DEFAULT_PRICE_TABLE} phone="(212) 555-0147" closing={closingWith({ "veterans-day": { closed: false, surchargePercent: 15 } })} bookable={BOOKABLE} serviceCards={CARDS} />);
    expect(screen.getByText("Veterans Day: we work that day with a 15% holiday surcharge, shown in your quote.")).toBeInTheDocument();
  });

  it("needs the terms before anything is sent", () => {
    saveForm({ ...ready, bookingProgress: "step-5" });
    renderForm();
    fireEvent.click(screen.getByRole("button", { name: "Sign in to book" }));
    expect(screen.getByRole("checkbox", { name: /I accept the terms/ })).toHaveAccessibleDescription(expect.stringContaining("Please accept the terms and conditions to book."));
    expect(navigate).not.toHaveBeenCalled();
  });

  it("submits once with the form's idempotency key, marks it completed and shows the confirmation", async () => {
    session = { status: "authenticated", data: { user: { id: "u1", firstName: "Dana", lastName: "Booker", email: "dana@example.test", emailVerified: true } } };
    fetchMock.mockImplementation((url: string) => {
      if (url === "/api/bookings") return answer({ order: { id: "order-1", number: "C-10001" }, created: true }, 201);
      return answer({ offers: [] });
    });
    saveForm({ ...ready, bookingProgress: "step-5", acceptTerms: true });
    renderForm();
    await act(async () => {
      fireEvent.click(screen.getByRole("button", { name: "Book now" }));
    });
    const call = fetchMock.mock.calls.find(([url]) => url === "/api/bookings");
    expect(call?.[1]).toMatchObject({ method: "POST", headers: { "idempotency-key": KEY } });
    expect(JSON.parse(String(call?.[1]?.body))).toMatchObject({ startsAt: ready.startsAt, acceptTerms: true, request: { bedrooms: 2 } });
    await waitFor(() => expect(push).toHaveBeenCalledWith("/booking-confirmation?order=order-1"));
    expect(saved()).toMatchObject({ bookingProgress: "completed", orderId: "order-1" });
  });

  it("tells an unverified user to confirm their email, with a link that comes back here", async () => {
    session = { status: "authenticated", data: { user: { id: "u1", firstName: "Dana", lastName: "Booker", email: "dana@example.test", emailVerified: false } } };
    fetchMock.mockImplementation((url: string) =>
      url === "/api/bookings" ? answer({ error: "Please confirm your email address before booking: open the link we emailed you.", code: "email-unverified" }, 403) : answer({ offers: [] }),
    );
    saveForm({ ...ready, bookingProgress: "step-5", acceptTerms: true });
    renderForm();
    expect(screen.getByRole("link", { name: "Confirm your email" })).toHaveAttribute("href", "/auth/verify-email-notice?returnUrl=%2Fbooking");
    await act(async () => {
      fireEvent.click(screen.getByRole("button", { name: "Book now" }));
    });
    expect(await screen.findByRole("alert")).toHaveTextContent("Please confirm your email address before booking");
    expect(push).not.toHaveBeenCalled();
  });

  it("takes the user back to the time step when the slot was just taken", async () => {
    session = { status: "authenticated", data: { user: { id: "u1", firstName: "Dana", lastName: "Booker", email: "dana@example.test", emailVerified: true } } };
    fetchMock.mockImplementation((url: string) => {
      if (url === "/api/bookings") return answer({ error: "That time is no longer available; please choose another", fieldErrors: { startsAt: "That time is no longer available; please choose another" }, code: "fully-booked" }, 409);
      if (url.startsWith("/api/slots")) return answer({ date: "2026-03-10", times: ["2026-03-10T14:00:00.000Z"] });
      return answer({ offers: [] });
    });
    saveForm({ ...ready, bookingProgress: "step-5", acceptTerms: true });
    renderForm();
    await act(async () => {
      fireEvent.click(screen.getByRole("button", { name: "Book now" }));
    });
    expect(await screen.findByRole("heading", { name: /Date and time/ })).toBeInTheDocument();
    expect(screen.getAllByText("That time is no longer available; please choose another").length).toBeGreaterThan(0);
  });

  describe("a link that names a service (/booking?service=…)", () => {
    const serviceRadio = (name: string) => screen.getByRole("radio", { name: new RegExp(`^${name}`) });

    it("opens a new form on that service", () => {
      window.history.replaceState(null, "", "/booking?service=deep-cleaning");
      renderForm();
      expect(serviceRadio("Deep cleaning")).toBeChecked();
    });

    it("continues a saved form of the same service without asking", () => {
      saveForm({ ...ready, service: "deep-cleaning", bookingProgress: "step-4" });
      window.history.replaceState(null, "", "/booking?service=deep-cleaning");
      renderForm();
      expect(screen.getByRole("heading", { name: /Address and contact/ })).toBeInTheDocument();
      expect(screen.queryByRole("region", { name: /saved booking/i })).not.toBeInTheDocument();
    });

    it("keeps a saved form of another service unless the customer agrees to switch", () => {
      saveForm({ ...ready, bookingProgress: "step-4" });
      window.history.replaceState(null, "", "/booking?service=deep-cleaning");
      renderForm();
      const question = screen.getByRole("region", { name: /saved booking/i });
      expect(question).toHaveTextContent("Regular cleaning");
      expect(screen.getByRole("heading", { name: /Address and contact/ })).toBeInTheDocument();
      expect(saved()?.service).toBe("residential-cleaning");
      fireEvent.click(within(question).getByRole("button", { name: "Keep my saved booking" }));
      expect(screen.queryByRole("region", { name: /saved booking/i })).not.toBeInTheDocument();
      expect(saved()?.service).toBe("residential-cleaning");
      // Answered: a reload does not ask again.
      expect(window.location.search).toBe("");
    });

    it("switches the saved form to the linked service when the customer agrees", () => {
      saveForm({ ...ready, bookingProgress: "step-4" });
      window.history.replaceState(null, "", "/booking?service=deep-cleaning");
      renderForm();
      fireEvent.click(screen.getByRole("button", { name: "Switch to Deep cleaning" }));
      expect(screen.getByRole("heading", { name: /Service and home/ })).toBeInTheDocument();
      expect(serviceRadio("Deep cleaning")).toBeChecked();
      expect(saved()).toMatchObject({ service: "deep-cleaning", bookingProgress: "step-1" });
      expect(window.location.search).toBe("");
    });

    it("ignores a service that does not exist", () => {
      window.history.replaceState(null, "", "/booking?service=window-washing");
      renderForm();
      expect(serviceRadio("Regular cleaning")).toBeChecked();
    });
  });

  it("marks a form changed by a signed-in user as theirs, so logging out removes it", () => {
    session = { status: "authenticated", data: { user: { id: "u1", firstName: "Dana", lastName: "Booker", email: "dana@example.test", emailVerified: true } } };
    renderForm();
    fireEvent.change(screen.getByLabelText("Bedrooms"), { target: { value: "3" } });
    expect(saved()).toMatchObject({ bedrooms: 3, ownedBySignedInUser: true });
  });

  describe("step 4 for a signed-in customer", () => {
    const home = { id: "saved-1", label: "Home", street: "31-10 Thomson Ave", unit: "", city: "Long Island City", zip: "11101", accessNotes: "Doorman until 10 PM" };
    const last = { id: "order-9", label: "Last booking", street: "88 Orchard St", unit: "5", city: "Manhattan", zip: "10002", accessNotes: "" };
    beforeEach(() => {
      session = { status: "authenticated", data: { user: { id: "u1", firstName: "Dana", lastName: "Booker", email: "dana@example.test", emailVerified: true } } };
      fetchMock.mockImplementation((url: string) => (url === "/api/booking/addresses" ? answer({ addresses: [home, last] }) : answer({ offers: [] })));
    });

    it("offers the saved addresses and the last booking's beside a new one, and fills the fields with the one picked", async () => {
      saveForm({ ...ready, address: { street: "", unit: "", city: "", zip: "", accessNotes: "" }, bookingProgress: "step-4" });
      renderForm();
      const choices = await screen.findByRole("group", { name: "Where should we clean?" });
      expect(within(choices).getAllByRole("radio")).toHaveLength(3);
      expect(within(choices).getByRole("radio", { name: /A new address/ })).toBeChecked();
      fireEvent.click(within(choices).getByRole("radio", { name: /Home/ }));
      expect(screen.getByLabelText("Street address")).toHaveValue("31-10 Thomson Ave");
      expect(screen.getByLabelText("ZIP code")).toHaveValue("11101");
      expect(screen.getByLabelText(/Access notes/)).toHaveValue("Doorman until 10 PM");
      expect(saved()?.address).toMatchObject({ street: "31-10 Thomson Ave", city: "Long Island City" });
      fireEvent.click(within(choices).getByRole("radio", { name: /Last booking/ }));
      expect(screen.getByLabelText("Street address")).toHaveValue("88 Orchard St");
      fireEvent.click(within(choices).getByRole("radio", { name: /A new address/ }));
      expect(screen.getByLabelText("Street address")).toHaveValue("");
    });

    it("shows the saved address as picked when the form already holds it", async () => {
      saveForm({ ...ready, address: { street: last.street, unit: last.unit, city: last.city, zip: last.zip, accessNotes: "" }, bookingProgress: "step-4" });
      renderForm();
      const choices = await screen.findByRole("group", { name: "Where should we clean?" });
      expect(within(choices).getByRole("radio", { name: /Last booking/ })).toBeChecked();
    });
  });

  describe("the error summary", () => {
    it("takes the focus when Next finds errors, links to each field, and is not an extra live announcement", () => {
      saveForm({ ...ready, address: { street: "", unit: "", city: "", zip: "", accessNotes: "" }, contact: { name: "", phone: "", email: "" }, bookingProgress: "step-4" });
      renderForm();
      fireEvent.click(screen.getByRole("button", { name: "Next" }));
      const summary = screen.getByRole("region", { name: /problem/i });
      expect(summary).toHaveFocus();
      expect(summary).not.toHaveAttribute("role", "alert");
      expect(summary).not.toHaveAttribute("aria-live");
      const link = within(summary).getByRole("link", { name: "Enter the street address." });
      expect(link).toHaveAttribute("href", "#field-address-street");
      fireEvent.click(link);
      expect(screen.getByLabelText("Street address")).toHaveFocus();
      expect(within(summary).getAllByRole("link").length).toBeGreaterThanOrEqual(3);
    });

    it("links a missing service detail and a missing date to controls that exist", () => {
      saveForm({ ...ready, date: null, startsAt: null, bookingProgress: "step-3" });
      renderForm();
      fireEvent.click(screen.getByRole("button", { name: "Next" }));
      const summary = screen.getByRole("region", { name: /problem/i });
      fireEvent.click(within(summary).getByRole("link", { name: "Choose a date" }));
      expect(document.activeElement).toHaveAttribute("data-date");
    });

    it("goes away once the answers are fixed", () => {
      renderForm();
      fireEvent.click(screen.getByLabelText(/Office and commercial cleaning/));
      fireEvent.click(screen.getByRole("button", { name: "Next" }));
      expect(screen.getByRole("region", { name: /problem/i })).toHaveFocus();
      fireEvent.change(screen.getByLabelText("Area in square feet"), { target: { value: "1200" } });
      expect(screen.queryByRole("region", { name: /problem/i })).not.toBeInTheDocument();
    });
  });

  describe("the review step of a visit less than 24 hours away", () => {
    it("says it cannot be changed online and promises no reminder", () => {
      const soon = new Date(Date.now() + 20 * 3600_000).toISOString();
      saveForm({ ...ready, startsAt: soon, date: soon.slice(0, 10), bookingProgress: "step-5" });
      renderForm();
      const note = screen.getByText(/less than 24 hours away/);
      expect(note).toHaveTextContent("(212) 555-0147");
      expect(screen.queryByText(/reschedule online|reminder/i)).not.toBeInTheDocument();
    });

    it("says nothing of the kind for a visit days away", () => {
      const later = new Date(Date.now() + 5 * 24 * 3600_000).toISOString();
      saveForm({ ...ready, startsAt: later, date: later.slice(0, 10), bookingProgress: "step-5" });
      renderForm();
      expect(screen.queryByText(/less than 24 hours away/)).not.toBeInTheDocument();
      expect(screen.getByText(/Reschedule or cancel online until 24 hours before the visit/)).toBeInTheDocument();
    });
  });

  describe("step 1's service cards", () => {
    it("shows the four most booked first, each with a line on what it is for, and the rest behind More services", () => {
      render(<BookingForm priceTable={DEFAULT_PRICE_TABLE} phone="(212) 555-0147" closing={DEFAULT_CLOSING_CALENDAR} bookable={BOOKABLE} serviceCards={serviceCardsFor(DEFAULT_PRICE_TABLE, ["deep-cleaning", "laundry", "residential-cleaning", "office-cleaning"])} />);
      const services = screen.getByRole("group", { name: "Service" });
      expect(within(services).getAllByRole("radio").map((radio) => (radio as HTMLInputElement).value)).toEqual(["deep-cleaning", "laundry", "residential-cleaning", "office-cleaning"]);
      expect(screen.getByRole("radio", { name: /^Deep cleaning/ })).toHaveAccessibleName(expect.stringContaining("Best for a first visit"));
      const more = screen.getByRole("button", { name: `More services (${DEFAULT_PRICE_TABLE.services.length - 4})` });
      expect(more).toHaveAttribute("aria-expanded", "false");
      fireEvent.click(more);
      expect(more).toHaveAttribute("aria-expanded", "true");
      expect(within(services).getAllByRole("radio")).toHaveLength(DEFAULT_PRICE_TABLE.services.length);
    });

    it("opens More services by itself when the saved service is one of them", () => {
      saveForm({ ...newBookingForm(KEY), service: "dishwashing" });
      renderForm();
      expect(screen.getByRole("radio", { name: /^Dishwashing/ })).toBeChecked();
      expect(screen.queryByRole("button", { name: /More services/ })).not.toBeInTheDocument();
    });

    it("links a space too large for an instant price to the free estimate, with the service and size filled in", () => {
      renderForm();
      fireEvent.click(screen.getByLabelText(/^Office and commercial cleaning/));
      fireEvent.change(screen.getByLabelText("Area in square feet"), { target: { value: "20000" } });
      expect(screen.queryByRole("link", { name: "Request a free estimate" })).not.toBeInTheDocument();
      fireEvent.change(screen.getByLabelText("Area in square feet"), { target: { value: "25000" } });
      expect(screen.getByRole("link", { name: "Request a free estimate" })).toHaveAttribute("href", "/contact?service=office-cleaning&squareFeet=25000");
    });
  });

  describe("a blocked, read-only account", () => {
    it("is told on step 1, before answering anything, that booking is paused", () => {
      session = { status: "authenticated", data: { user: { id: "u1", firstName: "Dana", lastName: "Booker", email: "dana@example.test", emailVerified: true, blocked: true } } };
      renderForm();
      expect(screen.getByRole("heading", { name: /Service and home/ })).toBeInTheDocument();
      expect(screen.getByRole("status")).toHaveTextContent("Booking is paused for your account.");
    });

    it("is not shown to an account in good standing", () => {
      session = { status: "authenticated", data: { user: { id: "u1", firstName: "Dana", lastName: "Booker", email: "dana@example.test", emailVerified: true, blocked: false } } };
      renderForm();
      expect(screen.queryByText(/Booking is paused/)).not.toBeInTheDocument();
    });
  });

  describe("custom cleaning", () => {
    it("asks for the task list, required and up to 1,000 characters, and sends it with the request", async () => {
      session = { status: "authenticated", data: { user: { id: "u1", firstName: "Dana", lastName: "Booker", email: "dana@example.test", emailVerified: true } } };
      fetchMock.mockImplementation((url: string) => (url === "/api/bookings" ? answer({ order: { id: "order-2", number: "C-10002" }, created: true }, 201) : answer({ offers: [], addresses: [] })));
      renderForm();
      // Custom cleaning is not one of the four most booked: it waits behind "More services".
      fireEvent.click(screen.getByRole("button", { name: /More services/ }));
      fireEvent.click(screen.getByLabelText(/^Custom cleaning/));
      const tasks = screen.getByLabelText("Tasks for the team");
      expect(tasks).toHaveAttribute("maxlength", "1000");
      fireEvent.click(screen.getByRole("button", { name: "Next" }));
      expect(tasks).toHaveAccessibleDescription(expect.stringContaining("List the tasks you want done."));
      fireEvent.change(tasks, { target: { value: "Inside the kitchen cabinets; the balcony door" } });
      fireEvent.click(screen.getByRole("button", { name: "Next" }));
      expect(screen.getByRole("heading", { name: /Extras and frequency/ })).toBeInTheDocument();
      expect(saved()).toMatchObject({ service: "custom-cleaning", tasks: "Inside the kitchen cabinets; the balcony door" });
    });

    it("shows the task list on the review step and sends it", async () => {
      session = { status: "authenticated", data: { user: { id: "u1", firstName: "Dana", lastName: "Booker", email: "dana@example.test", emailVerified: true } } };
      fetchMock.mockImplementation((url: string) => (url === "/api/bookings" ? answer({ order: { id: "order-2", number: "C-10002" }, created: true }, 201) : answer({ offers: [] })));
      saveForm({ ...ready, service: "custom-cleaning", hours: 3, tasks: "Inside the kitchen cabinets", bookingProgress: "step-5", acceptTerms: true });
      renderForm();
      expect(screen.getByText(/Inside the kitchen cabinets/)).toBeInTheDocument();
      await act(async () => {
        fireEvent.click(screen.getByRole("button", { name: "Book now" }));
      });
      const call = fetchMock.mock.calls.find(([url]) => url === "/api/bookings");
      expect(JSON.parse(String(call?.[1]?.body))).toMatchObject({ request: { service: "custom-cleaning", tasks: "Inside the kitchen cabinets" } });
    });
  });

  describe("a gift card code on the review step", () => {
    const CODE = "BBGC-7K4M-Q9RT-2WXZ";
    beforeEach(() => {
      session = { status: "authenticated", data: { user: { id: "u1", firstName: "Dana", lastName: "Booker", email: "dana@example.test", emailVerified: true } } };
      fetchMock.mockImplementation((url: string, init?: { body?: string }) => {
        if (url === "/api/gift-cards/balance") {
          const { code } = JSON.parse(init?.body ?? "{}") as { code: string };
          return code.replace(/-/g, "") === "7K4MQ9RT2WXZ2345"
            ? answer({ balance: { last4: "2345", status: "active", balanceCents: 5_000, initialCents: 10_000 } })
            : answer({ error: "We could not find a gift card with that code. Check it and try again." }, 404);
        }
        return answer({ offers: [] });
      });
    });
    const balanceCalls = () => fetchMock.mock.calls.filter(([url]) => url === "/api/gift-cards/balance");

    it("checks a complete code once typing pauses, and the quote shows the card's line", async () => {
      saveForm({ ...ready, bookingProgress: "step-5" });
      renderForm();
      const field = screen.getByLabelText("Gift card code (optional)");
      fireEvent.change(field, { target: { value: "7K4M-Q9RT" } });
      fireEvent.change(field, { target: { value: "7K4M-Q9RT-2WXZ-2345" } });
      await waitFor(() => expect(screen.getAllByText("Gift card").length).toBeGreaterThan(0));
      expect(balanceCalls()).toHaveLength(1);
      // $190.53 − $50.00 on the card.
      expect(screen.getAllByText("$140.53").length).toBeGreaterThan(0);
    });

    it("reports a wrong code at this step, once, and does not ask again for the same code", async () => {
      saveForm({ ...ready, bookingProgress: "step-5", acceptTerms: true });
      renderForm();
      const field = screen.getByLabelText("Gift card code (optional)");
      fireEvent.change(field, { target: { value: CODE } });
      await waitFor(() => expect(field).toHaveAccessibleDescription(expect.stringContaining("We could not find a gift card with that code")));
      expect(screen.getAllByText(/We could not find a gift card with that code/)).toHaveLength(1);
      fireEvent.change(field, { target: { value: `${CODE} ` } });
      await act(async () => {
        fireEvent.click(screen.getByRole("button", { name: "Book now" }));
      });
      expect(balanceCalls()).toHaveLength(1);
      expect(fetchMock.mock.calls.filter(([url]) => url === "/api/bookings")).toHaveLength(0);
      expect(screen.queryByRole("alert")).not.toBeInTheDocument();
    });
  });

  describe("the card on file on the review step", () => {
    const SIGNED_IN: SessionState = { status: "authenticated", data: { user: { id: "u1", firstName: "Dana", lastName: "Booker", email: "dana@example.test", emailVerified: true } } };
    function answering(card: unknown, setup = "/payments/test-card?ref=tcs_1") {
      fetchMock.mockImplementation((url: string) => {
        if (url === "/api/booking/card") return answer(card);
        if (url === "/api/bookings") return answer({ order: { id: "order-3", number: "C-10003" }, created: true, cardSetupUrl: null }, 201);
        if (url === "/api/payments/cards/setup") return answer({ redirectUrl: setup });
        return answer({ offers: [] });
      });
    }
    /** SWR keeps answers between renders of the whole file: each test starts with an empty cache. */
    const renderFresh = () => render(<SWRConfig value={{ provider: () => new Map() }}><BookingForm priceTable={DEFAULT_PRICE_TABLE} phone="(212) 555-0147" closing={DEFAULT_CLOSING_CALENDAR} bookable={BOOKABLE} serviceCards={CARDS} /></SWRConfig>);

    it("books on the saved card and goes to the confirmation", async () => {
      session = SIGNED_IN;
      answering({ card: { label: "Visa •••• 4242, expires 08/29" }, invoiced: false, required: false });
      saveForm({ ...ready, bookingProgress: "step-5", acceptTerms: true });
      renderFresh();
      expect(await screen.findByRole("radio", { name: "Visa •••• 4242, expires 08/29" })).toBeChecked();
      await act(async () => {
        fireEvent.click(screen.getByRole("button", { name: "Book now" }));
      });
      await waitFor(() => expect(push).toHaveBeenCalledWith("/booking-confirmation?order=order-3"));
      expect(fetchMock.mock.calls.some(([url]) => url === "/api/payments/cards/setup")).toBe(false);
    });

    it("with \"Use another card\" opens the card page after booking, returning to the confirmation", async () => {
      session = SIGNED_IN;
      answering({ card: { label: "Visa •••• 4242, expires 08/29" }, invoiced: false, required: false });
      saveForm({ ...ready, bookingProgress: "step-5", acceptTerms: true });
      renderFresh();
      fireEvent.click(await screen.findByRole("radio", { name: /Use another card/ }));
      await act(async () => {
        fireEvent.click(screen.getByRole("button", { name: "Book now" }));
      });
      await waitFor(() => expect(navigate).toHaveBeenCalledWith("/payments/test-card?ref=tcs_1"));
      const setup = fetchMock.mock.calls.find(([url]) => url === "/api/payments/cards/setup");
      expect(JSON.parse(String(setup?.[1]?.body))).toEqual({ returnPath: "/booking-confirmation?order=order-3" });
      expect(push).not.toHaveBeenCalled();
    });

    it("tells a customer without a card that they save one after review", async () => {
      session = SIGNED_IN;
      answering({ card: null, invoiced: false, required: true });
      saveForm({ ...ready, bookingProgress: "step-5" });
      renderFresh();
      expect(await screen.findByText("After you book, you will save a card on a secure page; it is charged only after the visit.")).toBeInTheDocument();
    });
  });
});
