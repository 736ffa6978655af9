import { SERVICE_AREA_REFUSAL } from "@/lib/kernel/service-area";
import { addressInputSchema, addressPatchSchema } from "./address-schema";
import { ADDRESS_LIMIT_MESSAGE, MAX_ADDRESSES, addAddress, deleteAddress, listAddresses, updateAddress } from "./addresses";
import { createTestUser } from "./test-support";
import { testDrivers } from "@/lib/startup/testing/database";
import { useTestDatabase } from "@/lib/startup/testing/use-test-database";

const home = { label: "Home", street: "145 Bedford Ave", unit: "4B", city: "Brooklyn", zip: "11211", accessNotes: "Buzz 4B; the cat hides under the bed." };

describe("address input", () => {
  it("refuses a ZIP outside Manhattan, Brooklyn and Queens with the service-area message", () => {
    const result = addressInputSchema.safeParse({ ...home, zip: "10301" });
    expect(result.success).toBe(false);
    expect(result.error?.issues).toEqual([expect.objectContaining({ path: ["zip"], message: SERVICE_AREA_REFUSAL })]);
  });

  it("refuses a ZIP that is not one, and notes over 500 characters", () => {
    const result = addressInputSchema.safeParse({ ...home, zip: "1121", accessNotes: "x".repeat(501) });
    expect(result.error?.issues.map((issue) => issue.path.join("."))).toEqual(["zip", "accessNotes"]);
  });

  it("keeps five digits of a ZIP+4 and stores blanks as none", () => {
    expect(addressInputSchema.parse({ ...home, zip: " 10001-1234 ", unit: " ", accessNotes: "" })).toMatchObject({ zip: "10001", unit: null, accessNotes: null });
  });

  it("takes a partial change but not an empty one", () => {
    expect(addressPatchSchema.parse({ label: "Mom's" })).toEqual({ label: "Mom's" });
    expect(addressPatchSchema.safeParse({}).success).toBe(false);
  });
});

describe.each(testDrivers())("saved addresses on %s", (driver) => {
  const database = useTestDatabase(driver, { seed: false });


  it("adds, lists, edits and deletes the owner's addresses", async () => {
    const user = await createTestUser(database.db);
    const added = await addAddress(database.db, user.id, addressInputSchema.parse(home));
    if (!added.ok) throw new Error(added.message);
    expect(added.address).toMatchObject({ ...home, borough: "Brooklyn" });

    const edited = await updateAddress(database.db, user.id, added.address.id, addressPatchSchema.parse({ zip: "11101", city: "Long Island City" }));
    expect(edited).toMatchObject({ ok: true, address: { street: "145 Bedford Ave", zip: "11101", borough: "Queens" } });
    expect(await listAddresses(database.db, user.id)).toHaveLength(1);

    expect(await deleteAddress(database.db, user.id, added.address.id)).toBe(true);
    expect(await listAddresses(database.db, user.id)).toEqual([]);
  });

  it("treats another user's address, and a malformed id, as not found", async () => {
    const owner = await createTestUser(database.db);
    const stranger = await createTestUser(database.db);
    const added = await addAddress(database.db, owner.id, addressInputSchema.parse(home));
    if (!added.ok) throw new Error(added.message);

    expect(await updateAddress(database.db, stranger.id, added.address.id, { label: "Mine now" })).toMatchObject({ ok: false, kind: "not-found" });
    expect(await deleteAddress(database.db, stranger.id, added.address.id)).toBe(false);
    expect(await listAddresses(database.db, stranger.id)).toEqual([]);
    expect((await listAddresses(database.db, owner.id))[0]?.label).toBe("Home");

    expect(await updateAddress(database.db, owner.id, "not-a-uuid", { label: "x" })).toMatchObject({ ok: false, kind: "not-found" });
    expect(await deleteAddress(database.db, owner.id, "1; drop table users")).toBe(false);
  });

  it(`keeps at most ${MAX_ADDRESSES} addresses, even when added at once`, async () => {
    const user = await createTestUser(database.db);
    const input = addressInputSchema.parse(home);
    for (let i = 0; i < MAX_ADDRESSES - 2; i++) await addAddress(database.db, user.id, { ...input, label: `Place ${i}` });
    const racing = await Promise.all([1, 2, 3, 4].map(() => addAddress(database.db, user.id, input)));
    expect(racing.filter((result) => result.ok)).toHaveLength(2);
    expect(racing.filter((result) => !result.ok)).toEqual([
      { ok: false, kind: "conflict", message: ADDRESS_LIMIT_MESSAGE },
      { ok: false, kind: "conflict", message: ADDRESS_LIMIT_MESSAGE },
    ]);
    expect(await listAddresses(database.db, user.id)).toHaveLength(MAX_ADDRESSES);
  });
});
