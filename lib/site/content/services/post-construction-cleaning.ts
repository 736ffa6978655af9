import type { ServicePageContent } from "../types";

export const postConstructionCleaning: ServicePageContent = {
  slug: "post-construction-cleaning",
  path: "/services/post-construction-cleaning",
  name: "Post-Construction Cleaning",
  priceSlug: "post-construction-cleaning",
  title: "Post-Construction Cleaning in NYC | Borough Bright",
  metaDescription:
    "Post-renovation cleaning for NYC apartments, brownstones and offices: fine drywall dust, paint specks, sticker residue. Priced per square foot, free estimates.",
  h1: "Post-Construction Cleaning After Your Renovation",
  intro: [
    "The contractors have packed up, the final coat of paint is dry, and your new kitchen or bathroom is finally finished. Then you run a finger along a shelf and realize the whole apartment is coated in a fine white powder. Drywall and plaster dust gets everywhere during a renovation, even behind plastic sheeting, and it does not come off with an ordinary cleaning.",
    "Post-construction cleaning is a dedicated service for that moment. We plan for fine dust that settles and resettles, for paint and caulk specks on new surfaces, for sticker residue on new fixtures and windows, and for the protective film that has to come off the appliances. The aim is simple: a finished space you can actually move back into.",
  ],
  included: [
    {
      heading: "Dust removal, in the right order",
      items: [
        "Every horizontal surface vacuumed before it is wiped, so the dust is lifted rather than smeared",
        "Walls dusted from top to bottom with a soft tool",
        "Door tops, trim, moldings and window casings cleared of powder",
        "Inside of new cabinets, drawers and closets vacuumed and wiped",
        "Radiators, vent covers and return grilles dusted, with fins brushed out",
        "Light fixtures and ceiling fan blades within reach wiped",
      ],
    },
    {
      heading: "Finishing details",
      items: [
        "Manufacturer stickers and labels removed from fixtures, glass and appliances",
        "Protective film peeled from new appliances and hardware",
        "Paint specks and light grout haze carefully removed from tile, glass and hard surfaces",
        "Interior windows, frames and sills washed",
        "New tub, shower, toilet and sink cleaned and polished",
        "Floors vacuumed several times and damp-mopped until the mop comes up clean",
      ],
    },
  ],
  whoItsFor: [
    "Homeowners at the end of a kitchen or bathroom renovation.",
    "Co-op and condo owners finishing an alteration before the building's final inspection.",
    "General contractors who want to hand over a clean job to their client.",
    "Offices and retail spaces after a build-out, before staff or customers arrive.",
  ],
  pricing: [
    "Post-construction jobs are measured, not guessed: the rate is {sqFtRate} for each square foot, and no job is billed below {fromPrice}. The instant quote covers spaces from 300 to 10,000 square feet; enter your square footage and the booking form calculates the price on the spot.",
    "Larger projects, multiple units, or jobs where the contractor is still on site for punch-list work are better handled with a free estimate, so send us the details through the contact page. New York City's 8.875% sales tax is added to the quote, and payment is due after the cleaning is finished.",
  ],
  process: [
    {
      title: "Wait for the last trade",
      text: "Book once the contractors are done sanding, painting and installing. Dust from a final touch-up will settle on a freshly cleaned surface.",
    },
    {
      title: "Debris out first",
      text: "Your contractor removes construction debris, leftover materials and tools. We clean; we do not haul drywall scraps or lift heavy materials.",
    },
    {
      title: "Dry before wet",
      text: "We vacuum and dry-dust every surface first, because fine dust mixed with water turns into a paste that streaks.",
    },
    {
      title: "Final pass",
      text: "Fixtures, glass and floors get a last detail clean once the air has had time to settle.",
    },
  ],
  sections: [
    {
      id: "buildings",
      heading: "Renovating in a New York building",
      paragraphs: [
        "If you live in a co-op or condo, your alteration agreement likely sets the hours when work is allowed, which entrance and elevator contractors use, and what insurance every vendor must carry. Cleaning counts as part of the project in many buildings, so check whether management wants our certificate of insurance before the visit, and send us the requirements early.",
        "In a brownstone or a walk-up, dust migrates up and down the stairwell. Tell us if you want the stairs and landings outside your unit cleaned too; it is an easy way to stay on good terms with the neighbors who lived through your renovation.",
      ],
    },
    {
      id: "limits",
      heading: "What we don't do after construction",
      paragraphs: [
        "We do not remove debris or carry materials over 40 pounds, clean exterior windows above the ground floor, clean inside ductwork, or remove hazardous materials such as lead paint dust or asbestos, which must be handled by certified abatement professionals. If your project involved either, make sure the abatement and clearance testing are done before we come in.",
      ],
    },
  ],
  faqs: [
    {
      question: "When should I schedule the cleaning?",
      answer:
        "After the last trade has finished and the debris is gone. If the painter is coming back for one more touch-up, wait for that too, because sanding and painting will undo a fresh clean.",
    },
    {
      question: "Will one cleaning get all the dust?",
      answer:
        "Fine dust keeps settling out of the air for a day or two after work stops. One thorough post-construction cleaning removes nearly all of it; a regular cleaning a week or two later catches what drifts down afterward.",
    },
    {
      question: "Can you remove paint from windows and tile?",
      answer:
        "Small specks and overspray, yes, using methods that are safe for the surface. Large drips or paint on delicate finishes like natural stone or wood floors are better handled by the painter who made them.",
    },
    {
      question: "How do I measure square footage?",
      answer:
        "Use the figure on your floor plan, offering plan or lease. If only part of the home was renovated but dust spread everywhere, enter the whole home's area, because we will be cleaning all of it.",
    },
    {
      question: "Do you work for contractors?",
      answer:
        "Yes. General contractors book us for the final clean before handover. We can provide a certificate of insurance for the building and coordinate access with your site supervisor.",
    },
  ],
  cta: {
    heading: "Enjoy the renovation, not the dust",
    text: "Type in the size of the space to see the price straight away, or ask for a free estimate on bigger projects.",
    primary: { label: "Get an Instant Quote", href: "/booking?service=post-construction-cleaning" },
    secondary: { label: "Request a Free Estimate", href: "/contact" },
  },
};
