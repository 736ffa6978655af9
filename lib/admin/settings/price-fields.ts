/**
 * The price editor's model: every number of the price table staff may change, with a label, a
 * unit and its limits, keyed by slug rather than position. The form edits text; this turns the
 * text into the table's integer units (cents, hundredths of a cent, thousandths of a percent)
 * without floating point, and names what changed. Pure and safe for client bundles.
 */
import { formatCentiCentsAsUsd, formatMilliPercent, formatUsd } from "@/lib/kernel/money";
import { savablePriceTableSchema } from "@/lib/booking/largest-order";
import { PRICE_LIMITS, type PriceTable, type ServiceDefinition } from "@/lib/settings/price-table";

export type PriceUnit = "dollars" | "rate" | "percent" | "taxPercent" | "minutes" | "count";

export interface PriceField {
  /** "services.deep-cleaning.baseCents", "extras.inside-oven.priceCents", "frequency.weekly"… */
  key: string;
  group: string;
  label: string;
  unit: PriceUnit;
  min: number;
  max: number;
  /** The current value in the table's own unit. */
  raw: number;
}

/** Decimal places each unit accepts, and the factor to the table's integer unit. */
const SCALE: Record<PriceUnit, { decimals: number; factor: number }> = {
  dollars: { decimals: 2, factor: 100 },
  rate: { decimals: 4, factor: 10_000 },
  percent: { decimals: 0, factor: 1 },
  taxPercent: { decimals: 3, factor: 1000 },
  minutes: { decimals: 0, factor: 1 },
  count: { decimals: 0, factor: 1 },
};

const MAX_CENTS = PRICE_LIMITS.cents;
const MAX_MINUTES = PRICE_LIMITS.minutes;

type Spec = Omit<PriceField, "key" | "group" | "raw">;
const money = (label: string): Spec => ({ label, unit: "dollars", min: 0, max: MAX_CENTS });
const minutes = (label: string): Spec => ({ label, unit: "minutes", min: 0, max: MAX_MINUTES });

function serviceSpecs(service: ServiceDefinition): Array<[string, Spec]> {
  const pricing = service.pricing;
  switch (pricing.model) {
    case "rooms":
      return [
        ["baseCents", money("Base price (studio or 1 bedroom, 1 bathroom)")],
        ["perBedroomCents", money("Each extra bedroom")],
        ["perBathroomCents", money("Each extra bathroom")],
        ["baseMinutes", minutes("Base duration")],
        ["perRoomMinutes", minutes("Added time per extra bedroom or bathroom")],
      ];
    case "area":
      return [
        ["centiCentsPerSqFt", { label: "Price per square foot", unit: "rate", min: 1, max: PRICE_LIMITS.centiCentsPerSqFt }],
        ["minimumCents", money("Minimum price")],
        ["minSqFt", { label: "Smallest area (sq ft)", unit: "count", min: 1, max: PRICE_LIMITS.squareFeet }],
        ["maxSqFt", { label: "Largest area bookable online (sq ft)", unit: "count", min: 1, max: PRICE_LIMITS.squareFeet }],
        ["minutesPer1000SqFt", minutes("Time per 1,000 sq ft")],
        ["minimumMinutes", minutes("Minimum duration")],
      ];
    case "hourly":
      return [
        ["perHourCents", money("Price per hour")],
        ["minimumHours", { label: "Minimum hours", unit: "count", min: 1, max: 12 }],
      ];
    case "loads":
      return [
        ["perLoadCents", money("Price per load")],
        ["minimumLoads", { label: "Minimum loads", unit: "count", min: 1, max: 20 }],
        ["minutesPerLoad", minutes("Time per load")],
      ];
    case "dishwashing":
      return [
        ["firstHourCents", money("First hour")],
        ["perHalfHourCents", money("Each further half hour")],
      ];
  }
}

const FREQUENCY_LABELS = { monthly: "Monthly", biweekly: "Every two weeks", weekly: "Weekly" } as const;
const FREQUENCIES = Object.keys(FREQUENCY_LABELS) as Array<keyof typeof FREQUENCY_LABELS>;

/** Every editable number of the table, in the order the editor shows them. */
export function priceFields(table: PriceTable): PriceField[] {
  const fields: PriceField[] = [];
  for (const service of table.services) {
    for (const [name, spec] of serviceSpecs(service)) {
      fields.push({ key: `services.${service.slug}.${name}`, group: service.name, raw: (service.pricing as unknown as Record<string, number>)[name] ?? 0, ...spec });
    }
  }
  for (const extra of table.extras) {
    const per = extra.perUnit === "window" ? " per window" : extra.perUnit === "load" ? " per load" : "";
    fields.push({ key: `extras.${extra.id}.priceCents`, group: "Extras", raw: extra.priceCents, ...money(`${extra.name}: price${per}`) });
    fields.push({ key: `extras.${extra.id}.minutes`, group: "Extras", raw: extra.minutes, ...minutes(`${extra.name}: added time${per}`) });
  }
  for (const frequency of FREQUENCIES) {
    fields.push({ key: `frequency.${frequency}`, group: "Frequency discounts (regular cleaning)", label: FREQUENCY_LABELS[frequency], unit: "percent", min: 0, max: 100, raw: table.frequencyDiscountPercent[frequency] });
  }
  fields.push({ key: "salesTaxMilliPercent", group: "Tax and fees", label: "Sales tax rate", unit: "taxPercent", min: 0, max: PRICE_LIMITS.salesTaxMilliPercent, raw: table.salesTaxMilliPercent });
  fields.push({ key: "lateCancellationFeeCents", group: "Tax and fees", label: "Late-cancellation fee (staff cancels inside 24 h)", unit: "dollars", min: 0, max: MAX_CENTS, raw: table.lateCancellationFeeCents });
  return fields;
}

