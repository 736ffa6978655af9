import { deliveryWindow, formatDeliveryDate, giftCardPurchaseSchema } from "./rules";

// 03:30 UTC on March 1 is still February 28 in New York.
const NOW = new Date("2026-03-01T03:30:00Z");
const valid = { amountCents: 10_000, recipientName: "Maya Chen", recipientEmail: "maya@example.com", message: "Enjoy!", deliverOn: "2026-02-28" };

function issuesOf(input: Record<string, unknown>) {
  const result = giftCardPurchaseSchema(NOW).safeParse(input);
  if (result.success) return {};
  // The first message per field, as the API answers (lib/kernel/failure.ts fieldErrorsOf).
  const messages: Record<string, string> = {};
  for (const issue of result.error.issues) messages[issue.path.join(".")] ??= issue.message;
  return messages;
}

describe("gift-card purchase rules", () => {
  it("takes $25 to $1,000 in whole dollars", () => {
    expect(issuesOf({ ...valid, amountCents: 2_500 })).toEqual({});
    expect(issuesOf({ ...valid, amountCents: 100_000 })).toEqual({});
    expect(issuesOf({ ...valid, amountCents: 2_499 })).toEqual({ amountCents: "Gift cards start at $25" });
    expect(issuesOf({ ...valid, amountCents: 100_100 })).toEqual({ amountCents: "Gift cards go up to $1,000" });
    expect(issuesOf({ ...valid, amountCents: 5_050 })).toEqual({ amountCents: "Choose a whole-dollar amount" });
    expect(issuesOf({ ...valid, amountCents: 50.5 })).toEqual({ amountCents: "Choose a whole-dollar amount" });
    expect(issuesOf({ ...valid, amountCents: "100" })).toEqual({ amountCents: "Choose an amount" });
  });

  it("counts delivery days in New York: today to 365 days ahead", () => {
    expect(deliveryWindow(NOW)).toEqual({ first: "2026-02-28", last: "2027-02-28" });
    expect(issuesOf({ ...valid, deliverOn: "2027-02-28" })).toEqual({});
    expect(issuesOf({ ...valid, deliverOn: "2026-02-27" })).toEqual({ deliverOn: "Choose today or a later date" });
    expect(issuesOf({ ...valid, deliverOn: "2027-03-01" })).toEqual({ deliverOn: "Choose a date within a year from today" });
    expect(issuesOf({ ...valid, deliverOn: "2026-02-30" })).toEqual({ deliverOn: "That date does not exist" });
  });

  it("needs a recipient name and a valid email; the message is optional, up to 500 characters", () => {
    expect(issuesOf({ ...valid, recipientName: "  ", recipientEmail: "maya" })).toEqual({
      recipientName: "Enter the recipient's name",
      recipientEmail: "Enter a valid email address, like name@example.com",
    });
    expect(issuesOf({ ...valid, recipientName: "Maya\r\nBcc: x@example.com" })).toEqual({ recipientName: "Keep the recipient's name on one line." });
    expect(issuesOf({ ...valid, message: "x".repeat(501) })).toEqual({ message: "Keep the message to 500 characters" });
    expect(giftCardPurchaseSchema(NOW).parse({ ...valid, message: "  " }).message).toBeNull();
    expect(giftCardPurchaseSchema(NOW).parse({ ...valid, message: "Line one\nLine two" }).message).toBe("Line one\nLine two");
  });

  it("formats a delivery day whatever the machine's zone", () => {
    expect(formatDeliveryDate("2026-03-08")).toBe("Sunday, March 8, 2026");
  });
});
