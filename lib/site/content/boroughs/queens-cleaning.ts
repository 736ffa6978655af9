import type { BoroughPageContent } from "../types";

export const queensCleaning: BoroughPageContent = {
  slug: "queens-cleaning",
  path: "/services/queens-cleaning",
  borough: "Queens",
  priceSlug: "residential-cleaning",
  title: "Cleaning Services in Queens | Borough Bright Cleaning",
  metaDescription:
    "House, apartment and office cleaning across Queens, from Astoria and Long Island City to Bayside and the Rockaways. Insured cleaners, instant online quote.",
  h1: "Cleaning Services in Queens",
  intro: [
    "Queens is the borough of every kind of home. High-rise rentals in Long Island City, garden co-ops in Jackson Heights, semi-detached brick houses in Middle Village, Tudor homes in Forest Hills Gardens, two-family houses on nearly every block of Astoria and Flushing, and beach bungalows and towers in the Rockaways. We clean across all of it, seven days a week.",
    "Because so many Queens homes are whole houses rather than apartments, our quotes are built around your real number of bedrooms and bathrooms, and our cleaners are ready for finished basements, multiple staircases and a backyard door that lets in half the garden.",
  ],
  neighborhoods: {
    heading: "Queens neighborhoods we serve",
    intro: "From the East River to the Nassau County line and down to the Rockaway peninsula, these are the neighborhoods we serve.",
    groups: [
      {
        area: "Western Queens",
        neighborhoods: [
          "Long Island City",
          "Hunters Point",
          "Astoria",
          "Ditmars-Steinway",
          "Sunnyside",
          "Woodside",
          "Maspeth",
          "Ridgewood",
          "Glendale",
          "Middle Village",
        ],
      },
      {
        area: "Central Queens",
        neighborhoods: [
          "Jackson Heights",
          "East Elmhurst",
          "Elmhurst",
          "Corona",
          "Rego Park",
          "Forest Hills",
          "Kew Gardens",
          "Kew Gardens Hills",
          "Richmond Hill",
          "Woodhaven",
        ],
      },
      {
        area: "Northeast Queens",
        neighborhoods: [
          "Flushing",
          "College Point",
          "Whitestone",
          "Bayside",
          "Douglaston",
          "Little Neck",
          "Auburndale",
          "Fresh Meadows",
          "Oakland Gardens",
          "Glen Oaks",
        ],
      },
      {
        area: "Southeast Queens",
        neighborhoods: [
          "Jamaica",
          "Jamaica Estates",
          "Briarwood",
          "Hollis",
          "St. Albans",
          "Cambria Heights",
          "Queens Village",
          "Bellerose",
          "Laurelton",
          "Rosedale",
          "Springfield Gardens",
          "South Jamaica",
        ],
      },
      {
        area: "South Queens and the Rockaways",
        neighborhoods: [
          "Ozone Park",
          "South Ozone Park",
          "Howard Beach",
          "Far Rockaway",
          "Arverne",
          "Rockaway Beach",
          "Rockaway Park",
          "Belle Harbor",
          "Broad Channel",
          "Breezy Point",
        ],
      },
    ],
  },
  zipCoverage: {
    heading: "Queens ZIP codes we cover",
    text: [
      "Queens addresses use the neighborhood name instead of the borough, which makes coverage confusing. The booking form checks your five-digit ZIP code, and these are the residential Queens ZIP codes it accepts.",
      "Near the Nassau County line, a few streets that look like Queens carry a Long Island ZIP code. The booking form goes by the ZIP code alone, so if yours is not accepted and you believe you are in Queens, send us the address through the contact page and we will take a look.",
    ],
    ranges: [
      "11004-11005",
      "11101-11106",
      "11109",
      "11354-11375",
      "11377-11379",
      "11385",
      "11411-11424",
      "11426-11430",
      "11432-11436",
      "11439",
      "11451",
      "11691-11694",
      "11697",
    ],
  },
  localNotes: [
    {
      id: "houses",
      heading: "Houses, basements and backyards",
      paragraphs: [
        "A Queens house often means a kitchen on the main floor, bedrooms upstairs, a finished basement with a second bathroom and a back door to the yard. When you enter bedrooms and bathrooms in the booking form, count every one you want cleaned, including the basement bath, so the time estimate matches the real job.",
        "Back doors and garages bring in more dirt than a lobby ever could. We give entryways, mudroom floors and the path to the kitchen extra attention, and a deck or patio can be added as the balcony or terrace extra.",
      ],
    },
    {
      id: "co-ops",
      heading: "Garden co-ops and apartment complexes",
      paragraphs: [
        "Jackson Heights, Forest Hills, Rego Park, Kew Gardens and Bayside have many co-op buildings and garden complexes with their own rules for contractors and cleaners: sign-in at the management office, approved hours, sometimes a certificate of insurance. Tell us your building's requirements and we will arrange what it needs before the first visit.",
        "Many of these buildings date from the 1920s through the 1960s, with steam radiators, original parquet floors and small tiled bathrooms. Parquet is sensitive to water, so we damp-mop it sparingly and dry as we go.",
      ],
    },
    {
      id: "trains-and-shore",
      heading: "The 7 train, the N and W, and the beach",
      paragraphs: [
        "Living along the elevated 7 line on Roosevelt Avenue or Queens Boulevard, the N and W in Astoria, or the J and Z over Jamaica Avenue means steel dust on the window sills and a fine gray film on anything near an open window. Sill and radiator wiping is part of every visit, and interior window washing can be added per window.",
        "Out in the Rockaways and Broad Channel, sand and salt air are the constant. Sand hides in floor corners, under rugs and in the shower, so we vacuum before we mop and clear the tracks of sliding doors.",
      ],
    },
    {
      id: "parking",
      heading: "Driveways and parking",
      paragraphs: [
        "Queens has more driveways than the other boroughs we serve, but many blocks still run on alternate-side parking. If we may use your driveway, say so in the access notes. If not, that is fine; parking is our concern, and no order ever carries a travel or parking charge.",
      ],
    },
  ],
  services: {
    heading: "Services Queens homes book most",
    intro: "Every service we offer is available across Queens. These are the most popular here.",
    items: [
      {
        serviceSlug: "residential-cleaning",
        name: "Regular cleaning",
        text: "Routine cleaning for houses and apartments, with the basement bathroom counted and recurring savings of 10% to 20%.",
      },
      {
        serviceSlug: "deep-cleaning",
        name: "Deep cleaning",
        text: "Seasonal resets for family houses and prewar co-ops, including radiators, door frames and grout.",
      },
      {
        serviceSlug: "move-in-out-cleaning",
        name: "Move in/out cleaning",
        text: "Turnover cleaning for two-family houses and co-op sales, timed for the closing or the new tenant.",
      },
      {
        serviceSlug: "office-cleaning",
        name: "Office cleaning",
        text: "Square-foot pricing for offices and commercial spaces in Long Island City, Flushing, Jamaica and beyond.",
      },
      {
        serviceSlug: "heavy-condition-cleaning",
        name: "Catch-up cleaning",
        text: "For a house that has fallen far behind, such as after an illness or a long vacancy.",
      },
    ],
  },
  pricing: [
    "Queens has the same prices as Manhattan and Brooklyn. The base price for regular cleaning, {fromPrice}, covers a studio or one-bedroom home with one bathroom, and every additional bedroom or bathroom adds a set amount. A house with a finished basement is priced by its rooms, not by its floors.",
    "Choose a monthly, every-two-weeks or weekly schedule and save 10%, 15% or 20% on every visit. New York City sales tax at 8.875% is added on top, and payment is collected after your cleaning.",
  ],
  faqs: [
    {
      question: "Do you go all the way out to the Rockaways and Glen Oaks?",
      answer:
        "Yes. Our Queens coverage runs from Long Island City to Glen Oaks and Bellerose at the city line, and down to Far Rockaway, Arverne, Rockaway Park and Breezy Point.",
    },
    {
      question: "How do I count the rooms in a house with a basement?",
      answer:
        "Count every bedroom and every bathroom you want cleaned, on any floor. A finished basement with a bathroom counts that bathroom; a basement family room is cleaned as part of the living areas.",
    },
    {
      question: "My co-op requires contractors to register with management. Is that a problem?",
      answer:
        "Not at all. Send us the management office's requirements, including any certificate of insurance, and we will take care of the paperwork before your cleaning date.",
    },
    {
      question: "Can you clean my unit and the tenant's unit in my two-family house?",
      answer:
        "Yes, as two bookings, one per unit, each with its own address line and access notes. That keeps the prices, the keys and the instructions separate.",
    },
    {
      question: "Is my ZIP code covered?",
      answer:
        "If it is a residential Queens ZIP code in the list on this page, yes. The booking form checks it automatically; anything outside our area gets a message saying so before you go further.",
    },
  ],
  cta: {
    heading: "Book your Queens cleaning",
    text: "Count your bedrooms and bathrooms, see your price instantly, and choose any day from tomorrow on.",
    primary: { label: "Book Now", href: "/booking?service=residential-cleaning" },
    secondary: { label: "Request a Free Estimate", href: "/contact" },
  },
};
