import type { BoroughPageContent } from "../types";

export const brooklynCleaning: BoroughPageContent = {
  slug: "brooklyn-cleaning",
  path: "/services/brooklyn-cleaning",
  borough: "Brooklyn",
  priceSlug: "residential-cleaning",
  title: "Cleaning Services in Brooklyn | Borough Bright Cleaning",
  metaDescription:
    "Home and office cleaning in Brooklyn, from Greenpoint to Coney Island. Brownstones, walk-ups and new towers. Background-checked cleaners, instant quote.",
  h1: "Cleaning Services in Brooklyn",
  intro: [
    "Brooklyn living runs from a parlor-floor apartment in a Park Slope brownstone to a new rental tower on the Williamsburg waterfront, a two-family house in Bay Ridge to a converted warehouse loft in Bushwick. Each one gets dirty differently, and our cleaners handle all of them on any day of the week.",
    "Book online in a couple of minutes, see the full price before you commit, and tell us how to get in. Your cleaner arrives with professional equipment and supplies, works from your notes, and leaves you with a home that feels like yours again.",
  ],
  neighborhoods: {
    heading: "Brooklyn neighborhoods we serve",
    intro: "We clean in every residential part of Brooklyn. Here are the neighborhoods, grouped roughly the way locals think about them.",
    groups: [
      {
        area: "North Brooklyn",
        neighborhoods: ["Greenpoint", "Williamsburg", "East Williamsburg", "Bushwick"],
      },
      {
        area: "Brownstone Brooklyn",
        neighborhoods: [
          "Brooklyn Heights",
          "DUMBO",
          "Downtown Brooklyn",
          "Cobble Hill",
          "Carroll Gardens",
          "Boerum Hill",
          "Fort Greene",
          "Clinton Hill",
          "Park Slope",
          "Prospect Heights",
          "Gowanus",
          "Red Hook",
        ],
      },
      {
        area: "Central Brooklyn",
        neighborhoods: [
          "Bedford-Stuyvesant",
          "Crown Heights",
          "Prospect Lefferts Gardens",
          "Flatbush",
          "Ditmas Park",
          "Kensington",
          "Windsor Terrace",
          "East Flatbush",
          "Midwood",
          "Brownsville",
          "East New York",
          "Cypress Hills",
        ],
      },
      {
        area: "South Brooklyn",
        neighborhoods: [
          "Sunset Park",
          "Bay Ridge",
          "Dyker Heights",
          "Bensonhurst",
          "Bath Beach",
          "Borough Park",
          "Gravesend",
          "Sheepshead Bay",
          "Manhattan Beach",
          "Brighton Beach",
          "Coney Island",
          "Marine Park",
          "Mill Basin",
          "Bergen Beach",
          "Canarsie",
          "Starrett City",
        ],
      },
    ],
  },
  zipCoverage: {
    heading: "Brooklyn ZIP codes we cover",
    text: [
      "Enter your ZIP code in the booking form and it confirms coverage instantly. These are the residential Brooklyn ZIP codes we serve, which between them reach every residential neighborhood in the borough.",
    ],
    ranges: ["11201", "11203-11226", "11228-11239", "11249"],
  },
  localNotes: [
    {
      id: "brownstones",
      heading: "Brownstones and row houses",
      paragraphs: [
        "A brownstone or limestone row house is really three or four small homes stacked on top of each other, connected by a narrow staircase. We plan a brownstone visit floor by floor, starting at the top, so dust and grit travel down and out rather than back up onto rooms already done.",
        "Original details deserve care. Carved banisters, plaster medallions, pocket doors and marble mantels are dusted by hand with soft cloths, and we keep harsh products away from old wood and stone. If you own the whole house, tell us which floors are rented out so we clean only your part.",
      ],
    },
    {
      id: "walk-ups-and-garden",
      heading: "Walk-ups and garden apartments",
      paragraphs: [
        "Much of Brooklyn's rental housing is in three- and four-story walk-ups and two-family houses, many with a garden-level unit a few steps below the sidewalk. Garden apartments tend to collect grit from the front areaway and can run damp in summer; we pay attention to floor edges, door sills and bathroom ventilation there.",
        "For upper floors, our cleaners carry equipment up the stairs at no extra charge. If the front door lock sticks or the buzzer only works some of the time, put a workaround in your access notes.",
      ],
    },
    {
      id: "parking",
      heading: "Alternate-side parking and street cleaning",
      paragraphs: [
        "Alternate-side parking rules shape the morning in much of Brooklyn, and spots near your door can be scarce on street-cleaning days. You never need to move your car or hold a space for us, and our prices carry no travel or parking surcharge in any neighborhood.",
        "If you have a driveway, a shared garage or a spot in front of the house that we may use, mention it in the notes; it saves a few minutes and we will happily use it.",
      ],
    },
    {
      id: "towers-and-trains",
      heading: "New towers and elevated trains",
      paragraphs: [
        "Downtown Brooklyn, the Williamsburg and Greenpoint waterfront and parts of Prospect Heights are full of newer buildings with a front desk, package rooms and resident-only elevators. Those work like Manhattan doorman buildings: add your cleaner to the guest list and leave a key with the desk or a smart lock code.",
        "Apartments along the elevated lines in Bushwick, Bed-Stuy, Bensonhurst, Brighton Beach and Coney Island, or beside the Gowanus Expressway in Sunset Park, know the fine black dust that comes in through the windows. We wipe sills, radiator tops and window tracks on every visit so it does not build up.",
      ],
    },
  ],
  services: {
    heading: "What Brooklyn customers book most",
    intro: "Every service is available throughout Brooklyn; these fit the borough's homes especially well.",
    items: [
      {
        serviceSlug: "residential-cleaning",
        name: "Regular cleaning",
        text: "Recurring upkeep for apartments and whole houses, with up to 20% off for weekly visits.",
      },
      {
        serviceSlug: "deep-cleaning",
        name: "Deep cleaning",
        text: "Floor-by-floor detail work for brownstones and row houses, radiators and original woodwork included.",
      },
      {
        serviceSlug: "post-construction-cleaning",
        name: "Post-construction cleaning",
        text: "The final clean after a gut renovation or a new kitchen, priced per square foot.",
      },
      {
        serviceSlug: "move-in-out-cleaning",
        name: "Move in/out cleaning",
        text: "For the first-of-the-month lease turnover, whether you are leaving a walk-up or moving into a new building.",
      },
      {
        serviceSlug: "custom-cleaning",
        name: "Custom cleaning",
        text: "Hourly help for specific jobs, like getting the backyard furniture and the stoop ready for summer.",
      },
    ],
  },
  pricing: [
    "Brooklyn is priced exactly like the rest of our service area. A regular cleaning of a studio or one-bedroom apartment with a single bathroom costs {fromPrice}, and each additional bedroom or bathroom adds a fixed amount. A four-story brownstone is quoted by its bedrooms and bathrooms, never by its stairs.",
    "Weekly visits are 20% off, every two weeks 15% and monthly 10%. Sales tax (8.875% in New York City) is added to the final amount, and you pay after the cleaning rather than at booking.",
  ],
  faqs: [
    {
      question: "Do you clean whole brownstones?",
      answer:
        "Yes. Enter the total number of bedrooms and bathrooms across the floors you want cleaned and the quote covers the whole house. For very large houses, a deep cleaning first makes later regular visits faster.",
    },
    {
      question: "Which parts of Brooklyn do you cover?",
      answer:
        "All of it, from Greenpoint and Williamsburg in the north to Coney Island, Brighton Beach and Canarsie in the south. If your ZIP code is accepted by the booking form, we serve it.",
    },
    {
      question: "Do I need to find parking for the cleaner?",
      answer:
        "No. Getting to you is our job, and there is never a travel or parking charge. If you have a driveway we can use, note it; otherwise do nothing.",
    },
    {
      question: "Can you clean only my unit in a two-family house?",
      answer:
        "Of course. Tell us which floor is yours and how to reach it, and we will clean your unit only. Shared hallways and stairs can be added through custom cleaning if the other household agrees.",
    },
    {
      question: "Do you clean offices and storefronts in Brooklyn too?",
      answer:
        "Yes. Office and commercial cleaning is priced by square foot across Brooklyn, from small studios in Gowanus and Industry City to offices in Downtown Brooklyn.",
    },
  ],
  cta: {
    heading: "Book your Brooklyn cleaning",
    text: "Get an instant quote for your apartment or house and choose a day that works, weekends included.",
    primary: { label: "Book Now", href: "/booking?service=residential-cleaning" },
    secondary: { label: "Ask Us Anything", href: "/contact" },
  },
};