/** The table's integer as the text staff edit: 14000 → "140", 14050 → "140.50", 1500 (rate) → "0.15". */
export function toText(raw: number, unit: PriceUnit): string {
  const { decimals, factor } = SCALE[unit];
  if (decimals === 0) return String(raw);
  const whole = Math.floor(raw / factor);
  const fraction = String(raw % factor).padStart(decimals, "0");
  if (unit === "dollars") return fraction === "00" ? String(whole) : `${whole}.${fraction}`;
  const trimmed = fraction.replace(/0+$/, "");
  return trimmed ? `${whole}.${trimmed.padEnd(unit === "rate" ? 2 : 1, "0")}` : String(whole);
}

/** The text back in the table's integer unit, or a message. Digits only: no floating point. */
export function fromText(text: string, field: Pick<PriceField, "unit" | "min" | "max">): { ok: true; raw: number } | { ok: false; message: string } {
  const { decimals, factor } = SCALE[field.unit];
  const cleaned = text.trim().replace(/^\$/, "").replace(/%$/, "").replace(/,/g, "");
  // "-5", "-$5" and "$-5" all mean a negative amount: say so rather than "enter a number".
  if (cleaned.startsWith("-")) {
    return { ok: false, message: field.unit === "dollars" || field.unit === "rate" ? "Prices cannot be negative." : "Enter 0 or more." };
  }
  const pattern = decimals === 0 ? /^\d+$/ : new RegExp(`^\\d+(\\.\\d{1,${decimals}})?$`);
  if (!pattern.test(cleaned)) {
    return { ok: false, message: decimals === 0 ? "Enter a whole number." : `Enter a number with at most ${decimals} decimal places.` };
  }
  const [whole = "0", fraction = ""] = cleaned.split(".");
  const raw = Number(whole) * factor + Number(fraction.padEnd(decimals, "0") || "0");
  if (!Number.isSafeInteger(raw) || raw < field.min || raw > field.max) {
    return { ok: false, message: `Enter a value from ${display(field.min, field.unit)} to ${display(field.max, field.unit)}.` };
  }
  return { ok: true, raw };
}

/** How a value reads in messages and the list of changes. */
export function display(raw: number, unit: PriceUnit): string {
  switch (unit) {
    case "dollars":
      return formatUsd(raw);
    case "rate":
      return formatCentiCentsAsUsd(raw);
    case "percent":
      return `${raw}%`;
    case "taxPercent":
      return formatMilliPercent(raw);
    case "minutes":
      return `${raw} min`;
    case "count":
      return raw.toLocaleString("en-US");
  }
}

export function formTexts(table: PriceTable): Record<string, string> {
  return Object.fromEntries(priceFields(table).map((field) => [field.key, toText(field.raw, field.unit)]));
}

function withValue(table: PriceTable, key: string, raw: number): PriceTable {
  const [head, id, name] = key.split(".");
  if (head === "services" && id && name) {
    return { ...table, services: table.services.map((service) => (service.slug === id ? { ...service, pricing: { ...service.pricing, [name]: raw } } : service)) };
  }
  if (head === "extras" && id && name) {
    return { ...table, extras: table.extras.map((extra) => (extra.id === id ? { ...extra, [name]: raw } : extra)) };
  }
  if (head === "frequency" && id) return { ...table, frequencyDiscountPercent: { ...table.frequencyDiscountPercent, [id]: raw } };
  if (head === "salesTaxMilliPercent") return { ...table, salesTaxMilliPercent: raw };
  if (head === "lateCancellationFeeCents") return { ...table, lateCancellationFeeCents: raw };
  return table;
}

export type ApplyResult = { ok: true; table: PriceTable } | { ok: false; errors: Record<string, string> };

/** The edited texts applied to the table, checked field by field and then as a whole. */
export function applyTexts(table: PriceTable, texts: Readonly<Record<string, string>>): ApplyResult {
  const errors: Record<string, string> = {};
  let next = table;
  for (const field of priceFields(table)) {
    const parsed = fromText(texts[field.key] ?? "", field);
    if (!parsed.ok) errors[field.key] = parsed.message;
    else next = withValue(next, field.key, parsed.raw);
  }
  for (const service of next.services) {
    if (service.pricing.model === "area" && service.pricing.minSqFt > service.pricing.maxSqFt) {
      errors[`services.${service.slug}.maxSqFt`] = "The largest area must be at least the smallest.";
    }
  }
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  const checked = savablePriceTableSchema.safeParse(next);
  if (!checked.success) return { ok: false, errors: { form: checked.error.issues[0]?.message ?? "The price table is not valid." } };
  return { ok: true, table: checked.data };
}

/** "Deep cleaning: Base price (…): $225 → $240", one line per changed number. */
export function priceChanges(before: PriceTable, after: PriceTable): string[] {
  const afterFields = new Map(priceFields(after).map((field) => [field.key, field]));
  const lines: string[] = [];
  for (const field of priceFields(before)) {
    const next = afterFields.get(field.key);
    if (next && next.raw !== field.raw) lines.push(`${field.group}: ${field.label}: ${display(field.raw, field.unit)} → ${display(next.raw, field.unit)}`);
  }
  return lines;
}
