import { BOOKING_STORAGE_KEY } from "./saved-booking-signal";
import { forgetSavedBookingOnLogout } from "./saved-booking-logout";

/** Local storage as the browser has it, in memory. */
function memoryStorage(entries: Record<string, string> = {}): Storage {
  const map = new Map(Object.entries(entries));
  return {
    get length() {
      return map.size;
    },
    clear: () => map.clear(),
    getItem: (key) => map.get(key) ?? null,
    key: (index) => [...map.keys()][index] ?? null,
    removeItem: (key) => void map.delete(key),
    setItem: (key, value) => void map.set(key, String(value)),
  };
}

const visitorForm = {
  version: 1,
  bookingProgress: "step-5",
  idempotencyKey: "0b9c3f0e-2f7a-4b8e-9a51-6c1d2e3f4a5b",
  service: "deep-cleaning",
  bedrooms: 2,
  date: "2026-03-10",
  startsAt: "2026-03-10T13:00:00.000Z",
  address: { street: "245 Bedford Ave", unit: "3R", city: "Brooklyn", zip: "11211", accessNotes: "Door code 4417" },
  contact: { name: "Dana Booker", phone: "(718) 555-0199", email: "dana@example.test" },
  notes: "The cat hides under the bed",
  giftCardCode: "BBGC-ABCD-EFGH-JKLM",
  acceptTerms: true,
  textConsent: true,
  ownedBySignedInUser: false,
};

describe("forgetSavedBookingOnLogout", () => {
  it("removes the whole saved form when it belonged to a signed-in user", () => {
    const storage = memoryStorage({ [BOOKING_STORAGE_KEY]: JSON.stringify({ ...visitorForm, ownedBySignedInUser: true }) });
    forgetSavedBookingOnLogout(storage);
    expect(storage.getItem(BOOKING_STORAGE_KEY)).toBeNull();
  });

  it("keeps a visitor's service and date but clears the address, door code, contact, texts box, notes and gift card", () => {
    const storage = memoryStorage({ [BOOKING_STORAGE_KEY]: JSON.stringify(visitorForm) });
    forgetSavedBookingOnLogout(storage);
    const kept = JSON.parse(storage.getItem(BOOKING_STORAGE_KEY) ?? "null") as Record<string, unknown>;
    expect(kept).toMatchObject({ service: "deep-cleaning", bedrooms: 2, startsAt: visitorForm.startsAt, bookingProgress: "step-4" });
    expect(kept.address).toEqual({ street: "", unit: "", city: "", zip: "", accessNotes: "" });
    expect(kept.contact).toEqual({ name: "", phone: "", email: "" });
    expect(kept.notes).toBe("");
    expect(kept.giftCardCode).toBe("");
    expect(kept.textConsent).toBe(false);
    expect(JSON.stringify(kept)).not.toMatch(/Bedford|4417|Dana|0199|BBGC/);
  });

  it("removes what it cannot read, and leaves other keys alone", () => {
    const storage = memoryStorage({ [BOOKING_STORAGE_KEY]: "{not json", other: "kept" });
    forgetSavedBookingOnLogout(storage);
    expect(storage.getItem(BOOKING_STORAGE_KEY)).toBeNull();
    expect(storage.getItem("other")).toBe("kept");
  });

  it("does nothing without storage or a saved form", () => {
    expect(() => forgetSavedBookingOnLogout(null)).not.toThrow();
    const storage = memoryStorage();
    forgetSavedBookingOnLogout(storage);
    expect(storage.length).toBe(0);
  });
});
