import type { ServicesOverviewPageContent } from "../types";

export const servicesOverviewPage: ServicesOverviewPageContent = {
  slug: "service-page",
  path: "/service-page",
  title: "All Cleaning Services | Borough Bright Cleaning NYC",
  metaDescription:
    "Every cleaning service we offer in Manhattan, Brooklyn and Queens: regular, deep, move, office, post-construction, custom, laundry and more, with prices.",
  h1: "Our Cleaning Services",
  intro: [
    "Whatever state your home or office is in, there is a service here that fits it. Browse the full list below, see where each one starts in price, and open any service for the details: what is included, who it suits, how the price works and the questions people ask most.",
    "Every service is available in Manhattan, Brooklyn and Queens, seven days a week, and every one can be booked online with an instant quote.",
  ],
  groups: [
    {
      id: "basics",
      heading: "The basics",
      text: "Regular residential cleaning and its three focus areas. This is the service most customers put on a weekly, biweekly or monthly schedule.",
    },
    {
      id: "specialized",
      heading: "Specialized cleaning",
      text: "For bigger jobs and particular moments: a first deep clean, a move, an office, a renovation, or a home that has fallen far behind.",
    },
    {
      id: "add-ons",
      heading: "Help beyond cleaning",
      text: "Hourly organization help and chores you can add to any visit or book on their own.",
    },
  ],
  sections: [
    {
      id: "choosing",
      heading: "How to choose the right service",
      paragraphs: [
        "If your home is in reasonable shape and you just want it kept that way, choose regular cleaning. If it has been a few months since anyone cleaned properly, or you are a new customer, start with deep cleaning and switch to regular visits afterward.",
        "Moving? Pick move in/out cleaning, which assumes empty rooms. Just renovated? Post-construction cleaning is built for fine dust. For homes with serious buildup, catch-up cleaning gives more time; for the most extreme cases, full reset cleaning gives the most. And if you know exactly what you want done, custom cleaning lets you book hours and write the list yourself.",
      ],
    },
    {
      id: "pricing-models",
      heading: "How our prices work",
      paragraphs: [
        "Homes are priced by bedrooms and bathrooms, starting from a studio or one-bedroom with one bathroom. Offices and post-construction projects are priced by square foot, each with a minimum. Custom cleaning and home organization are hourly with a three-hour minimum, laundry is priced per load, and dishwashing is a flat add-on or, on its own, a first hour plus half-hour increments.",
        "Regular cleaning on a schedule is discounted 10% monthly, 15% every two weeks and 20% weekly. Extras like the inside of the fridge or oven, interior windows and baseboards are added only when you choose them. NYC sales tax of 8.875% is included in the total you see before booking, and you pay after the visit.",
      ],
    },
    {
      id: "laundry-details",
      heading: "About laundry on your own machines",
      paragraphs: [
        "Our laundry service uses your washer and dryer, either in your unit or in your building's laundry room; we do not take laundry away. If your building's machines take coins or a laundry card, leave enough for the loads you booked. Your cleaner sorts by color, follows care labels, and folds everything neatly on your bed or table, though items that must be hung or dry-cleaned are left aside.",
      ],
    },
    {
      id: "booking",
      heading: "Booking in five steps",
      paragraphs: [
        "Choose your service and home details, add extras and a frequency, pick a date and time, enter your address and access notes, then review the itemized price and confirm. Your progress is saved as you go, so you can leave and pick up where you stopped. You will need an account with a verified email to submit, and we email you when the order is received, when it is confirmed and again the day before your visit.",
      ],
    },
  ],
  cta: {
    heading: "Not sure which service you need?",
    text: "Tell us about your home or office and we will point you to the right one, or request a free estimate for a larger job.",
    primary: { label: "Contact Us", href: "/contact" },
    secondary: { label: "Book Now", href: "/booking" },
  },
};
