import { mkdtemp, readdir, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { getConfig, resetConfigCache } from "@/lib/platform/config";
import { leads } from "@/lib/platform/db/schema";
import { testDrivers } from "@/lib/startup/testing/database";
import { useTestDatabase } from "@/lib/startup/testing/use-test-database";
import { createLogger } from "@/lib/platform/log/logger";
import type { MailContent } from "@/lib/platform/mail";
import { contactRequestSchema } from "./contact-schema";
import { CONTACT_PER_ADDRESS } from "./limits";
import { submitContact, type ContactMailer } from "./submit-contact";

interface Sent {
  to: string;
  content: MailContent;
}

function recorder(): { sent: Sent[]; mail: ContactMailer } {
  const sent: Sent[] = [];
  return { sent, mail: async (to, content) => void sent.push({ to, content }) };
}

let counter = 0;
function uniqueAddress(): string {
  counter += 1;
  return `203.0.113.${counter}`;
}

function request(overrides: Record<string, unknown> = {}) {
  counter += 1;
  return contactRequestSchema.parse({
    name: "Jordan Lee",
    email: `jordan${counter}@example.com`,
    phone: "(917) 555-0105",
    borough: "Brooklyn",
    service: "deep-cleaning",
    preferredContact: "phone",
    message: "A deep clean of a two-bedroom in Park Slope before we move in, please.",
    ...overrides,
  });
}

describe.each(testDrivers())("the contact form on %s", (driver) => {
  const database = useTestDatabase(driver, { seed: false });

  async function leadsFrom(email: string) {
    return database.db.select().from(leads).where(eq(leads.email, email));
  }

  it("stores a lead, mails staff a summary and the sender an acknowledgement", async () => {
    const { sent, mail } = recorder();
    const input = request();
    const result = await submitContact(database.db, input, { address: uniqueAddress(), mail });
    expect(result).toEqual({ ok: true, leadId: expect.any(String) });

    const [lead] = await leadsFrom(input.email);
    expect(lead).toMatchObject({
      id: result.ok ? result.leadId : "",
      name: "Jordan Lee",
      // Stored in E.164, shown to staff as people write it.
      phone: "+19175550105",
      borough: "Brooklyn",
      service: "deep-cleaning",
      preferredContact: "phone",
      freeEstimate: false,
      status: "new",
      message: input.message,
    });

    expect(sent.map((m) => m.to)).toEqual([getConfig().STAFF_EMAIL, input.email]);
    const [staff, ack] = sent;
    expect(staff?.content.subject).toBe("New contact message from Jordan Lee");
    expect(staff?.content.paragraphs).toEqual(
      expect.arrayContaining([`Email: ${input.email}`, "Phone: (917) 555-0105", "Borough: Brooklyn", "Service: Deep Cleaning", "Preferred contact: Phone call", input.message]),
    );
    expect(staff?.content.action?.url).toBe(`mailto:${input.email}`);
    expect(ack?.content.subject).toBe("We received your message");
    expect(ack?.content.heading).toBe("Thanks, Jordan");
    // Anyone can type any address, so the acknowledgement never repeats what was written.
    expect(JSON.stringify(ack?.content)).not.toContain("Park Slope");
    expect(ack?.content.paragraphs.join(" ")).toContain("with a phone call");
  });

  it("marks a free estimate request and says so in both mails", async () => {
    const { sent, mail } = recorder();
    const input = request({ service: "office-cleaning", freeEstimate: true, preferredContact: "email", borough: "Other" });
    await submitContact(database.db, input, { address: uniqueAddress(), mail });
    const [lead] = await leadsFrom(input.email);
    expect(lead).toMatchObject({ freeEstimate: true, service: "office-cleaning", borough: "Other", preferredContact: "email" });
    expect(sent[0]?.content.subject).toBe("Free estimate request: Office Cleaning (Jordan Lee)");
    expect(sent[0]?.content.paragraphs).toContain("Borough: Somewhere else");
    expect(sent[1]?.content.paragraphs[0]).toContain("free estimate request");
  });

  it("answers a filled honeypot like a person but stores and sends nothing", async () => {
    const { sent, mail } = recorder();
    const input = request({ website: "http://cheap-seo.example" });
    expect(await submitContact(database.db, input, { address: uniqueAddress(), mail })).toEqual({ ok: true, leadId: null });
    expect(await leadsFrom(input.email)).toEqual([]);
    expect(sent).toEqual([]);
  });

  it("allows five messages an hour per address, then refuses with when to try again", async () => {
    const { sent, mail } = recorder();
    const address = uniqueAddress();
    const now = new Date();
    for (let i = 0; i < CONTACT_PER_ADDRESS.limit; i++) {
      expect((await submitContact(database.db, request(), { address, mail, now })).ok).toBe(true);
    }
    const refused = await submitContact(database.db, request(), { address, mail, now });
    expect(refused).toEqual({ ok: false, kind: "rate-limited", retryAfterSeconds: 3600, message: expect.stringContaining("Try again in 60 minutes.") });
    expect(refused.ok ? "" : refused.message).toContain(getConfig().COMPANY_PHONE);
    expect(sent).toHaveLength(CONTACT_PER_ADDRESS.limit * 2);
    // Another address is not held back, and an hour later this one may write again.
    expect((await submitContact(database.db, request(), { address: uniqueAddress(), mail, now })).ok).toBe(true);
    expect((await submitContact(database.db, request(), { address, mail, now: new Date(now.getTime() + 3_600_000) })).ok).toBe(true);
  });

  it("keeps the lead and logs when a mail cannot be sent", async () => {
    const lines: string[] = [];
    const logger = createLogger({ write: (line: string) => void lines.push(line) }, "error");
    const input = request();
    const failing: ContactMailer = async () => {
      throw new Error("smtp down");
    };
    expect((await submitContact(database.db, input, { address: uniqueAddress(), mail: failing, logger })).ok).toBe(true);
    expect(await leadsFrom(input.email)).toHaveLength(1);
    expect(lines.filter((line) => line.includes("contact: a mail could not be sent"))).toHaveLength(2);
  });
});

describe("the contact mails as files", () => {
  const database = useTestDatabase("pglite", { seed: false });
  let dataDir: string;
  const saved = process.env.DATA_DIR;

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), "bb-contact-"));
    process.env.DATA_DIR = dataDir;
    resetConfigCache();
  });
  afterAll(async () => {
    process.env.DATA_DIR = saved;
    resetConfigCache();
    await rm(dataDir, { recursive: true, force: true });
  });

  it("writes the staff summary and the acknowledgement through the configured transport", async () => {
    const input = request();
    await submitContact(database.db, input, { address: uniqueAddress() });
    const directory = path.join(dataDir, "mail");
    const files = (await readdir(directory)).sort();
    expect(files).toHaveLength(2);
    const [staff, ack] = await Promise.all(files.map((file) => readFile(path.join(directory, file), "utf8")));
    expect(staff).toMatch(new RegExp(`^To: ${getConfig().STAFF_EMAIL}$`, "m"));
    expect(staff).toContain("Subject: New contact message from Jordan Lee");
    expect(ack).toMatch(new RegExp(`^To: ${input.email}$`, "m"));
    expect(ack).toContain("Subject: We received your message");
  });
});
