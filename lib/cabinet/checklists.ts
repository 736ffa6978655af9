/**
 * What a cleaner works through on each kind of visit, by service slug (as the price table names
 * services), plus a line for each extra booked. Data only, so the office can change wording
 * here without touching any screen. Safe for client bundles.
 */

export interface ChecklistSection {
  title: string;
  items: readonly string[];
}

const ARRIVAL: ChecklistSection = {
  title: "On arrival",
  items: [
    "Introduce yourself and confirm the customer's priorities for today",
    "Note any damage or fragile items before you start and tell the customer",
    "Put down floor protection at the door in wet weather",
  ],
};

const WRAP_UP: ChecklistSection = {
  title: "Before you leave",
  items: [
    "Walk through every room with the customer if they are home",
    "Empty all trash and recycling into the building's bins",
    "Put furniture, rugs and items back where they were",
    "Lock up as instructed in the access notes and return any keys",
  ],
};

const REGULAR: readonly ChecklistSection[] = [
  ARRIVAL,
  {
    title: "Kitchen",
    items: [
      "Wipe countertops, backsplash and cabinet fronts",
      "Clean the stovetop, burners and knobs",
      "Wipe the outside of the fridge, oven, microwave and dishwasher",
      "Scrub and shine the sink and faucet",
      "Sweep and mop the floor",
    ],
  },
  {
    title: "Bathrooms",
    items: [
      "Scrub the tub, shower walls and glass",
      "Clean and disinfect the toilet, inside and out",
      "Clean the vanity, sink and mirror",
      "Restock toilet paper if the customer leaves it out",
      "Mop the floor, including behind the toilet",
    ],
  },
  {
    title: "Bedrooms and living areas",
    items: [
      "Dust reachable surfaces, shelves, lamps and picture frames",
      "Make beds (change linens if clean ones are left out)",
      "Vacuum carpets and rugs; vacuum and mop hard floors",
      "Wipe light switches and door handles",
    ],
  },
  WRAP_UP,
];

const DEEP: readonly ChecklistSection[] = [
  ARRIVAL,
  {
    title: "Kitchen, in depth",
    items: [
      "Degrease the stovetop, burner grates and range hood filter",
      "Clean the microwave inside and out",
      "Wipe cabinet fronts, handles and the tops of cabinets",
      "Descale the sink and faucet; clean the drain basket",
      "Hand-wipe baseboards and mop the floor edge to edge",
    ],
  },
  {
    title: "Bathrooms, in depth",
    items: [
      "Scrub grout lines and remove soap scum from tile",
      "Descale shower heads, faucets and glass",
      "Disinfect the toilet including hinges and the base",
      "Wipe the vanity inside drawers if emptied",
      "Clean the exhaust fan cover",
    ],
  },
  {
    title: "Whole home",
    items: [
      "Dust ceiling fans, light fixtures and vents",
      "Wipe door frames, doors and switch plates",
      "Clean window sills and tracks",
      "Vacuum under beds and sofas where they can be reached",
      "Vacuum upholstery and mop all hard floors",
    ],
  },
  WRAP_UP,
];

const MOVE: readonly ChecklistSection[] = [
  ARRIVAL,
  {
    title: "Empty kitchen",
    items: [
      "Clean inside every cabinet and drawer",
      "Clean inside the fridge and freezer (check it is switched on or propped open)",
      "Clean inside the oven and the broiler drawer",
      "Degrease the range hood and backsplash",
      "Mop the floor, including where appliances stood",
    ],
  },
  {
    title: "Bathrooms",
    items: [
      "Clean inside the medicine cabinet and vanity",
      "Scrub tub, tile and grout; descale fixtures",
      "Disinfect the toilet top to bottom",
      "Clean the mirror and light fixture",
    ],
  },
  {
    title: "Rooms and closets",
    items: [
      "Wipe closet shelves, rods and the closet floor",
      "Wash baseboards, door frames and doors",
      "Clean window sills, tracks and the inside of windows within reach",
      "Wipe away scuffs and marks left by furniture where possible",
      "Vacuum and mop every floor, closets included",
    ],
  },
  WRAP_UP,
];

