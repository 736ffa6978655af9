import { z } from "zod";
import { singleLineText } from "@/lib/kernel/validation/text";

/**
 * The service catalog and every price of docs/product.md#services-and-prices, as data. Money is integer cents and
 * durations are minutes. Staff edit this document in the admin panel; the pricing function
 * reads whichever version is current.
 */

/**
 * The ceiling of each figure, shared with the admin price editor. Each is generous on its own;
 * what keeps an order inside the database's integer columns is the check of the largest
 * possible order (largest-order.ts) when staff save a table.
 */
export const PRICE_LIMITS = {
  /** $100,000 for any one price. */
  cents: 10_000_000,
  /** $100 a square foot, in hundredths of a cent. */
  centiCentsPerSqFt: 1_000_000,
  minutes: 24 * 60,
  squareFeet: 1_000_000,
  /** 30%, in thousandths of a percent. */
  salesTaxMilliPercent: 30_000,
} as const;

const NEGATIVE_PRICE = "Prices cannot be negative.";

const cents = z
  .number({ error: "Enter the price in cents." })
  .int("Enter the price in whole cents.")
  .min(0, NEGATIVE_PRICE)
  .max(PRICE_LIMITS.cents, "Keep each price at or under $100,000.");
const minutes = z
  .number({ error: "Enter the time in minutes." })
  .int("Enter the time in whole minutes.")
  .min(0, "Times cannot be negative.")
  .max(PRICE_LIMITS.minutes, "Keep each time at or under 24 hours.");
const squareFeet = z
  .number({ error: "Enter the area in square feet." })
  .int("Enter the area in whole square feet.")
  .min(1, "The area must be at least 1 sq ft.")
  .max(PRICE_LIMITS.squareFeet, "Keep the area at or under 1,000,000 sq ft.");
const discountPercent = z
  .number({ error: "Enter the discount in percent." })
  .int("Use a whole percentage.")
  .min(0, "Discounts cannot be negative.")
  .max(100, "Keep the discount at or under 100%.");
const slug = z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/);

const roomsPricing = z.object({
  model: z.literal("rooms"),
  baseCents: cents,
  perBedroomCents: cents,
  perBathroomCents: cents,
  baseMinutes: minutes,
  perRoomMinutes: minutes,
});

const areaPricing = z.object({
  model: z.literal("area"),
  /** Hundredths of a cent per square foot, so $0.15 is 1500 and $0.35 is 3500. */
  centiCentsPerSqFt: z
    .number({ error: "Enter the price per square foot." })
    .int("Use at most four decimal places for the price per square foot.")
    .min(0, NEGATIVE_PRICE)
    .min(1, "The price per square foot must be at least $0.0001.")
    .max(PRICE_LIMITS.centiCentsPerSqFt, "Keep the price per square foot at or under $100."),
  minimumCents: cents,
  minSqFt: squareFeet,
  maxSqFt: squareFeet,
  minutesPer1000SqFt: minutes,
  minimumMinutes: minutes,
});

const hourlyPricing = z.object({
  model: z.literal("hourly"),
  perHourCents: cents,
  minimumHours: z.number({ error: "Enter the minimum hours." }).int("Use whole hours.").min(1, "The minimum is at least 1 hour.").max(12, "Keep the minimum at or under 12 hours."),
});

const loadsPricing = z.object({
  model: z.literal("loads"),
  perLoadCents: cents,
  minimumLoads: z.number({ error: "Enter the minimum loads." }).int("Use whole loads.").min(1, "The minimum is at least 1 load.").max(20, "Keep the minimum at or under 20 loads."),
  minutesPerLoad: minutes,
});

const dishwashingPricing = z.object({
  model: z.literal("dishwashing"),
  firstHourCents: cents,
  perHalfHourCents: cents,
});

export const servicePricingSchema = z.discriminatedUnion("model", [
  roomsPricing,
  areaPricing,
  hourlyPricing,
  loadsPricing,
  dishwashingPricing,
]);

export const serviceSchema = z.object({
  slug,
  name: singleLineText("name").trim().min(1, "Enter the name.").max(80, "Keep the name under 80 characters."),
  pricing: servicePricingSchema,
});

export const extraSchema = z.object({
  id: slug,
  name: singleLineText("name").trim().min(1, "Enter the name.").max(80, "Keep the name under 80 characters."),
  priceCents: cents,
  minutes,
  /** Extras like interior windows or laundry loads are priced per unit. */
  perUnit: z.enum(["window", "load"]).optional(),
});

export type { Frequency } from "./frequencies";

