import { DEFAULT_PRICE_TABLE } from "@/lib/settings/price-table";
import { checklistFor, EXTRA_CHECKLIST_ITEMS, SERVICE_CHECKLISTS } from "./checklists";

describe("checklists", () => {
  it("has a specific list for every service and a line for every extra of the price table", () => {
    for (const service of DEFAULT_PRICE_TABLE.services) {
      const sections = SERVICE_CHECKLISTS[service.slug];
      expect(sections?.length).toBeGreaterThan(1);
      expect(sections?.every((section) => section.items.length > 0)).toBe(true);
    }
    for (const extra of DEFAULT_PRICE_TABLE.extras) expect(EXTRA_CHECKLIST_ITEMS[extra.id]).toBeTruthy();
  });

  it("puts the booked extras before the final walk-through", () => {
    const sections = checklistFor("deep-cleaning", [
      { id: "inside-oven", name: "Inside the oven", quantity: 1 },
      { id: "interior-windows", name: "Interior windows", quantity: 6 },
    ]);
    expect(sections.map((section) => section.title).slice(-2)).toEqual(["Extras booked", "Before you leave"]);
    expect(sections.at(-2)?.items).toEqual([EXTRA_CHECKLIST_ITEMS["inside-oven"], `${EXTRA_CHECKLIST_ITEMS["interior-windows"]} (6)`]);
  });

  it("falls back to the custom list for a service it does not know", () => {
    expect(checklistFor("window-washing", [])).toEqual(SERVICE_CHECKLISTS["custom-cleaning"]);
  });
});
