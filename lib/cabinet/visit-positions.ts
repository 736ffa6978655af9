/**
 * The phone's position at check-in and check-out (docs/product.md, "Checking in where the job
 * is"): the optional `position` of both bodies, written in the step's own transaction, and read
 * back for staff with how far it was from the address's ZIP area (position-check.ts). The
 * customer never sees it; the rows are purged after a while (docs/security.md, "Location data").
 */
import { asc, eq } from "drizzle-orm";
import { z } from "zod";
import type { Database } from "@/lib/platform/db";
import { orders, visitPositions, type VISIT_POSITION_STEPS } from "@/lib/platform/db/schema";
import { checkPosition, type PositionCheck } from "./position-check";

/**
 * What the phone's Geolocation API gave, as sent: degrees and the accuracy radius in metres. A
 * phone's worst fixes (from the cell network) are a few kilometres; 100 km is far past any.
 */
export const visitPositionSchema = z.object(
  {
    lat: z.number({ error: "The latitude must be a number." }).min(-90, "The latitude must be between -90 and 90.").max(90, "The latitude must be between -90 and 90."),
    lng: z.number({ error: "The longitude must be a number." }).min(-180, "The longitude must be between -180 and 180.").max(180, "The longitude must be between -180 and 180."),
    accuracyMeters: z.number({ error: "The accuracy must be a number." }).min(0, "The accuracy cannot be negative.").max(100_000, "The accuracy must be at most 100 km."),
  },
  { error: "The position must be { lat, lng, accuracyMeters }." },
);

export type VisitPositionInput = z.infer<typeof visitPositionSchema>;
type VisitPositionStep = (typeof VISIT_POSITION_STEPS)[number];

/** Writes the step's position, inside the step's transaction and at its instant. */
export async function recordVisitPosition(
  tx: Database,
  entry: { orderId: string; step: VisitPositionStep; cleanerId: string; position: VisitPositionInput; at: Date },
): Promise<void> {
  const { orderId, step, cleanerId, position, at } = entry;
  await tx.insert(visitPositions).values({ orderId, step, cleanerId, latitude: position.lat, longitude: position.lng, accuracyMeters: position.accuracyMeters, recordedAt: at });
}

export interface VisitPositionView extends PositionCheck {
  step: VisitPositionStep;
  lat: number;
  lng: number;
  accuracyMeters: number;
  recordedAt: string;
  /** The ZIP it was measured against. */
  zip: string;
}

/** Every position recorded for the order, oldest first, each checked against the order's ZIP. */
export async function visitPositionsOf(db: Database, orderId: string): Promise<VisitPositionView[]> {
  const rows = await db
    .select({
      step: visitPositions.step,
      lat: visitPositions.latitude,
      lng: visitPositions.longitude,
      accuracyMeters: visitPositions.accuracyMeters,
      recordedAt: visitPositions.recordedAt,
      zip: orders.zip,
    })
    .from(visitPositions)
    .innerJoin(orders, eq(orders.id, visitPositions.orderId))
    .where(eq(visitPositions.orderId, orderId))
    .orderBy(asc(visitPositions.recordedAt), asc(visitPositions.id));
  return rows.map((row) => ({ ...row, recordedAt: row.recordedAt.toISOString(), ...checkPosition(row.zip, row) }));
}
