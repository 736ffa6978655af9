import { accountMail } from "@/lib/auth/account-mail";
import type { OrderMailView } from "@/lib/booking/order-mail";
import { orderMail } from "@/lib/booking/order-mail";
import { contactMail, type ContactMailFacts } from "@/lib/contact/contact-mail";
import { giftCardMail } from "@/lib/gift-cards/gift-card-mail";
import type { Brand, MailContent } from "@/lib/platform/mail/layout";
import { paymentMail, type PaymentMailView } from "@/lib/platform/mail/templates/payments";

/**
 * Every email template with sample data, for the tests that render them all
 * (lib/startup/mail-render.test.ts). Each family is typed against its template object, so a
 * template added to one of them does not compile until it has a sample here; a new family is
 * caught by the test that looks for template objects under lib/. The samples are long on
 * purpose (a long street, a long name, a long link) to find what would overflow on a phone.
 */

type Samples<T> = { [K in keyof T]: Array<() => MailContent> };

export const SAMPLE_BRAND: Brand = {
  name: "Borough Bright Cleaning",
  phone: "(212) 555-0147",
  email: "hello@boroughbright.nyc",
  address: "1 Metrotech Center, Suite 1800, Brooklyn, NY 11201",
  publicUrl: "http://localhost:3000",
};

const SITE = SAMPLE_BRAND.publicUrl;
const LONG_LINK = `${SITE}/auth/reset-password?token=Q2hvb3NlIGEgbmV3IHBhc3N3b3JkIGZvciB5b3VyIEJvcm91Z2ggQnJpZ2h0IGFjY291bnQ`;

const ICS = ["BEGIN:VCALENDAR", "VERSION:2.0", "PRODID:-//Borough Bright//Orders//EN", "BEGIN:VEVENT", "UID:order-1@localhost", "DTSTART:20260303T140000Z", "DTEND:20260303T163000Z", "SUMMARY:Deep cleaning", "END:VEVENT", "END:VCALENDAR", ""].join("\r\n");

const VISIT: OrderMailView = {
  firstName: "Alexandria",
  number: "C-10042",
  serviceName: "Deep cleaning",
  when: "Wednesday, September 30, 2026 at 10:30 AM",
  duration: "4 h 30 min",
  address: "1450 Ocean Parkway, Apt 12F, Brooklyn, NY 11230",
  total: "$412.38",
  giftCardShare: { giftCard: "$100", amountDue: "$312.38" },
  orderUrl: `${SITE}/order/5b0f9a8e-2c1d-4e3f-8a9b-0c1d2e3f4a5b`,
  phone: SAMPLE_BRAND.phone,
  shortNotice: false,
  priceLines: [
    { label: "Deep cleaning, 3 bedrooms, 2 bathrooms", amount: "$310", total: false },
    { label: "Inside the oven", amount: "$35", total: false },
    { label: "Inside the fridge", amount: "$35", total: false },
    { label: "Subtotal", amount: "$380", total: false },
    { label: "NYC sales tax (8.875%)", amount: "$33.73", total: false },
    { label: "Total", amount: "$412.38", total: false },
    { label: "Gift card", amount: "−$100", total: false },
    { label: "Due after the visit", amount: "$312.38", total: true },
  ],
  cleanerFirstName: "Marisol",
  calendar: { file: { filename: "borough-bright-C-10042.ics", contentType: "text/calendar; charset=utf-8; method=PUBLISH", content: ICS }, url: `${SITE}/api/orders/5b0f9a8e/calendar.ics` },
};

const SHORT_NOTICE: OrderMailView = { ...VISIT, shortNotice: true, giftCardShare: null, cleanerFirstName: null, calendar: null };