const HEAVY: readonly ChecklistSection[] = [
  { ...ARRIVAL, items: [...ARRIVAL.items, "Put on gloves and a mask; ventilate the rooms before starting"] },
  {
    title: "Clear and sort",
    items: [
      "Agree with the customer what is trash and what stays",
      "Bag trash and recycling as you go; keep a clear path to the door",
      "Set aside valuables, papers and mail you find for the customer",
    ],
  },
  {
    title: "Clean",
    items: [
      "Scrape built-up grime from the stovetop, counters and sink",
      "Degrease cabinets and appliance fronts",
      "Scrub bathroom fixtures, tile and grout with a heavy-duty cleaner",
      "Dust top to bottom, then vacuum and mop every floor",
    ],
  },
  WRAP_UP,
];

const FILTHY: readonly ChecklistSection[] = [
  { ...ARRIVAL, items: [...ARRIVAL.items, "Wear full protective gear; report any biohazard or pests to the office before touching it"] },
  {
    title: "Remove and disinfect",
    items: [
      "Remove spoiled food, waste and soiled items in sealed bags",
      "Disinfect every touch surface: handles, switches, counters, rails",
      "Treat odors at their source (bins, drains, fabrics) before masking them",
    ],
  },
  {
    title: "Deep clean",
    items: [
      "Degrease the kitchen top to bottom, inside the microwave included",
      "Scrub and disinfect the bathroom: toilet, tub, tile, grout, floor",
      "Wash walls where stained, baseboards and doors",
      "Vacuum with the HEPA filter, then mop every floor twice",
    ],
  },
  WRAP_UP,
];

const OFFICE: readonly ChecklistSection[] = [
  {
    title: "On arrival",
    items: ["Sign in with the building or front desk", "Confirm the areas in scope with the contact on site", "Set out wet-floor signs in common areas"],
  },
  {
    title: "Work areas",
    items: [
      "Empty trash and recycling at every desk and replace liners",
      "Wipe clear desk surfaces, phones and keyboards without moving papers",
      "Dust monitors, shelves and window sills",
      "Vacuum carpets and mop hard floors",
    ],
  },
  {
    title: "Kitchen and restrooms",
    items: [
      "Clean the break room counters, sink, microwave and fridge front",
      "Disinfect restroom toilets, urinals, sinks and partitions",
      "Restock soap, paper towels and toilet paper from the client's supply",
      "Mop restroom and kitchen floors with disinfectant",
    ],
  },
  {
    title: "Before you leave",
    items: ["Disinfect door handles, elevator buttons and shared equipment", "Turn off lights as instructed and lock up", "Leave a note of anything that needs repair"],
  },
];

const POST_CONSTRUCTION: readonly ChecklistSection[] = [
  { title: "On arrival", items: ["Check the site is cleared by the contractor for cleaning", "Wear a dust mask and gloves; ventilate", "Note paint, adhesive or damage to report"] },
  {
    title: "Dust removal",
    items: [
      "HEPA-vacuum construction dust from ceilings down: vents, fixtures, walls",
      "Wipe every surface twice: a dry pass, then a damp one",
      "Clean inside cabinets, drawers and closets",
      "Vacuum window tracks and door tracks",
    ],
  },
  {
    title: "Detail",
    items: [
      "Remove stickers, labels and light paint splatter from windows and fixtures",
      "Clean and polish new appliances, inside and out",
      "Wipe outlets, switch plates and baseboards",
      "Vacuum and mop all floors, then mop again",
    ],
  },
  WRAP_UP,
];

const CUSTOM: readonly ChecklistSection[] = [
  ARRIVAL,
  {
    title: "The customer's list",
    items: [
      "Read the task list in the order notes with the customer and agree the order of work",
      "Start with the tasks the customer named as most important",
      "Tell the customer early if the booked hours will not cover every task",
    ],
  },
  WRAP_UP,
];

const ORGANIZATION: readonly ChecklistSection[] = [
  ARRIVAL,
  {
    title: "Organize",
    items: [
      "Agree the spaces to organize and what must not be moved",
      "Empty one area at a time; sort into keep, donate, discard",
      "Wipe shelves and drawers before putting things back",
      "Group like items and label bins if the customer wants",
      "Bag donations and trash separately; leave donations where the customer says",
    ],
  },
  WRAP_UP,
];

