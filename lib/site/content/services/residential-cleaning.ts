import type { ServicePageContent } from "../types";

export const residentialCleaning: ServicePageContent = {
  slug: "residential-cleaning",
  path: "/services/residential-cleaning",
  name: "Residential Cleaning",
  priceSlug: "residential-cleaning",
  title: "Residential Cleaning in NYC | Borough Bright Cleaning",
  metaDescription:
    "Regular apartment and house cleaning in Manhattan, Brooklyn and Queens. Vetted, insured cleaners, instant online quote, 10–20% off recurring visits.",
  h1: "Residential Cleaning for New York City Homes",
  intro: [
    "Regular cleaning is the visit that keeps a New York apartment livable between the big jobs: the counters get wiped, the bathroom gets scrubbed, the floors get done and the dust that drifts in from the street stops piling up on every flat surface. It is our most booked service, and it is the one most people put on a schedule so they never have to think about it again.",
    "We clean studios, one-bedrooms, floor-throughs, brownstone duplexes and family houses across Manhattan, Brooklyn and Queens. Your cleaner arrives with professional supplies and equipment, works through the kitchen, bathrooms, bedrooms and living areas in a set order, and leaves the place ready for you to come home and sit down.",
    "If your home has not had a thorough cleaning in a while, a deep cleaning first and regular visits after it usually works best. If it is already in decent shape, a regular cleaning is the right place to start.",
  ],
  included: [
    {
      heading: "Kitchen",
      items: [
        "Counters, backsplash and the outside of the stove, fridge, dishwasher and microwave wiped down",
        "Stovetop, burner grates and control knobs degreased",
        "Inside of the microwave cleaned",
        "Sink scrubbed and the faucet polished",
        "Cabinet fronts and handles spot-cleaned where fingers land",
        "Kitchen floor vacuumed or swept, then mopped",
      ],
    },
    {
      heading: "Bathrooms",
      items: [
        "Toilet cleaned inside and out, including the base and the hinges",
        "Tub, shower walls and glass scrubbed of soap film",
        "Sink, vanity top and fixtures cleaned and shined",
        "Mirrors and medicine cabinet door polished streak-free",
        "Bathroom floor washed by hand around the toilet and tub edges",
      ],
    },
    {
      heading: "Bedrooms and living areas",
      items: [
        "Reachable surfaces, shelves, lamps and picture frames dusted",
        "Radiator tops, window sills and ledges wiped",
        "Beds made, with fresh linens if you leave them out",
        "Carpets and rugs vacuumed; hard floors vacuumed and mopped",
        "Trash and recycling collected and bagged",
      ],
    },
  ],
  whoItsFor: [
    "People who work long hours and would rather spend Saturday anywhere but on their knees next to the tub.",
    "Roommates who want one neutral standard for the shared kitchen and bathroom instead of a chore chart on the fridge.",
    "Families in houses and big prewar apartments where the cleaning never really ends.",
    "Anyone who hosts often, works from home, or lives with a dog that sheds more than seems possible.",
  ],
  pricing: [
    "Regular cleaning starts at {fromPrice} for a studio or one-bedroom with one bathroom. Each additional bedroom and each additional bathroom adds a fixed amount, and the booking form shows every line before you commit. We quote homes from a studio up to six bedrooms and from one to five bathrooms.",
    "Put your cleaning on a schedule and the price drops: 10% off for monthly visits, 15% off for every two weeks and 20% off for weekly. The discount is applied to the whole visit, extras included, on every cleaning in the series.",
    "Extras such as fridge interiors ({extra:inside-fridge}), oven interiors ({extra:inside-oven}), interior windows ({extra:interior-windows} each) or a load of laundry ({extra:laundry} per load) are added only if you pick them. New York City sales tax of 8.875% is added at the end, and you pay after the visit, not when you book.",
  ],
  process: [
    {
      title: "Get your quote",
      text: "Choose regular cleaning, enter bedrooms and bathrooms, pick any extras and a frequency. The price and the estimated time update as you go.",
    },
    {
      title: "Pick a time",
      text: "Choose any day from tomorrow up to 90 days out, with a start time on the hour between 8 AM and 5 PM, weekends included.",
    },
    {
      title: "Tell us how to get in",
      text: "Add your address and access notes: the doorman's name, where the key is, the buzzer code, whether the cat may dash for the hallway.",
    },
    {
      title: "Come home to it",
      text: "Your cleaner works through the checklist, checks out when done, and you get an email asking how it went. Payment is due after the visit.",
    },
  ],
  sections: [
    {
      id: "nyc-homes",
      heading: "Built around how New Yorkers actually live",
      paragraphs: [
        "City apartments get dirty in their own way. Windows that face an avenue collect a gray film from traffic, radiators throw dust up the wall all winter, and a galley kitchen puts every splash of olive oil within arm's reach of the cabinets. Our checklist is written with those details in mind, so the radiator tops and the sills get wiped on every visit, not just when someone remembers.",
        "Small spaces also mean every item matters. We work around your things rather than rearranging them, put back what we move, and ask before touching anything that looks fragile, expensive or sentimental.",
      ],
    },
  ],
  faqs: [
    {
      question: "What is the difference between a regular cleaning and a deep cleaning?",
      answer:
        "A regular cleaning maintains a home that is already in reasonable shape: surfaces, fixtures and floors. A deep cleaning goes further into the detail work, such as scrubbing grout, degreasing cabinet fronts, wiping door frames and cleaning behind light furniture. If it has been a few months, start with a deep cleaning.",
    },
    {
      question: "Do I need to be home during the cleaning?",
      answer:
        "No. Many customers leave a key with the doorman or a neighbor, or give us a lockbox code in the access notes. Tell us what works for your building and we will follow it exactly.",
    },
    {
      question: "Will I get the same cleaner each time?",
      answer:
        "For recurring visits we aim to send the same person whenever the schedule allows, because a cleaner who knows your home works faster and notices more. If your usual cleaner is out, someone else follows the same checklist and your notes.",
    },
    {
      question: "Can I skip or move a visit in my recurring series?",
      answer:
        "Yes. You can change or cancel a single visit, or cancel the whole series, from your order page at no cost as long as it is more than 24 hours before the start time.",
    },
    {
      question: "Do you bring your own supplies?",
      answer:
        "Yes, your cleaner brings professional supplies and equipment. If you prefer a particular product, for example a fragrance-free cleaner or something made for your stone counters, leave it out and mention it in your notes.",
    },
    {
      question: "Is there a charge for stairs in a walk-up?",
      answer:
        "No. A fifth-floor walk-up costs the same as an elevator building. The price depends on the service, the rooms and the extras you choose, nothing else.",
    },
  ],
  cta: {
    heading: "Put your cleaning on autopilot",
    text: "Get an instant quote, choose a schedule, and save up to 20% with weekly visits.",
    primary: { label: "Book a Regular Cleaning", href: "/booking?service=residential-cleaning" },
    secondary: { label: "Ask a Question", href: "/contact" },
  },
};
