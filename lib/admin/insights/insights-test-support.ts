/**
 * Rows for the owner's-chart tests, written straight into the tables: the aggregates read
 * statuses, instants and amounts, and a hand-worked example needs them exact (a booking through
 * the real submit would date itself by its clock and refuse a past start).
 */
import type { Database } from "@/lib/platform/db";
import { orders, orderSeries, type OrderStatus } from "@/lib/platform/db/schema";
import { computeQuote } from "@/lib/booking/pricing";
import { DEFAULT_PRICE_TABLE } from "@/lib/settings/price-table";

const priced = computeQuote({ service: "residential-cleaning", bedrooms: 2, bathrooms: 1 }, DEFAULT_PRICE_TABLE);
if (!priced.ok) throw new Error("the test quote did not price");
const QUOTE = priced.quote;

export interface VisitRow {
  customerId: string;
  startsAt: Date;
  status: OrderStatus;
  totalCents?: number;
  createdAt: Date;
  cancelledAt?: Date;
  cleanerId?: string;
  seriesId?: string;
  seriesOccurrence?: number;
}

export async function insertVisit(db: Database, visit: VisitRow): Promise<string> {
  const totalCents = visit.totalCents ?? QUOTE.totalCents;
  const [row] = await db
    .insert(orders)
    .values({
      customerId: visit.customerId,
      status: visit.status,
      serviceSlug: QUOTE.service.slug,
      request: QUOTE.request,
      quote: QUOTE,
      totalCents,
      amountDueCents: totalCents,
      startsAt: visit.startsAt,
      endsAt: new Date(visit.startsAt.getTime() + 3 * 3_600_000),
      street: "245 Bedford Ave",
      city: "Brooklyn",
      zip: "11211",
      borough: "Brooklyn",
      contactName: "Test Customer",
      contactPhone: "(718) 555-0199",
      contactEmail: "customer@example.test",
      cleanerId: visit.cleanerId ?? null,
      cancelledAt: visit.cancelledAt ?? null,
      seriesId: visit.seriesId ?? null,
      seriesOccurrence: visit.seriesOccurrence ?? null,
      createdAt: visit.createdAt,
      updatedAt: visit.createdAt,
    })
    .returning({ id: orders.id });
  if (!row) throw new Error("the visit was not inserted");
  return row.id;
}

export async function insertSeries(db: Database, customerId: string, createdAt: Date, cancelledAt: Date | null = null): Promise<string> {
  const [row] = await db
    .insert(orderSeries)
    .values({
      customerId,
      frequency: "weekly",
      template: {
        request: QUOTE.request,
        address: { street: "245 Bedford Ave", unit: null, city: "Brooklyn", zip: "11211", accessNotes: null },
        contact: { name: "Test Customer", phone: "+17185550199", email: "customer@example.test" },
        notes: null,
      },
      anchorStartsAt: createdAt,
      generatedUntil: createdAt,
      cancelledAt,
      createdAt,
    })
    .returning({ id: orderSeries.id });
  if (!row) throw new Error("the series was not inserted");
  return row.id;
}
