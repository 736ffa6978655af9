import type { ServicePageContent } from "../types";

export const filthyCleaning: ServicePageContent = {
  slug: "filthy-cleaning",
  path: "/services/filthy-cleaning",
  name: "Full Reset Cleaning",
  priceSlug: "filthy-cleaning",
  title: "Full Reset Home Cleaning in NYC | Borough Bright",
  metaDescription:
    "Full reset home cleaning in Manhattan, Brooklyn and Queens for the most neglected apartments and houses. Full-day visits, honest limits, pay after the work.",
  h1: "Full Reset Cleaning for the Toughest Jobs in the City",
  intro: [
    "Full reset cleaning is the service for the worst-case home. Not a little behind, not a few months of buildup, but an apartment or house where every surface needs work, trash has piled up, the kitchen and bathroom have become hard to use, and the thought of where to start is overwhelming. It is our most intensive residential service, and it gets the most time and the most thorough approach.",
    "People book it for many reasons: a tenant who abandoned a unit, an estate after someone has passed, a family member who could not keep up, or their own home after a very hard stretch. Whatever the reason, we show up prepared, work without judgment, and leave the place usable again.",
  ],
  included: [
    {
      heading: "A full reset of every room",
      items: [
        "Trash, food waste and packaging bagged and removed to your building's trash area",
        "Kitchen surfaces, appliance exteriors and sink stripped of heavy grime and old food residue",
        "Bathrooms cleaned from the ceiling vent to the floor drain, fixtures descaled and disinfected",
        "Floors scraped where needed, then scrubbed and mopped, sticky patches included",
        "Walls spot-scrubbed in high-contact areas like light switches, door edges and the wall by the bed",
        "Window sills, radiators and vents cleared of thick dust and debris",
        "Odor sources cleaned at the surface, with windows opened to air the home as weather allows",
      ],
    },
    {
      heading: "Planned for the size of the job",
      items: [
        "Extended visit length, calculated from your bedrooms and bathrooms before booking",
        "More than one cleaner when the job calls for it",
        "A sequence that makes each room usable in turn, starting with the kitchen and a bathroom",
        "An honest read at the end on anything that needs a follow-up visit or a specialist",
      ],
    },
  ],
  whoItsFor: [
    "Landlords and managing agents recovering an apartment after an eviction or abandonment.",
    "Families clearing and cleaning a relative's home after a death or a move into care.",
    "Individuals ready to reclaim their own home after a long period of struggle.",
    "Owners getting a long-vacant property ready to rent, sell or move back into.",
  ],
  pricing: [
    "For a studio or one-bedroom with one bathroom, full reset cleaning starts at {fromPrice}, rising by a set amount per additional bedroom and bathroom. It is priced higher than catch-up cleaning because it is planned for more hours and more intensive work from the first minute.",
    "Inside the fridge and inside the oven are extras, and in a home that needs a full reset they are usually essential. Laundry on your own machines can be added by the load if there are clothes and linens to wash. The 8.875% New York City sales tax is part of the total shown, and you pay after we finish, never in advance.",
    "If your home is larger than the booking form allows, or you cannot tell how many visits it will take, request a free estimate through the contact page and describe the situation.",
  ],
  sections: [
    {
      id: "limits",
      heading: "The honest limits",
      paragraphs: [
        "Full reset cleaning is still cleaning. Biohazards, meaning blood, bodily fluids, human waste, accumulated animal waste, needles and sharps, need a licensed biohazard or trauma cleaning company, and an active pest infestation needs an exterminator before anyone cleans. Mold beyond ordinary surface mildew needs a licensed mold remediation contractor.",
        "Our cleaners do not lift or carry anything heavier than 40 pounds, so furniture, mattresses, appliances and construction debris need a junk removal crew. In a hoarding situation, sorting what stays and what goes is a personal process; we can work alongside it with home organization hours, but we never throw away belongings without your clear direction.",
      ],
    },
    {
      id: "before-you-book",
      heading: "Before you book",
      paragraphs: [
        "Make sure the water and electricity are on. Clear a path to the front door if you can, or tell us if you cannot. If your building has a super or a managing agent, let them know a cleaning is happening and ask where bagged trash should go; some buildings want it held for the next pickup day rather than left in the trash room all at once.",
      ],
    },
  ],
  faqs: [
    {
      question: "How is full reset cleaning different from catch-up cleaning?",
      answer:
        "Catch-up cleaning is for homes with serious buildup that are still basically in use. Full reset cleaning is for the extreme end: trash accumulation, rooms that cannot be used, and grime on nearly every surface. It is planned with more time and more labor.",
    },
    {
      question: "Can I book it for a home that isn't mine?",
      answer:
        "Yes, landlords, relatives and executors often do. You will need lawful access to the home and a way to let us in, such as a key with the super or a lockbox code.",
    },
    {
      question: "Will one visit be enough?",
      answer:
        "Often, but not always. For a large home in extreme condition, a first visit focused on the kitchen, one bathroom and clearing trash, followed by a second visit, is more realistic. We will tell you honestly at the end of the first day.",
    },
    {
      question: "Do you throw things away?",
      answer:
        "Obvious trash like food containers, packaging and spoiled food, yes. Anything that could be a belonging stays unless you tell us clearly that it should go.",
    },
    {
      question: "Is the satisfaction guarantee the same for full reset cleaning?",
      answer:
        "Yes. If something we cleaned is not right, tell us within 24 hours of the visit and we will send someone back to redo it free of charge.",
    },
  ],
  cta: {
    heading: "Let us take it from here",
    text: "Get a price for full reset cleaning right now, or describe the situation and request a free estimate.",
    primary: { label: "Get a Quote", href: "/booking?service=filthy-cleaning" },
    secondary: { label: "Request a Free Estimate", href: "/contact" },
  },
};
