import type { OutgoingSmsType } from "@/lib/kernel/enums/sms";
import { createTestUser } from "@/lib/account/test-support";
import { testDrivers } from "@/lib/startup/testing/database";
import { useTestDatabase } from "@/lib/startup/testing/use-test-database";
import { maySend, optIn, optOut, resume } from "./consent";
import { SMS_CONSENT_WORDING, SMS_TEAM_CONSENT_WORDING } from "./consent-wording";
import { consentRow, storeInboundText } from "./test-support";

const now = new Date("2026-05-12T15:00:00Z");
const later = new Date("2026-05-13T15:00:00Z");

let serial = 0;
/** A fresh E.164 number per test, so tests sharing the block's database do not meet. */
const nextPhone = () => `+1212555${String(1000 + (serial += 1)).slice(-4)}`;

describe.each(testDrivers())("text consent on %s", (driver) => {
  const database = useTestDatabase(driver, { seed: false });

  it("keeps the opt-in's moment, exact wording and source, and lets texts go", async () => {
    const phone = nextPhone();
    const user = await createTestUser(database.db);
    await optIn(database.db, { phone, userId: user.id, wording: SMS_CONSENT_WORDING, source: "booking" }, now);
    expect(await consentRow(database.db, phone)).toEqual({
      phone,
      userId: user.id,
      optedInAt: now,
      wording: SMS_CONSENT_WORDING,
      source: "booking",
      optedOutAt: null,
      optOutKeyword: null,
    });
    expect(await maySend(database.db, phone, "booking-confirmed")).toEqual({ allowed: true });
  });

  it("texts nobody who did not opt in, but answers their keywords", async () => {
    const phone = nextPhone();
    expect(await maySend(database.db, phone, "reminder")).toEqual({ allowed: false, reason: "not-opted-in" });
    expect(await maySend(database.db, phone, "staff-reply")).toEqual({ allowed: false, reason: "not-opted-in" });
    expect(await maySend(database.db, phone, "keyword-reply")).toEqual({ allowed: true });
  });

  it("lets staff answer a number that texted us first, until it says STOP", async () => {
    const phone = nextPhone();
    await storeInboundText(database.db, phone, "Do you clean ovens?", now);
    expect(await maySend(database.db, phone, "staff-reply")).toEqual({ allowed: true });
    expect(await maySend(database.db, phone, "booking-received")).toEqual({ allowed: false, reason: "not-opted-in" });
    await optOut(database.db, phone, "STOP", later);
    expect(await maySend(database.db, phone, "staff-reply")).toEqual({ allowed: false, reason: "opted-out" });
  });

  it("stops every type at once after an opt-out, except the answer to a keyword", async () => {
    const phone = nextPhone();
    await optIn(database.db, { phone, wording: SMS_TEAM_CONSENT_WORDING, source: "profile" }, now);
    expect(await optOut(database.db, phone, "QUIT", later)).toBe(true);
    const types: OutgoingSmsType[] = ["booking-received", "reminder", "on-my-way", "same-day-change", "job-assigned", "cleaner-schedule", "staff-reply"];
    for (const type of types) expect(await maySend(database.db, phone, type)).toEqual({ allowed: false, reason: "opted-out" });
    expect(await maySend(database.db, phone, "keyword-reply")).toEqual({ allowed: true });
    expect(await consentRow(database.db, phone)).toMatchObject({ optedInAt: now, optedOutAt: later, optOutKeyword: "QUIT" });
  });

  it("records an opt-out once: the first time wins, a repeat changes nothing", async () => {
    const phone = nextPhone();
    await optIn(database.db, { phone, wording: SMS_CONSENT_WORDING, source: "booking" }, now);
    expect(await optOut(database.db, phone, "STOP", now)).toBe(true);
    expect(await optOut(database.db, phone, "END", later)).toBe(false);
    expect(await consentRow(database.db, phone)).toMatchObject({ optedOutAt: now, optOutKeyword: "STOP" });
  });

  it("keeps a STOP from a number that never opted in", async () => {
    const phone = nextPhone();
    expect(await optOut(database.db, phone, "STOP", now)).toBe(true);
    expect(await consentRow(database.db, phone)).toMatchObject({ optedInAt: null, wording: null, source: null, optedOutAt: now });
    expect(await maySend(database.db, phone, "staff-reply")).toEqual({ allowed: false, reason: "opted-out" });
  });

  it("records an unticked box as an opt-out without a keyword", async () => {
    const phone = nextPhone();
    await optIn(database.db, { phone, wording: SMS_CONSENT_WORDING, source: "profile" }, now);
    expect(await optOut(database.db, phone, null, later)).toBe(true);
    expect(await consentRow(database.db, phone)).toMatchObject({ optedOutAt: later, optOutKeyword: null });
    expect(await maySend(database.db, phone, "reminder")).toEqual({ allowed: false, reason: "opted-out" });
  });

  it("resumes the earlier opt-in on START, once", async () => {
    const phone = nextPhone();
    await optIn(database.db, { phone, wording: SMS_CONSENT_WORDING, source: "booking" }, now);
    await optOut(database.db, phone, "STOP", now);
    expect(await resume(database.db, phone)).toBe(true);
    expect(await resume(database.db, phone)).toBe(false);
    expect(await consentRow(database.db, phone)).toMatchObject({ optedInAt: now, optedOutAt: null, optOutKeyword: null });
    expect(await maySend(database.db, phone, "reminder")).toEqual({ allowed: true });
  });

  it("leaves a number that never opted in without consent after START", async () => {
    const phone = nextPhone();
    await optOut(database.db, phone, "STOP", now);
    expect(await resume(database.db, phone)).toBe(true);
    expect(await maySend(database.db, phone, "reminder")).toEqual({ allowed: false, reason: "not-opted-in" });
    expect(await resume(database.db, nextPhone())).toBe(false);
  });

  it("takes a new opt-in after STOP as consent given anew, keeping the account an earlier one named", async () => {
    const phone = nextPhone();
    const user = await createTestUser(database.db);
    await optIn(database.db, { phone, userId: user.id, wording: SMS_CONSENT_WORDING, source: "profile" }, now);
    await optOut(database.db, phone, "STOP", now);
    await optIn(database.db, { phone, wording: SMS_CONSENT_WORDING, source: "booking" }, later);
    expect(await consentRow(database.db, phone)).toMatchObject({ userId: user.id, optedInAt: later, source: "booking", optedOutAt: null, optOutKeyword: null });
    expect(await maySend(database.db, phone, "reminder")).toEqual({ allowed: true });
  });

  it("records one opt-out of several STOPs that arrive together", async () => {
    const phone = nextPhone();
    const changed = await Promise.all(Array.from({ length: 6 }, () => optOut(database.db, phone, "STOP", now)));
    expect(changed.filter(Boolean)).toHaveLength(1);
  });

  it("refuses a number that is not E.164", async () => {
    await expect(optIn(database.db, { phone: "(212) 555-0147", wording: SMS_CONSENT_WORDING, source: "booking" }, now)).rejects.toThrow();
  });
});