const ORDER: Samples<typeof orderMail> = {
  received: [() => orderMail.received(VISIT), () => orderMail.received(SHORT_NOTICE)],
  confirmed: [() => orderMail.confirmed(VISIT), () => orderMail.confirmed(SHORT_NOTICE)],
  assigned: [() => orderMail.assigned(VISIT, "Marisol")],
  onTheWay: [() => orderMail.onTheWay(VISIT, "Marisol", 25, "10:20 AM")],
  rescheduled: [() => orderMail.rescheduled(VISIT, "Tuesday, September 29, 2026 at 9:00 AM")],
  cancelled: [
    () => orderMail.cancelled(VISIT, { lateFee: null, returnedOffer: "Welcome to Borough Bright", returnedGiftCard: "$100", by: "customer" }),
    () => orderMail.cancelled(VISIT, { lateFee: "$50", returnedOffer: null, returnedGiftCard: null, by: "staff" }),
  ],
  reminder: [() => orderMail.reminder(VISIT)],
  poll: [() => orderMail.poll(VISIT, `${SITE}/poll/dGhpcy1pcy1hLXNhbXBsZS1wb2xsLXRva2VuLW9mLTQzLWNoYXJz`, { cleanerName: "Marisol" }), () => orderMail.poll(VISIT, `${SITE}/poll/x`)],
  reviewRequest: [() => orderMail.reviewRequest(VISIT, `${SITE}/review/dGhpcy1pcy1hLXNhbXBsZS1yZXZpZXctdG9rZW4tb2YtNDMtY2g`)],
  seriesCancelled: [() => orderMail.seriesCancelled("Alexandria", "Regular cleaning", 6, `${SITE}/booking`, SAMPLE_BRAND.phone)],
  seriesVisitSkipped: [() => orderMail.seriesVisitSkipped({ ...SHORT_NOTICE, orderUrl: `${SITE}/booking` })],
};

const ACCOUNT: Samples<typeof accountMail> = {
  verifyEmail: [() => accountMail.verifyEmail("Alexandria", LONG_LINK)],
  resetPassword: [() => accountMail.resetPassword("Alexandria", LONG_LINK)],
  confirmNewEmail: [() => accountMail.confirmNewEmail(LONG_LINK)],
  emailChangeAttempt: [() => accountMail.emailChangeAttempt("Alexandria")],
  emailChangedNotice: [() => accountMail.emailChangedNotice("Alexandria", "alexandria.konstantinopoulos@brooklyn-brownstones.example.com")],
  passwordChangedNotice: [() => accountMail.passwordChangedNotice("Alexandria")],
  registrationAttempt: [() => accountMail.registrationAttempt("Alexandria", `${SITE}/login`, LONG_LINK)],
  signInFailures: [() => accountMail.signInFailures("Alexandria", LONG_LINK)],
};

const LEAD: ContactMailFacts = {
  name: "Alexandria Konstantinopoulos",
  email: "alexandria.konstantinopoulos@brooklyn-brownstones.example.com",
  phone: "(718) 555-0199",
  area: "Brooklyn",
  serviceName: "Post-construction cleaning",
  preferredContact: "phone",
  freeEstimate: true,
  message: "We finished a gut renovation of a 4-story brownstone in Park Slope: plaster dust everywhere, paint on the windows.\nCan you come next week?",
};

const CONTACT: Samples<typeof contactMail> = {
  staffSummary: [() => contactMail.staffSummary(LEAD), () => contactMail.staffSummary({ ...LEAD, freeEstimate: false, serviceName: null, phone: null })],
  acknowledgement: [() => contactMail.acknowledgement(LEAD, "We answer within one business day.")],
};

