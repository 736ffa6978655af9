import type { GuideSection } from "./types";

/**
 * The long guide sections that used to make the home page an essay (issue #24): each now lives
 * on the service, borough or about page where a searcher for that topic lands, word for word,
 * ending with the same call to action. `movedTo` is the page that renders it; a page's guide
 * sections come from guideSectionsFor(path) (lib/site/content/index.ts), and the e2e test "moved passages" checks each one
 * is on its page.
 */
export const guideSections: readonly GuideSection[] = [
  {
    id: "who-we-are",
    movedTo: "/about",
    heading: "Who we are",
    paragraphs: [
      "We are a New York City cleaning company for homes and offices in Manhattan, Brooklyn and Queens. We built Borough Bright around a simple idea: booking a cleaner should be as clear as ordering anything else online, with the price shown up front and nothing added later.",
      "Behind the booking form are real people who know the difference between a doorman building and a walk-up, and who treat your home the way they would want theirs treated.",
    ],
    cta: { label: "Contact Us", href: "/contact" },
  },
  {
    id: "apartment-cleaning-nyc",
    movedTo: "/services/residential-cleaning",
    heading: "Apartment Cleaning Made for New York City",
    paragraphs: [
      "Cleaning a New York apartment is its own skill. Space is tight, surfaces work overtime, and the building has opinions about who comes through the lobby. A studio in Hell's Kitchen, a railroad apartment in Greenpoint and a junior four in Jackson Heights all need a cleaner who can work efficiently around furniture that has nowhere else to go.",
      "Our cleaners are used to all of it. They know a steam radiator throws dust onto the wall behind it, that a galley kitchen gets greasy from the range all the way to the window, and that a bathroom without a window needs its grout and caulk watched closely. That knowledge is built into our checklists, so your apartment gets the attention city living demands, on every visit.",
      "Whether you want a one-time cleaning before guests arrive or a standing weekly appointment, tell us about your place and we will suggest the right service.",
    ],
    cta: { label: "Get a Free Estimate", href: "/contact" },
  },
  {
    id: "house-cleaning-three-boroughs",
    movedTo: "/services/queens-cleaning",
    heading: "House Cleaning Across Manhattan, Brooklyn and Queens",
    paragraphs: [
      "Not every New Yorker lives in an apartment. Brooklyn has its brownstones and row houses, Queens its detached and semi-detached homes with backyards and finished basements. A whole house means more stairs, more bathrooms and more ways for dirt to get in, and it needs a cleaning plan that works floor by floor.",
      "We price houses the same way as apartments, by bedrooms and bathrooms, so a three-story home is quoted honestly without guesswork. Cleaners start at the top floor and work down, so dust and grit end up at the front door instead of on the rooms already done. Basement bathrooms, mudrooms and back entries get the same care as the main floor.",
      "Our borough pages go into the details of each area, from Manhattan doormen to Brooklyn alternate-side parking to Queens co-op rules.",
    ],
    cta: { label: "Request a Quote", href: "/contact" },
  },
  {
    id: "transparent-pricing",
    movedTo: "/services/residential-cleaning/general",
    heading: "Transparent Pricing With an Instant Quote",
    paragraphs: [
      "We think you should know exactly what a cleaning costs before you book it. Our online booking form shows every line: the base price for your service, what each extra bedroom and bathroom adds, each extra you choose, any recurring discount, the special offer or gift card you apply, and New York City sales tax of 8.875%. The number at the bottom is the number you pay.",
      "Room-based services like regular, deep and move cleaning are priced by bedrooms and bathrooms. Offices and post-construction jobs are priced by square foot with a clear minimum, and custom cleaning is billed by the hour with a three-hour minimum. There are no travel fees, no fuel charges, no walk-up or doorman surcharges and no supply fees.",
      "You are not charged when you book. Payment is due after the visit, once you have seen the result.",
    ],
    cta: { label: "Request a Quote", href: "/contact" },
  },
  {
    id: "recurring-cleaning",
    movedTo: "/services/residential-cleaning",
    heading: "Recurring Cleaning That Fits Your Week",
    paragraphs: [
      "The easiest clean home is the one you never have to schedule twice. Set up a recurring regular cleaning and we create your visits automatically, on a rolling schedule weeks ahead, so the same day and time stay yours. Weekly cleaning saves 20% on every visit, every two weeks saves 15% and monthly saves 10%.",
      "Life still happens, and the schedule bends with it. You can move or cancel a single visit, or stop the whole series, from your account at no cost up to 24 hours before the start time. A cleaner who comes regularly learns your home, your preferences and the spots that need extra attention, and the results get better with each visit.",
    ],
    cta: { label: "Contact Us", href: "/contact" },
  },
  {
    id: "office-cleaning",
    movedTo: "/services/office-cleaning",
    heading: "Office and Commercial Cleaning for NYC Businesses",
    paragraphs: [
      "A clean workplace tells clients and employees that you pay attention. We clean offices, studios, showrooms and small commercial spaces from 500 to 20,000 square feet, priced by area so a small agency and a full floor each pay for what they have.",
      "New York buildings come with paperwork. Commercial landlords and managing agents often require a certificate of insurance before any vendor starts, and many want service-entrance access and a freight elevator booking. We handle that side with you ahead of the first visit, and then show up on the schedule you choose, weekends included.",
      "For spaces above the instant-quote range, multiple floors or anything unusual, ask us for a free estimate.",
    ],
    cta: { label: "Get a Free Estimate", href: "/contact" },
  },
  {
    id: "move-cleaning",
    movedTo: "/services/move-in-out-cleaning",
    heading: "Moving In or Out? Make the Walk-Through Easy",
    paragraphs: [
      "In New York, moving day is a negotiation with the calendar: the lease end date, the freight elevator window, the movers' arrival and the super's hours. A move-out cleaning makes sure the last impression your landlord or co-op board gets is a good one, and a move-in cleaning means you unpack into a home that is actually clean.",
      "Empty rooms let us clean every shelf, closet and corner. Add the inside of the fridge, oven and cabinets, because everyone who inspects an apartment opens them. Under New York law, your landlord generally has 14 days after move-out to return the deposit or itemize deductions, and a spotless apartment gives them nothing to itemize for cleaning.",
    ],
    cta: { label: "Request a Quote", href: "/contact" },
  },
  {
    id: "post-construction",
    movedTo: "/services/post-construction-cleaning",
    heading: "After the Renovation: Post-Construction Cleaning",
    paragraphs: [
      "Renovations end in dust. Drywall sanding and plaster work release a powder fine enough to pass under plastic sheeting and settle inside cabinets you thought were sealed. A normal cleaning smears it; a post-construction cleaning removes it, working dry before wet and top to bottom.",
      "We also take care of the final details contractors tend to leave: labels on new fixtures, protective film on appliances, paint specks on tile and glass, and the fine haze on new floors. For co-op and condo alterations, we work within your building's rules and provide insurance paperwork when management asks.",
    ],
    cta: { label: "Get a Free Estimate", href: "/contact" },
  },
  {
    id: "trust",
    movedTo: "/services/manhattan-cleaning",
    heading: "Trusted People in Your Home",
    paragraphs: [
      "Most of our customers are not home while we clean. They leave a key with the doorman, a code for the lockbox, or instructions for the building super, and they trust us to let ourselves in, do the job and lock up. We take that seriously.",
      "Every cleaner is background-checked and insured. Your access notes, such as door codes and key locations, are visible only to the cleaner assigned to your visit and to our staff. Cleaners check in when they arrive and check out when they finish, and both moments appear on your order's timeline, so you know when someone was in your home and for how long.",
      "Have a question about keys, pets or building access before you book? We are happy to talk it through.",
    ],
    cta: { label: "Contact Us", href: "/contact" },
  },
  {
    id: "guarantee",
    movedTo: "/services/deep-cleaning",
    heading: "Our 100% Satisfaction Guarantee",
    paragraphs: [
      "We want every cleaning to be right the first time. When it is not, we make it right. If you are not happy with any part of a cleaning, tell us within 24 hours of the visit and we will send a cleaner back to redo it, free of charge.",
      "After each visit you receive a short email asking how it went. A low rating there goes straight to our staff so they can arrange the re-clean without you having to chase anyone. Your feedback also helps us coach cleaners and improve the checklists for everyone.",
    ],
    cta: { label: "Contact Us", href: "/contact" },
  },
  {
    id: "add-ons",
    movedTo: "/services/custom-cleaning",
    heading: "Laundry, Dishes and Home Organization",
    paragraphs: [
      "Some of the most welcome help has nothing to do with scrubbing. Add laundry to a cleaning and your cleaner will wash, dry and fold it on your own machines, whether they are in your apartment or down in the building laundry room. Add dishwashing and the pile in the sink disappears. Both can also be booked on their own.",
      "Home organization is hourly help with closets, kitchens and storage: sorting, decluttering and setting things up so a small space works for the way you live. It pairs well with a deep cleaning when you want the whole place to feel new.",
    ],
    cta: { label: "Request a Quote", href: "/contact" },
  },
];

