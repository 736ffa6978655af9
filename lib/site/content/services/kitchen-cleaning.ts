import type { ServicePageContent } from "../types";

export const kitchenCleaning: ServicePageContent = {
  slug: "residential-cleaning/kitchen",
  path: "/services/residential-cleaning/kitchen",
  name: "Kitchen Cleaning",
  priceSlug: "residential-cleaning",
  parentSlug: "residential-cleaning",
  title: "Kitchen Cleaning in NYC Apartments | Borough Bright",
  metaDescription:
    "Kitchen cleaning for NYC apartments and houses: degreased stovetops, scrubbed sinks, clean floors, plus fridge, oven and cabinet interiors as add-ons.",
  h1: "Kitchen Cleaning for Small Kitchens and Big Cooks",
  intro: [
    "The kitchen is where a New York apartment shows its age fastest. A galley kitchen with a four-burner range and eighteen inches of counter gets more traffic per square foot than any room in the house, and the grease from last night's stir-fry lands on everything from the range hood to the top of the fridge.",
    "Kitchen cleaning is part of every regular cleaning we do, and this page explains exactly what that covers, which upgrades make sense, and how to book a visit that puts the kitchen first. Whether you cook three meals a day or mostly reheat takeout, the goal is the same: a kitchen you can start cooking in without wiping something down first.",
  ],
  included: [
    {
      heading: "On every regular visit",
      items: [
        "Gas burner grates lifted, soaked or scrubbed, and the drip areas underneath wiped out",
        "Stove knobs, the oven door and the front panel degreased",
        "Counters cleared, cleaned and returned, with the toaster and kettle wiped too",
        "Backsplash tile washed, including the grout line right behind the stove",
        "Microwave cleaned inside and on its outer shell",
        "Exterior of the fridge, dishwasher and range hood shined, handles disinfected",
        "Sink scrubbed, drain area cleaned, faucet and sprayer polished",
        "Floor vacuumed along the toe kicks and then mopped",
      ],
    },
    {
      heading: "Add-ons worth considering",
      items: [
        "Inside the fridge: shelves and drawers out, washed and dried, spills and sticky rings gone",
        "Inside the oven: racks, walls and door glass scrubbed of baked-on drips",
        "Inside the cabinets: emptied shelf by shelf, wiped and restocked the way you had them",
        "Dishwashing: the sink full of pots handled so your cleaner can get to the counters",
      ],
    },
  ],
  whoItsFor: [
    "Home cooks whose stovetop carries a permanent sheen by Thursday.",
    "Shared apartments where the kitchen belongs to everyone and is therefore cleaned by no one.",
    "Anyone getting ready to host, or recovering from having hosted.",
    "Renters with older appliances who want them looking their best before a landlord walk-through.",
  ],
  pricing: [
    "There is no separate kitchen-only price: the kitchen is one of the rooms in a regular cleaning, and a regular cleaning of a studio or one-bedroom with a single bathroom costs {fromPrice}. Bigger homes add a set amount per extra bedroom and bathroom, shown line by line in your quote.",
    "Kitchen add-ons are priced individually so you pay only for what you need: inside the fridge {extra:inside-fridge}, inside the oven {extra:inside-oven}, inside the cabinets {extra:inside-cabinets} and dishwashing {extra:dishwashing}. Each one also adds time to the estimate, which the booking form shows before you choose a slot.",
    "If the kitchen is really all you want done, book custom cleaning instead and list the kitchen as the task; it is billed by the hour with a three-hour minimum. Recurring regular cleanings get 10%, 15% or 20% off for monthly, every-two-weeks or weekly visits, and NYC sales tax is added to every order.",
  ],
  sections: [
    {
      id: "small-kitchens",
      heading: "What we know about New York kitchens",
      paragraphs: [
        "Galley and pass-through kitchens put the stove right next to the fridge and the cabinets directly over the range, so grease travels sideways and up. We degrease the cabinet fronts nearest the stove on every visit and pay attention to the top of the fridge, which in many apartments sits just below a cabinet and catches everything.",
        "Older buildings bring older finishes. Original cabinets with many coats of paint, stainless steel that shows every fingerprint, butcher block that should never be soaked, and stone counters that etch under vinegar each need a different approach. Tell us what your counters are made of if you know, and we will choose a cleaner that is safe for them.",
        "We never use steel wool on stainless or enamel, we do not move a gas range away from the wall, and we leave appliance repairs and hood filter replacements to your super or a technician.",
      ],
    },
  ],
  faqs: [
    {
      question: "Do you clean inside the fridge and oven on a regular visit?",
      answer:
        "Not by default; both are add-ons because they take real time. The microwave interior is included. Add the fridge or oven in step 2 of the booking form and the extra time is built into your visit.",
    },
    {
      question: "Will you wash the dishes?",
      answer:
        "Add dishwashing to your visit and your cleaner will handle what is in the sink and load or unload the dishwasher. Without it, we clean around the dishes so we do not eat into the time meant for the rest of your home.",
    },
    {
      question: "Can you clean a very greasy range hood?",
      answer:
        "We clean the outside of the hood and the reachable underside on every visit. A hood caked with years of grease is a deep cleaning or catch-up job, because it takes far longer than a maintenance visit allows.",
    },
    {
      question: "My counters are marble. Is that a problem?",
      answer:
        "Not at all. Marble, limestone and some quartz finishes are sensitive to acidic cleaners, so we use a pH-neutral product on them. Note the material in your access notes so the cleaner knows before they start.",
    },
    {
      question: "Can I book just the kitchen?",
      answer:
        "Yes, through custom cleaning. Choose it in the booking form, write that you want the kitchen done, including any interiors, and the hourly rate applies with a three-hour minimum.",
    },
  ],
  cta: {
    heading: "Get your kitchen back",
    text: "See your price in under a minute, add the fridge or oven if they need it, and pick a time that suits you.",
    primary: { label: "Get an Instant Quote", href: "/booking?service=residential-cleaning" },
    secondary: { label: "See All Residential Cleaning", href: "/services/residential-cleaning" },
  },
};
