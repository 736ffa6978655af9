import { auditQuerySchema, listAudit } from "@/lib/platform/audit/audit-log";
import { leads } from "@/lib/platform/db/schema";
import { testDrivers } from "@/lib/startup/testing/database";
import { useTestDatabase } from "@/lib/startup/testing/use-test-database";
import { makeAccount } from "../test-support";
import { leadQuerySchema } from "./lead-schemas";
import { getLead, listLeads, updateLead } from "./leads";

describe.each(testDrivers())("leads on %s", (driver) => {
  const database = useTestDatabase(driver);
  const { db } = database;
  let ids: string[];
  beforeAll(async () => {
    const rows = await db
      .insert(leads)
      .values([
        { name: "Maya Chen", email: "maya@example.test", phone: "(718) 555-0110", borough: "Queens", service: "office-cleaning", message: "3,000 sq ft office in LIC", freeEstimate: true, createdAt: new Date("2026-03-01T15:00:00Z") },
        { name: "Omar Haddad", email: "omar@example.test", borough: "Other", message: "Jersey City move-out", status: "contacted", createdAt: new Date("2026-03-02T15:00:00Z") },
        { name: "Lena Park", email: "lena@example.test", phone: "+19175550123", borough: "Brooklyn", service: "deep-cleaning", message: "Before the holidays", createdAt: new Date("2026-03-03T15:00:00Z") },
      ])
      .returning({ id: leads.id });
    ids = rows.map((row) => row.id);
  });

  it("lists newest first with filters, in words staff read", async () => {
    const all = await listLeads(db, leadQuerySchema.parse({}));
    expect(all.items.map((lead) => lead.name)).toEqual(["Lena Park", "Omar Haddad", "Maya Chen"]);
    expect(all.items[2]).toMatchObject({ area: "Queens", serviceName: "Office Cleaning", preferredContact: "Email", freeEstimate: true, status: "new" });
    expect(all.items[1]?.area).toBe("Somewhere else");
    expect((await listLeads(db, leadQuerySchema.parse({ status: "contacted" }))).items.map((lead) => lead.name)).toEqual(["Omar Haddad"]);
    expect((await listLeads(db, leadQuerySchema.parse({ q: "555-0110" }))).items.map((lead) => lead.name)).toEqual(["Maya Chen"]);
    // Phones stored in E.164 are found however the search writes them, and shown as people write them.
    expect((await listLeads(db, leadQuerySchema.parse({ q: "(917) 555-0123" }))).items.map((lead) => [lead.name, lead.phone])).toEqual([["Lena Park", "(917) 555-0123"]]);
    expect((await listLeads(db, leadQuerySchema.parse({ q: "917.555.01" }))).items.map((lead) => lead.name)).toEqual(["Lena Park"]);
    expect(await getLead(db, "nope")).toBeNull();
  });

  it.each(["Moderator", "Admin", "SuperAdmin"] as const)("lets a %s change status and notes, audited", async (role) => {
    const staff = await makeAccount(db, role);
    const id = ids[0] ?? "";
    const result = await updateLead(db, staff, id, { status: "won", notes: `Signed a monthly contract (${role})` });
    expect(result).toMatchObject({ ok: true, data: { status: "won", notes: `Signed a monthly contract (${role})` } });
    const entry = (await listAudit(db, auditQuerySchema.parse({ subjectType: "lead", subjectId: id, actorId: staff.id }))).items[0];
    expect(entry).toMatchObject({ action: "lead.update", details: { name: "Maya Chen", notesChanged: true } });
    expect((await getLead(db, id))?.status).toBe("won");
  });

  it.each(["Customer", "Cleaner"] as const)("refuses a %s", async (role) => {
    const outsider = await makeAccount(db, role);
    expect(await updateLead(db, outsider, ids[1] ?? "", { status: "lost" })).toMatchObject({ ok: false, kind: "forbidden" });
    expect((await getLead(db, ids[1] ?? ""))?.status).toBe("contacted");
  });

  it("refuses an empty change, a bad status and an unknown lead", async () => {
    const moderator = await makeAccount(db, "Moderator");
    expect(await updateLead(db, moderator, ids[1] ?? "", {})).toMatchObject({ ok: false, kind: "invalid" });
    expect(await updateLead(db, moderator, ids[1] ?? "", { status: "maybe" as "won" })).toMatchObject({ ok: false, kind: "invalid", fieldErrors: { status: expect.any(String) } });
    expect(await updateLead(db, moderator, "00000000-0000-4000-8000-000000000000", { status: "won" })).toMatchObject({ ok: false, kind: "not-found" });
  });

  it("clears notes with a blank", async () => {
    const moderator = await makeAccount(db, "Moderator");
    await updateLead(db, moderator, ids[2] ?? "", { notes: "Call back Friday" });
    expect(await updateLead(db, moderator, ids[2] ?? "", { notes: "  " })).toMatchObject({ ok: true, data: { notes: null, status: "new" } });
  });
});
