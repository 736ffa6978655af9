import { z } from "zod";
import { singleLineText } from "@/lib/validation/text";

/**
 * The service catalog and every price of PRODUCT.md, as data. Money is integer cents and
 * durations are minutes. Staff edit this document in the admin panel; the pricing function
 * reads whichever version is current.
 */

const cents = z.number().int().min(0).max(10_000_000);
const minutes = z.number().int().min(0).max(24 * 60);
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
  centiCentsPerSqFt: z.number().int().min(1).max(1_000_000),
  minimumCents: cents,
  minSqFt: z.number().int().min(1),
  maxSqFt: z.number().int().min(1),
  minutesPer1000SqFt: minutes,
  minimumMinutes: minutes,
});

const hourlyPricing = z.object({
  model: z.literal("hourly"),
  perHourCents: cents,
  minimumHours: z.number().int().min(1).max(12),
});

const loadsPricing = z.object({
  model: z.literal("loads"),
  perLoadCents: cents,
  minimumLoads: z.number().int().min(1).max(20),
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

export const FREQUENCIES = ["one-time", "monthly", "biweekly", "weekly"] as const;
export type Frequency = (typeof FREQUENCIES)[number];

export const priceTableSchema = z
  .object({
    services: z.array(serviceSchema).min(1),
    extras: z.array(extraSchema),
    /** Percent off the subtotal by frequency; recurring discounts apply to regular cleaning only. */
    frequencyDiscountPercent: z.object({
      "one-time": z.literal(0),
      monthly: z.number().int().min(0).max(100),
      biweekly: z.number().int().min(0).max(100),
      weekly: z.number().int().min(0).max(100),
    }),
    /** Thousandths of a percent: 8.875% is 8875. */
    salesTaxMilliPercent: z.number().int().min(0).max(30_000),
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
    { slug: "heavy-condition-cleaning", name: "Heavy-condition cleaning", pricing: rooms(300, 75, 60, 300, 60) },
    { slug: "filthy-cleaning", name: "Filthy cleaning", pricing: rooms(360, 90, 70, 360, 75) },
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

export const DEFAULT_CAPACITY = 4;
