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
