import { randomUUID } from "node:crypto";
import { expect, type APIRequestContext } from "@playwright/test";
import { DEMO } from "./accounts";

/**
 * Books through the booking API as the signed-in account of `as`, for a Williamsburg apartment
 * with the demo customer as the contact, and expects the order to be created.
 */
export async function bookByApi(
  as: APIRequestContext,
  request: Record<string, unknown>,
  startsAt: string | undefined,
  details: { accessNotes: string; notes?: string },
): Promise<{ id: string; number: string }> {
  const response = await as.post("/api/bookings", {
    headers: { "idempotency-key": randomUUID() },
    data: {
      request,
      startsAt,
      address: { street: "245 Bedford Ave", unit: "3R", city: "Brooklyn", zip: "11211", accessNotes: details.accessNotes },
      contact: { name: "Jordan Lee", phone: "(917) 555-0105", email: DEMO.customer },
      notes: details.notes,
      acceptTerms: true,
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { order: { id: string; number: string } }).order;
}
