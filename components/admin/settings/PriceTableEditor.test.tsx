import { fireEvent, render, screen, within } from "@testing-library/react";
import { DEFAULT_PRICE_TABLE } from "@/lib/settings/price-table";
import { DEFAULT_TRAVEL_MINUTES } from "@/lib/settings/travel-minutes";
import { installFakeFetch } from "../test-support";
import { PriceTableEditor } from "./PriceTableEditor";
import { MaintenanceForm } from "./MaintenanceForm";

jest.mock("next/navigation", () => ({ useRouter: () => ({ refresh: jest.fn(), push: jest.fn() }), usePathname: () => "/admin/settings" }));
jest.mock("next-auth/react", () => ({ getSession: jest.fn(async () => null), signOut: jest.fn(async () => undefined) }));
jest.mock("@/lib/kernel/full-page-navigation", () => ({ fullPageNavigation: jest.fn() }));

const deepBase = () => within(screen.getByRole("group", { name: "Deep cleaning" })).getByLabelText("Base price (studio or 1 bedroom, 1 bathroom) ($)");

describe("PriceTableEditor", () => {
  it("shows prices in dollars, grouped by service", () => {
    render(<PriceTableEditor priceTable={DEFAULT_PRICE_TABLE} travel={DEFAULT_TRAVEL_MINUTES} />);
    expect(deepBase()).toHaveValue("225");
    expect(within(screen.getByRole("group", { name: "Office and commercial cleaning" })).getByLabelText("Price per square foot ($ per sq ft)")).toHaveValue("0.15");
    expect(screen.getByLabelText("Sales tax rate (%)")).toHaveValue("8.875");
    expect(screen.getByLabelText("Travel within a borough (minutes)")).toHaveValue("30");
    expect(screen.getByLabelText("Travel across boroughs (minutes)")).toHaveValue("60");
  });

  it("says when nothing changed and marks a bad value without asking", () => {
    installFakeFetch([]);
    render(<PriceTableEditor priceTable={DEFAULT_PRICE_TABLE} travel={DEFAULT_TRAVEL_MINUTES} />);
    fireEvent.click(screen.getByRole("button", { name: "Review changes" }));
    expect(screen.getByRole("status")).toHaveTextContent("Nothing has changed yet.");
    fireEvent.change(deepBase(), { target: { value: "22.555" } });
    fireEvent.click(screen.getByRole("button", { name: "Review changes" }));
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(screen.getByText("Enter a number with at most 2 decimal places.")).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText("Travel across boroughs (minutes)"), { target: { value: "300" } });
    fireEvent.click(screen.getByRole("button", { name: "Review changes" }));
    expect(screen.getByText("Enter whole minutes from 0 to 240.")).toBeInTheDocument();
  });

  it("says a negative price cannot be, and refuses prices whose largest order would be too large", () => {
    installFakeFetch([]);
    render(<PriceTableEditor priceTable={DEFAULT_PRICE_TABLE} travel={DEFAULT_TRAVEL_MINUTES} />);
    fireEvent.change(deepBase(), { target: { value: "-225" } });
    fireEvent.click(screen.getByRole("button", { name: "Review changes" }));
    expect(screen.getByText("Prices cannot be negative.")).toBeInTheDocument();

    fireEvent.change(deepBase(), { target: { value: "225" } });
    const office = within(screen.getByRole("group", { name: "Office and commercial cleaning" }));
    fireEvent.change(office.getByLabelText("Price per square foot ($ per sq ft)"), { target: { value: "100" } });
    fireEvent.change(office.getByLabelText(/Largest area bookable online/), { target: { value: "1000000" } });
    fireEvent.click(screen.getByRole("button", { name: "Review changes" }));
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(screen.getByText(/^The largest Office and commercial cleaning order would come to \$108,875,000 with tax\./)).toBeInTheDocument();
  });

  it("shows the server's own reason when it refuses the table", async () => {
    const refusal = "The largest Deep cleaning order would come to $120,000 with tax. Keep it at or under $100,000: lower its prices or limits.";
    installFakeFetch([{ status: 400, body: { error: "Please check the highlighted fields.", fieldErrors: { "priceTable.services.1": refusal } } }]);
    render(<PriceTableEditor priceTable={DEFAULT_PRICE_TABLE} travel={DEFAULT_TRAVEL_MINUTES} />);
    fireEvent.change(deepBase(), { target: { value: "240" } });
    fireEvent.click(screen.getByRole("button", { name: "Review changes" }));
    fireEvent.click(within(screen.getByRole("dialog", { name: "Save these price changes?" })).getByRole("button", { name: "Save prices" }));
    expect(await screen.findByText(refusal)).toBeInTheDocument();
  });

  it("lists the changes, saves the whole table in cents and reports what was saved", async () => {
    const sent = installFakeFetch([{ status: 200, body: { changes: ["services.deep-cleaning.baseCents: 22500 → 24000"] } }]);
    render(<PriceTableEditor priceTable={DEFAULT_PRICE_TABLE} travel={DEFAULT_TRAVEL_MINUTES} />);
    fireEvent.change(deepBase(), { target: { value: "240" } });
    fireEvent.change(screen.getByLabelText("Travel across boroughs (minutes)"), { target: { value: "75" } });
    fireEvent.click(screen.getByRole("button", { name: "Review changes" }));
    const dialog = screen.getByRole("dialog", { name: "Save these price changes?" });
    expect(within(dialog).getAllByRole("listitem").map((item) => item.textContent)).toEqual([
      "Deep cleaning: Base price (studio or 1 bedroom, 1 bathroom): $225 → $240",
      "Travel across boroughs (minutes): 60 → 75",
    ]);
    fireEvent.click(within(dialog).getByRole("button", { name: "Save prices" }));
    expect(await screen.findByText(/Saved. New quotes use these prices now/)).toBeInTheDocument();
    const body = sent[0]?.body as { priceTable: typeof DEFAULT_PRICE_TABLE; travel: typeof DEFAULT_TRAVEL_MINUTES };
    expect(sent[0]?.method).toBe("PUT");
    expect(body.travel).toEqual({ sameBorough: 30, acrossBoroughs: 75 });
    expect(body.priceTable.services.find((service) => service.slug === "deep-cleaning")?.pricing).toMatchObject({ baseCents: 24_000 });
  });
});

describe("MaintenanceForm", () => {
  it("turns maintenance on with a message after a confirmation", async () => {
    const sent = installFakeFetch([{ status: 200, body: { enabled: true, message: "Back at 7 AM." } }]);
    render(<MaintenanceForm initial={{ enabled: false, message: null }} />);
    fireEvent.click(screen.getByLabelText("Maintenance mode on"));
    fireEvent.change(screen.getByLabelText(/Message on the maintenance page/), { target: { value: "Back at 7 AM." } });
    fireEvent.click(screen.getByRole("button", { name: "Review and save" }));
    fireEvent.click(within(screen.getByRole("dialog", { name: "Turn maintenance mode on?" })).getByRole("button", { name: "Turn on" }));
    expect(await screen.findByText(/Maintenance mode is on/)).toBeInTheDocument();
    expect(sent[0]).toEqual({ url: "/api/admin/settings/maintenance", method: "PUT", body: { enabled: true, message: "Back at 7 AM." } });
  });
});
