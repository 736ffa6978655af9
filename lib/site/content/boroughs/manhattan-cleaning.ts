import type { BoroughPageContent } from "../types";

export const manhattanCleaning: BoroughPageContent = {
  slug: "manhattan-cleaning",
  path: "/services/manhattan-cleaning",
  borough: "Manhattan",
  priceSlug: "residential-cleaning",
  title: "Cleaning Services in Manhattan | Borough Bright Cleaning",
  metaDescription:
    "House and office cleaning across Manhattan, from the Financial District to Inwood. Doorman, walk-up and co-op friendly. Instant quote, 7 days a week.",
  h1: "Cleaning Services in Manhattan",
  intro: [
    "Manhattan homes come in every shape: a fourth-floor walk-up studio in the East Village, a classic six on the Upper West Side, a glass tower rental by the Hudson, a loft in Tribeca with more windows than walls. What they share is limited space, heavy use, and a building with rules about who comes and goes. We clean every one of those homes, any day of the week.",
    "Our cleaners know how Manhattan buildings work: checking in with the doorman, waiting for the service elevator, leaving keys the way the front desk prefers. You book online with an instant quote, tell us how to get in, and come home to a clean apartment.",
  ],
  neighborhoods: {
    heading: "Manhattan neighborhoods we serve",
    intro: "We cover residential Manhattan from the southern tip to the northern edge of the island, plus Roosevelt Island.",
    groups: [
      {
        area: "Downtown",
        neighborhoods: [
          "Financial District",
          "Battery Park City",
          "Tribeca",
          "SoHo",
          "Chinatown",
          "Lower East Side",
          "Two Bridges",
          "East Village",
          "Greenwich Village",
          "West Village",
        ],
      },
      {
        area: "Midtown",
        neighborhoods: [
          "Chelsea",
          "Flatiron",
          "NoMad",
          "Gramercy Park",
          "Stuyvesant Town",
          "Kips Bay",
          "Murray Hill",
          "Hell's Kitchen",
          "Midtown East",
          "Sutton Place",
          "Tudor City",
        ],
      },
      {
        area: "Uptown",
        neighborhoods: [
          "Upper West Side",
          "Lincoln Square",
          "Upper East Side",
          "Lenox Hill",
          "Yorkville",
          "Carnegie Hill",
          "Roosevelt Island",
        ],
      },
      {
        area: "Upper Manhattan",
        neighborhoods: [
          "Morningside Heights",
          "Harlem",
          "East Harlem",
          "Hamilton Heights",
          "Sugar Hill",
          "Washington Heights",
          "Hudson Heights",
          "Inwood",
        ],
      },
    ],
  },
  zipCoverage: {
    heading: "Manhattan ZIP codes we cover",
    text: [
      "The booking form checks your ZIP code as you type. We serve these residential Manhattan ZIP codes; business-only and post-office-box ZIP codes are not on the list.",
      "If your building has its own ZIP code or you are not sure whether it is covered, write to us through the contact page with the street address and we will check.",
    ],
    ranges: ["10001-10007", "10009-10014", "10016-10040", "10044", "10065", "10069", "10075", "10128", "10280", "10282"],
  },
  localNotes: [
    {
      id: "doormen",
      heading: "Doorman buildings and front desks",
      paragraphs: [
        "In a doorman building, the simplest arrangement is to leave a key with the front desk and add your cleaner to the guest list. Tell us the name on the list and any instructions, for example whether the desk calls up or sends visitors straight through, and your cleaner will show ID and follow the desk's routine.",
        "Many full-service buildings ask vendors to use the service entrance and the service elevator. We plan the first minutes of the visit around that, so a wait for the elevator does not come out of your cleaning time in a way that surprises you.",
      ],
    },
    {
      id: "walk-ups",
      heading: "Walk-ups and tenements",
      paragraphs: [
        "Five- and six-story walk-ups are everywhere below 14th Street, in Hell's Kitchen and across Harlem and Washington Heights. Our cleaners carry their equipment up the stairs, and the price is the same whether you live on the second floor or the sixth. Railroad layouts and apartments where the bathtub sits in the kitchen are familiar territory.",
        "Buzzers in older buildings are not always reliable. If yours is temperamental, give us a phone number to text on arrival or a lockbox code in your access notes.",
      ],
    },
    {
      id: "co-ops",
      heading: "Co-op rules and certificates of insurance",
      paragraphs: [
        "Prewar co-ops on Central Park West, Riverside Drive and Park Avenue often limit vendor hours, require a certificate of insurance from anyone working in an apartment, or ask for advance notice to the managing agent. Starting every visit between 8 AM and 5 PM fits most house rules; if your building restricts weekends, pick a weekday.",
        "When your building needs our certificate of insurance, send us the managing agent's requirements when you book. The earlier we have them, the sooner the paperwork is on file with the front office.",
      ],
    },
    {
      id: "parking-and-dust",
      heading: "Parking, traffic and city dust",
      paragraphs: [
        "Street parking in Manhattan is nearly impossible, but that is our problem, not yours. You never need to find a spot or pay for a garage for us, and there is no travel fee on any order.",
        "Apartments on avenues and near bridge and tunnel approaches collect a fine gray grime on window sills and blinds that ordinary dusting only moves around. We wipe sills and radiator tops on every visit, and interior window washing is an extra you can add per window.",
      ],
    },
  ],
  services: {
    heading: "Popular services in Manhattan",
    intro: "Every service we offer is available anywhere in Manhattan. These are the ones Manhattan customers book most.",
    items: [
      {
        serviceSlug: "residential-cleaning",
        name: "Regular cleaning",
        text: "Weekly or every-other-week upkeep for apartments where the kitchen is a galley and the bathroom has no window. Recurring visits save 10% to 20%.",
      },
      {
        serviceSlug: "move-in-out-cleaning",
        name: "Move in/out cleaning",
        text: "Timed around the freight elevator reservation and the board or landlord walk-through, for rentals, co-ops and condos.",
      },
      {
        serviceSlug: "deep-cleaning",
        name: "Deep cleaning",
        text: "A full reset for prewar apartments after a winter of steam heat, with grout, radiators and door frames included.",
      },
      {
        serviceSlug: "office-cleaning",
        name: "Office cleaning",
        text: "Priced by square foot for Midtown and Downtown offices, studios and showrooms, with certificates of insurance for the building.",
      },
      {
        serviceSlug: "post-construction-cleaning",
        name: "Post-construction cleaning",
        text: "For co-op and condo renovations that end with an alteration agreement sign-off and a layer of plaster dust.",
      },
    ],
  },
  pricing: [
    "Manhattan prices are the same as everywhere else we work. Regular cleaning begins at {fromPrice}, which covers a studio or a one-bedroom with one bath, and the booking form adds a set amount for each extra bedroom and bathroom. There is no doorman surcharge, no walk-up fee and no charge for travel.",
    "Recurring regular cleanings earn 10% off monthly, 15% off every two weeks and 20% off weekly. The 8.875% city sales tax appears in the quote before you book, and you pay once the visit is done.",
  ],
  faqs: [
    {
      question: "Do you clean in doorman buildings where I won't be home?",
      answer:
        "Yes, it is one of the most common setups we see. Leave a key and your cleaner's visit on file with the front desk, write the details in your access notes, and we will take it from there.",
    },
    {
      question: "My co-op requires a certificate of insurance. Can you provide one?",
      answer:
        "Yes. Ask your managing agent for their exact requirements, such as the names to list as additional insured, and send them to us before your first visit so the certificate can be approved in time.",
    },
    {
      question: "Is there an extra charge for a walk-up?",
      answer:
        "No. The stairs are part of working in Manhattan. Your price depends only on the service, the size of your home and the extras you pick.",
    },
    {
      question: "Do you serve Roosevelt Island and Inwood?",
      answer:
        "Yes. Roosevelt Island (10044) and Inwood (10034) are both in our Manhattan coverage, along with everything in between.",
    },
    {
      question: "How soon can I book a cleaning in Manhattan?",
      answer:
        "The earliest slot is tomorrow, and you can book as far as 90 days ahead. Start times run from 8 AM to 5 PM, every day of the week.",
    },
  ],
  cta: {
    heading: "Book your Manhattan cleaning",
    text: "Enter your ZIP code, rooms and extras for an instant quote, then pick any day from tomorrow on.",
    primary: { label: "Book Now", href: "/booking?service=residential-cleaning" },
    secondary: { label: "Contact Us", href: "/contact" },
  },
};
