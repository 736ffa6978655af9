import type { IconName } from "./icons";

/** The icon drawn for each service (by service page slug or price-table slug). */
const SERVICE_ICONS: Record<string, IconName> = {
  "residential-cleaning": "home",
  "residential-cleaning/kitchen": "pot",
  "residential-cleaning/bathroom": "bath",
  "residential-cleaning/general": "sofa",
  "deep-cleaning": "sparkles",
  "office-cleaning": "building",
  "custom-cleaning": "list",
  "move-in-out-cleaning": "box",
  "heavy-condition-cleaning": "bucket",
  "filthy-cleaning": "broom",
  "post-construction-cleaning": "hardHat",
  "home-organization": "shelves",
  laundry: "washer",
  dishwashing: "dish",
};

export function serviceIcon(slug: string): IconName {
  return SERVICE_ICONS[slug] ?? "sparkles";
}
