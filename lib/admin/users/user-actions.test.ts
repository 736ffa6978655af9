import { and, eq } from "drizzle-orm";
import { auditLog, type UserRow } from "@/lib/platform/db/schema";
import { testDrivers } from "@/lib/startup/testing/database";
import { useTestDatabase } from "@/lib/startup/testing/use-test-database";
import { POLICY_REASONS } from "./user-policy";
import { STAFF_ACTION_MESSAGES } from "./act-on-user";
import { makeUser, reloadUser, withEventInbox } from "./user-test-support";
import { blockUser, changeRole, forceLogout, unblockUser, USER_AUDIT_ACTIONS } from "./user-actions";
import { blockBodySchema } from "./user-schemas";

const ISO_TIMESTAMP = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;
const actorOf = (row: UserRow) => ({ id: row.id, role: row.role });
/** A block's body as the route hands it over: parsed by blockBodySchema (its bad bodies are tested at the route). */
const routeParsed = (body: { reason: string; endSessions?: boolean }) => blockBodySchema.parse(body);

/** The notice handed to the hub for one account, stamped with when it was sent. */
const notice = (userId: string, endsSessions: boolean, target: string, payload: Record<string, unknown>) => ({
  userId,
  publishedAt: expect.any(Number),
  endsSessions,
  event: { target, payload: { ...payload, timestamp: expect.stringMatching(ISO_TIMESTAMP) } },
});

