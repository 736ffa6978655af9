import type { HomePageContent } from "../types";

export const homePage: HomePageContent = {
  slug: "home",
  path: "/",
  title: "House & Office Cleaning in NYC | Borough Bright Cleaning",
  metaDescription:
    "Borough Bright Cleaning: background-checked, insured cleaners for homes and offices in Manhattan, Brooklyn and Queens. Instant quote, pay after the visit.",
  h1: "Home and Office Cleaning in Manhattan, Brooklyn and Queens",
  hero: {
    tagline: "We Clean - You Relax",
    subheading: "Professional cleaning for New York City apartments, houses and offices, seven days a week.",
    text: [
      "See your exact price in under a minute, choose a time from tomorrow onward, and pay only after the work is done. Our background-checked, insured cleaners handle the rest.",
    ],
    boroughButtons: [
      { label: "Manhattan", href: "/services/manhattan-cleaning" },
      { label: "Brooklyn", href: "/services/brooklyn-cleaning" },
      { label: "Queens", href: "/services/queens-cleaning" },
    ],
    bookNow: { label: "Book Now", href: "/booking" },
  },
  offers: {
    heading: "Special Offers",
    loadingText: "Loading special offers...",
    badgeLabel: "DISCOUNT",
    visitorNote: {
      text: "Sign up or log in to see the offers available to your account, including any welcome offer for new customers.",
      link: { label: "Log in or sign up", href: "/login" },
    },
    memberNote: "These offers are assigned to your account. Apply one at the review step of your next booking.",
  },
  servicesOverview: {
    heading: "Cleaning Services for Every Kind of New York Home",
    intro: [
      "Start with a regular cleaning to keep things in order, book a deep cleaning when the place needs a reset, or pick the specialized service that fits the moment: a move, a renovation, an office, or a home that needs serious help.",
      "Every booking starts with an instant quote, and every service is available in all three boroughs we serve.",
    ],
    includedHeading: "Included in every regular cleaning",
    included: [
      "Kitchen counters, stovetop, sink and appliance exteriors cleaned",
      "Microwave wiped out inside and out",
      "Bathrooms scrubbed: toilet, tub or shower, sink, mirror and floor",
      "Dusting of reachable surfaces, radiator tops and window sills",
      "Floors vacuumed and mopped in every room",
      "Beds made and trash taken out",
    ],
    moreServices: { label: "More Services", href: "/service-page" },
    officeLink: { label: "Office Cleaning", href: "/service-page" },
    moveLink: { label: "Move In/Out Cleaning", href: "/service-page" },
  },
  howItWorks: {
    heading: "How it works",
    steps: [
      {
        title: "Get your price",
        text: "Enter your ZIP code, bedrooms and bathrooms. The price you see is worked out from our price table, with every line shown before you book.",
      },
      {
        title: "Pick a day and time",
        text: "Choose any day from tomorrow, with start times from 8 AM to 5 PM. Tell us how to get in: the doorman, a lockbox code or the super.",
      },
      {
        title: "Come home to it done",
        text: "Your cleaner checks in and out on your order's timeline. You pay after the visit, and if anything was missed we come back within 24 hours.",
      },
    ],
  },
  reviews: {
    heading: "What Our Customers Say",
    intro: "Real reviews from our customers on Google Maps.",
    basedOn: "Based on",
    reviewsLabel: "reviews",
    seeMore: "See more",
    showLess: "Show less",
    empty: "Reviews are not available right now. Please check back soon.",
  },
  faqs: [
    {
      question: "How much does a cleaning cost?",
      answer: "Regular cleaning starts at {price:residential-cleaning} for a studio or one bedroom with one bathroom, and each extra room adds a set amount. Enter your rooms above and you see the price before you book; extras, recurring discounts and NYC sales tax are itemized at the review step.",
    },
    {
      question: "Which parts of New York City do you serve?",
      answer: "Manhattan, Brooklyn and Queens. We do not clean in the Bronx, Staten Island or outside the city yet; the ZIP code check tells you at once.",
    },
    {
      question: "Do I have to stay in while you clean?",
      answer: "No. Most customers leave a key with the doorman, a lockbox code or instructions for the super. Your access notes are seen only by the cleaner assigned to your visit and our staff.",
    },
    {
      question: "When do I pay?",
      answer: "After the visit, once you have seen the result. Nothing is charged when you book, and you can move or cancel for free up to 24 hours before the start time.",
    },
    {
      question: "Do I need to supply anything?",
      answer: "No. Cleaners bring professional-grade supplies and equipment. If you prefer a product of your own, leave it out and mention it in the notes.",
    },
    {
      question: "What if I am not happy with the cleaning?",
      answer: "Tell us within 24 hours of the visit and we send a cleaner back to redo what was missed, free of charge.",
    },
  ],
  finalCta: {
    heading: "Ready for a Cleaner Home?",
    text: [
      "Get your instant quote and book a time that suits you, any day of the week. Prefer to talk it through first? Give us a call.",
    ],
    bookNow: { label: "Book Now", href: "/booking" },
    callLabel: "Call {phone}",
  },
};