const GIFT_CARD: Samples<typeof giftCardMail> = {
  receipt: [
    () =>
      giftCardMail.receipt({
        buyerFirstName: "Rosa",
        amountCents: 25_000,
        recipientName: "Alexandria Konstantinopoulos",
        recipientEmail: "alexandria.konstantinopoulos@brooklyn-brownstones.example.com",
        deliverOn: "2026-12-24",
        deliversToday: false,
        last4: "3TMG",
        paidAt: new Date("2026-12-01T15:00:00Z"),
        reference: "8F3A2C1D",
        testMode: false,
        confirmationUrl: `${SITE}/gift-card-confirmation?purchase=5b0f9a8e-2c1d-4e3f-8a9b-0c1d2e3f4a5b`,
      }),
  ],
  giftCard: [
    () =>
      giftCardMail.giftCard({
        recipientName: "Alexandria",
        fromName: "Rosa Diaz",
        amountCents: 25_000,
        code: "ABCD-EFGH-JKMN-PQRS",
        message: "Happy housewarming! Enjoy the new place in Astoria and let someone else do the scrubbing for once.",
        bookingUrl: `${SITE}/booking`,
      }),
    () => giftCardMail.giftCard({ recipientName: "Sam", fromName: "Jo", amountCents: 5_000, code: "WXYZ-2345-6789-ABCD", message: null, bookingUrl: `${SITE}/booking` }),
  ],
};

const PAYMENT_VIEW: PaymentMailView = {
  firstName: "Alexandria",
  number: "C-10042",
  serviceName: "Deep cleaning",
  visitDay: "Wednesday, September 30, 2026",
  amount: "$312.38",
  kind: "charge",
  card: "Mastercard •••• 4444, expires 08/29",
  phone: SAMPLE_BRAND.phone,
};

const PAYMENT: Samples<typeof paymentMail> = {
  chargeFailed: [
    () => paymentMail.chargeFailed(PAYMENT_VIEW, { needsAuthentication: false, noCard: false, nextTry: "Sunday, October 4", payUrl: `${SITE}/pay/5b0f9a8e` }),
    () => paymentMail.chargeFailed({ ...PAYMENT_VIEW, kind: "fee", amount: "$50" }, { needsAuthentication: true, noCard: false, nextTry: null, payUrl: `${SITE}/pay/5b0f9a8e` }),
    () => paymentMail.chargeFailed({ ...PAYMENT_VIEW, card: null }, { needsAuthentication: false, noCard: true, nextTry: "Sunday, October 4", payUrl: `${SITE}/pay/5b0f9a8e` }),
  ],
  tipNotCharged: [
    () => paymentMail.tipNotCharged({ ...PAYMENT_VIEW, kind: "tip", amount: "$40" }, { noCard: false, needsAuthentication: false }),
    () => paymentMail.tipNotCharged({ ...PAYMENT_VIEW, kind: "tip", amount: "$20", card: null }, { noCard: true, needsAuthentication: false }),
  ],
  paid: [
    () =>
      paymentMail.paid(PAYMENT_VIEW, {
        paid: "$312.38",
        balance: "$0",
        url: `${SITE}/order/5b0f9a8e/receipt`,
        lines: VISIT.priceLines.filter((line) => !line.total).map((line) => ({ label: line.label, amount: line.amount })),
        refunded: "$10",
      }),
  ],
  refunded: [
    () => paymentMail.refunded(PAYMENT_VIEW, { to: "card", reason: "The oven was not done: we are sorry.", url: `${SITE}/order/5b0f9a8e/receipt` }),
    () => paymentMail.refunded({ ...PAYMENT_VIEW, card: null, amount: "$40" }, { to: "gift card", reason: null, url: `${SITE}/order/5b0f9a8e/receipt` }),
  ],
};

/** The template objects this catalog covers, by the name they are exported under. */
export const MAIL_FAMILIES = { orderMail: ORDER, accountMail: ACCOUNT, contactMail: CONTACT, giftCardMail: GIFT_CARD, paymentMail: PAYMENT } as const;

/** Every sample message, named "family.template#n". */
export function allSampleMails(): Array<{ name: string; content: MailContent }> {
  return Object.entries(MAIL_FAMILIES).flatMap(([family, templates]) =>
    Object.entries(templates as Record<string, Array<() => MailContent>>).flatMap(([template, samples]) => samples.map((sample, index) => ({ name: `${family}.${template}#${index + 1}`, content: sample() }))),
  );
}
