/**
 * The contact, password and gift-card forms share the booking form's error summary: when Submit
 * (or the server) finds field errors, the focus moves to a summary at the top that links to each
 * field, and no alert repeats it, so a screen reader announces the problems once.
 */
import { fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { ChangePasswordForm } from "@/components/account/ChangePasswordForm";
import { ResetPasswordForm } from "@/components/auth/ResetPasswordForm";
import { BuyGiftCardForm } from "@/components/gift-cards/BuyGiftCardForm";

jest.mock("next-auth/react", () => ({
  getSession: jest.fn(async () => null),
  signOut: jest.fn(async () => undefined),
  useSession: () => ({ data: null, status: "authenticated", update: jest.fn(async () => null) }),
}));
jest.mock("next/navigation", () => ({ useRouter: () => ({ refresh: jest.fn(), push: jest.fn() }) }));
jest.mock("@/lib/kernel/full-page-navigation", () => ({ fullPageNavigation: jest.fn() }));

let answer: { status: number; body: unknown } = { status: 200, body: {} };
const fetchMock = jest.fn(async (_url: string, _init?: RequestInit) => ({ ok: answer.status < 400, status: answer.status, json: async () => answer.body }));

beforeEach(() => {
  answer = { status: 200, body: {} };
  fetchMock.mockClear();
  Object.assign(globalThis, { fetch: fetchMock });
});

const SUMMARY = "There is a problem with your answers";

/** The summary has the focus and links to each message's field; no alert says it again. */
async function expectSummary(links: Array<[message: string, fieldLabel: string | RegExp]>): Promise<HTMLElement> {
  const summary = await screen.findByRole("region", { name: SUMMARY });
  await waitFor(() => expect(summary).toHaveFocus());
  expect(within(summary).getAllByRole("link").map((link) => link.textContent)).toEqual(links.map(([message]) => message));
  expect(screen.queryAllByRole("alert").map((alert) => alert.textContent?.trim()).filter(Boolean)).toEqual([]);
  for (const [message, label] of links) {
    fireEvent.click(within(summary).getByRole("link", { name: message }));
    expect(screen.getByLabelText(label)).toHaveFocus();
  }
  return summary;
}

function type(label: string | RegExp, value: string) {
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
}

/** The server refuses the next submit with these field errors; `fix` mends what the browser caught, then the form is sent. */
async function submitUntilRefused(fieldErrors: Record<string, string>, fix: () => void, button: string) {
  answer = { status: 400, body: { error: "Please check the highlighted fields.", fieldErrors } };
  fix();
  fireEvent.click(screen.getByRole("button", { name: button }));
  await waitFor(() => expect(fetchMock).toHaveBeenCalled());
}

describe("the error summary", () => {
  it("on the change-password form: a mismatch found in the browser, then the server's messages", async () => {
    render(<ChangePasswordForm email="dana@example.test" />);
    type("Current password", "Old-Stoop-41");
    type("New password", "Sunny-Stoop-42");
    type("New password again", "Sunny-Stoop-43");
    fireEvent.click(screen.getByRole("button", { name: "Change password" }));
    await expectSummary([["The two new passwords are not the same.", "New password again"]]);
    expect(fetchMock).not.toHaveBeenCalled();

    await submitUntilRefused({ currentPassword: "That is not your current password." }, () => type("New password again", "Sunny-Stoop-42"), "Change password");
    await expectSummary([["That is not your current password.", "Current password"]]);
  });

  it("on the reset-password form", async () => {
    render(<ResetPasswordForm token="t0ken" />);
    type("New password", "Sunny-Stoop-42");
    type("Repeat the new password", "Sunny-Stoop-43");
    fireEvent.click(screen.getByRole("button", { name: "Save new password" }));
    const summary = await expectSummary([["The two passwords do not match.", "Repeat the new password"]]);
    // Right under the page's h1, so its heading is an h2 (no skipped level).
    expect(within(summary).getByRole("heading", { level: 2, name: SUMMARY })).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();

    await submitUntilRefused({ password: "This password is too common. Choose another one." }, () => type("Repeat the new password", "Sunny-Stoop-42"), "Save new password");
    await expectSummary([["This password is too common. Choose another one.", "New password"]]);
  });

  it("on the gift-card purchase form", async () => {
    render(<BuyGiftCardForm dates={{ first: "2026-03-02", last: "2026-05-31" }} testMode />);
    fireEvent.click(screen.getByRole("radio", { name: "Other" }));
    fireEvent.click(screen.getByRole("button", { name: "Continue to test payment" }));
    await expectSummary([["Enter an amount in dollars, from $25 to $1,000", "Amount in dollars"]]);
    expect(fetchMock).not.toHaveBeenCalled();

    await submitUntilRefused(
      { recipientEmail: "Enter the recipient's email address.", recipientName: "Enter the recipient's name." },
      () => type("Amount in dollars", "75"),
      "Continue to test payment",
    );
    await expectSummary([
      ["Enter the recipient's name.", "Recipient's name"],
      ["Enter the recipient's email address.", "Recipient's email"],
    ]);
  });
});
