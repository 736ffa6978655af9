import { addAddress } from "@/lib/account/addresses";
import { addressChoicesFor } from "./address-choices";
import { submitBooking } from "./submit-booking";
import { key, makeCustomer, NOW, nyTime, submission } from "./test-support";
import { testDrivers } from "@/lib/startup/testing/database";
import { useTestDatabase } from "@/lib/startup/testing/use-test-database";

jest.setTimeout(30_000);

describe.each(testDrivers())("the addresses the booking form offers, on %s", (driver) => {
  const database = useTestDatabase(driver);

  it("offers nothing to a customer with no saved address and no booking", async () => {
    const customer = await makeCustomer(database.db);
    expect(await addressChoicesFor(database.db, customer.id)).toEqual([]);
  });

  it("offers the saved addresses, then the last booking's address when it is not one of them", async () => {
    const customer = await makeCustomer(database.db);
    await addAddress(database.db, customer.id, { label: "Home", street: "31-10 Thomson Ave", unit: null, city: "Long Island City", zip: "11101", accessNotes: "Doorman" });
    await submitBooking(database.db, customer, submission(nyTime("2026-03-10", 9)), key(), { now: NOW });
    await submitBooking(
      database.db,
      customer,
      submission(nyTime("2026-03-11", 9), { address: { street: "88 Orchard St", unit: "5", city: "Manhattan", zip: "10002", accessNotes: "Code 2231" } }),
      key(),
      { now: new Date(NOW.getTime() + 60_000) },
    );
    const choices = await addressChoicesFor(database.db, customer.id);
    expect(choices).toEqual([
      expect.objectContaining({ label: "Home", street: "31-10 Thomson Ave", unit: "", city: "Long Island City", zip: "11101", accessNotes: "Doorman" }),
      expect.objectContaining({ label: "Last booking", street: "88 Orchard St", unit: "5", city: "Manhattan", zip: "10002", accessNotes: "Code 2231" }),
    ]);
    expect(new Set(choices.map((choice) => choice.id)).size).toBe(2);
  });

  it("does not repeat the last booking's address when it is saved already", async () => {
    const customer = await makeCustomer(database.db);
    await addAddress(database.db, customer.id, { label: "Studio", street: "245 Bedford Ave", unit: "3R", city: "Brooklyn", zip: "11211", accessNotes: null });
    await submitBooking(database.db, customer, submission(nyTime("2026-03-12", 9)), key(), { now: NOW });
    expect((await addressChoicesFor(database.db, customer.id)).map((choice) => choice.label)).toEqual(["Studio"]);
  });

  it("marks the address of the last booking, saved or not, for step 4 to start on (issue #24)", async () => {
    const customer = await makeCustomer(database.db);
    await addAddress(database.db, customer.id, { label: "Studio", street: "245 Bedford Ave", unit: "3R", city: "Brooklyn", zip: "11211", accessNotes: null });
    await addAddress(database.db, customer.id, { label: "Office", street: "1 Main St", unit: null, city: "Brooklyn", zip: "11201", accessNotes: null });
    expect((await addressChoicesFor(database.db, customer.id)).map((choice) => choice.lastBooked)).toEqual([false, false]);
    await submitBooking(database.db, customer, submission(nyTime("2026-03-16", 9)), key(), { now: NOW });
    expect((await addressChoicesFor(database.db, customer.id)).map((choice) => [choice.label, choice.lastBooked])).toEqual([
      ["Studio", true],
      ["Office", false],
    ]);
    await submitBooking(database.db, customer, submission(nyTime("2026-03-17", 9), { address: { street: "88 Orchard St", unit: "5", city: "Manhattan", zip: "10002", accessNotes: null } }), key(), {
      now: new Date(NOW.getTime() + 60_000),
    });
    expect((await addressChoicesFor(database.db, customer.id)).map((choice) => [choice.label, choice.lastBooked])).toEqual([
      ["Studio", false],
      ["Office", false],
      ["Last booking", true],
    ]);
  });

  it("never offers another customer's addresses", async () => {
    const owner = await makeCustomer(database.db);
    const stranger = await makeCustomer(database.db);
    await addAddress(database.db, owner.id, { label: "Home", street: "1 Main St", unit: null, city: "Brooklyn", zip: "11201", accessNotes: null });
    await submitBooking(database.db, owner, submission(nyTime("2026-03-13", 9)), key(), { now: NOW });
    expect(await addressChoicesFor(database.db, stranger.id)).toEqual([]);
  });
});
