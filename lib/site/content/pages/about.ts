import type { AboutPageContent } from "../types";

export const aboutPage: AboutPageContent = {
  slug: "about",
  path: "/about",
  title: "About Us | Borough Bright Cleaning, New York City",
  metaDescription:
    "Meet Borough Bright Cleaning, a New York City cleaning company for homes and offices in Manhattan, Brooklyn and Queens. How we work and what we stand for.",
  h1: "About Borough Bright Cleaning",
  intro: [
    "Borough Bright Cleaning is a residential and commercial cleaning company serving Manhattan, Brooklyn and Queens. We clean apartments, houses, brownstones and offices, and we try to make every part of the experience, from the first quote to the last swipe of the mop, clear, fair and easy.",
    "Our tagline is a promise we take literally: We Clean - You Relax. You should be able to book in a few minutes, know the price before you commit, hand over your keys with confidence, and come home to a place that feels noticeably better than when you left it.",
  ],
  sections: [
    {
      id: "why",
      heading: "Why we started",
      paragraphs: [
        "Hiring a cleaner in New York used to mean phone tag, vague estimates and a final bill that did not match the first number you heard. We wanted something different: a company where the price is calculated in front of you, where the cleaner who shows up knows what the job includes, and where a problem gets fixed without an argument.",
        "So we built our service around an online booking form that quotes instantly and itemizes everything, clear checklists for each kind of cleaning, and a guarantee that puts the burden on us, not on you.",
      ],
    },
    {
      id: "people",
      heading: "The people who clean for us",
      paragraphs: [
        "Our cleaners are the heart of the business. Every one of them is background-checked and insured, and every one is trained on our methods: how to approach a prewar bathroom, which products are safe on marble or butcher block, how to work around a home's belongings without disturbing them.",
        "We try to match recurring customers with the same cleaner over time, because familiarity makes for better cleaning. A cleaner who knows where you keep the vacuum bags and which plant should not be moved saves time and gets more done.",
      ],
    },
    {
      id: "how-we-work",
      heading: "How we work",
      paragraphs: [
        "We are open seven days a week, with start times between 8 AM and 5 PM. You can book any day from tomorrow up to 90 days ahead, change or cancel for free until 24 hours before the visit, and pay after the cleaning is done. Every order has a timeline showing when it was confirmed, when your cleaner checked in and when they finished.",
        "We bring professional supplies and equipment to every job, and we follow your notes on products you prefer or want avoided.",
      ],
    },
  ],
  values: [
    {
      title: "Say the price up front",
      text: "The quote you see online is itemized and final, with sales tax shown. If we ever need to change it, because you changed the job, you see the new quote before anything is confirmed.",
    },
    {
      title: "Respect the home",
      text: "We treat every apartment as someone's private space: no snooping, no rearranging, careful with anything fragile or personal.",
    },
    {
      title: "Fix it fast",
      text: "When something is missed, we come back and re-clean it at no charge if you tell us within 24 hours.",
    },
    {
      title: "Know the city",
      text: "Doormen, co-op boards, walk-ups and alternate-side parking are part of the job, not an excuse.",
    },
  ],
  whyChooseUs: {
    heading: "Why Choose Us",
    intro: "Letting someone into your home is a matter of trust. Here is what you can count on from us.",
    cards: [
      {
        id: "consistent-and-dependable",
        title: "Consistent and Dependable",
        text: "Your cleaner follows the same detailed checklist every visit, and recurring customers keep the same cleaner whenever the schedule allows.",
      },
      {
        id: "experienced-and-trained",
        title: "Experienced and Trained",
        text: "Our cleaners are trained on our methods for New York homes, from prewar tile to stainless steel, so surfaces get the right product and the right technique.",
      },
      {
        id: "safe-and-vetted",
        title: "Safe and Vetted",
        text: "Every cleaner is background-checked and insured before they ever receive a key, so you can hand yours over with confidence.",
      },
      {
        id: "satisfaction-guarantee",
        title: "100% Satisfaction Guarantee",
        text: "If anything we cleaned is not right, let us know within 24 hours and we will come back and re-clean it for free.",
      },
      {
        id: "professional-equipment",
        title: "Professional Equipment",
        text: "We arrive with professional-grade supplies and equipment, so you never have to stock up or lend us your vacuum.",
      },
      {
        id: "always-available",
        title: "Always Available",
        text: "Book online at any hour and choose a cleaning any day of the week, with start times from 8 AM to 5 PM.",
      },
    ],
  },
  cta: {
    heading: "See what we can do for your home",
    text: "Get an instant quote online, or write to us with any question before you book.",
    primary: { label: "Book Now", href: "/booking" },
    secondary: { label: "Contact Us", href: "/contact" },
  },
};
