import { mapsSearchUrl } from "./maps-link";

describe("mapsSearchUrl", () => {
  it("asks Google Maps to search for the street, city and ZIP code, safely encoded", () => {
    const url = new URL(mapsSearchUrl({ street: "245 Bedford Ave", city: "Brooklyn", zip: "11211" }));
    expect(url.origin).toBe("https://www.google.com");
    expect(url.pathname).toBe("/maps/search/");
    expect(url.searchParams.get("api")).toBe("1");
    expect(url.searchParams.get("query")).toBe("245 Bedford Ave, Brooklyn, NY 11211");
  });

  it("keeps characters of an address from breaking out of the query", () => {
    const url = new URL(mapsSearchUrl({ street: "31-10 Thomson Ave #2 & Rear", city: "Long Island City", zip: "11101" }));
    expect(url.searchParams.get("query")).toBe("31-10 Thomson Ave #2 & Rear, Long Island City, NY 11101");
    expect([...url.searchParams.keys()]).toEqual(["api", "query"]);
    expect(url.hash).toBe("");
  });
});
