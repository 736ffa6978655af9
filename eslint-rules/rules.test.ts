import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import * as tsParser from "@typescript-eslint/parser";
import { Linter, type Rule } from "eslint";

/** The project's own lint rules, run on small files written to a scratch folder. */

let folder: string;
let rules: Record<string, Rule.RuleModule>;

beforeAll(async () => {
  const [{ clientBoundary }, { noCycle }, { noAmbientClock }, { tiers, noFolderCycle }] = await Promise.all([
    import("./client-boundary.mjs"),
    import("./no-cycle.mjs"),
    import("./no-ambient-clock.mjs"),
    import("./tiers.mjs"),
  ]);
  rules = { "client-boundary": clientBoundary, "no-cycle": noCycle, "no-ambient-clock": noAmbientClock, tiers, "no-folder-cycle": noFolderCycle };
});
beforeEach(() => {
  folder = mkdtempSync(path.join(tmpdir(), "lint-rules-"));
  mkdirSync(path.join(folder, "parts"));
});
afterEach(() => {
  rmSync(folder, { recursive: true, force: true });
});

function write(name: string, text: string): string {
  const file = path.join(folder, name);
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, text);
  return file;
}

function lint(file: string, text: string, rule: "client-boundary" | "no-cycle" | "no-ambient-clock" | "tiers" | "no-folder-cycle", options: unknown[] = []): string[] {
  const linter = new Linter({ configType: "flat", cwd: folder });
  const messages = linter.verify(
    text,
    [{ files: ["**/*.ts", "**/*.tsx"], languageOptions: { parser: tsParser }, plugins: { local: { rules } }, rules: { [`local/${rule}`]: ["error", ...options] } }],
    { filename: file },
  );
  return messages.map((message) => message.message);
}

describe("local/client-boundary", () => {
  it("passes a client module whose imports stay in the browser", () => {
    write("parts/label.ts", 'export const label = (cents: number) => `$${cents / 100}`;\n');
    const text = '"use client";\nimport { label } from "./parts/label";\nimport type { LeadStatus } from "@/lib/admin/leads/lead-schemas";\nexport const show = (s: LeadStatus) => label(1) + s;\n';
    expect(lint(write("Widget.tsx", text), text, "client-boundary")).toEqual([]);
  });

  it("refuses a client module that reaches the database schema through a helper", () => {
    write("parts/statuses.ts", 'export { LEAD_STATUSES } from "@/lib/platform/db/schema/leads";\n');
    const text = '"use client";\nimport { LEAD_STATUSES } from "./parts/statuses";\nexport const first = LEAD_STATUSES[0];\n';
    const [message] = lint(write("Editor.tsx", text), text, "client-boundary");
    expect(message).toContain("parts/statuses.ts → lib/platform/db/schema/leads.ts is database code (lib/platform/db)");
  });

  it("refuses Node built-ins, drizzle-orm and server-only modules anywhere down the imports", () => {
    write("parts/guarded.ts", 'import "server-only";\nexport const secret = 1;\n');
    write("parts/disk.ts", 'import { readFileSync } from "node:fs";\nexport const read = readFileSync;\n');
    const text = '"use client";\nimport { secret } from "./parts/guarded";\nimport { read } from "./parts/disk";\nimport { sql } from "drizzle-orm";\nexport const all = [secret, read, sql];\n';
    const messages = lint(write("Mixed.tsx", text), text, "client-boundary");
    expect(messages).toHaveLength(3);
    expect(messages[0]).toContain("is marked server-only");
    expect(messages[1]).toContain('imports the Node built-in "node:fs"');
    expect(messages[2]).toContain('imports "drizzle-orm"');
  });

  it("leaves server modules alone", () => {
    const text = 'import { readFileSync } from "node:fs";\nexport const read = readFileSync;\n';
    expect(lint(write("server-module.ts", text), text, "client-boundary")).toEqual([]);
  });
});

describe("local/no-cycle", () => {
  it("reports a value import cycle with its path", () => {
    write("parts/a.ts", 'import { b } from "./b";\nexport const a = () => b;\n');
    write("parts/b.ts", 'import { a } from "./a";\nexport const b = () => a;\n');
    const file = path.join(folder, "parts/a.ts");
    const [message] = lint(file, 'import { b } from "./b";\nexport const a = () => b;\n', "no-cycle");
    expect(message).toMatch(/^Import cycle: .*parts\/a\.ts → .*parts\/b\.ts → .*parts\/a\.ts\.$/);
  });

  it("ignores a cycle that only types close", () => {
    write("parts/a.ts", 'import type { B } from "./b";\nexport interface A { b?: B }\n');
    write("parts/b.ts", 'import { type A } from "./a";\nexport interface B { a?: A }\n');
    const text = 'import type { B } from "./b";\nexport interface A { b?: B }\n';
    expect(lint(path.join(folder, "parts/a.ts"), text, "no-cycle")).toEqual([]);
  });
});