export const priceTableSchema = z
  .object({
    services: z.array(serviceSchema).min(1),
    extras: z.array(extraSchema),
    /** Percent off the subtotal by frequency; recurring discounts apply to regular cleaning only. */
    frequencyDiscountPercent: z.object({
      "one-time": z.literal(0),
      monthly: discountPercent,
      biweekly: discountPercent,
      weekly: discountPercent,
    }),
    /** Thousandths of a percent: 8.875% is 8875. */
    salesTaxMilliPercent: z
      .number({ error: "Enter the sales tax rate." })
      .int("Use at most three decimal places for the sales tax rate.")
      .min(0, "The sales tax rate cannot be negative.")
      .max(PRICE_LIMITS.salesTaxMilliPercent, "Keep the sales tax rate at or under 30%."),
    lateCancellationFeeCents: cents,
  })
  .refine((table) => new Set(table.services.map((s) => s.slug)).size === table.services.length, {
    message: "service slugs must be unique",
    path: ["services"],
  })
  .refine((table) => new Set(table.extras.map((e) => e.id)).size === table.extras.length, {
    message: "extra ids must be unique",
    path: ["extras"],
  });

export type PriceTable = z.infer<typeof priceTableSchema>;
export type ServiceDefinition = z.infer<typeof serviceSchema>;
export type ServicePricing = z.infer<typeof servicePricingSchema>;
export type ExtraDefinition = z.infer<typeof extraSchema>;

const rooms = (base: number, bed: number, bath: number, baseMinutes: number, perRoomMinutes: number) =>
  ({
    model: "rooms",
    baseCents: base * 100,
    perBedroomCents: bed * 100,
    perBathroomCents: bath * 100,
    baseMinutes,
    perRoomMinutes,
  }) as const;

export const DEFAULT_PRICE_TABLE: PriceTable = {
  services: [
    { slug: "residential-cleaning", name: "Regular cleaning", pricing: rooms(140, 35, 30, 150, 30) },
    { slug: "deep-cleaning", name: "Deep cleaning", pricing: rooms(225, 55, 45, 240, 45) },
    { slug: "move-in-out-cleaning", name: "Move in/out cleaning", pricing: rooms(260, 65, 50, 270, 60) },
    { slug: "heavy-condition-cleaning", name: "Catch-up cleaning", pricing: rooms(300, 75, 60, 300, 60) },
    { slug: "filthy-cleaning", name: "Full reset cleaning", pricing: rooms(360, 90, 70, 360, 75) },
    {
      slug: "office-cleaning",
      name: "Office and commercial cleaning",
      pricing: {
        model: "area",
        centiCentsPerSqFt: 1500,
        minimumCents: 18_000,
        minSqFt: 500,
        maxSqFt: 20_000,
        minutesPer1000SqFt: 60,
        minimumMinutes: 120,
      },
    },
    {
      slug: "post-construction-cleaning",
      name: "Post-construction cleaning",
      pricing: {
        model: "area",
        centiCentsPerSqFt: 3500,
        minimumCents: 40_000,
        minSqFt: 300,
        maxSqFt: 10_000,
        minutesPer1000SqFt: 150,
        minimumMinutes: 180,
      },
    },
    { slug: "custom-cleaning", name: "Custom cleaning", pricing: { model: "hourly", perHourCents: 6500, minimumHours: 3 } },
    { slug: "home-organization", name: "Home organization", pricing: { model: "hourly", perHourCents: 7000, minimumHours: 3 } },
    {
      slug: "laundry",
      name: "Laundry wash-dry-fold",
      pricing: { model: "loads", perLoadCents: 2500, minimumLoads: 2, minutesPerLoad: 60 },
    },
    {
      slug: "dishwashing",
      name: "Dishwashing",
      pricing: { model: "dishwashing", firstHourCents: 6000, perHalfHourCents: 3000 },
    },
  ],
  extras: [
    { id: "inside-fridge", name: "Inside the fridge", priceCents: 3500, minutes: 30 },
    { id: "inside-oven", name: "Inside the oven", priceCents: 3500, minutes: 30 },
    { id: "inside-cabinets", name: "Inside cabinets", priceCents: 4500, minutes: 45 },
    { id: "interior-windows", name: "Interior windows", priceCents: 800, minutes: 10, perUnit: "window" },
    { id: "baseboards", name: "Baseboards", priceCents: 3000, minutes: 30 },
    { id: "wall-spot-cleaning", name: "Wall spot cleaning", priceCents: 3000, minutes: 30 },
    { id: "balcony-terrace", name: "Balcony or terrace", priceCents: 4000, minutes: 30 },
    { id: "pet-hair", name: "Pet-hair treatment", priceCents: 2500, minutes: 20 },
    { id: "laundry", name: "Laundry (per load)", priceCents: 2500, minutes: 60, perUnit: "load" },
    { id: "dishwashing", name: "Dishwashing", priceCents: 3000, minutes: 30 },
  ],
  frequencyDiscountPercent: { "one-time": 0, monthly: 10, biweekly: 15, weekly: 20 },
  salesTaxMilliPercent: 8875,
  lateCancellationFeeCents: 5000,
};

declare module "@/lib/platform/db/schema/json-documents" {
  interface JsonDocuments {
    /** settings.price_table. */
    priceTable: PriceTable;
  }
}