const LAUNDRY: readonly ChecklistSection[] = [
  ARRIVAL,
  {
    title: "Laundry",
    items: [
      "Check care labels; separate whites, colors and delicates",
      "Ask about detergent, softener and items that must air-dry",
      "Wash and dry each load on the customer's machines",
      "Fold, hang or stack clothes and linens where the customer wants them",
      "Clean the lint trap and wipe the machines when done",
    ],
  },
  WRAP_UP,
];

const DISHWASHING: readonly ChecklistSection[] = [
  ARRIVAL,
  {
    title: "Dishes",
    items: [
      "Scrape and soak pots and pans first",
      "Hand-wash items not safe for the dishwasher (knives, wood, cast iron)",
      "Load, run and empty the dishwasher if there is one",
      "Dry and put away everything, or leave it on the rack as asked",
      "Wipe the counters and sink, and empty the drain strainer",
    ],
  },
  WRAP_UP,
];

export const SERVICE_CHECKLISTS: Readonly<Record<string, readonly ChecklistSection[]>> = {
  "residential-cleaning": REGULAR,
  "deep-cleaning": DEEP,
  "move-in-out-cleaning": MOVE,
  "heavy-condition-cleaning": HEAVY,
  "filthy-cleaning": FILTHY,
  "office-cleaning": OFFICE,
  "post-construction-cleaning": POST_CONSTRUCTION,
  "custom-cleaning": CUSTOM,
  "home-organization": ORGANIZATION,
  laundry: LAUNDRY,
  dishwashing: DISHWASHING,
};

/** What to do for each extra, by the price table's extra id. */
export const EXTRA_CHECKLIST_ITEMS: Readonly<Record<string, string>> = {
  "inside-fridge": "Empty, wipe and dry the inside of the fridge, shelves and drawers; put food back",
  "inside-oven": "Clean the oven interior, racks and door glass; degrease without harsh fumes if the customer is home",
  "inside-cabinets": "Empty, wipe and dry the inside of the kitchen cabinets; put items back in order",
  "interior-windows": "Clean the inside of the booked windows, sills and tracks",
  baseboards: "Hand-wipe all baseboards",
  "wall-spot-cleaning": "Spot-clean marks and scuffs on walls (test a hidden spot first)",
  "balcony-terrace": "Sweep and wipe the balcony or terrace, railings and outdoor furniture",
  "pet-hair": "Remove pet hair from upholstery, rugs and corners with the rubber brush and vacuum",
  laundry: "Wash, dry and fold the booked loads on the customer's machines",
  dishwashing: "Wash, dry and put away the dishes",
};

/** Sections for a visit: the service's list, with the booked extras as a section of their own. */
export function checklistFor(serviceSlug: string, extras: ReadonlyArray<{ id: string | null; name: string; quantity: number }>): ChecklistSection[] {
  const base = SERVICE_CHECKLISTS[serviceSlug] ?? CUSTOM;
  if (extras.length === 0) return [...base];
  const extraItems = extras.map((extra) => {
    const text = (extra.id && EXTRA_CHECKLIST_ITEMS[extra.id]) || extra.name;
    return extra.quantity > 1 ? `${text} (${extra.quantity})` : text;
  });
  // Extras go before the wrap-up, so they are done before the walk-through.
  const last = base.at(-1);
  const wrapsUp = last?.title === WRAP_UP.title;
  const body = wrapsUp ? base.slice(0, -1) : [...base];
  return [...body, { title: "Extras booked", items: extraItems }, ...(wrapsUp && last ? [last] : [])];
}

/**
 * How a ticked item is stored: its section and wording. If the office rewords an item, old
 * ticks of it simply no longer match, rather than ticking a different item.
 */
export function checklistItemKey(sectionTitle: string, item: string): string {
  return `${sectionTitle} / ${item}`;
}

/** Every item key of a checklist, in the order the cleaner sees them. */
export function checklistItemKeys(sections: readonly ChecklistSection[]): string[] {
  return sections.flatMap((section) => section.items.map((item) => checklistItemKey(section.title, item)));
}
