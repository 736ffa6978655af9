/**
 * The public write endpoints answer hostile text (a NUL byte, a lone surrogate, a direction
 * override in a name) with a 400 naming the field, and store nothing; the same request with
 * ordinary text goes through, so the refusal is the text's doing.
 */
import { eq } from "drizzle-orm";
import { bookOrder, makeAccount, nextVisitStart } from "@/lib/admin/test-support";
import { issuePollToken } from "@/lib/booking/polls";
import { leads, satisfactionPolls, users } from "@/lib/platform/db/schema";
import { testDrivers } from "@/lib/startup/testing/database";
import { useTestDatabase } from "@/lib/startup/testing/use-test-database";
import { siteRequest } from "@/lib/web/http/test-requests";
import { POST as register } from "./account/register/route";
import { POST as contact } from "./contact/route";
import { POST as answerPoll } from "./polls/route";

jest.setTimeout(60_000);

type Handler = (request: Request) => Promise<Response>;

let address = 0;
async function post(handler: Handler, path: string, body: unknown) {
  address += 1;
  const request = siteRequest(path, { json: body, headers: { "x-forwarded-for": `198.51.100.${address}` } });
  const response = await handler(request);
  return { status: response.status, body: (await response.json()) as { fieldErrors?: Record<string, string> } };
}

const HOSTILE = [
  ["a NUL byte", "\u0000", /invisible control character/],
  ["a lone surrogate", "\ud83d", /broken character/],
  ["a direction override", "\u202e", /text-direction control character/],
] as const;

describe.each(testDrivers())("hostile text on the public endpoints, on %s", (driver) => {
  const database = useTestDatabase(driver, { install: true });

  it.each(HOSTILE)("POST /api/contact refuses %s in the name and stores no lead", async (_kind, character, message) => {
    const email = `contact-${address}@example.com`;
    const valid = { name: "Jordan Lee", email, borough: "Queens", message: "A move-out clean of a one-bedroom in Astoria, please." };
    const refused = await post(contact, "/api/contact", { ...valid, name: `Jor${character}dan Lee` });
    expect(refused.status).toBe(400);
    expect(refused.body.fieldErrors).toEqual({ name: expect.stringMatching(message) });
    expect(await database.db.select().from(leads).where(eq(leads.email, email))).toHaveLength(0);

    expect((await post(contact, "/api/contact", valid)).status).toBe(200);
    expect(await database.db.select().from(leads).where(eq(leads.email, email))).toHaveLength(1);
  });

  it("POST /api/contact refuses a NUL byte or a lone surrogate in the message", async () => {
    for (const character of ["\u0000", "\udc00"]) {
      const email = `message-${address}@example.com`;
      const refused = await post(contact, "/api/contact", { name: "Sam Ortiz", email, borough: "Brooklyn", message: `Two bathrooms${character} and a balcony in Bushwick.` });
      expect(refused).toEqual({ status: 400, body: expect.objectContaining({ fieldErrors: { message: expect.stringMatching(/ in the message\. /) } }) });
      expect(await database.db.select().from(leads).where(eq(leads.email, email))).toHaveLength(0);
    }
  });

  it.each(HOSTILE)("POST /api/account/register refuses %s in a name and creates no account", async (_kind, character, message) => {
    const email = `register-${address}@example.com`;
    const valid = { firstName: "Ana", lastName: "Ruiz", email, password: "Bright-Bushwick-2026" };
    for (const field of ["firstName", "lastName"] as const) {
      const refused = await post(register, "/api/account/register", { ...valid, [field]: `An${character}a` });
      expect(refused.status).toBe(400);
      expect(refused.body.fieldErrors).toEqual({ [field]: expect.stringMatching(message) });
    }
    expect(await database.db.select().from(users).where(eq(users.email, email))).toHaveLength(0);
    // The same details without the hostile character do make the account (registration answers
    // 202 whether or not the address was free, so the table is what tells).
    expect((await post(register, "/api/account/register", valid)).status).toBe(202);
    expect(await database.db.select().from(users).where(eq(users.email, email))).toHaveLength(1);
  });

  it("POST /api/polls refuses a NUL byte or a lone surrogate in the comment and leaves the poll unanswered", async () => {
    const customer = await makeAccount(database.db, "Customer");
    const orderId = await bookOrder(database.db, customer.id, nextVisitStart());
    const token = await issuePollToken(database.db, orderId);
    if (!token) throw new Error("no poll token");
    for (const character of ["\u0000", "\ud800"]) {
      const refused = await post(answerPoll, "/api/polls", { token, rating: 5, comment: `Spotless${character} kitchen` });
      expect(refused.status).toBe(400);
      expect(refused.body.fieldErrors).toEqual({ comment: expect.stringMatching(/ in the comment\. /) });
    }
    const [poll] = await database.db.select().from(satisfactionPolls).where(eq(satisfactionPolls.orderId, orderId));
    expect(poll).toMatchObject({ answeredAt: null, rating: null, comment: null });
    expect((await post(answerPoll, "/api/polls", { token, rating: 5, comment: "Spotless kitchen" })).status).toBe(200);
  });
});
