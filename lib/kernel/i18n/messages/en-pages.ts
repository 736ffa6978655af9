/**
 * The words of the service and borough pages' components (docs/product.md, "Languages"): the
 * headings, facts, prices and links they add around the page's own copy, which comes from its
 * content object (lib/site/content). Plain strings, some with `{name}` values, read without a
 * formatter (lib/kernel/i18n/page-words.ts). The English wording is the site's as it always was:
 * keep it byte for byte.
 */
export const enPages = {
  service: {
    quickQuoteTitle: "Your {name} price",
    atAGlance: "At a glance",
    startingPrice: "Starting price",
    fromPrice: "From {price}",
    schedule: "Schedule",
    scheduleValue: "7 days a week, from tomorrow",
    serviceArea: "Service area",
    serviceAreaValue: "Manhattan, Brooklyn and Queens",
    cleaners: "Your cleaners",
    cleanersValue: "Background-checked and insured",
    included: "What's included",
    whoItsFor: "Who it's for",
    pricing: "How the price works",
    from: "From",
    priceNote: "{note}, before extras and tax",
    instantQuote: "Get your instant quote",
    process: "How the visit goes",
    related: "Related services",
    boroughLinks: "{service} is available in all three boroughs we serve:",
    cleaningIn: "Cleaning in {borough}",
  },
  borough: {
    eyebrow: "Service area: {borough}",
    neighborhoods: "Neighborhoods we serve",
    mapTitle: "Map of the boroughs we serve, with {borough} highlighted",
    regularFrom: "Regular cleaning in {borough} from {price}",
    zipCodes: "{borough} ZIP codes",
    localNotes: "Cleaning in {borough}: what we plan for",
    pricing: "Pricing in {borough}",
  },
  bookBar: "From {price} · Book",
  priceNote: {
    rooms: "for a studio or 1 bedroom, 1 bathroom",
    area: "minimum, from {sqFt} sq ft",
    hourly: "for the {hours}-hour minimum",
    loads: "for the {loads}-load minimum",
    dishwashing: "for the first hour",
  },
} as const;
