import { boroughForZip, BROOKLYN_ZIPS, MANHATTAN_ZIPS, QUEENS_ZIPS, SERVICE_AREA_REFUSAL, type Borough } from "@/lib/kernel/service-area";

/** The lists exactly as docs/product.md#scheduling writes them, expanded here independently of the module. */
const PRODUCT_MD: Record<Borough, string> = {
  Manhattan: "10001-10007, 10009-10014, 10016-10040, 10044, 10065, 10069, 10075, 10128, 10280, 10282",
  Brooklyn: "11201, 11203-11226, 11228-11239, 11249",
  Queens:
    "11004-11005, 11101-11106, 11109, 11354-11375, 11377-11379, 11385, 11411-11424, 11426-11430, 11432-11436, 11439, 11451, 11691-11694, 11697",
};

function ranges(text: string): Array<[number, number]> {
  return text.split(", ").map((part) => {
    const [first, last = first] = part.split("-").map(Number);
    if (first === undefined || last === undefined) throw new Error(part);
    return [first, last];
  });
}

function expand(text: string): string[] {
  return ranges(text).flatMap(([first, last]) => Array.from({ length: last - first + 1 }, (_, i) => String(first + i)));
}

describe("service area ZIP lists", () => {
  it("match docs/product.md, ranges expanded", () => {
    expect(MANHATTAN_ZIPS).toEqual(expand(PRODUCT_MD.Manhattan));
    expect(BROOKLYN_ZIPS).toEqual(expand(PRODUCT_MD.Brooklyn));
    expect(QUEENS_ZIPS).toEqual(expand(PRODUCT_MD.Queens));
  });

  it("have the counts worked out by hand", () => {
    // Manhattan 7 + 6 + 25 + 7 single ZIPs = 45; Brooklyn 1 + 24 + 12 + 1 = 38;
    // Queens 2 + 6 + 1 + 22 + 3 + 1 + 14 + 5 + 5 + 1 + 1 + 4 + 1 = 66.
    expect([MANHATTAN_ZIPS.length, BROOKLYN_ZIPS.length, QUEENS_ZIPS.length]).toEqual([45, 38, 66]);
  });

  it("does not let a ZIP belong to two boroughs", () => {
    const all = [...MANHATTAN_ZIPS, ...BROOKLYN_ZIPS, ...QUEENS_ZIPS];
    expect(new Set(all).size).toBe(all.length);
  });
});

describe("boroughForZip", () => {
  it.each<[string, Borough | null]>([
    // Manhattan gaps named in the brief
    ["10008", null],
    ["10015", null],
    ["10009", "Manhattan"],
    ["10016", "Manhattan"],
    ["10000", null],
    ["10001", "Manhattan"],
    ["10007", "Manhattan"],
    ["10014", "Manhattan"],
    ["10040", "Manhattan"],
    ["10041", null],
    ["10043", null],
    ["10044", "Manhattan"],
    ["10045", null],
    ["10064", null],
    ["10065", "Manhattan"],
    ["10069", "Manhattan"],
    ["10075", "Manhattan"],
    ["10128", "Manhattan"],
    ["10280", "Manhattan"],
    ["10281", null],
    ["10282", "Manhattan"],
    // Brooklyn
    ["11200", null],
    ["11201", "Brooklyn"],
    ["11202", null],
    ["11203", "Brooklyn"],
    ["11226", "Brooklyn"],
    ["11227", null],
    ["11228", "Brooklyn"],
    ["11239", "Brooklyn"],
    ["11240", null],
    ["11249", "Brooklyn"],
    ["11250", null],
    // Queens
    ["11003", null],
    ["11004", "Queens"],
    ["11005", "Queens"],
    ["11006", null],
    ["11101", "Queens"],
    ["11106", "Queens"],
    ["11107", null],
    ["11109", "Queens"],
    ["11353", null],
    ["11354", "Queens"],
    ["11375", "Queens"],
    ["11376", null],
    ["11377", "Queens"],
    ["11379", "Queens"],
    ["11385", "Queens"],
    ["11410", null],
    ["11411", "Queens"],
    ["11424", "Queens"],
    ["11425", null],
    ["11426", "Queens"],
    ["11430", "Queens"],
    ["11431", null],
    ["11432", "Queens"],
    ["11436", "Queens"],
    ["11437", null],
    ["11439", "Queens"],
    ["11451", "Queens"],
    ["11690", null],
    ["11691", "Queens"],
    ["11694", "Queens"],
    ["11695", null],
    ["11697", "Queens"],
    // Other boroughs and places
    ["10301", null], // Staten Island
    ["10451", null], // the Bronx
    ["07030", null], // Hoboken
    // Formats
    [" 10001 ", "Manhattan"],
    ["10001-1234", "Manhattan"],
    ["1000", null],
    ["100011", null],
    ["10001-12", null],
    ["abcde", null],
    ["", null],
  ])("%p → %p", (zip, borough) => {
    expect(boroughForZip(zip)).toBe(borough);
  });

  it("gives every range boundary and its outside neighbours the right answer", () => {
    for (const borough of ["Manhattan", "Brooklyn", "Queens"] as const) {
      const served = new Set(expand(PRODUCT_MD[borough]));
      for (const [first, last] of ranges(PRODUCT_MD[borough])) {
        expect(boroughForZip(String(first))).toBe(borough);
        expect(boroughForZip(String(last))).toBe(borough);
        for (const outside of [first - 1, last + 1]) {
          const expected = served.has(String(outside)) ? borough : null;
          // A neighbour may only be served by this borough's own list (no ranges touch across boroughs).
          expect(boroughForZip(String(outside))).toBe(expected);
        }
      }
    }
  });

  it("comes with the refusal text of docs/product.md", () => {
    expect(SERVICE_AREA_REFUSAL).toBe("We currently serve Manhattan, Brooklyn and Queens");
  });
});
