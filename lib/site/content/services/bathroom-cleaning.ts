import type { ServicePageContent } from "../types";

export const bathroomCleaning: ServicePageContent = {
  slug: "residential-cleaning/bathroom",
  path: "/services/residential-cleaning/bathroom",
  name: "Bathroom Cleaning",
  priceSlug: "residential-cleaning",
  parentSlug: "residential-cleaning",
  title: "Bathroom Cleaning in NYC | Borough Bright Cleaning",
  metaDescription:
    "Bathroom cleaning for New York apartments: soap scum off the glass, prewar tile and grout brightened, toilets and fixtures disinfected. Instant quote online.",
  h1: "Bathroom Cleaning That Reaches the Corners",
  intro: [
    "A New York bathroom is usually small, often windowless and sometimes nearly a hundred years old. That combination means moisture lingers, soap film builds on the glass, and the tiny hexagon floor tile in a prewar building holds on to every bit of grime that lands in the grout.",
    "Every regular cleaning we do gives each bathroom real attention, not a quick wipe of the sink. This page walks through what we clean, how we handle older tile and fixtures, and how the price works for homes with more than one bathroom.",
  ],
  included: [
    {
      heading: "Tub and shower",
      items: [
        "Shower walls and the tub scrubbed from the top tile down to the drain",
        "Glass doors and screens cleared of soap film and water spots",
        "Shower caddy and bottles lifted so the ledge underneath gets cleaned",
        "Faucet, shower head and drain cover polished",
      ],
    },
    {
      heading: "Toilet, sink and vanity",
      items: [
        "Toilet bowl scrubbed, seat and lid disinfected on both sides, base and bolt caps wiped",
        "Pedestal sink or vanity basin cleaned, overflow hole included",
        "Countertop cleared and wiped, with your toiletries set back in place",
        "Mirror and medicine cabinet face polished without streaks",
        "Light switch, door handle and towel bars disinfected",
      ],
    },
    {
      heading: "Floor and finishing touches",
      items: [
        "Floor washed by hand, including the gap behind the toilet",
        "Trash emptied and the liner replaced if you keep spares nearby",
        "Towels straightened or replaced with clean ones you leave out",
        "Exhaust vent cover and the top of the door frame dusted",
      ],
    },
  ],
  whoItsFor: [
    "Households sharing one bathroom between three or four people.",
    "Owners of prewar apartments with original tile who want it cleaned with care instead of bleach.",
    "Renters in windowless bathrooms fighting the same pink ring and gray caulk every month.",
    "Anyone who simply never wants to scrub a tub again.",
  ],
  pricing: [
    "Bathroom cleaning comes with every regular cleaning. The base price of {fromPrice} covers a studio or one-bedroom and its one bathroom; each bathroom beyond the first adds a set amount to the quote, so a two-bathroom apartment and a three-bathroom house are both priced up front with nothing added on the day.",
    "On a recurring schedule, every visit is discounted: 10% monthly, 15% every two weeks and 20% weekly. Wall spot cleaning ({extra:wall-spot-cleaning}) and baseboards ({extra:baseboards}) are optional extras if your bathroom walls or trim need them. The city's 8.875% sales tax goes on the final total, and you settle the bill after the visit.",
  ],
  sections: [
    {
      id: "old-tile",
      heading: "Prewar tile, soft water and small vents",
      paragraphs: [
        "The white hexagon and penny tile floors in so many older Manhattan, Brooklyn and Queens buildings are beautiful and unforgiving. The grout is porous and often decades old, so we clean it with a brush and a cleaner that lifts dirt without eating into the grout itself. Harsh acids can loosen old grout and dull vintage glazes, so they stay out of our buckets.",
        "New York City's tap water is soft, which means the film on your shower glass is mostly soap and body-product residue rather than heavy mineral scale. That is good news: it comes off with the right cleaner and some elbow grease, without aggressive descalers.",
        "Windowless bathrooms depend on a small exhaust vent, and many of those vents are weak. The result is mildew at the bottom of the caulk line and on the grout in the shower corners. We clean surface mildew on every visit; if the caulk is stained all the way through, it needs to be replaced, which is a job for your super or a handyman.",
      ],
    },
  ],
  faqs: [
    {
      question: "Can you get rid of the black spots in my shower caulk?",
      answer:
        "We remove mildew from the surface of caulk and grout. When the stain has grown into the caulk itself, cleaning lightens it but cannot remove it completely, and recaulking is the lasting fix.",
    },
    {
      question: "Do you use bleach?",
      answer:
        "Only where it is appropriate and only if you are fine with it. Many customers prefer bleach-free products, and old grout and natural stone are better off without it anyway. Add any preference to your access notes.",
    },
    {
      question: "My bathroom has a clawfoot tub. Do you clean under it?",
      answer:
        "Yes. We reach under and behind freestanding tubs as far as a long-handled tool allows, and we clean the feet and the exposed pipes as part of the visit.",
    },
    {
      question: "How is a bathroom in a deep cleaning different?",
      answer:
        "A deep cleaning adds time for grout scrubbing across the whole floor and shower, the tops of the tiles, the base of the walls and heavy buildup on fixtures. If your bathroom has not been properly cleaned for months, book a deep cleaning first.",
    },
  ],
  cta: {
    heading: "Never scrub a tub again",
    text: "Tell us how many bathrooms you have and get a price right away, then choose a day that works.",
    primary: { label: "Book a Cleaning", href: "/booking?service=residential-cleaning" },
    secondary: { label: "Contact Us", href: "/contact" },
  },
};