describe.each(testDrivers())("staff actions on accounts (%s)", (driver) => {
  const { database, inbox } = withEventInbox(() => useTestDatabase(driver, { seed: false }));

  const db = () => database.db;
  const auditRowsFor = (subjectId: string) =>
    db().select().from(auditLog).where(and(eq(auditLog.subjectType, "user"), eq(auditLog.subjectId, subjectId))).orderBy(auditLog.id);

  /** Asserts a refused action left the account, the log and the channel untouched. */
  async function expectUnchanged(before: UserRow): Promise<void> {
    expect(await reloadUser(db(), before.id)).toEqual(before);
    expect(await auditRowsFor(before.id)).toEqual([]);
    expect(await inbox().drain()).toEqual([]);
  }

  describe("block", () => {
    it("blocks with a reason, ends sessions by default, audits and announces with shouldLogout true", async () => {
      const admin = await makeUser(db(), "Admin");
      const target = await makeUser(db(), "Customer");
      const result = await blockUser(db(), actorOf(admin), target.id, routeParsed({ reason: "  Abusive messages to a cleaner  " }));

      expect(result).toMatchObject({ ok: true, user: { id: target.id, status: "blocked", blockedReason: "Abusive messages to a cleaner" } });
      const after = await reloadUser(db(), target.id);
      expect(after).toMatchObject({ status: "blocked", blockedReason: "Abusive messages to a cleaner", sessionVersion: target.sessionVersion + 1 });
      expect(after.blockedAt).toBeInstanceOf(Date);

      expect(await auditRowsFor(target.id)).toEqual([
        expect.objectContaining({
          actorId: admin.id,
          action: USER_AUDIT_ACTIONS.block,
          reason: "Abusive messages to a cleaner",
          details: { endSessions: true, wasBlocked: false },
        }),
      ]);
      const [event, ...rest] = await inbox().drain();
      expect(rest).toEqual([]);
      expect(event).toEqual(notice(target.id, true, "UserBlocked", { message: "Your account has been blocked by an administrator.", shouldLogout: true }));
    });

    it("keeps the session when endSessions is false and says so in the event", async () => {
      const moderator = await makeUser(db(), "Moderator");
      const target = await makeUser(db(), "Cleaner");
      const result = await blockUser(db(), actorOf(moderator), target.id, routeParsed({ reason: "Missed three jobs", endSessions: false }));

      expect(result.ok).toBe(true);
      expect(await reloadUser(db(), target.id)).toMatchObject({ status: "blocked", sessionVersion: target.sessionVersion });
      expect((await auditRowsFor(target.id))[0]?.details).toEqual({ endSessions: false, wasBlocked: false });
      expect(await inbox().drain()).toEqual([
        expect.objectContaining({ endsSessions: false, event: expect.objectContaining({ payload: expect.objectContaining({ shouldLogout: false }) }) }),
      ]);
    });

    it("blocking a blocked account replaces the reason, keeps when the block began, and is audited again", async () => {
      const admin = await makeUser(db(), "Admin");
      const target = await makeUser(db(), "Customer");
      await blockUser(db(), actorOf(admin), target.id, routeParsed({ reason: "First reason", endSessions: false }));
      const firstBlock = await reloadUser(db(), target.id);
      await inbox().drain();

      const result = await blockUser(db(), actorOf(admin), target.id, routeParsed({ reason: "Second reason", endSessions: false }));
      expect(result).toMatchObject({ ok: true, user: { status: "blocked", blockedReason: "Second reason" } });
      const after = await reloadUser(db(), target.id);
      expect(after.blockedAt).toEqual(firstBlock.blockedAt);
      expect(after.sessionVersion).toBe(target.sessionVersion);
      const rows = await auditRowsFor(target.id);
      expect(rows).toHaveLength(2);
      expect(rows[1]?.details).toEqual({ endSessions: false, wasBlocked: true, previousReason: "First reason" });
      expect(await inbox().drain()).toHaveLength(1);
    });

  });

  describe("unblock", () => {
    it("lifts the block without ending sessions, audits and sends a notice", async () => {
      const moderator = await makeUser(db(), "Moderator");
      const target = await makeUser(db(), "Customer", { status: "blocked", blockedReason: "Chargeback", blockedAt: new Date() });
      const result = await unblockUser(db(), actorOf(moderator), target.id, { reason: "Resolved by phone" });

      expect(result).toMatchObject({ ok: true, user: { status: "active", blockedReason: null, blockedAt: null } });
      expect(await reloadUser(db(), target.id)).toMatchObject({ status: "active", blockedReason: null, blockedAt: null, sessionVersion: target.sessionVersion });
      expect(await auditRowsFor(target.id)).toEqual([
        expect.objectContaining({ actorId: moderator.id, action: USER_AUDIT_ACTIONS.unblock, reason: "Resolved by phone", details: { previousReason: "Chargeback" } }),
      ]);
      expect(await inbox().drain()).toEqual([notice(target.id, false, "UserUnblocked", { message: "Your account has been unblocked." })]);
    });

    it("answers 409 for an account that is already active, and writes nothing", async () => {
      const admin = await makeUser(db(), "Admin");
      const target = await makeUser(db(), "Cleaner");
      expect(await unblockUser(db(), actorOf(admin), target.id)).toEqual({ ok: false, kind: "conflict", message: STAFF_ACTION_MESSAGES.alreadyActive });
      await expectUnchanged(target);
    });
  });

  describe("force logout", () => {
    it("ends the sessions, keeps the account as it is, and uses the default message without a reason", async () => {
      const admin = await makeUser(db(), "Admin");
      const target = await makeUser(db(), "Moderator");
      const result = await forceLogout(db(), actorOf(admin), target.id);

      expect(result).toMatchObject({ ok: true, user: { status: "active", role: "Moderator" } });
      expect(await reloadUser(db(), target.id)).toMatchObject({ status: "active", role: "Moderator", sessionVersion: target.sessionVersion + 1 });
      expect(await auditRowsFor(target.id)).toEqual([
        expect.objectContaining({ actorId: admin.id, action: USER_AUDIT_ACTIONS.forceLogout, reason: null, details: {} }),
      ]);
      expect(await inbox().drain()).toEqual([notice(target.id, true, "ForceLogout", { reason: "Your session has been terminated." })]);
    });

    it("passes a given reason on to the user", async () => {
      const superAdmin = await makeUser(db(), "SuperAdmin");
      const target = await makeUser(db(), "Admin");
      await forceLogout(db(), actorOf(superAdmin), target.id, { reason: "Laptop reported stolen" });
      const [event] = await inbox().drain();
      expect(event?.event).toEqual({ target: "ForceLogout", payload: { reason: "Laptop reported stolen", timestamp: expect.any(String) } });
      expect((await auditRowsFor(target.id))[0]?.reason).toBe("Laptop reported stolen");
    });

    it("serialises concurrent actions on one account through the row lock", async () => {
      const admin = await makeUser(db(), "Admin");
      const target = await makeUser(db(), "Customer");
      const results = await Promise.all(Array.from({ length: 5 }, () => forceLogout(db(), actorOf(admin), target.id)));
      expect(results.every((result) => result.ok)).toBe(true);
      expect((await reloadUser(db(), target.id)).sessionVersion).toBe(target.sessionVersion + 5);
      expect(await auditRowsFor(target.id)).toHaveLength(5);
      expect(await inbox().drain()).toHaveLength(5);
    });
  });

  describe("role change", () => {
    it("sets the role, ends the sessions, audits from and to, and announces the new role", async () => {
      const admin = await makeUser(db(), "Admin");
      const target = await makeUser(db(), "Customer");
      const result = await changeRole(db(), actorOf(admin), target.id, "Cleaner", { reason: "Hired" });

      expect(result).toMatchObject({ ok: true, user: { role: "Cleaner" } });
      expect(await reloadUser(db(), target.id)).toMatchObject({ role: "Cleaner", sessionVersion: target.sessionVersion + 1 });
      expect(await auditRowsFor(target.id)).toEqual([
        expect.objectContaining({ actorId: admin.id, action: USER_AUDIT_ACTIONS.changeRole, reason: "Hired", details: { from: "Customer", to: "Cleaner" } }),
      ]);
      expect(await inbox().drain()).toEqual([
        {
          userId: target.id,
          publishedAt: expect.any(Number),
          endsSessions: true,
          event: {
            target: "RoleChanged",
            payload: {
              newRole: "Cleaner",
              message: "Your role has been updated to Cleaner. Please log in again to access your new permissions.",
              timestamp: expect.stringMatching(ISO_TIMESTAMP),
            },
          },
        },
      ]);
    });

    it("lets a SuperAdmin make and unmake an Admin", async () => {
      const superAdmin = await makeUser(db(), "SuperAdmin");
      const target = await makeUser(db(), "Moderator");
      expect(await changeRole(db(), actorOf(superAdmin), target.id, "Admin")).toMatchObject({ ok: true, user: { role: "Admin" } });
      expect(await changeRole(db(), actorOf(superAdmin), target.id, "Customer")).toMatchObject({ ok: true, user: { role: "Customer" } });
      expect((await reloadUser(db(), target.id)).sessionVersion).toBe(target.sessionVersion + 2);
      expect((await inbox().drain()).map((envelope) => envelope.event.target)).toEqual(["RoleChanged", "RoleChanged"]);
    });

    it("answers 409 when the account already has the role", async () => {
      const admin = await makeUser(db(), "Admin");
      const target = await makeUser(db(), "Cleaner");
      expect(await changeRole(db(), actorOf(admin), target.id, "Cleaner")).toEqual({ ok: false, kind: "conflict", message: STAFF_ACTION_MESSAGES.sameRole("Cleaner") });
      await expectUnchanged(target);
    });
  });

  describe("refusals change nothing", () => {
    const refusals = [
      { label: "a Moderator blocking a Moderator", actor: "Moderator", target: "Moderator", run: "block" },
      { label: "a Moderator changing a role", actor: "Moderator", target: "Customer", run: "role:Cleaner" },
      { label: "an Admin forcing out an Admin", actor: "Admin", target: "Admin", run: "forceLogout" },
      { label: "an Admin making an Admin", actor: "Admin", target: "Moderator", run: "role:Admin" },
      { label: "a SuperAdmin unblocking a SuperAdmin", actor: "SuperAdmin", target: "SuperAdmin", run: "unblock" },
      { label: "a SuperAdmin making a SuperAdmin", actor: "SuperAdmin", target: "Admin", run: "role:SuperAdmin" },
      { label: "a Customer blocking a Customer", actor: "Customer", target: "Customer", run: "block" },
      { label: "a Cleaner forcing out a Customer", actor: "Cleaner", target: "Customer", run: "forceLogout" },
    ] as const;

    it.each(refusals)("refuses $label with 403", async ({ actor, target, run }) => {
      const actorRow = await makeUser(db(), actor);
      // A blocked target makes unblock reach the policy rather than the "already active" answer.
      const targetRow = await makeUser(db(), target, { status: "blocked", blockedReason: "Earlier block", blockedAt: new Date() });
      const by = actorOf(actorRow);
      const result =
        run === "block"
          ? await blockUser(db(), by, targetRow.id, routeParsed({ reason: "Trying anyway" }))
          : run === "unblock"
            ? await unblockUser(db(), by, targetRow.id)
            : run === "forceLogout"
              ? await forceLogout(db(), by, targetRow.id)
              : await changeRole(db(), by, targetRow.id, run.slice("role:".length) as "Admin");
      expect(result).toEqual({ ok: false, kind: "forbidden", message: expect.any(String) });
      await expectUnchanged(targetRow);
    });

    it("refuses acting on one's own account", async () => {
      const superAdmin = await makeUser(db(), "SuperAdmin");
      expect(await forceLogout(db(), actorOf(superAdmin), superAdmin.id)).toEqual({ ok: false, kind: "forbidden", message: POLICY_REASONS.self });
      await expectUnchanged(superAdmin);
    });

    it("checks the actor's role as it is now, not as the caller claims", async () => {
      const demoted = await makeUser(db(), "Moderator");
      const target = await makeUser(db(), "Admin");
      const result = await blockUser(db(), { id: demoted.id, role: "SuperAdmin" }, target.id, routeParsed({ reason: "Stale role" }));
      expect(result).toMatchObject({ ok: false, kind: "forbidden" });
      await expectUnchanged(target);
    });

    it("checks the target's role as it is now", async () => {
      const admin = await makeUser(db(), "Admin");
      const target = await makeUser(db(), "Customer");
      await changeRole(db(), actorOf(await makeUser(db(), "SuperAdmin")), target.id, "Admin");
      await inbox().drain();
      const promoted = await reloadUser(db(), target.id);
      expect(await forceLogout(db(), actorOf(admin), target.id)).toMatchObject({ ok: false, kind: "forbidden" });
      expect(await reloadUser(db(), target.id)).toEqual(promoted);
      expect(await inbox().drain()).toEqual([]);
    });

    it("refuses a blocked staff member", async () => {
      const admin = await makeUser(db(), "Admin", { status: "blocked", blockedReason: "On leave", blockedAt: new Date() });
      const target = await makeUser(db(), "Customer");
      expect(await forceLogout(db(), actorOf(admin), target.id)).toEqual({ ok: false, kind: "forbidden", message: STAFF_ACTION_MESSAGES.actorBlocked });
      await expectUnchanged(target);
    });

    it.each(["00000000-0000-4000-8000-00000000abcd", "not-a-uuid", "", "'; drop table users; --"])(
      "answers 404 for the unknown or malformed id %j",
      async (id) => {
        const admin = await makeUser(db(), "Admin");
        expect(await blockUser(db(), actorOf(admin), id, routeParsed({ reason: "Nobody" }))).toEqual({ ok: false, kind: "not-found", message: STAFF_ACTION_MESSAGES.notFound });
        expect(await inbox().drain()).toEqual([]);
      },
    );
  });
});
