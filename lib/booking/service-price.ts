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

type Model = ServiceInputs["model"];
type Pricer<M extends Model> = (name: string, pricing: Pricing<M>, inputs: Inputs<M>) => ServicePrice;

/** One pricer per pricing model; the mapped type pairs each model's pricing with its inputs. */
const PRICERS: { [M in Model]: Pricer<M> } = {
  rooms: priceRooms,
  area: priceArea,
  hourly: priceHourly,
  loads: priceLoads,
  dishwashing: priceDishwashing,
};

const hasModel = <M extends Model>(pricing: ServicePricing, model: M): pricing is Pricing<M> => pricing.model === model;

/**
 * Prices the service for inputs already checked by parseQuoteRequest. The pricing model and the
 * inputs come from the same service, so a mismatch is a programming error.
 */
export function priceService(service: ServiceDefinition, inputs: ServiceInputs): ServicePrice {
  return priceByModel(service.name, service.pricing, inputs);
}

function priceByModel<M extends Model>(name: string, pricing: ServicePricing, inputs: Inputs<M> & { model: M }): ServicePrice {
  if (!hasModel(pricing, inputs.model)) throw new Error(`inputs for ${inputs.model} given to a ${pricing.model} service`);
  const pricer: Pricer<M> = PRICERS[inputs.model];
  return pricer(name, pricing, inputs);
}

/** The line of the rooms above the base, or none: "2 extra bedrooms × $55". */
function extraRoomsLine(kind: "bedrooms" | "bathrooms", extra: number, unitCents: number): QuoteLine[] {
  if (extra <= 0) return [];
  const [one, many] = kind === "bedrooms" ? ["extra bedroom", "extra bedrooms"] : ["extra bathroom", "extra bathrooms"];
  return [{ kind, label: `${plural(extra, one, many)} × ${formatUsd(unitCents)}`, amountCents: extra * unitCents, quantity: extra, unitCents }];
}

/** Base covers a studio or one bedroom and one bathroom; each room above that adds its rate. */
function priceRooms(name: string, pricing: Pricing<"rooms">, inputs: Inputs<"rooms">): ServicePrice {
  const extraBedrooms = Math.max(0, inputs.bedrooms - 1);
  const extraBathrooms = Math.max(0, inputs.bathrooms - 1);
  const lines: QuoteLine[] = [
    { kind: "base", label: `${name} (studio or 1 bedroom, 1 bathroom)`, amountCents: pricing.baseCents },
    ...extraRoomsLine("bedrooms", extraBedrooms, pricing.perBedroomCents),
    ...extraRoomsLine("bathrooms", extraBathrooms, pricing.perBathroomCents),
  ];
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
