import type { ServicePageContent } from "../types";

export const customCleaning: ServicePageContent = {
  slug: "custom-cleaning",
  path: "/services/custom-cleaning",
  name: "Custom Cleaning",
  priceSlug: "custom-cleaning",
  title: "Custom Hourly Cleaning in NYC | Borough Bright",
  metaDescription:
    "Custom cleaning by the hour in Manhattan, Brooklyn and Queens: you write the task list, we do it. Three-hour minimum, instant quote, pay after the visit.",
  h1: "Custom Cleaning: Your List, Our Hours",
  intro: [
    "Not every job fits a package. Sometimes you want the kitchen and the bathroom done and nothing else. Sometimes the apartment is fine, but the closet, the fridge and the balcony are not. Sometimes a parent's place needs a few hours of help before the holidays. Custom cleaning is for exactly those situations: you book time, you write the list, and your cleaner works through it in the order you choose.",
    "It is the most flexible thing we offer and the easiest to understand. You pay for the hours, nothing is bundled in that you do not want, and if the list runs shorter than expected, your cleaner can move on to whatever you would like done next.",
  ],
  included: [
    {
      heading: "Popular custom requests",
      items: [
        "Kitchen and bathrooms only, skipping the rest of the home",
        "A fridge clean-out before a holiday dinner or after a power outage",
        "Wiping down the inside of closets and drawers before a seasonal clothes swap",
        "Balcony or terrace furniture and railings cleaned at the start of the season",
        "Getting a guest room ready: fresh linens, dusting, floors and a clean bathroom",
        "Helping an older relative with the tasks that have gotten hard to do",
        "Cleaning a stoop, a front areaway or the inside of a building vestibule",
        "Tidying and surface cleaning the morning after a party",
      ],
    },
    {
      heading: "How the time is used",
      items: [
        "Your list, in your order of priority, written when you book",
        "A quick walk-through with you, or a reread of your notes if you are out",
        "Regular check-ins on progress if you are home",
        "Anything left unfinished noted on the order so the next visit can pick it up",
      ],
    },
  ],
  whoItsFor: [
    "People who know exactly what they want done and do not want to pay for the rest.",
    "Homes with an unusual layout or needs, such as a loft with a workshop corner or a house with a finished basement.",
    "Family members arranging help for someone else's apartment.",
    "Anyone between cleanings who needs one problem area solved.",
  ],
  pricing: [
    "Custom cleaning is billed at {hourlyRate} per cleaner-hour, with a three-hour minimum, so the smallest custom visit is {fromPrice}. Book more hours for a longer list; two cleaners working for three hours counts as six cleaner-hours.",
    "Be generous with your estimate. Cleaners work steadily, but a list that looks like an afternoon on paper can take longer in a home with a lot of detail. If time runs out, your cleaner will tell you what remains and you can book a follow-up.",
    "Recurring discounts apply to regular cleaning only, so each custom visit is quoted on its own. Sales tax at the NYC rate of 8.875% applies, and you pay after the visit.",
  ],
  sections: [
    {
      id: "writing-the-list",
      heading: "How to write a good task list",
      paragraphs: [
        "Put the most important tasks first, since those get done no matter what. Be specific: instead of writing only kitchen, write wipe cabinet fronts, clean inside the fridge, scrub the stovetop. Mention anything your cleaner should not touch, and any products you want used or avoided.",
        "Think about access and supplies too. If the job involves a building roof deck, a storage unit in the basement or a shared laundry room, tell us how to get there. If you want a particular product used on a particular surface, leave it out with a note.",
      ],
    },
    {
      id: "limits",
      heading: "What custom cleaning cannot include",
      paragraphs: [
        "Custom does not mean anything goes. The same limits apply as on every visit: no biohazards, nothing over 40 pounds, no exterior windows above the ground floor, and no tasks that belong to licensed trades like electricians, plumbers or exterminators. When in doubt, ask before you book.",
      ],
    },
  ],
  faqs: [
    {
      question: "How many hours should I book?",
      answer:
        "For one or two rooms, three hours is usually enough. For several rooms plus interiors like the fridge or cabinets, book four to six. If you are unsure, describe the job through the contact page and we will suggest a number.",
    },
    {
      question: "What happens if the work takes less time than I booked?",
      answer:
        "Your cleaner will ask what else you would like done, or follow the backup tasks in your notes. The visit is priced on the hours booked, so it is worth listing a few extra tasks at the bottom.",
    },
    {
      question: "Can I use custom cleaning for home organization?",
      answer:
        "Light tidying fits, but sorting and decluttering closets, kitchens or storage is its own service, home organization, which you can find in the services overview.",
    },
    {
      question: "Can I change my list after booking?",
      answer:
        "Yes. Edit the notes on your order any time up to 24 hours before the visit, and tell your cleaner about small changes when they arrive.",
    },
    {
      question: "Is there a discount if I book custom cleaning every week?",
      answer:
        "The weekly, biweekly and monthly discounts are for regular cleaning. If you want the same tasks done every week, a recurring regular cleaning with the right extras is often the better value.",
    },
  ],
  cta: {
    heading: "Write your list, book your hours",
    text: "Choose custom cleaning, pick the hours you need, and tell us what matters most.",
    primary: { label: "Book Custom Cleaning", href: "/booking?service=custom-cleaning" },
    secondary: { label: "Ask Before You Book", href: "/contact" },
  },
};
