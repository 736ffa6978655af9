import type { ServicePageContent } from "../types";

export const officeCleaning: ServicePageContent = {
  slug: "office-cleaning",
  path: "/services/office-cleaning",
  name: "Office Cleaning",
  priceSlug: "office-cleaning",
  title: "Office & Commercial Cleaning in NYC | Borough Bright",
  metaDescription:
    "Office cleaning for NYC workplaces, studios and showrooms, priced by square foot with a clear minimum. Insured cleaners, COIs for your building on request.",
  h1: "Office and Commercial Cleaning in New York City",
  intro: [
    "A clean office is one of those things nobody mentions until it is not. The shared kitchen gets sticky, the conference table collects coffee rings, the restroom runs out of patience before it runs out of paper towels. We keep small and mid-sized workplaces in Manhattan, Brooklyn and Queens clean on a schedule that suits how they work.",
    "We clean offices, creative studios, showrooms, coworking suites, nonprofit offices and storefront businesses. Pricing is based on floor area, so you know what a visit costs before anyone walks in, and the people who come are background-checked and insured, which matters when they are alone with your equipment and files.",
  ],
  included: [
    {
      heading: "Work areas",
      items: [
        "Desks and work surfaces dusted and wiped around equipment, papers left untouched",
        "Phones, keyboards and shared touchpoints disinfected on request",
        "Conference tables, chairs and whiteboard ledges cleaned",
        "Reception desk, lobby seating and entry glass polished",
        "Carpet vacuumed and hard floors vacuumed and mopped",
      ],
    },
    {
      heading: "Kitchenette and break room",
      items: [
        "Counters, sink and backsplash cleaned",
        "Microwave interior and coffee station wiped, drip trays emptied",
        "Outside of the fridge and the water cooler cleaned",
        "Tables and chairs wiped, floor mopped",
      ],
    },
    {
      heading: "Restrooms and waste",
      items: [
        "Toilets, urinals, sinks and partitions cleaned and disinfected",
        "Mirrors and fixtures polished, soap and paper restocked from your supply",
        "Trash and recycling emptied, bagged separately and taken where your building wants them",
      ],
    },
  ],
  whoItsFor: [
    "Offices from a few desks to a full floor, between 500 and 20,000 square feet.",
    "Studios, agencies and showrooms that need to look sharp for clients.",
    "Storefront businesses and community spaces that want a weekend reset.",
    "Property and office managers who need a vendor that can provide insurance paperwork for the building.",
  ],
  pricing: [
    "Office and commercial cleaning is priced by area: {sqFtRate} per square foot, with a minimum of {fromPrice} per visit. A 2,000-square-foot office, for example, is simply two thousand times the rate, and the booking form does the math instantly as soon as you enter your square footage.",
    "The instant quote covers spaces from 500 to 20,000 square feet. Larger spaces, multiple floors with different needs, or anything unusual gets a free estimate: send us the details through the contact page and we will come back with a quote.",
    "Each visit is subject to New York City sales tax at 8.875%. There are no travel charges, no supply fees and no after-the-fact surprises, and payment is due after the visit is finished.",
  ],
  process: [
    {
      title: "Measure",
      text: "Enter your usable square footage; your lease or floor plan usually lists it. If you are unsure, a reasonable estimate is fine and we will confirm on the first visit.",
    },
    {
      title: "Clear the building",
      text: "Tell us about your building's rules: freight elevator hours, the service entrance, and whether management needs a certificate of insurance before we arrive.",
    },
    {
      title: "Schedule",
      text: "Choose a start time between 8 AM and 5 PM on any day of the week. Many offices pick a weekend morning so the work happens while the space is empty.",
    },
    {
      title: "Check in, check out",
      text: "Your cleaner checks in on arrival and out when finished, and the order timeline shows both, so you always know when the job was done.",
    },
  ],
  sections: [
    {
      id: "coi",
      heading: "Certificates of insurance and building rules",
      paragraphs: [
        "Many commercial buildings in Manhattan, Brooklyn and Queens will not let a vendor past the lobby without a certificate of insurance on file, often naming the landlord and the managing agent as additional insured. Send us your building's COI requirements when you book or through the contact page, as early as you can, because management offices typically need a few business days to review one.",
        "We also follow the practical rules: signing in at the security desk, using the freight elevator or service entrance when required, and keeping noise down in shared corridors. If your building has a dress code for vendors, restricted hours, or a loading dock reservation system, put it in the notes and we will work within it.",
      ],
    },
    {
      id: "not-included",
      heading: "What office cleaning does not cover",
      paragraphs: [
        "We do not handle regulated medical waste, sharps, or anything else that counts as a biohazard, and we do not clean exterior windows above the ground floor. Moving heavy furniture, servers or file cabinets, anything over 40 pounds, is outside what our cleaners lift. Carpet shampooing and floor refinishing are specialist trades; we vacuum and mop.",
      ],
    },
  ],
  faqs: [
    {
      question: "Can you clean after business hours?",
      answer:
        "Visits can start on the hour from 8 AM through 5 PM, on weekdays and weekends alike. Offices that want cleaning while nobody is at their desks usually book a Saturday or Sunday, or a late-afternoon start that runs past closing.",
    },
    {
      question: "Can you provide a certificate of insurance for our building?",
      answer:
        "Yes. Our cleaners are insured, and we can arrange a certificate of insurance that meets your building's requirements. Send the requirements from your property manager ahead of the first visit so it is approved in time.",
    },
    {
      question: "Do you bring supplies and paper goods?",
      answer:
        "We bring cleaning supplies and professional equipment. Paper towels, toilet paper, soap and trash liners come from your stock; we refill the dispensers from it.",
    },
    {
      question: "Can we set up a regular weekly schedule?",
      answer:
        "Yes. Book your first visit online, then tell us through the contact form which day and time you want each week, and we will work out a standing schedule with you.",
    },
    {
      question: "What if our space is larger than 20,000 square feet?",
      answer:
        "Request a free estimate through the contact page with the square footage, the number of floors and restrooms, and how often you want service. We will reply with a quote instead of an instant price.",
    },
    {
      question: "Will the same cleaner come each time?",
      answer:
        "We try to keep the same person on a recurring office account, because knowing where the supply closet is and which desks to leave alone makes every visit better.",
    },
  ],
  cta: {
    heading: "A cleaner office by next week",
    text: "Enter your square footage for an instant price, or ask for a free estimate for larger or unusual spaces.",
    primary: { label: "Get an Instant Quote", href: "/booking?service=office-cleaning" },
    secondary: { label: "Request a Free Estimate", href: "/contact" },
  },
};
