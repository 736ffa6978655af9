/** What the booking form's review step says about paying (the answer of GET /api/booking/card). Safe for client bundles. */
export interface BookingCardView {
  /** The card on file that will be charged after the visit: "Visa •••• 4242, expires 08/29". */
  card: { label: string } | null;
  /** The office invoices this account: no card needed. */
  invoiced: boolean;
  /** No usable card, and one must be saved after review to complete the booking. */
  required: boolean;
}

export const NO_CARD_VIEW: BookingCardView = { card: null, invoiced: false, required: false };
