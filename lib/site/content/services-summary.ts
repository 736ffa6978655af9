import type { ServiceSummary } from "./types";

/**
 * Every service in one list, in menu order, for the home page overview and /service-page.
 * Home organization, laundry and dishwashing have no page of their own and link to booking.
 */
export const serviceSummaries: ServiceSummary[] = [
  {
    slug: "residential-cleaning",
    priceSlug: "residential-cleaning",
    name: "Residential Cleaning",
    summary:
      "Routine upkeep for apartments and houses: kitchen, bathrooms, bedrooms and living areas on one checklist. Book it weekly, every two weeks or monthly and save on each visit.",
    href: "/services/residential-cleaning",
    group: "basics",
    hasPage: true,
  },
  {
    slug: "residential-cleaning/kitchen",
    priceSlug: "residential-cleaning",
    name: "Kitchen Cleaning",
    summary:
      "Degreased burners and knobs, a scrubbed sink, wiped appliance fronts and a mopped floor, with the fridge, oven and cabinet interiors available as add-ons.",
    href: "/services/residential-cleaning/kitchen",
    group: "basics",
    hasPage: true,
  },
  {
    slug: "residential-cleaning/bathroom",
    priceSlug: "residential-cleaning",
    name: "Bathroom Cleaning",
    summary:
      "Tub, shower glass, toilet, vanity and floor tile done properly, with gentle products for old grout and natural stone.",
    href: "/services/residential-cleaning/bathroom",
    group: "basics",
    hasPage: true,
  },
  {
    slug: "residential-cleaning/general",
    priceSlug: "residential-cleaning",
    name: "General Cleaning",
    summary:
      "Living rooms, bedrooms and hallways dusted from shelf to sill, radiators included, then floors vacuumed and mopped.",
    href: "/services/residential-cleaning/general",
    group: "basics",
    hasPage: true,
  },
  {
    slug: "deep-cleaning",
    priceSlug: "deep-cleaning",
    name: "Deep Cleaning",
    summary:
      "The detailed top-to-bottom clean for a first visit or a seasonal reset: grout, door frames, switch plates, vents and the buildup regular visits leave behind.",
    href: "/services/deep-cleaning",
    group: "specialized",
    hasPage: true,
  },
  {
    slug: "office-cleaning",
    priceSlug: "office-cleaning",
    name: "Office Cleaning",
    summary:
      "Workplaces, studios and showrooms priced by the square foot, with insured cleaners and building paperwork handled.",
    href: "/services/office-cleaning",
    group: "specialized",
    hasPage: true,
  },
  {
    slug: "custom-cleaning",
    priceSlug: "custom-cleaning",
    name: "Custom Cleaning",
    summary: "Book hours, write your own task list, and have a cleaner work through it in your order of priority.",
    href: "/services/custom-cleaning",
    group: "specialized",
    hasPage: true,
  },
  {
    slug: "move-in-out-cleaning",
    priceSlug: "move-in-out-cleaning",
    name: "Move In/Out Cleaning",
    summary:
      "An empty-apartment clean for lease endings, closings and new keys, planned around freight elevators and walk-throughs.",
    href: "/services/move-in-out-cleaning",
    group: "specialized",
    hasPage: true,
  },
  {
    slug: "heavy-condition-cleaning",
    priceSlug: "heavy-condition-cleaning",
    name: "Catch-Up Cleaning",
    summary:
      "Extra time and stronger methods for homes with months or years of grease, scale and dust, done discreetly.",
    href: "/services/heavy-condition-cleaning",
    group: "specialized",
    hasPage: true,
  },
  {
    slug: "filthy-cleaning",
    priceSlug: "filthy-cleaning",
    name: "Full Reset Cleaning",
    summary:
      "Our most intensive residential service, for abandoned units, estates and homes where every room needs serious work.",
    href: "/services/filthy-cleaning",
    group: "specialized",
    hasPage: true,
  },
  {
    slug: "post-construction-cleaning",
    priceSlug: "post-construction-cleaning",
    name: "Post-Construction Cleaning",
    summary:
      "Drywall dust, paint specks, stickers and film removed after a renovation or build-out, priced by square foot.",
    href: "/services/post-construction-cleaning",
    group: "specialized",
    hasPage: true,
  },
  {
    slug: "home-organization",
    priceSlug: "home-organization",
    name: "Home Organization",
    summary:
      "Hourly help sorting, decluttering and setting up closets, kitchens and storage so a small apartment works harder. You decide what stays; we help it find a place. Three-hour minimum.",
    href: "/booking?service=home-organization",
    group: "add-ons",
    hasPage: false,
  },
  {
    slug: "laundry",
    priceSlug: "laundry",
    name: "Laundry Wash-Dry-Fold",
    summary:
      "We wash, dry and fold your laundry on your own machines, in your unit or in the building laundry room, priced per load. Add it to any cleaning, or book it alone with a two-load minimum.",
    href: "/booking?service=laundry",
    group: "add-ons",
    hasPage: false,
  },
  {
    slug: "dishwashing",
    priceSlug: "dishwashing",
    name: "Dishwashing",
    summary:
      "A sink full of dishes handled by hand or loaded into the dishwasher and put away. Add it to any cleaning, or book it on its own by the hour after a party or a big holiday meal.",
    href: "/booking?service=dishwashing",
    group: "add-ons",
    hasPage: false,
  },
];
