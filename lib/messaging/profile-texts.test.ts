/**
 * The profile's texts box (docs/product.md#text-messages): it shows where the profile phone
 * stands, ticking gives consent with the account's wording and "profile", unticking stops
 * texts, and consent stays with the number it was given for.
 */
import { eq } from "drizzle-orm";
import { createTestUser } from "@/lib/account/test-support";
import { users } from "@/lib/platform/db/schema";
import { testDrivers } from "@/lib/startup/testing/database";
import { useTestDatabase } from "@/lib/startup/testing/use-test-database";
import { optIn, optOut } from "./consent";
import { SMS_CONSENT_WORDING, SMS_TEAM_CONSENT_WORDING } from "./consent-wording";
import { NO_PHONE_MESSAGE, setProfileTextConsent, textSettingsView, type TextsAccount } from "./profile-texts";
import { saveMutedTextTypes } from "./preferences";
import { consentRow } from "./test-support";

const NOW = new Date("2026-05-12T15:00:00Z");
const LATER = new Date("2026-05-14T15:00:00Z");

let serial = 0;
const nextLine = () => String(2000 + (serial += 1)).slice(-4);

describe.each(testDrivers())("the profile's texts box on %s", (driver) => {
  const database = useTestDatabase(driver, { seed: false });

  /** An account with a profile phone stored in E.164, and that number. */
  async function account(role: TextsAccount["role"] = "Customer", blocked = false): Promise<{ account: TextsAccount; phone: string }> {
    const phone = `+1718555${nextLine()}`;
    const user = await createTestUser(database.db, { phone, role });
    return { account: { id: user.id, role, blocked }, phone };
  }

  it("starts unticked with the customer wording and the phone as people write it", async () => {
    const { account: customer, phone } = await account();
    const view = await textSettingsView(database.db, customer);
    expect(view).toEqual({
      consent: { wording: SMS_CONSENT_WORDING, phone: `(718) 555-${phone.slice(-4)}`, phoneProblem: null, on: false, status: null },
      // The review request waits to be switched on (docs/product.md#review-requests).
      mutedTypes: ["review-request"],
    });
  });

  it("gives a cleaner the team's wording and no customer switches", async () => {
    const { account: cleaner } = await account("Cleaner");
    expect(await textSettingsView(database.db, cleaner)).toMatchObject({ consent: { wording: SMS_TEAM_CONSENT_WORDING, on: false }, mutedTypes: null });
  });

  it.each([
    ["Customer", SMS_CONSENT_WORDING],
    ["Cleaner", SMS_TEAM_CONSENT_WORDING],
  ] as const)("ticked by a %s, stores consent with that wording, 'profile' and the moment", async (role, wording) => {
    const { account: person, phone } = await account(role);
    const ticked = await setProfileTextConsent(database.db, person, true, NOW);
    expect(ticked).toMatchObject({ ok: true, data: { on: true, status: "Texts are on since May 12, 2026." } });
    expect(await consentRow(database.db, phone)).toEqual({ phone, userId: person.id, optedInAt: NOW, wording, source: "profile", optedOutAt: null, optOutKeyword: null });

    // Ticked again, it keeps the first moment.
    await setProfileTextConsent(database.db, person, true, LATER);
    expect((await consentRow(database.db, phone))?.optedInAt).toEqual(NOW);
  });

  it("unticked, stops texts to the number without a keyword, and says since when", async () => {
    const { account: customer, phone } = await account();
    await setProfileTextConsent(database.db, customer, true, NOW);
    const unticked = await setProfileTextConsent(database.db, customer, false, LATER);
    expect(unticked).toMatchObject({ ok: true, data: { on: false, status: "Texts are off since May 14, 2026." } });
    expect(await consentRow(database.db, phone)).toMatchObject({ optedInAt: NOW, optedOutAt: LATER, optOutKeyword: null });
  });

  it("shows a consent given at booking, and a STOP texted with its keyword; ticking after a STOP is consent given anew", async () => {
    const { account: customer, phone } = await account();
    await optIn(database.db, { phone, userId: customer.id, wording: SMS_CONSENT_WORDING, source: "booking" }, NOW);
    expect((await textSettingsView(database.db, customer)).consent).toMatchObject({ on: true, status: "Texts are on since May 12, 2026, when you ticked the box at booking." });

    await optOut(database.db, phone, "STOP", new Date("2026-05-13T15:00:00Z"));
    expect((await textSettingsView(database.db, customer)).consent).toMatchObject({
      on: false,
      status: "You stopped texts on May 13, 2026 by texting STOP. Tick the box to get them again.",
    });

    await setProfileTextConsent(database.db, customer, true, LATER);
    expect(await consentRow(database.db, phone)).toMatchObject({ optedInAt: LATER, source: "profile", optedOutAt: null, optOutKeyword: null });
  });

  it("keeps consent with the number: a new profile phone starts unticked and the old one keeps its consent", async () => {
    const { account: customer, phone: old } = await account();
    await setProfileTextConsent(database.db, customer, true, NOW);
    const fresh = `+1917555${nextLine()}`;
    await database.db.update(users).set({ phone: fresh }).where(eq(users.id, customer.id));
    expect((await textSettingsView(database.db, customer)).consent).toMatchObject({ phone: `(917) 555-${fresh.slice(-4)}`, on: false, status: null });
    expect(await consentRow(database.db, old)).toMatchObject({ optedInAt: NOW, optedOutAt: null });
    expect(await consentRow(database.db, fresh)).toBeUndefined();
  });

  it("reads a phone stored before E.164 as its number", async () => {
    const line = nextLine();
    const user = await createTestUser(database.db, { phone: `(646) 555-${line}` });
    const customer = { id: user.id, role: "Customer" as const, blocked: false };
    expect(await setProfileTextConsent(database.db, customer, true, NOW)).toMatchObject({ ok: true, data: { phone: `(646) 555-${line}`, on: true } });
    expect(await consentRow(database.db, `+1646555${line}`)).toMatchObject({ source: "profile" });
  });

  it("asks for a phone first, and stores nothing without one", async () => {
    const user = await createTestUser(database.db);
    const customer = { id: user.id, role: "Customer" as const, blocked: false };
    expect((await textSettingsView(database.db, customer)).consent).toMatchObject({ phone: null, on: false });
    expect(await setProfileTextConsent(database.db, customer, true, NOW)).toEqual({ ok: false, kind: "invalid", message: NO_PHONE_MESSAGE, fieldErrors: { consent: NO_PHONE_MESSAGE } });
  });

  it("lets a blocked account stop texts but not start them", async () => {
    const { account: customer, phone } = await account();
    await setProfileTextConsent(database.db, customer, true, NOW);
    const blocked = { ...customer, blocked: true };
    expect(await setProfileTextConsent(database.db, blocked, false, LATER)).toMatchObject({ ok: true, data: { on: false } });
    expect(await setProfileTextConsent(database.db, blocked, true, LATER)).toMatchObject({ ok: false, kind: "forbidden" });
    expect(await consentRow(database.db, phone)).toMatchObject({ optedOutAt: LATER });
  });

  it("shows the customer switches that are off", async () => {
    const { account: customer } = await account();
    await saveMutedTextTypes(database.db, customer.id, ["reminder", "booking-received"]);
    expect((await textSettingsView(database.db, customer)).mutedTypes).toEqual(["booking-received", "reminder"]);
  });
});
