import { formatCentiCentsAsUsd, formatUsd, mulDivRoundHalfUp } from "@/lib/kernel/money";
import type { ServiceDefinition, ServicePricing } from "@/lib/settings/price-table";
import type { QuoteLine } from "./quote-line";
import type { ServiceInputs } from "./quote-request";

/** The service itself, before extras: its lines, their sum and the time it takes. */
export interface ServicePrice {
  lines: QuoteLine[];
  cents: number;
  minutes: number;
}

type Pricing<M extends ServicePricing["model"]> = Extract<ServicePricing, { model: M }>;
type Inputs<M extends ServiceInputs["model"]> = Extract<ServiceInputs, { model: M }>;

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/** Hours as people write them: 3 → "3 h", 1.5 → "1.5 h". */
const hoursText = (hours: number) => `${hours} h`;

/**
 * Prices the service for inputs already checked by parseQuoteRequest. The pricing model and the
 * inputs come from the same service, so a mismatch is a programming error.
 */
export function priceService(service: ServiceDefinition, inputs: ServiceInputs): ServicePrice {
  const pricing = service.pricing;
  const mismatch = () => new Error(`inputs for ${inputs.model} given to a ${pricing.model} service`);
  switch (inputs.model) {
    case "rooms":
      if (pricing.model !== "rooms") throw mismatch();
      return priceRooms(service.name, pricing, inputs);
    case "area":
      if (pricing.model !== "area") throw mismatch();
      return priceArea(service.name, pricing, inputs);
    case "hourly":
      if (pricing.model !== "hourly") throw mismatch();
      return priceHourly(service.name, pricing, inputs);
    case "loads":
      if (pricing.model !== "loads") throw mismatch();
      return priceLoads(service.name, pricing, inputs);
    case "dishwashing":
      if (pricing.model !== "dishwashing") throw mismatch();
      return priceDishwashing(service.name, pricing, inputs);
  }
}

/** Base covers a studio or one bedroom and one bathroom; each room above that adds its rate. */
function priceRooms(name: string, pricing: Pricing<"rooms">, inputs: Inputs<"rooms">): ServicePrice {
  const extraBedrooms = Math.max(0, inputs.bedrooms - 1);
  const extraBathrooms = Math.max(0, inputs.bathrooms - 1);
  const lines: QuoteLine[] = [
    { kind: "base", label: `${name} (studio or 1 bedroom, 1 bathroom)`, amountCents: pricing.baseCents },
  ];
  if (extraBedrooms > 0) {
    lines.push({
      kind: "bedrooms",
      label: `${plural(extraBedrooms, "extra bedroom", "extra bedrooms")} × ${formatUsd(pricing.perBedroomCents)}`,
      amountCents: extraBedrooms * pricing.perBedroomCents,
      quantity: extraBedrooms,
      unitCents: pricing.perBedroomCents,
    });
  }
  if (extraBathrooms > 0) {
    lines.push({
      kind: "bathrooms",
      label: `${plural(extraBathrooms, "extra bathroom", "extra bathrooms")} × ${formatUsd(pricing.perBathroomCents)}`,
      amountCents: extraBathrooms * pricing.perBathroomCents,
      quantity: extraBathrooms,
      unitCents: pricing.perBathroomCents,
    });
  }
  return {
    lines,
    cents: sum(lines),
    minutes: pricing.baseMinutes + (extraBedrooms + extraBathrooms) * pricing.perRoomMinutes,
  };
}

