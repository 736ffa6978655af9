import { fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { newBookingForm, type BookingFormData } from "@/lib/booking/booking-form";
import { DEFAULT_PRICE_TABLE } from "@/lib/settings/price-table";
import { addDays, formatIsoDate, parseIsoDate, type CalendarDate } from "@/lib/time/calendar-date";
import { federalHolidayOn } from "@/lib/time/holidays";
import { DEFAULT_CLOSING_CALENDAR } from "@/lib/settings/closing-calendar";
import { closingWith } from "@/lib/settings/test-support";
import { bookableDateRange } from "@/lib/booking/slots";
import { OrderEditForm } from "./OrderEditForm";

const mockRouter = { push: jest.fn(), refresh: jest.fn() };
jest.mock("next/navigation", () => ({ useRouter: () => mockRouter, usePathname: () => "/order/o1/edit" }));

const initial: BookingFormData = {
  ...newBookingForm("order-edit-o1"),
  bedrooms: 2,
  date: "2026-03-10",
  startsAt: "2026-03-10T13:00:00.000Z",
  address: { street: "", unit: "", city: "Brooklyn", zip: "11211", accessNotes: "" },
  contact: { name: "Dana Booker", phone: "(718) 555-0199", email: "dana@example.test" },
};

describe("OrderEditForm", () => {
  beforeEach(() => {
    global.fetch = jest.fn(async (url: string) => ({
      ok: true,
      status: 200,
      json: async () => (String(url).startsWith("/api/slots") ? { date: "2026-03-10", times: ["2026-03-10T13:00:00.000Z"] } : { addresses: [] }),
    })) as unknown as typeof fetch;
  });

  it("moves the focus to an error summary that links to each field when Save finds errors", () => {
    render(<OrderEditForm orderId="o1" initial={initial} priceTable={DEFAULT_PRICE_TABLE} offer={null} previousTotalCents={19_053} version={3} closing={DEFAULT_CLOSING_CALENDAR} />);
    fireEvent.click(screen.getByRole("button", { name: "Save changes" }));
    const summary = screen.getByRole("region", { name: /problem/i });
    expect(summary).toHaveFocus();
    fireEvent.click(within(summary).getByRole("link", { name: "Enter the street address." }));
    expect(screen.getByLabelText("Street address")).toHaveFocus();
  });

  it("shows the days staff closed as closed in its calendar, as the booking form does", () => {
    // Two ordinary days of one month inside the bookable range, whatever today is.
    const unfit = (day: CalendarDate) => federalHolidayOn(formatIsoDate(day)) !== null || federalHolidayOn(formatIsoDate(addDays(day, 1))) !== null || addDays(day, 1).month !== day.month;
    let day = addDays(parseIsoDate(bookableDateRange(new Date()).earliest)!, 2);
    while (unfit(day)) day = addDays(day, 1);
    const closed = formatIsoDate(day);
    const chosen = formatIsoDate(addDays(day, 1));
    render(
      <OrderEditForm
        orderId="o1"
        initial={{ ...initial, date: chosen, startsAt: null }}
        priceTable={DEFAULT_PRICE_TABLE}
        offer={null}
        previousTotalCents={19_053}
        version={3}
        closing={closingWith({}, [{ date: closed, reason: "Staff training" }])}
      />,
    );
    const closedDay = screen.getByRole("button", { name: /, closed: Staff training$/ });
    expect(closedDay).toHaveAttribute("aria-disabled", "true");
    expect(screen.getAllByRole("button", { name: /, closed: Staff training$/ })).toHaveLength(1);
  });

  it("sends the version it loaded, and when staff changed the order meanwhile shows their message and offers the latest", async () => {
    const stale = "This order was changed by someone else since you opened it. Its page now shows the latest; check it and try again.";
    const saves: unknown[] = [];
    global.fetch = jest.fn(async (url: string, init?: RequestInit) => {
      if (String(url) === "/api/orders/o1") {
        saves.push(JSON.parse(String(init?.body)));
        return { ok: false, status: 409, json: async () => ({ error: stale, code: "stale-order" }) };
      }
      return { ok: true, status: 200, json: async () => (String(url).startsWith("/api/slots") ? { date: "2026-03-10", times: ["2026-03-10T13:00:00.000Z"] } : { addresses: [] }) };
    }) as unknown as typeof fetch;
    const ready = { ...initial, address: { ...initial.address, street: "245 Bedford Ave" } };
    render(<OrderEditForm orderId="o1" initial={ready} priceTable={DEFAULT_PRICE_TABLE} offer={null} previousTotalCents={19_053} version={3} closing={DEFAULT_CLOSING_CALENDAR} />);
    fireEvent.click(screen.getByRole("button", { name: "Save changes" }));

    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent(stale);
    expect(saves).toEqual([expect.objectContaining({ expectedVersion: 3, notes: "" })]);
    expect(mockRouter.push).not.toHaveBeenCalled();
    fireEvent.click(within(alert).getByRole("button", { name: "Load the latest version of this order" }));
    expect(mockRouter.refresh).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.getByRole("button", { name: "Save changes" })).toBeEnabled());
  });
});
