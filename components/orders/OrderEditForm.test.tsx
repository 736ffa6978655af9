import { fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { newBookingForm, type BookingFormData } from "@/lib/booking/booking-form";
import { DEFAULT_PRICE_TABLE } from "@/lib/settings/price-table";
import { DEFAULT_CLOSING_CALENDAR } from "@/lib/settings/closing-calendar";
import { closingWith } from "@/lib/settings/test-support";
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

/** The dates open for booking, as the server would hand them in on March 2, 2026. */
const BOOKABLE = { earliest: "2026-03-03", latest: "2026-05-31" };

describe("OrderEditForm", () => {
  beforeEach(() => {
    global.fetch = jest.fn(async (url: string) => ({
      ok: true,
      status: 200,
      json: async () => (String(url).startsWith("/api/slots") ? { date: "2026-03-10", times: ["2026-03-10T13:00:00.000Z"] } : { addresses: [] }),
    })) as unknown as typeof fetch;
  });

  it("moves the focus to an error summary that links to each field when Save finds errors", () => {
    render(<OrderEditForm orderId="o1" initial={initial} priceTable={DEFAULT_PRICE_TABLE} offer={null} previousTotalCents={19_053} version={3} closing={DEFAULT_CLOSING_CALENDAR} bookable={BOOKABLE} savedCodes={null} />);
    fireEvent.click(screen.getByRole("button", { name: "Save changes" }));
    const summary = screen.getByRole("region", { name: /problem/i });
    expect(summary).toHaveFocus();
    fireEvent.click(within(summary).getByRole("link", { name: "Enter the street address." }));
    expect(screen.getByLabelText("Street address")).toHaveFocus();
  });

  it("names the days staff closed in its date strip, as the booking form does", () => {
    render(
      <OrderEditForm
        orderId="o1"
        initial={{ ...initial, date: "2026-03-06", startsAt: null }}
        priceTable={DEFAULT_PRICE_TABLE}
        offer={null}
        previousTotalCents={19_053}
        version={3}
        closing={closingWith({}, [{ date: "2026-03-05", reason: "Staff training" }])}
        bookable={BOOKABLE}
        savedCodes={null}
      />,
    );
    const closedDay = screen.getByRole("radio", { name: "Thursday, March 5: Staff training — closed" });
    expect(closedDay).toBeDisabled();
    expect(screen.getAllByRole("radio", { name: /Staff training — closed$/ })).toHaveLength(1);
    expect(screen.getByRole("radio", { name: "Friday, March 6" })).toBeChecked();
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
    render(<OrderEditForm orderId="o1" initial={ready} priceTable={DEFAULT_PRICE_TABLE} offer={null} previousTotalCents={19_053} version={3} closing={DEFAULT_CLOSING_CALENDAR} bookable={BOOKABLE} savedCodes={null} />);
    fireEvent.click(screen.getByRole("button", { name: "Save changes" }));

    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent(stale);
    expect(saves).toEqual([expect.objectContaining({ expectedVersion: 3, notes: "" })]);
    // Access details left alone are not sent: the order keeps its own.
    expect(saves[0]).not.toHaveProperty("access");
    expect(mockRouter.push).not.toHaveBeenCalled();
    fireEvent.click(within(alert).getByRole("button", { name: "Load the latest version of this order" }));
    expect(mockRouter.refresh).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.getByRole("button", { name: "Save changes" })).toBeEnabled());
  });

  it("shows the order's access details with its codes only as saved, and sends a typed code with the edit", async () => {
    const saves: Array<Record<string, unknown>> = [];
    global.fetch = jest.fn(async (url: string, init?: RequestInit) => {
      if (String(url) === "/api/orders/o1") {
        saves.push(JSON.parse(String(init?.body)) as Record<string, unknown>);
        return { ok: true, status: 200, json: async () => ({ ok: true, orderId: "o1", rescheduled: false, changed: ["access details"] }) };
      }
      return { ok: true, status: 200, json: async () => (String(url).startsWith("/api/slots") ? { date: "2026-03-10", times: ["2026-03-10T13:00:00.000Z"] } : { addresses: [] }) };
    }) as unknown as typeof fetch;
    const ready = { ...initial, address: { ...initial.address, street: "245 Bedford Ave" }, access: { doorman: true, buzzer: "3R", keyLocation: "", parking: "", given: false, codeTyped: false } };
    render(
      <OrderEditForm
        orderId="o1"
        initial={ready}
        priceTable={DEFAULT_PRICE_TABLE}
        offer={null}
        previousTotalCents={19_053}
        version={3}
        closing={DEFAULT_CLOSING_CALENDAR}
        bookable={BOOKABLE}
        savedCodes={{ hasLockboxCode: true, hasAlarmCode: false }}
      />,
    );
    expect(screen.getByLabelText(/^Buzzer/)).toHaveValue("3R");
    expect(screen.getByLabelText(/^Lockbox or door code/)).toHaveValue("");
    expect(screen.getByLabelText(/^Lockbox or door code/)).toHaveAccessibleDescription("A code is saved. Type a new one to replace it.");
    fireEvent.change(screen.getByLabelText(/^Alarm code/), { target: { value: "9090#" } });
    fireEvent.click(screen.getByRole("button", { name: "Save changes" }));
    await waitFor(() => expect(mockRouter.push).toHaveBeenCalledWith("/order/o1"));
    expect(saves[0]?.access).toEqual({ doorman: true, buzzer: "3R", keyLocation: "", parking: "", alarmCode: "9090#" });
  });
});