describe("local/no-ambient-clock", () => {
  const clockRule = (text: string) => {
    write(
      "parts/schema.ts",
      [
        'export const orders = pgTable("orders", { id: primaryId(), status: text("status"), ...timestamps() });',
        'export const auditLog = pgTable("audit_log", { id: serial("id"), createdAt: createdAt() });',
        'export const ticks = pgTable("ticks", { tickedAt: instant("ticked_at").notNull().defaultNow() });',
        'export const rateLimits = pgTable("rate_limits", { key: text("key"), windowStart: instant("window_start") });',
      ].join("\n"),
    );
    return lint(write("domain.ts", text), text, "no-ambient-clock", [{ writers: ["writeAudit"], schema: path.join(folder, "parts") }]);
  };

  it("lets a function without a clock read the real one, and the seam give the default", () => {
    const text = [
      "export const stamp = () => new Date();",
      "export function since(now = new Date(), at: Date = new Date(Date.now())) { return [now, at]; }",
      "export function run(options: { now?: Date } = {}) { const now = options.now ?? new Date(); return now; }",
      "export function handlers(deps: { now?: () => Date }) { const now = deps.now ?? (() => new Date()); return now; }",
      "export function read({ now = new Date() }: { now?: Date }) { return now; }",
      "export function last(rows: number[]) { return rows.at(-1) ?? Date.now(); }",
    ].join("\n");
    expect(clockRule(text)).toEqual([]);
  });

  it("reports the real clock and the database's in a function handed one, nested callbacks included", () => {
    const text = [
      "export function confirm(db: Db, orderId: string, now: Date) {",
      "  return db.transaction(async (tx) => { await tx.execute(sql`update orders set confirmed_at = now() where id = ${orderId}`); return new Date(); });",
      "}",
      "export function extend(options: ExtendOptions) { const horizon = options.now.getTime() + 1; return Date.now() + horizon; }",
      "export function refund(input: { amount: number; at: Date }) { return sql`select current_date - ${input.amount}`; }",
    ].join("\n");
    const messages = clockRule(text);
    expect(messages).toEqual([
      expect.stringContaining("The database's `now()` reads the real clock in a function that was handed one (now): use that clock instead"),
      expect.stringContaining("`new Date()` reads the real clock in a function that was handed one (now)"),
      expect.stringContaining("`Date.now()` reads the real clock in a function that was handed one (options.now)"),
      expect.stringContaining("The database's `current_date` reads the real clock in a function that was handed one (input.at)"),
    ]);
    for (const message of messages) expect(message).toContain('docs/architecture.md, "Time is an input"');
  });

  it("reports a clocked write that leaves its time to the database or to Drizzle", () => {
    const text = [
      "export async function act(tx: Tx, id: string, now: Date) {",
      "  await tx.update(orders).set({ status: \"confirmed\" }).where(eq(orders.id, id));",
      "  await tx.insert(orders).values({ status: \"pending\", createdAt: now });",
      "  await tx.insert(ticks).values([{}]);",
      "  await writeAudit(tx, { action: \"order.confirm\" });",
      "  await tx.insert(rateLimits).values({ key: id });",
      "}",
    ].join("\n");
    expect(clockRule(text)).toEqual([
      expect.stringContaining("Updating `orders` leaves `updatedAt` to the process's clock in a function that was handed one (now)"),
      expect.stringContaining("Inserting into `orders` leaves `updatedAt` to the database's clock"),
      expect.stringContaining("Inserting into `ticks` leaves `tickedAt` to the database's clock"),
      expect.stringContaining("writeAudit() without `at` stamps its row with the database's clock"),
    ]);
  });

  it("accepts writes stamped from the clock, also through a const object, a spread of one, or a mapped list", () => {
    const text = [
      "export async function act(tx: Tx, ids: string[], now: Date) {",
      "  const stamps = { createdAt: now, updatedAt: now };",
      "  const row = { status: \"pending\", ...stamps };",
      "  await tx.insert(orders).values(row);",
      "  await tx.update(orders).set({ status: \"confirmed\", updatedAt: now });",
      "  await tx.insert(ticks).values(ids.map(() => ({ tickedAt: now })));",
      "  const entry = { action: \"order.confirm\", at: now };",
      "  await writeAudit(tx, entry);",
      "}",
    ].join("\n");
    expect(clockRule(text)).toEqual([]);
  });

  it("asks for the stamp beside a row built elsewhere", () => {
    const text = "export async function act(tx: Tx, now: Date) { await tx.insert(orders).values({ ...columnsOf(now) }); await tx.insert(auditLog).values(entryOf()); }";
    expect(clockRule(text)).toEqual([
      expect.stringContaining("Inserting into `orders` leaves `createdAt`"),
      expect.stringContaining("Inserting into `auditLog` leaves `createdAt`"),
    ]);
  });
});

