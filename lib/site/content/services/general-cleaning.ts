import type { ServicePageContent } from "../types";

export const generalCleaning: ServicePageContent = {
  slug: "residential-cleaning/general",
  path: "/services/residential-cleaning/general",
  name: "General Cleaning",
  priceSlug: "residential-cleaning",
  parentSlug: "residential-cleaning",
  title: "General House Cleaning in NYC | Borough Bright",
  metaDescription:
    "General cleaning for living rooms, bedrooms and hallways across Manhattan, Brooklyn and Queens: dusting, floors, radiators and sills. See your price online.",
  h1: "General Cleaning for Living Rooms, Bedrooms and Hallways",
  intro: [
    "General cleaning covers the rooms you actually live in: the living room where the couch collects crumbs, the bedrooms where dust settles on the nightstand, the entry hall where the city comes in on everyone's shoes. It is the everyday half of a regular cleaning, alongside the kitchen and the bathrooms.",
    "In New York the dust has a source you can name. Radiators push it up the walls in winter, open windows let in fine black grit from traffic and elevated train lines in summer, and the radiator cover you never look behind has been collecting it all along. A good general cleaning deals with all of it, room by room, every visit.",
  ],
  included: [
    {
      heading: "Dusting, top to bottom",
      items: [
        "Shelves, tabletops, dressers and nightstands, with objects lifted rather than dusted around",
        "Lamps, lampshades and picture frames within reach",
        "Radiator tops and covers, and the wall just above them",
        "Window sills and the inside window tracks you can reach without removing anything",
        "Door handles, light switches and the edges of doors people push open with their hands",
      ],
    },
    {
      heading: "Floors and soft surfaces",
      items: [
        "Hardwood and tile vacuumed first, then damp-mopped with a cleaner safe for sealed wood",
        "Area rugs and carpet vacuumed, edges included",
        "Couch cushions lifted and the crumbs underneath vacuumed up",
        "Entryway mats shaken out or vacuumed",
      ],
    },
    {
      heading: "Bedrooms and tidying",
      items: [
        "Beds made; sheets changed when a fresh set is left on the bed",
        "Mirrors and glass tabletops polished",
        "Wastebaskets emptied in every room",
        "Clothes on the floor folded and placed on the bed or a chair, never put away in drawers we do not know",
      ],
    },
  ],
  whoItsFor: [
    "Anyone who works from home and spends all day looking at the same dusty bookshelf.",
    "Pet owners who need the rugs and the couch vacuumed more often than they can manage themselves.",
    "People with allergies who want dust dealt with weekly rather than whenever someone gets to it.",
    "Larger homes and brownstones with several bedrooms and a staircase between them.",
  ],
  pricing: [
    "General cleaning is included in every regular cleaning, priced from {fromPrice} for a studio or one-bedroom home with one bath. Extra bedrooms and bathrooms each add a fixed amount to the quote, and you can see the effect of every choice before you book.",
    "Useful extras for living areas are pet-hair treatment ({extra:pet-hair}), interior windows ({extra:interior-windows} per window), baseboards ({extra:baseboards}) and a balcony or terrace ({extra:balcony-terrace}). Recurring schedules earn 10% off monthly, 15% every two weeks and 20% weekly, sales tax is added at 8.875%, and payment happens after the cleaning.",
  ],
  sections: [
    {
      id: "care",
      heading: "Care with your things",
      paragraphs: [
        "Living rooms and bedrooms are full of the things that matter to you: records, plants, a desk with papers in a particular order, a shelf of ceramics from a trip. We lift and replace rather than push aside, we never sort or open mail and papers, and we leave anything that looks valuable or delicate alone unless your notes say otherwise.",
        "Floors get the same respect. Old oak floors in prewar buildings often have worn finish in the high-traffic paths, so we damp-mop rather than wet-mop and dry any standing water. Rugs that are antique or hand-knotted can be vacuumed on a gentle setting or skipped entirely; just tell us which you prefer.",
      ],
    },
  ],
  faqs: [
    {
      question: "Do you move furniture to clean underneath?",
      answer:
        "We vacuum under beds and sofas as far as our tools reach and move light items like chairs and side tables. Heavy furniture stays where it is; anything over about 40 pounds is outside what our cleaners lift, for their safety and your floors.",
    },
    {
      question: "Can you clean my home office?",
      answer:
        "Yes. We dust the desk around your equipment, wipe the keyboard and mouse if you want, and vacuum the floor. We do not move or read papers, and we leave cables and electronics as they are.",
    },
    {
      question: "Will you change the bed linens?",
      answer:
        "Yes, if you leave a fresh set out on the bed or tell us where to find it. The used sheets go into your hamper, or into the washer if you add laundry to the visit.",
    },
    {
      question: "What about the windows?",
      answer:
        "Sills and reachable tracks are part of every visit. Washing the glass itself is the interior windows extra, priced per window, and covers the inside only; we never clean exterior glass above the ground floor.",
    },
    {
      question: "Do you clean the staircase in a brownstone or duplex?",
      answer:
        "Yes. Interior stairs are vacuumed and the treads and railing wiped. Stoops and exterior steps are not part of a regular cleaning, but you can request them through custom cleaning.",
    },
  ],
  cta: {
    heading: "Breathe easier at home",
    text: "Pick your rooms, add pet-hair treatment or windows if you need them, and see the full price instantly.",
    primary: { label: "Book Now", href: "/booking?service=residential-cleaning" },
    secondary: { label: "All Residential Services", href: "/services/residential-cleaning" },
  },
};
