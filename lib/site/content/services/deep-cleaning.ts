import type { ServicePageContent } from "../types";

export const deepCleaning: ServicePageContent = {
  slug: "deep-cleaning",
  path: "/services/deep-cleaning",
  name: "Deep Cleaning",
  priceSlug: "deep-cleaning",
  title: "Deep Cleaning in NYC | Borough Bright Cleaning",
  metaDescription:
    "Deep cleaning for New York apartments and houses: grout, door frames, radiators, cabinet fronts and buildup regular visits skip. Book online, pay after.",
  h1: "Deep Cleaning for New York Apartments and Houses",
  intro: [
    "A deep cleaning is the reset button. It goes after the things a regular cleaning does not have time for: the grime at the edges of the kitchen floor, the gray line along the shower grout, the tops of door frames, the radiator that has been shedding dust since October. It takes longer, it costs more, and it is the one visit that makes a home feel different when you walk in.",
    "Most people book a deep cleaning when they first start with us, before or after a season of heavy use, before hosting family, or when they realize the regular upkeep has been losing ground for a while. After a deep cleaning, regular visits keep that standard in place for a fraction of the effort.",
  ],
  included: [
    {
      heading: "Everything in a regular cleaning, plus",
      items: [
        "Grout on bathroom floors and shower walls scrubbed with a brush",
        "Soap scum and residue removed from tile, glass and fixtures down to the original finish",
        "Kitchen cabinet fronts and doors degreased all the way across, not just around the handles",
        "Range hood exterior and the wall behind the stove washed",
        "Door frames, doors and the tops of door casings wiped",
        "Light switches, outlet covers and thermostat faces cleaned",
        "Radiators dusted between the fins as far as a brush reaches, and covers cleaned inside",
        "Vent covers and return grilles dusted",
        "Window sills and tracks scrubbed, including the corners where grit packs in",
        "Under and behind light furniture vacuumed and the floor edges detailed by hand",
        "Tops of wardrobes, bookcases and kitchen cabinets dusted",
      ],
    },
  ],
  whoItsFor: [
    "First-time customers whose home has not been professionally cleaned in a few months or longer.",
    "Spring and fall resets, especially after a winter of radiator heat and closed windows.",
    "Preparing for guests, a party, a new baby or a family member coming to stay.",
    "Apartments being listed for sale or rent that need to photograph well.",
  ],
  pricing: [
    "Deep cleaning starts at {fromPrice} for a studio or one-bedroom with one bathroom; every bedroom and bathroom beyond that adds its own fixed rate. You see the total, line by line, in the booking form before you choose a date.",
    "Inside the oven, fridge or cabinets, baseboards and interior windows are not part of the base deep cleaning; add them as extras if your home needs them, each at its listed price. The recurring discounts for monthly, biweekly and weekly schedules apply to regular cleaning, so deep cleaning is quoted as a one-time visit.",
    "Sales tax for New York City (8.875%) is calculated on the total. Nothing is charged when you book: you pay after the visit is done.",
  ],
  process: [
    {
      title: "Top down",
      text: "We start high, with cabinet tops, door frames and light fixtures, so the dust falls onto surfaces we have not cleaned yet.",
    },
    {
      title: "Wet rooms next",
      text: "Kitchen and bathrooms get cleaners applied early so they have time to work on grease and soap film while we dust elsewhere.",
    },
    {
      title: "Detail passes",
      text: "Grout, radiator fins, switch plates and window tracks get handwork, room by room.",
    },
    {
      title: "Floors last",
      text: "Edges by hand, then a full vacuum and mop, working toward the door so nothing is walked on afterward.",
    },
  ],
  sections: [
    {
      id: "seasonal",
      heading: "Why New York homes need a reset twice a year",
      paragraphs: [
        "Steam heat is wonderful in January and hard on cleanliness. Radiators pull air across their fins all winter, and the dust they carry leaves a dark shadow on the wall above. Closed windows keep cooking grease inside, and the thin gray film it forms on cabinet doors builds slowly enough that nobody notices until spring. A deep cleaning in March or April takes all of that off at once.",
        "Summer brings the opposite problem. Windows stay open, and in apartments near an elevated line, a truck route or a construction site, fine black grit settles on every sill and in every track. A deep cleaning at the end of the season clears it before the radiators come back on and bake it in.",
      ],
    },
  ],
  faqs: [
    {
      question: "How long does a deep cleaning take?",
      answer:
        "Your quote shows an estimated duration for your exact home. A one-bedroom usually takes several hours; larger homes take longer, and every extra you add, such as the inside of the oven, adds its own time.",
    },
    {
      question: "Do I need a deep cleaning before regular visits can start?",
      answer:
        "It is not required, but it is wise if your home has gone more than a couple of months without a thorough clean. A regular visit can only maintain what is already clean; it will not catch up months of buildup in one go.",
    },
    {
      question: "Is a deep cleaning the same as a move-out cleaning?",
      answer:
        "They overlap, but a move-out cleaning is designed for an empty home and a landlord's or co-op board's inspection. If you are moving, book move in/out cleaning instead so we plan for empty closets and cabinets.",
    },
    {
      question: "What if my place is in much worse shape than a normal deep clean?",
      answer:
        "Heavy grease, thick soap scum throughout, or a home that has been neglected for a long time needs more time than a deep cleaning allows. Look at catch-up cleaning, or full reset cleaning for the most extreme situations.",
    },
    {
      question: "Can I book a deep cleaning on a weekend?",
      answer:
        "Yes. We work every day of the week, and the first start time is 8 AM, the last 5 PM. For a long deep cleaning, an earlier start gives the team the whole day.",
    },
  ],
  cta: {
    heading: "Start fresh",
    text: "Get your deep cleaning quote now, add the extras you need, and pay only after the work is done.",
    primary: { label: "Book a Deep Cleaning", href: "/booking?service=deep-cleaning" },
    secondary: { label: "Request a Free Estimate", href: "/contact" },
  },
};
