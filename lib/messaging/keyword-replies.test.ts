import { testDrivers } from "@/lib/startup/testing/database";
import { useTestDatabase } from "@/lib/startup/testing/use-test-database";
import { maySend, optIn } from "./consent";
import { SMS_CONSENT_WORDING } from "./consent-wording";
import { answerKeyword } from "./keyword-replies";
import { consentRow } from "./test-support";

const now = new Date("2026-05-12T15:00:00Z");
const later = new Date("2026-05-12T15:05:00Z");

const STOPPED = "Borough Bright Cleaning: you are unsubscribed and will get no more texts from us. Reply START to resume. To cancel a visit, call (212) 555-0147.";
const STARTED = "Borough Bright Cleaning: texts about your visits are back on. Reply HELP for help, STOP to opt out.";
const HELP = "Borough Bright Cleaning: call (212) 555-0147 or email hello@boroughbright.nyc. Msg & data rates may apply. Reply STOP to opt out.";

let serial = 0;
const nextPhone = () => `+1718555${String(1000 + (serial += 1)).slice(-4)}`;

describe.each(testDrivers())("answering keywords on %s", (driver) => {
  const database = useTestDatabase(driver, { seed: false });

  async function optedIn(): Promise<string> {
    const phone = nextPhone();
    await optIn(database.db, { phone, wording: SMS_CONSENT_WORDING, source: "booking" }, now);
    return phone;
  }

  it("stops every text on STOP and confirms it once, however often it is repeated", async () => {
    const phone = await optedIn();
    expect(await answerKeyword(database.db, phone, " stop ", now)).toEqual({ kind: "stop", reply: STOPPED });
    expect(await answerKeyword(database.db, phone, "STOP", later)).toEqual({ kind: "stop", reply: null });
    expect(await answerKeyword(database.db, phone, "Unsubscribe", later)).toEqual({ kind: "stop", reply: null });
    expect(await consentRow(database.db, phone)).toMatchObject({ optedOutAt: now, optOutKeyword: "STOP" });
    expect(await maySend(database.db, phone, "reminder")).toEqual({ allowed: false, reason: "opted-out" });
  });

  it.each(["STOPALL", "unsubscribe", "Cancel", "end", "QUIT"])("stops on %s, keeping the word", async (word) => {
    const phone = await optedIn();
    expect(await answerKeyword(database.db, phone, word, now)).toEqual({ kind: "stop", reply: STOPPED });
    expect(await consentRow(database.db, phone)).toMatchObject({ optOutKeyword: word.toUpperCase() });
  });

  it("confirms one of several STOPs that arrive together", async () => {
    const phone = await optedIn();
    const outcomes = await Promise.all(Array.from({ length: 5 }, () => answerKeyword(database.db, phone, "STOP", now)));
    expect(outcomes.filter((outcome) => outcome.reply !== null)).toHaveLength(1);
  });

  it("resumes on START or UNSTOP and confirms once", async () => {
    const phone = await optedIn();
    await answerKeyword(database.db, phone, "STOP", now);
    expect(await answerKeyword(database.db, phone, "unstop", later)).toEqual({ kind: "start", reply: STARTED });
    expect(await answerKeyword(database.db, phone, "START", later)).toEqual({ kind: "start", reply: null });
    expect(await maySend(database.db, phone, "reminder")).toEqual({ allowed: true });
  });

  it("answers HELP every time with the company's name, phone and email, opted in or not", async () => {
    const phone = nextPhone();
    expect(await answerKeyword(database.db, phone, "help", now)).toEqual({ kind: "help", reply: HELP });
    expect(await answerKeyword(database.db, phone, "HELP", later)).toEqual({ kind: "help", reply: HELP });
    expect(await consentRow(database.db, phone)).toBeUndefined();
  });

  it("names the company it is given", async () => {
    const company = { name: "Borough Bright Cleaning", phone: "(718) 555-0100", email: "office@example.com" };
    expect((await answerKeyword(database.db, nextPhone(), "HELP", now, company)).reply).toBe(
      "Borough Bright Cleaning: call (718) 555-0100 or email office@example.com. Msg & data rates may apply. Reply STOP to opt out.",
    );
  });

  it.each([
    ["C", "confirm"],
    ["r", "reschedule"],
    ["Can you come at 10 instead?", "message"],
  ])("leaves %j (%s) to the office, unanswered", async (body, kind) => {
    const phone = await optedIn();
    expect(await answerKeyword(database.db, phone, body, now)).toEqual({ kind, reply: null });
    expect(await maySend(database.db, phone, "reminder")).toEqual({ allowed: true });
  });
});

describe("the keyword answers", () => {
  it.each([STOPPED, STARTED, HELP])("fit one segment of plain characters: %s", (reply) => {
    expect(reply.length).toBeLessThanOrEqual(160);
    expect(reply).toMatch(/^[A-Za-z0-9 .,:&@()'-]+$/);
  });
});
