import { act, fireEvent, render, screen } from "@testing-library/react";
import { installFakeFetch, installHeldFetch } from "@/components/admin/test-support";
import { WaitlistOffer } from "./WaitlistOffer";

/** docs/product.md#waitlist: the "Join the waitlist" button under a full day, its form and its answer. */

const REQUEST = { service: "residential-cleaning", bedrooms: 2, bathrooms: 1, extras: [], frequency: "one-time" };
const CONTACT = { name: "Rosa Diaz", email: "rosa@example.test", zip: "11211" };
// Tuesday, March 10, 2026: a fixed day, never today's.
const DATE = "2026-03-10";

const renderOffer = (part: "morning" | "afternoon" | "any" = "morning", contact = CONTACT) => render(<WaitlistOffer date={DATE} part={part} request={REQUEST} contact={contact} />);
const open = () => fireEvent.click(screen.getByRole("button", { name: "Join the waitlist for Tuesday, March 10" }));
const confirm = () => fireEvent.click(screen.getByRole("button", { name: "Confirm: add me to the waitlist" }));

describe("WaitlistOffer", () => {
  it("shows only the button at first, and opens the form prefilled from the wizard's contact", () => {
    installFakeFetch([]);
    renderOffer();
    expect(screen.queryByLabelText("Your name")).toBeNull();
    open();
    expect(screen.getByLabelText("Your name")).toHaveValue("Rosa Diaz");
    expect(screen.getByLabelText("Email")).toHaveValue("rosa@example.test");
    expect(screen.getByLabelText("ZIP code of the home")).toHaveValue("11211");
    expect(screen.getByText(/if a cleaner frees up on Tuesday, March 10/)).toBeInTheDocument();
  });

  it.each([
    ["morning", "Morning (8–11 AM starts)"],
    ["afternoon", "Afternoon (12–5 PM starts)"],
    ["any", "Any time that day"],
  ] as const)("starts with the full part of the day chosen (%s)", (part, label) => {
    installFakeFetch([]);
    renderOffer(part);
    open();
    expect(screen.getByRole("radio", { name: label })).toBeChecked();
    expect(screen.getAllByRole("radio").filter((radio) => (radio as HTMLInputElement).checked)).toHaveLength(1);
  });

  it("posts what the contract expects, with the answers as edited, then says they are on the list and names the email", async () => {
    const sent = installFakeFetch([{ status: 200, body: { joined: true } }]);
    renderOffer("morning", { name: "", email: "", zip: "" });
    open();
    fireEvent.change(screen.getByLabelText("Your name"), { target: { value: "  Rosa Diaz " } });
    fireEvent.change(screen.getByLabelText("Email"), { target: { value: " rosa.d@example.test " } });
    fireEvent.change(screen.getByLabelText("ZIP code of the home"), { target: { value: "11215" } });
    fireEvent.click(screen.getByRole("radio", { name: "Any time that day" }));
    confirm();

    const status = await screen.findByRole("status");
    expect(status).toHaveTextContent("You're on the waitlist for Tuesday, March 10.");
    expect(status).toHaveTextContent("email rosa.d@example.test right away");
    expect(sent).toEqual([
      { url: "/api/waitlist", method: "POST", body: { name: "Rosa Diaz", email: "rosa.d@example.test", zip: "11215", request: REQUEST, date: DATE, window: { kind: "any" }, locale: "en" } },
    ]);
    expect(screen.queryByRole("button")).toBeNull();
  });

  it("shows a refusal's message in the alert and its field messages beside the fields, and lets them try again", async () => {
    const zipMessage = "We don't clean in that ZIP code yet.";
    const sent = installFakeFetch([
      { status: 400, body: { error: "Please check the highlighted fields.", fieldErrors: { zip: zipMessage, email: "Enter a valid email address." } } },
      { status: 409, body: { error: "There are still open times in that part of the day: choose one of them to book now.", code: "times-open" } },
    ]);
    renderOffer();
    open();
    confirm();
    expect(await screen.findByRole("alert")).toHaveTextContent("Please check the highlighted fields.");
    expect(screen.getByLabelText("ZIP code of the home")).toHaveAccessibleDescription(expect.stringContaining(zipMessage));
    expect(screen.getByLabelText("Email")).toHaveAccessibleDescription(expect.stringContaining("Enter a valid email address."));
    expect(screen.getByLabelText("Your name")).not.toHaveAccessibleDescription(expect.stringContaining("Enter"));
    // The form keeps what they typed.
    expect(screen.getByLabelText("Email")).toHaveValue("rosa@example.test");

    confirm();
    expect(await screen.findByText(/choose one of them to book now/)).toHaveAttribute("role", "alert");
    expect(screen.getByLabelText("ZIP code of the home")).not.toHaveAccessibleDescription(expect.stringContaining(zipMessage));
    expect(sent).toHaveLength(2);
    expect(screen.queryByRole("status")).toBeNull();
  });

  it("says what is wrong when the refusal names a field the form does not show, rather than pointing at highlighted fields", async () => {
    installFakeFetch([{ status: 400, body: { error: "Please check the highlighted fields.", fieldErrors: { date: "Choose a date from today on." } } }]);
    renderOffer();
    open();
    confirm();
    expect(await screen.findByRole("alert")).toHaveTextContent(/^Choose a date from today on\.$/);
  });

  it("says 'Adding you…' and cannot be pressed again while the join is on its way", async () => {
    const api = installHeldFetch();
    renderOffer();
    open();
    confirm();
    const sending = screen.getByRole("button", { name: "Adding you…" });
    expect(sending).toBeDisabled();
    fireEvent.click(sending);
    expect(api.calls()).toBe(1);

    await act(async () => api.answer({ status: 200, body: { joined: true } }));
    expect(await screen.findByRole("status")).toHaveTextContent("You're on the waitlist for Tuesday, March 10.");
  });
});
