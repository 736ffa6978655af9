import { newBookingForm, type BookingFormData } from "./booking-form";
import { newYorkIsoDateOf } from "@/lib/kernel/time/new-york";
import type { OrderDetailDto } from "./orders/queries";
import { plainAccessOf } from "@/lib/account/access-form";

/** An order as the edit form's data, so the edit page reuses the booking form's fields. */
export function formFromOrder(order: Pick<OrderDetailDto, "id" | "request" | "startsAt" | "addressParts" | "access" | "contact" | "notes">): BookingFormData {
  const request = order.request;
  const blank = newBookingForm(`order-edit-${order.id}`);
  return {
    ...blank,
    service: request.service,
    bedrooms: request.bedrooms ?? blank.bedrooms,
    bathrooms: request.bathrooms ?? blank.bathrooms,
    squareFeet: request.squareFeet ?? null,
    hours: request.hours ?? blank.hours,
    cleaners: request.cleaners,
    loads: request.loads ?? blank.loads,
    tasks: request.tasks ?? "",
    dishwashingHours: request.dishwashingHours ?? blank.dishwashingHours,
    extras: Object.fromEntries(request.extras.map((extra) => [extra.id, extra.quantity])),
    frequency: request.frequency,
    date: newYorkIsoDateOf(new Date(order.startsAt)),
    startsAt: order.startsAt,
    address: {
      street: order.addressParts.street,
      unit: order.addressParts.unit ?? "",
      city: order.addressParts.city,
      zip: order.addressParts.zip,
      accessNotes: order.addressParts.accessNotes ?? "",
    },
    contact: { ...order.contact },
    // The order's own details, codes only as "saved"; sent back only once the customer changes them.
    access: { ...plainAccessOf(order.access), given: false, codeTyped: false },
    notes: order.notes ?? "",
  };
}
