/**
 * The words of the home page's components (docs/product.md, "Languages"): the hero's borough
 * links, the quick quote, the trust facts, the offers, the reviews and their stars, the FAQ
 * heading. The page's own texts come from its content object (lib/site/content); these are the
 * words the components add around them. Plain strings, some with `{name}` values, read without a
 * formatter (lib/kernel/i18n/home-words.ts). A count's words come as `one`/`other`, chosen in code.
 * Offers and reviews texts are binding in English: keep them byte for byte.
 */
export const enHome = {
  hero: {
    boroughs: "Boroughs we serve",
    boroughsHeading: "Cleaning in your borough",
    imageAlt: "Freshly cleaned brownstones in Brooklyn with the Manhattan skyline behind them",
  },
  servicesOverview: { popular: "Popular services", fromPrice: "From {price}" },
  faq: { heading: "Frequently asked questions" },
  trust: {
    ours: {
      one: "from {count} customer rating after their visit",
      other: "from {count} customer ratings after their visit",
    },
    samples: " (demo samples)",
    google: { one: "on Google from {count} review", other: "on Google from {count} reviews" },
    insured: {
      term: "Insured",
      text: "our liability insurance covers your home and belongings while we work, and your building gets a certificate of insurance on request.",
    },
    backgroundChecked: {
      term: "Background-checked",
      text: "every cleaner passes a background check before their first visit, and only the cleaner assigned to you sees your door codes.",
    },
    guarantee: {
      term: "Satisfaction guarantee",
      text: "tell us within 24 hours of the visit and we come back to re-clean what was missed, free.",
    },
    address: "Borough Bright Cleaning, {address}",
  },
  stars: { rated: "Rated {rating} out of {max}" },
  reviews: {
    heading: "What Our Clients Say",
    basedOn: { one: "Based on {count} review", other: "Based on {count} reviews" },
    list: "Reviews",
    origin: {
      google: "Reviews from Google",
      customers: "Ratings from our customers' after-visit poll, published with their permission.",
      samples: "Sample ratings from the demo data: this demo site has no real customer ratings. A live site shows only real customers who agreed to be published.",
    },
    seeMore: "See more",
    showLess: "Show less",
  },
  offers: {
    eyebrow: "Save on your next cleaning",
    heading: "Special offers",
    signedIn: "These offers are on your account. Choose one at checkout when you book.",
    signUp: "Sign up",
    or: "or",
    logIn: "log in",
    toSee: "to see your personalized offers and use them when you book.",
    list: "Offers",
    badge: "DISCOUNT",
    offWith: "off with {offer}.",
    bookNow: "Book now",
    logInAction: "Log in",
    loading: "Loading special offers...",
  },
  quickQuote: {
    title: "Your price in seconds",
    service: "Service",
    zip: "ZIP code",
    zipMissing: "Enter your five-digit ZIP code",
    served: "{borough}: we clean there.",
    notServed: "We currently serve Manhattan, Brooklyn and Queens. The Bronx and Staten Island are not on our map yet.",
    bedrooms: "Bedrooms",
    bathrooms: "Bathrooms",
    studio: "Studio",
    bedroomCount: { one: "{count} bedroom", other: "{count} bedrooms" },
    bathroomCount: { one: "{count} bathroom", other: "{count} bathrooms" },
    from: "From {price}",
    beforeExtras: "before extras and tax",
    minimum: "minimum, before tax",
    submit: "See times and book",
  },
} as const;
