import type { ServicePageContent } from "../types";

export const heavyConditionCleaning: ServicePageContent = {
  slug: "heavy-condition-cleaning",
  path: "/services/heavy-condition-cleaning",
  name: "Catch-Up Cleaning",
  priceSlug: "heavy-condition-cleaning",
  title: "Catch-Up Cleaning in NYC | Borough Bright",
  metaDescription:
    "Catch-up cleaning for NYC homes with months or years of buildup: thick grease, caked soap scum, dust layers. Discreet, no-judgment, pay after.",
  h1: "Catch-Up Cleaning for Homes That Fell Behind",
  intro: [
    "Life gets in the way. A long illness, a demanding job, a new baby, a stretch of depression, a roommate who left and took the cleaning habits with them: there are a hundred ordinary reasons a home ends up far past what a regular or even a deep cleaning can fix. Catch-up cleaning exists for that gap, and we do it without comment or judgment.",
    "The difference is time and method. Grease that has polymerized on a range hood, soap scum that has turned into a crust on the tub, dust that has matted into a layer on every shelf: these need stronger products, longer dwell times and repeated passes. We plan the visit for that from the start instead of discovering it halfway through.",
  ],
  included: [
    {
      heading: "What we take on",
      items: [
        "Layered, sticky grease on stovetops, hoods, backsplashes and cabinet fronts",
        "Thick soap scum, rust stains and body-oil buildup on tubs, showers and sinks",
        "Toilets with heavy staining and buildup under the rim",
        "Dust and grime matted onto shelves, blinds, radiators and fans",
        "Floors with ground-in dirt, sticky patches and dried spills",
        "Fridge exteriors, microwaves and small appliances coated from months of use",
        "Loose trash and clutter bagged and taken to your building's trash area",
      ],
    },
    {
      heading: "How it differs from a deep cleaning",
      items: [
        "More time built into the estimate from the start",
        "Degreasers and descalers chosen for years, not weeks, of residue",
        "Repeated passes on the worst areas instead of one detailed pass everywhere",
        "A frank conversation up front about what can be restored and what is permanent staining or damage",
      ],
    },
  ],
  whoItsFor: [
    "Homes that have gone six months or more without a real cleaning.",
    "Apartments left in poor shape by a previous tenant or a departing roommate.",
    "Families helping a relative after a hospital stay, a decline in health, or a bereavement.",
    "Landlords and owners getting a unit back into rentable condition.",
  ],
  pricing: [
    "Catch-up cleaning is quoted from {fromPrice} for a studio or one-bedroom with a single bathroom, and the quote rises by a fixed step for every extra bedroom and bathroom. The price reflects the longer time a catch-up visit needs, and you see it in full before booking.",
    "Extras are priced separately; inside the oven and inside the fridge are the ones most homes in this condition need. NYC sales tax of 8.875% applies, nothing is charged at booking, and payment is due after the visit.",
    "If you are not sure whether your home needs deep, catch-up or full reset cleaning, describe it to us through the contact page or by phone at {phone}. We would rather help you choose correctly than have a cleaner arrive with the wrong amount of time.",
  ],
  sections: [
    {
      id: "discretion",
      heading: "Discreet and respectful",
      paragraphs: [
        "Many people feel embarrassed to ask for this kind of help. You do not need to be. Our cleaners arrive just as they would for any other visit, nothing about the job is shared with your neighbors or building staff beyond what access requires, and your home and everything in it get the same care as any other.",
        "You do not have to be there, and you do not have to tidy first. If there are things you want kept, set aside or not touched, a note in the order is enough.",
      ],
    },
    {
      id: "limits",
      heading: "Where catch-up cleaning stops",
      paragraphs: [
        "Some situations need licensed specialists rather than cleaners. We do not handle blood, bodily fluids, human waste or accumulated animal waste, needles or other sharps, active pest infestations, or mold growth beyond ordinary surface mildew; in New York State, larger mold jobs belong to licensed mold remediation contractors. We also do not lift or haul anything over 40 pounds, including furniture and appliances.",
        "If a home is packed with belongings to the point that rooms cannot be used, look at our full reset cleaning service, or combine a cleaning with home organization hours.",
      ],
    },
  ],
  faqs: [
    {
      question: "Will you judge me or my home?",
      answer:
        "No. Our cleaners see homes in every condition, and the job is to make yours better, not to comment on it. Nobody will mention it to you, your neighbors or your building staff.",
    },
    {
      question: "Can everything be made to look new?",
      answer:
        "A lot can, but not everything. Long-standing stains can etch enamel, discolor grout and permanently mark wood. We will tell you honestly what we expect to remove and what is likely to remain.",
    },
    {
      question: "How many hours does this take?",
      answer:
        "The booking form gives an estimated duration for your home's size. Catch-up visits are long by design; for large homes in very poor shape we may suggest a second visit rather than rushing.",
    },
    {
      question: "Do you remove trash?",
      answer:
        "We bag loose trash and carry it to your building's trash room or the curb on collection day, within the 40-pound limit per bag. Furniture, mattresses and bulk items need a junk removal service.",
    },
    {
      question: "What if there are bugs or mice?",
      answer:
        "An active infestation needs an exterminator first. Once the treatment is done and your exterminator says it is safe, we can clean up afterward.",
    },
  ],
  cta: {
    heading: "A fresh start, without judgment",
    text: "See your price online, or tell us about your home first and we will help you choose the right service.",
    primary: { label: "Get a Quote", href: "/booking?service=heavy-condition-cleaning" },
    secondary: { label: "Talk to Us First", href: "/contact" },
  },
};