/** Rate × area (the rate is in hundredths of a cent), at least the minimum charge. */
function priceArea(name: string, pricing: Pricing<"area">, inputs: Inputs<"area">): ServicePrice {
  const byArea = mulDivRoundHalfUp(inputs.squareFeet, pricing.centiCentsPerSqFt, 100);
  const cents = Math.max(byArea, pricing.minimumCents);
  const minimum = byArea < pricing.minimumCents ? ` (minimum ${formatUsd(pricing.minimumCents)})` : "";
  const area = inputs.squareFeet.toLocaleString("en-US");
  const label = `${name}, ${area} sq ft × ${formatCentiCentsAsUsd(pricing.centiCentsPerSqFt)}${minimum}`;
  // Whole minutes, rounded up: an estimate should not promise a team back early.
  const byAreaMinutes = Math.ceil((inputs.squareFeet * pricing.minutesPer1000SqFt) / 1000);
  return {
    lines: [{ kind: "base", label, amountCents: cents }],
    cents,
    minutes: Math.max(byAreaMinutes, pricing.minimumMinutes),
  };
}

/** Rate × cleaners × hours, with the minimum hours billed and booked. */
function priceHourly(name: string, pricing: Pricing<"hourly">, inputs: Inputs<"hourly">): ServicePrice {
  const hours = Math.max(inputs.hours, pricing.minimumHours);
  const cents = pricing.perHourCents * hours * inputs.cleaners;
  const who = inputs.cleaners > 1 ? `${inputs.cleaners} cleaners × ` : "";
  const minimum = inputs.hours < pricing.minimumHours ? ` (${hoursText(pricing.minimumHours)} minimum)` : "";
  const label = `${name}, ${who}${hoursText(hours)} × ${formatUsd(pricing.perHourCents)}${minimum}`;
  return { lines: [{ kind: "base", label, amountCents: cents }], cents, minutes: hours * 60 };
}

/** Per load, with the minimum loads billed and booked. */
function priceLoads(name: string, pricing: Pricing<"loads">, inputs: Inputs<"loads">): ServicePrice {
  const loads = Math.max(inputs.loads, pricing.minimumLoads);
  const cents = pricing.perLoadCents * loads;
  const minimum = inputs.loads < pricing.minimumLoads ? ` (${pricing.minimumLoads}-load minimum)` : "";
  const label = `${name}, ${plural(loads, "load", "loads")} × ${formatUsd(pricing.perLoadCents)}${minimum}`;
  return { lines: [{ kind: "base", label, amountCents: cents }], cents, minutes: loads * pricing.minutesPerLoad };
}

/** The first hour, then each half hour after it. */
function priceDishwashing(name: string, pricing: Pricing<"dishwashing">, inputs: Inputs<"dishwashing">): ServicePrice {
  const halfHours = Math.round(inputs.dishwashingHours * 2);
  const extraHalfHours = halfHours - 2;
  const cents = pricing.firstHourCents + extraHalfHours * pricing.perHalfHourCents;
  const after = extraHalfHours > 0 ? ` + ${extraHalfHours} × ${formatUsd(pricing.perHalfHourCents)} per half hour` : "";
  const label = `${name}, ${hoursText(inputs.dishwashingHours)} (${formatUsd(pricing.firstHourCents)} first hour${after})`;
  return { lines: [{ kind: "base", label, amountCents: cents }], cents, minutes: halfHours * 30 };
}

function sum(lines: readonly QuoteLine[]): number {
  return lines.reduce((total, line) => total + line.amountCents, 0);
}

/**
 * The lowest one-time price of a service before tax and offers, for "from $X" on the public
 * pages: the base of a room-based service, the minimum charge or the minimum hours or loads
 * otherwise. Recurring discounts are left out: "from" quotes what a first visit costs.
 */
export function fromPriceCents(service: ServiceDefinition): number {
  const pricing = service.pricing;
  switch (pricing.model) {
    case "rooms":
      return pricing.baseCents;
    case "area":
      return Math.max(mulDivRoundHalfUp(pricing.minSqFt, pricing.centiCentsPerSqFt, 100), pricing.minimumCents);
    case "hourly":
      return pricing.perHourCents * pricing.minimumHours;
    case "loads":
      return pricing.perLoadCents * pricing.minimumLoads;
    case "dishwashing":
      return pricing.firstHourCents;
  }
}