describe("local/tiers", () => {
  const tierRule = (name: string, text: string) => lint(write(name, text), text, "tiers");

  it("lets each tier import its own and the ones below", () => {
    write("lib/kernel/money/cents.ts", "export const cents = 1;\n");
    write("lib/platform/db/client.ts", 'import { cents } from "../../kernel/money/cents";\nexport const db = cents;\n');
    write("lib/booking/price.ts", 'import { db } from "../platform/db/client";\nexport const price = db;\n');
    expect(tierRule("lib/web/http/route.ts", 'import { price } from "../../booking/price";\nimport { db } from "../../platform/db/client";\nexport const both = [price, db];\n')).toEqual([]);
    expect(tierRule("app/page.tsx", 'import { both } from "../lib/web/http/route";\nexport default both;\n')).toEqual([]);
  });

  it("refuses an import of a higher tier, a type import too, and names both tiers", () => {
    write("lib/web/http/answer.ts", "export const answer = 1;\nexport type Answer = number;\n");
    write("lib/booking/pricing.ts", "export type Quote = { total: number };\n");
    expect(tierRule("lib/booking/refusal.ts", 'import { answer } from "../web/http/answer";\nexport const refusal = answer;\n')).toEqual([
      expect.stringContaining("lib/booking/refusal.ts is in the domain tier and may not import lib/web/http/answer.ts, in the web tier above it"),
    ]);
    expect(tierRule("lib/platform/db/schema/orders.ts", 'import type { Quote } from "../../../booking/pricing";\nexport type Row = Quote;\n')).toEqual([
      expect.stringContaining("is in the platform tier and may not import lib/booking/pricing.ts, in the domain tier above it"),
    ]);
  });

  it("leaves tests free to reach anything", () => {
    write("lib/startup/seed.ts", "export const seed = 1;\n");
    expect(tierRule("lib/kernel/money/cents.test.ts", 'import { seed } from "../../startup/seed";\nexport const used = seed;\n')).toEqual([]);
  });
});

describe("local/no-folder-cycle", () => {
  const loopRule = (name: string, text: string) => lint(write(name, text), text, "no-folder-cycle");

  it("reports two domains that import each other, through other files and type imports too", () => {
    write("lib/payments/charge.ts", 'import type { Order } from "../booking/order";\nexport const charge = (order: Order) => order;\n');
    write("lib/booking/order.ts", "export type Order = { id: string };\n");
    const text = 'import { charge } from "../payments/charge";\nexport const complete = charge;\n';
    expect(loopRule("lib/booking/complete.ts", text)).toEqual([
      expect.stringContaining("Folder loop: lib/booking/complete.ts → lib/payments/charge.ts, then lib/payments/charge.ts → lib/booking/order.ts"),
    ]);
  });

  it("counts each platform and kernel folder as its own, and accepts imports that run one way", () => {
    write("lib/platform/db/client.ts", "export const db = 1;\n");
    write("lib/platform/jobs/queue.ts", 'import { db } from "../db/client";\nexport const queue = db;\n');
    expect(loopRule("lib/platform/mail/send.ts", 'import { queue } from "../jobs/queue";\nimport { db } from "../db/client";\nexport const send = [queue, db];\n')).toEqual([]);
  });

  it("reports a loop between two platform folders", () => {
    write("lib/platform/metrics/scrape.ts", 'import { queue } from "../jobs/queue";\nexport const scrape = queue;\n');
    const text = 'import { scrape } from "../metrics/scrape";\nexport const queue = scrape;\n';
    expect(loopRule("lib/platform/jobs/queue.ts", text)).toEqual([expect.stringContaining("Folder loop: lib/platform/jobs/queue.ts → lib/platform/metrics/scrape.ts")]);
  });
});
