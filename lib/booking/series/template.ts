import type { BookingAddress, BookingContact } from "../booking-request";
import type { QuoteRequest } from "../quote-request";

/**
 * What every visit of a series repeats: the checked quote request (its frequency is the
 * series's), the address, who to ask for, and the notes. Each generated visit is priced again
 * from it with the price table of the day it is generated; the special offer and the gift
 * card belong to the booked visit only.
 */
export interface SeriesTemplate {
  request: QuoteRequest;
  address: BookingAddress;
  contact: BookingContact;
  notes: string | null;
}

declare module "@/lib/platform/db/schema/json-documents" {
  interface JsonDocuments {
    /** order_series.template: what each visit of a series repeats. */
    seriesTemplate: SeriesTemplate;
  }
}
