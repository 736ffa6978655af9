import type { ServicePageContent } from "../types";

export const moveInOutCleaning: ServicePageContent = {
  slug: "move-in-out-cleaning",
  path: "/services/move-in-out-cleaning",
  name: "Move In/Out Cleaning",
  priceSlug: "move-in-out-cleaning",
  title: "Move In & Move Out Cleaning in NYC | Borough Bright",
  metaDescription:
    "Move-in and move-out cleaning for NYC rentals, co-ops and condos. Ready for the landlord walk-through or board inspection. Instant quote, pay after.",
  h1: "Move In and Move Out Cleaning in New York City",
  intro: [
    "Moving in New York is a logistics puzzle: the freight elevator reservation, the certificate of insurance for the movers, the super who is only around until four, the lease that ends on the 31st while the new one starts on the 1st. Cleaning is the piece that tends to get squeezed into the last night with a borrowed mop. It does not have to be.",
    "Our move in/out cleaning is built for empty or nearly empty homes. With the furniture gone, we can reach every corner, shelf and floorboard, and we clean to the standard a landlord, managing agent or co-op board will look for at the walk-through. Moving in, the same service means you unpack into a place that is actually clean, not just broom-swept.",
  ],
  included: [
    {
      heading: "Throughout the home",
      items: [
        "Every floor vacuumed and mopped wall to wall, including where the furniture stood",
        "Closets emptied of dust: shelves, rods and the floor inside",
        "Doors, door frames and hardware washed",
        "Light switches, outlet covers and intercom panels wiped",
        "Radiators and radiator covers dusted, inside and out",
        "Window sills and tracks cleaned",
        "Built-in shelving and medicine cabinets wiped inside",
      ],
    },
    {
      heading: "Kitchen and bathrooms",
      items: [
        "Cabinet fronts, drawer fronts and pulls degreased",
        "Stovetop, range exterior and hood cleaned, drip pans and grates included",
        "Sink, faucet and the area under the sink wiped out",
        "Tub, shower, toilet and vanity scrubbed, with fixtures shined",
        "Tile walls washed and floor grout brushed",
      ],
    },
  ],
  whoItsFor: [
    "Renters moving out who want their full security deposit back.",
    "Co-op and condo sellers facing a final walk-through before closing.",
    "Buyers and new tenants who want to start clean before the boxes arrive.",
    "Landlords and property managers turning an apartment over between tenants.",
  ],
  pricing: [
    "A move in/out cleaning of a studio or one-bedroom with one bathroom is {fromPrice}; larger homes add a set amount per extra bedroom and per extra bathroom. The booking form shows the full breakdown instantly.",
    "For an empty apartment, most people add the inside of the fridge ({extra:inside-fridge}), the inside of the oven ({extra:inside-oven}) and the inside of the cabinets ({extra:inside-cabinets}), because a landlord or buyer will open all three. Interior windows ({extra:interior-windows} each), baseboards and wall spot cleaning are also available. Every extra is listed in your quote, so the total you see, with 8.875% NYC sales tax included, is the total you pay.",
    "You pay after the visit. Recurring discounts do not apply to move cleaning, which is a one-time service.",
  ],
  process: [
    {
      title: "Time it right",
      text: "Book for after the movers leave and before you hand in the keys. The electricity and water should still be on; we need light to see and water to clean.",
    },
    {
      title: "Sort out access",
      text: "Leave the keys with the doorman or super, or meet us there. If your building requires the freight elevator for anyone carrying equipment, tell us the reservation window.",
    },
    {
      title: "We clean, top to bottom",
      text: "Shelves and cabinets first, then surfaces, then floors, ending at the front door.",
    },
    {
      title: "Walk-through ready",
      text: "You get a checked-out order and an email when we finish, so you can head straight to the inspection or the closing.",
    },
  ],
  sections: [
    {
      id: "deposits",
      heading: "Security deposits and co-op inspections",
      paragraphs: [
        "Under New York's 2019 tenant protection law, a landlord generally has 14 days after you move out to either return your security deposit or give you an itemized statement of what they are keeping and why. Normal wear and tear is not a valid deduction, but an apartment left dirty invites an argument about what counts as damage. A professionally cleaned apartment takes that argument off the table.",
        "Co-ops and condos add their own layer. Many boards and managing agents inspect a unit before the sale closes or before the new owner moves in, and some buildings look closely at common-area damage and freight elevator use on moving day. We work within your building's rules and schedule so the cleaning is one less thing to negotiate.",
      ],
    },
  ],
  faqs: [
    {
      question: "Should the apartment be empty when you clean?",
      answer:
        "Ideally, yes. Empty rooms mean we can clean where furniture stood and inside every closet. If a few boxes or pieces remain, we clean around them and let you know what we could not reach.",
    },
    {
      question: "Can you clean on the same day as my move?",
      answer:
        "Yes, if the movers are finished by the start time you choose. The latest start is 5 PM, so for a same-day move-out an afternoon slot gives the movers room to finish.",
    },
    {
      question: "Do you remove things the previous tenant left behind?",
      answer:
        "We bag loose trash and take it to your building's trash area. Furniture, mattresses and bulky items are not something we haul; those need a junk removal service or a bulk pickup through the city.",
    },
    {
      question: "Will this guarantee I get my deposit back?",
      answer:
        "No cleaning company can promise what your landlord will decide, and damage or wear is a separate question. What we can promise is a clean apartment, and if something we cleaned is not right, report it within 24 hours and we will come back to fix it at no charge.",
    },
    {
      question: "What about the inside of the fridge and oven?",
      answer:
        "Those are extras, and for a move they are almost always worth adding. Choose them in step 2 of the booking form so the extra time is reserved.",
    },
    {
      question: "I'm moving into a brand-new or just-renovated apartment. Is this the right service?",
      answer:
        "If contractors have just finished, construction dust needs a different approach. Book post-construction cleaning instead, which is priced by square foot and planned for fine dust and leftover residue.",
    },
  ],
  cta: {
    heading: "One less thing on moving day",
    text: "Get your move cleaning quote in a minute and pick a slot that fits between the movers and the walk-through.",
    primary: { label: "Book Move Cleaning", href: "/booking?service=move-in-out-cleaning" },
    secondary: { label: "Contact Us", href: "/contact" },
  },
};
