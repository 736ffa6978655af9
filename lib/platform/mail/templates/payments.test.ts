import { paymentMail, type PaymentMailView } from "./payments";

const VIEW: PaymentMailView = {
  firstName: "Maya",
  number: "C-10042",
  serviceName: "Regular cleaning",
  visitDay: "Tuesday, March 3, 2026",
  amount: "$50",
  kind: "charge",
  card: "Visa •••• 0341, expires 08/29",
  phone: "(212) 555-0100",
};
const DETAILS = { needsAuthentication: false, noCard: false, nextTry: null, payUrl: "http://localhost:3000/pay/x" };

describe("the failed-payment email", () => {
  it("says what the money is for: the visit, the late-cancellation fee, or a tip", () => {
    const first = (kind: PaymentMailView["kind"]) => paymentMail.chargeFailed({ ...VIEW, kind }, DETAILS).paragraphs[0];
    expect(first("charge")).toBe("Thank you for having us for your regular cleaning on Tuesday, March 3, 2026. $50 is due for it.");
    expect(first("fee")).toBe("The late-cancellation fee of $50 for your regular cleaning on Tuesday, March 3, 2026 is due.");
    expect(first("tip")).toBe("Thank you for your $50 tip for your regular cleaning on Tuesday, March 3, 2026: we could not charge it yet.");
  });
});

describe("the failed-payment email, case by case (issue #24: never 'no card on file … will try the card on file again')", () => {
  const text = (content: { paragraphs: string[] }) => content.paragraphs.join(" ");

  it("with no card saved: says so, how to pay, and that a card saved in time is charged then", () => {
    const mail = paymentMail.chargeFailed(VIEW, { ...DETAILS, noCard: true, nextTry: "Sunday, March 8" });
    expect(text(mail)).toContain("There is no card saved on your account, so nothing was charged.");
    expect(text(mail)).toContain("If you save a card on your account before Sunday, March 8, we will charge it then.");
    expect(text(mail)).not.toMatch(/card on file/);
    expect(mail.action?.label).toBe("Pay now");
    const last = paymentMail.chargeFailed({ ...VIEW, kind: "fee" }, { ...DETAILS, noCard: true, nextTry: null });
    expect(text(last)).toContain("We will not try again on our own.");
    expect(text(last)).not.toMatch(/card on file/);
  });

  it("with a declined card: names the card, and when that same card is tried again", () => {
    const mail = paymentMail.chargeFailed(VIEW, { ...DETAILS, nextTry: "Sunday, March 8" });
    expect(text(mail)).toContain("Your Visa •••• 0341, expires 08/29 was declined.");
    expect(text(mail)).toContain("If nothing changes, we will try Visa •••• 0341, expires 08/29 again on Sunday, March 8.");
    expect(mail.action?.label).toBe("Pay or update your card");
    expect(text(paymentMail.chargeFailed({ ...VIEW, kind: "fee" }, DETAILS))).toContain("We will not try Visa •••• 0341, expires 08/29 again on our own.");
  });
});

describe("the tip-not-charged email", () => {
  it("says plainly that the tip was dropped and nothing is owed, with no payment demand", () => {
    const mail = paymentMail.tipNotCharged({ ...VIEW, kind: "tip", amount: "$20" }, { noCard: false, needsAuthentication: false });
    expect(mail.subject).toBe("Your $20 tip for C-10042 was not charged");
    expect(mail.paragraphs.join(" ")).toContain("Visa •••• 0341, expires 08/29 was declined, so your $20 tip was not charged. Nothing is owed, and we will not try again.");
    expect(mail.action).toBeUndefined();
    expect(JSON.stringify(mail)).not.toMatch(/Payment needed|is due/);
  });
});
